import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  Link,
  useLoaderData,
} from "react-router";
import { InvalidLinkScreen } from "~/components/ui/link-page";
import { cardClassName } from "~/components/ui/card";
import { enforceRateLimits } from "~/http/abuse.server";
import { bearerPageHeaders, unavailableOnFailure } from "~/http/private-page.server";
import { format, useLocalePath, useTexts } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { readAnnouncementTexts } from "~/i18n/read-announcement";
import { announcementOfMessage } from "~/messages/announcements.server";
import { verifyUnsubscribeToken } from "~/messages/unsubscribe.server";
import { metaLanguage } from "~/utils/seo";

/** The token in the URL is a bearer secret: the recipient's alone. */
const PRIVATE_HEADERS = bearerPageHeaders();

export const headers: HeadersFunction = () => PRIVATE_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  {
    title: `${page?.subject ?? readAnnouncementTexts[metaLanguage(matches)].title} | ZAMWE`,
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/**
 * /read/:token (issue #40): the announcement an SMS links to, in the language it was sent in,
 * with the link to stop such texts. The token is the message's (its unsubscribe link's): only
 * whoever received it can open it. Reading changes nothing.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const messageId = verifyUnsubscribeToken(env, params.token ?? "");
  const found = messageId
    ? await unavailableOnFailure("announcement link", PRIVATE_HEADERS, () =>
        announcementOfMessage(env, messageId),
      )
    : null;
  if (!found) {
    // A forged token costs its sender one of the client's form requests a minute (then 429).
    await enforceRateLimits(request, context, "unsubscribe");
    const t = readAnnouncementTexts[pageLanguageOf(request)].invalid;
    throw new Response(t.message, { status: 404, headers: PRIVATE_HEADERS });
  }
  return data(
    { ...found.page, stopPath: found.bySms ? `/unsubscribe/${params.token}` : null },
    { headers: PRIVATE_HEADERS },
  );
}

export default function ReadAnnouncement() {
  const page = useLoaderData<typeof loader>();
  const t = useTexts(readAnnouncementTexts);
  const href = useLocalePath();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <article
        aria-labelledby="announcement-heading"
        lang={page.language}
        className={cardClassName("lg")}
      >
        <p className="text-sm font-semibold text-brand-800">
          {format(t.from, { name: page.association })}
        </p>
        <h1 id="announcement-heading" className="mt-1 text-2xl font-extrabold text-brand-900">
          {page.subject}
        </h1>
        <p className="mt-4 whitespace-pre-line text-stone-900">{page.body}</p>
        <p className="mt-6 border-t border-stone-200 pt-3 text-sm text-stone-700">{page.note}</p>
      </article>
      {page.stopPath ? (
        <p className="mt-6 text-center">
          <Link to={href(page.stopPath)} className="font-semibold text-brand-800 underline">
            {t.stop}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const t = useTexts(readAnnouncementTexts);
  return (
    <InvalidLinkScreen title={t.invalid.title} message={`${t.invalid.message} ${t.invalid.hint}`} />
  );
}
