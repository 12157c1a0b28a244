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
  useLoaderData,
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
import { channelTexts } from "~/i18n/channels";
import { recordSmsChoices } from "~/models/sms-choices.server";
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
  return data({ done: false, bySms: message.channel === "sms" }, { headers: PRIVATE_HEADERS });
}

/**
 * The page's button, and RFC 8058's one-click post from her mail app (`List-Unsubscribe=One-Click`,
 * which the Worker lets through from any origin for this path only): honoured at once.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const message = await messageOf(request, context, params.token ?? "");
  const db = getDb(context.cloudflare.env);
  if (message.channel === "sms") {
    // An announcement's text (issue #40): her consent to such texts is withdrawn, recorded in
    // the words she gave it with, as "How we reach you" records it.
    const language = pageLanguageOf(request);
    const userId = message.userId;
    if (userId) {
      await unavailableOnFailure("stop texts", PRIVATE_HEADERS, () =>
        recordSmsChoices(db, {
          userId,
          choices: { smsAnnouncements: false },
          wording: { "sms-announcements": channelTexts[language].smsAnnouncements },
          language,
          now: new Date(),
        }),
      );
    }
    return data({ done: true, bySms: true }, { headers: PRIVATE_HEADERS });
  }
  await unavailableOnFailure("unsubscribe", PRIVATE_HEADERS, () =>
    unsubscribeAddress(db, message.recipient),
  );
  return data({ done: true, bySms: false }, { headers: PRIVATE_HEADERS });
}

export default function Unsubscribe() {
  const done = useActionData<typeof action>()?.done ?? false;
  const { bySms } = useLoaderData<typeof loader>();
  const site = associationIn(useAssociation(), useLanguage(), useShellTexts().layout);
  const href = useLocalePath();
  const t = useTexts(unsubscribeTexts);
  // An announcement's text stops texts (issue #40); an e-mail's link stops e-mails.
  const words = bySms
    ? {
        heading: t.sms.heading,
        lead: t.sms.lead,
        keeps: t.sms.keeps,
        button: t.sms.button,
        done: {
          heading: t.sms.done.heading,
          message: t.sms.done.message,
          again: t.sms.done.again,
        },
      }
    : t;
  const again = bySms
    ? { to: "/dashboard/messages", label: t.sms.done.choicesLink }
    : { to: "/newsletter", label: t.done.newsletterLink };
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      {done ? (
        <DoneCard id="unsubscribed-heading" heading={words.done.heading}>
          <p className="mt-3 text-stone-800" role="status">
            {format(words.done.message, { name: site.shortName })}
          </p>
          <p className="mt-3 text-stone-700">
            {words.done.again}{" "}
            <Link to={href(again.to)} className="font-semibold text-brand-800 underline">
              {again.label}
            </Link>
          </p>
        </DoneCard>
      ) : (
        <AskCard id="unsubscribe-heading" heading={words.heading} button={words.button}>
          <p className="mt-3 text-stone-800">{format(words.lead, { name: site.shortName })}</p>
          <p className="mt-3 text-sm text-stone-700">{words.keeps}</p>
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
