import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  Link,
  useActionData,
} from "react-router";
import { AskCard, DoneCard, InvalidLinkScreen } from "~/components/ui/link-page";
import { useAssociation } from "~/components/layout/use-association";
import { enforceRateLimits } from "~/http/abuse.server";
import {
  associationIn,
  format,
  localePath,
  requestedLanguage,
  useLanguage,
  useShellTexts,
  useLocalePath,
  useTexts,
} from "~/i18n/language";
import { cookieLanguage, pageLanguageOf } from "~/i18n/language.server";
import { unsubscribeTexts } from "~/i18n/unsubscribe";
import { verifyUnsubscribeToken } from "~/messages/unsubscribe.server";
import { unsubscribeAddress } from "~/models/announcements.server";
import { getDb } from "~/models/db.server";
import { getMessage } from "~/models/messages.server";
import { metaLanguage } from "~/utils/seo";
import { bearerPageHeaders, unavailableOnFailure } from "~/http/private-page.server";

/** The token in the URL is a bearer secret. */
const PRIVATE_HEADERS = bearerPageHeaders();

export const headers: HeadersFunction = () => PRIVATE_HEADERS;

export const meta: MetaFunction = ({ matches }) => [
  { title: `${unsubscribeTexts[metaLanguage(matches)].title} | ZAMWE` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/**
 * The message the link came in, or a 404 "this link is not valid". A forged token costs its
 * sender one of the client's form requests a minute (then 429); a real one costs nothing, so a
 * mail provider's one-click posts from shared addresses are never refused.
 */
async function messageOf(request: Request, context: AppLoadContext, token: string) {
  const env = context.cloudflare.env;
  const messageId = verifyUnsubscribeToken(env, token);
  const message = messageId
    ? await unavailableOnFailure("unsubscribe link", PRIVATE_HEADERS, () =>
        getMessage(getDb(env), messageId),
      )
    : undefined;
  if (message) return message;
  await enforceRateLimits(request, context, "unsubscribe");
  const t = unsubscribeTexts[pageLanguageOf(request)].invalid;
  throw new Response(t.message, { status: 404, headers: PRIVATE_HEADERS });
}

/**
 * The link at the foot of an announcement or newsletter (issue #27, ADR 0037). Opening it
 * changes nothing (link scanners open every link in a mail): the page asks, and the button posts.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const message = await messageOf(request, context, params.token ?? "");
  const url = new URL(request.url);
  // The mail's language, unless the address or her earlier choice on the site says another.
  if (
    message.language === "ha" &&
    !requestedLanguage(url.searchParams) &&
    !cookieLanguage(request)
  ) {
    throw redirect(localePath(url.pathname, "ha"), { headers: PRIVATE_HEADERS });
  }
  return data({ done: false }, { headers: PRIVATE_HEADERS });
}

/**
 * The page's button, and RFC 8058's one-click post from her mail app (`List-Unsubscribe=One-Click`,
 * which the Worker lets through from any origin for this path only): honoured at once.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const message = await messageOf(request, context, params.token ?? "");
  await unavailableOnFailure("unsubscribe", PRIVATE_HEADERS, () =>
    unsubscribeAddress(getDb(context.cloudflare.env), message.recipient),
  );
  return data({ done: true }, { headers: PRIVATE_HEADERS });
}

export default function Unsubscribe() {
  const done = useActionData<typeof action>()?.done ?? false;
  const site = associationIn(useAssociation(), useLanguage(), useShellTexts().layout);
  const href = useLocalePath();
  const t = useTexts(unsubscribeTexts);
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      {done ? (
        <DoneCard id="unsubscribed-heading" heading={t.done.heading}>
          <p className="mt-3 text-stone-800" role="status">
            {format(t.done.message, { name: site.shortName })}
          </p>
          <p className="mt-3 text-stone-700">
            {t.done.again}{" "}
            <Link to={href("/newsletter")} className="font-semibold text-brand-800 underline">
              {t.done.newsletterLink}
            </Link>
          </p>
        </DoneCard>
      ) : (
        <AskCard id="unsubscribe-heading" heading={t.heading} button={t.button}>
          <p className="mt-3 text-stone-800">{format(t.lead, { name: site.shortName })}</p>
          <p className="mt-3 text-sm text-stone-700">{t.keeps}</p>
        </AskCard>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const t = useTexts(unsubscribeTexts);
  return (
    <InvalidLinkScreen title={t.invalid.title} message={`${t.invalid.message} ${t.invalid.hint}`} />
  );
}
