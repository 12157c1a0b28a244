import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
} from "react-router";
import { Avatar, planLabels } from "~/components/ui/avatar";
import { cardClassName } from "~/components/ui/card";
import { RefusedScreen, REFUSED_STATUSES, StatusScreen } from "~/components/ui/status-screen";
import { useAssociation } from "~/components/layout/use-association";
import { enforceRateLimits } from "~/http/abuse.server";
import { getDb } from "~/models/db.server";
import {
  VERIFY_CODE_PATTERN,
  verifyMemberCard,
  type VerifiedStatus,
} from "~/models/membership/cards.server";
import { associationIn, format, useLanguage, useShellTexts, useTexts } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { verifyTexts } from "~/i18n/verify";
import { formatWatDayIn } from "~/utils/hausa-dates";
import { membershipTerms } from "~/models/membership/period-rules";
import { metaLanguage } from "~/utils/seo";
import { bearerPageHeaders, unavailableOnFailure } from "~/http/private-page.server";

/**
 * The code in the URL is a bearer secret: no cache keeps the answer (a replaced code or a revoked
 * membership stops verifying at the next scan), no search engine lists it, no link sends it on.
 */
const VERIFY_HEADERS = bearerPageHeaders();

export const headers: HeadersFunction = () => VERIFY_HEADERS;

export const meta: MetaFunction = ({ matches }) => [
  { title: `${verifyTexts[metaLanguage(matches)].title} | ZAMWE` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export const NOT_VERIFIED = verifyTexts.en.notVerified.message;

/**
 * A membership card's QR code opens this page (issue #19): public, no sign-in, no JavaScript.
 * It shows only her name, photo, plan, status and valid-until — or "not a member". An unknown,
 * replaced or malformed code is a 404, one indexed lookup either way; scanners are rate-limited
 * per client address (429).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await enforceRateLimits(request, context, "verify-card");
  const code = params.code ?? "";
  const env = context.cloudflare.env;
  const found = VERIFY_CODE_PATTERN.test(code)
    ? await unavailableOnFailure(
        "card verification",
        VERIFY_HEADERS,
        () => verifyMemberCard(getDb(env), code, membershipTerms(env)),
        "The card could not be checked right now. Please try again.",
      )
    : undefined;
  if (!found) throw new Response(NOT_VERIFIED, { status: 404, headers: VERIFY_HEADERS });
  if (found.status === "not-a-member")
    return data({ status: found.status }, { headers: VERIFY_HEADERS });
  return data(
    {
      status: found.status,
      name: found.name,
      photoUrl: found.photoUrl,
      plan: found.plan,
      validUntil: found.validUntil
        ? formatWatDayIn(found.validUntil, pageLanguageOf(request))
        : null,
    },
    { headers: VERIFY_HEADERS },
  );
}

/** A status's text in `verify.statuses`. */
const statusText = (status: VerifiedStatus) =>
  status === "pending-payment" ? "pendingPayment" : status;

/** What a verifier needs to read at a glance: is she a member today, and until when. */
const statusStyles: Record<VerifiedStatus, string> = {
  active: "bg-brand-100 text-brand-900",
  expiring: "bg-amber-100 text-stone-900",
  grace: "bg-amber-100 text-stone-900",
  lapsed: "bg-red-100 text-red-900",
  "pending-payment": "bg-stone-100 text-stone-900",
};

export default function VerifyCard() {
  const result = useLoaderData<typeof loader>();
  const language = useLanguage();
  const site = associationIn(useAssociation(), language, useShellTexts().layout);
  const t = useTexts(verifyTexts);
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-extrabold text-brand-900">{t.title}</h1>
      <p className="mt-2 text-center text-stone-700">{site.fullName}</p>
      {"name" in result ? (
        <section aria-label={t.regionLabel} className={cardClassName("lg", "mt-8 space-y-4")}>
          <div className="flex flex-wrap items-center gap-4">
            <Avatar name={result.name} photoUrl={result.photoUrl} size="size-20" />
            <p className="min-w-0 text-xl font-bold break-words text-stone-900 sm:text-2xl">
              {result.name}
            </p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-stone-600">{t.status}</dt>
            <dd>
              <span
                className={`inline-block rounded-full px-3 py-0.5 font-semibold ${statusStyles[result.status]}`}
              >
                {t.statuses[statusText(result.status)]}
              </span>
            </dd>
            <dt className="text-stone-600">{t.plan}</dt>
            <dd className="font-semibold">
              {format(t.planMember, { plan: planLabels[result.plan] })}
            </dd>
            <dt className="text-stone-600">{t.validUntil}</dt>
            <dd className="font-semibold">{result.validUntil ?? "—"}</dd>
          </dl>
        </section>
      ) : (
        <section aria-label={t.regionLabel} className={cardClassName("lg", "mt-8 text-center")}>
          <p className="text-2xl font-bold text-red-800">{t.notMember.title}</p>
          <p className="mt-2 text-stone-700">
            {format(t.notMember.text, { name: site.shortName })}
          </p>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useTexts(verifyTexts);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusScreen
        code="404"
        title={t.notVerified.title}
        message={`${t.notVerified.message} ${t.notVerified.hint}`}
      />
    );
  }
  if (isRouteErrorResponse(error) && REFUSED_STATUSES.includes(error.status)) {
    return <RefusedScreen status={error.status} reason={error.data} />;
  }
  return <StatusScreen title={t.failed.title} message={t.failed.message} />;
}
