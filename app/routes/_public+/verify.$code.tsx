import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { cardStatusLabels } from "~/components/membership/member-card";
import { Avatar, planLabels } from "~/components/ui/avatar";
import { cardClassName } from "~/components/ui/card";
import { RefusedScreen, REFUSED_STATUSES, StatusScreen } from "~/components/ui/status-screen";
import { useAssociation } from "~/components/layout/use-association";
import { enforceRateLimits } from "~/http/abuse.server";
import { getDb } from "~/models/db.server";
import { VERIFY_CODE_PATTERN, verifyMemberCard } from "~/models/membership-cards.server";
import { formatWatDay } from "~/utils/dates";
import { membershipTerms } from "~/utils/membership-period";

/**
 * The code in the URL is a bearer secret: no cache keeps the answer (a replaced code or a revoked
 * membership stops verifying at the next scan), no search engine lists it, no link sends it on.
 */
const VERIFY_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

export const headers: HeadersFunction = () => VERIFY_HEADERS;

export const meta: MetaFunction = () => [
  { title: "Membership check | ZAMWE" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export const NOT_VERIFIED = "This membership card could not be verified.";

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
  let found;
  try {
    found = VERIFY_CODE_PATTERN.test(code)
      ? await verifyMemberCard(getDb(env), code, membershipTerms(env))
      : undefined;
  } catch (error) {
    console.error("[load failure] card verification:", error);
    throw new Response("The card could not be checked right now. Please try again.", {
      status: 503,
      headers: VERIFY_HEADERS,
    });
  }
  if (!found) throw new Response(NOT_VERIFIED, { status: 404, headers: VERIFY_HEADERS });
  if (found.status === "not-a-member")
    return data({ status: found.status }, { headers: VERIFY_HEADERS });
  return data(
    {
      status: found.status,
      name: found.name,
      photoUrl: found.photoUrl,
      plan: found.plan,
      validUntil: found.validUntil ? formatWatDay(found.validUntil) : null,
    },
    { headers: VERIFY_HEADERS },
  );
}

const statusLabels = {
  ...cardStatusLabels,
  "pending-payment": "Approved, first year not paid yet",
};

/** What a verifier needs to read at a glance: is she a member today, and until when. */
const statusStyles: Record<keyof typeof statusLabels, string> = {
  active: "bg-brand-100 text-brand-900",
  expiring: "bg-amber-100 text-stone-900",
  grace: "bg-amber-100 text-stone-900",
  lapsed: "bg-red-100 text-red-900",
  "pending-payment": "bg-stone-100 text-stone-900",
};

export default function VerifyCard() {
  const result = useLoaderData<typeof loader>();
  const site = useAssociation();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-extrabold text-brand-900">Membership check</h1>
      <p className="mt-2 text-center text-stone-700">{site.fullName}</p>
      {"name" in result ? (
        <section aria-label="Membership" className={cardClassName("lg", "mt-8 space-y-4")}>
          <div className="flex items-center gap-4">
            <Avatar name={result.name} photoUrl={result.photoUrl} size="size-20" />
            <p className="text-2xl font-bold text-stone-900">{result.name}</p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-stone-600">Status</dt>
            <dd>
              <span
                className={`inline-block rounded-full px-3 py-0.5 font-semibold ${statusStyles[result.status]}`}
              >
                {statusLabels[result.status]}
              </span>
            </dd>
            <dt className="text-stone-600">Plan</dt>
            <dd className="font-semibold">{planLabels[result.plan]} Member</dd>
            <dt className="text-stone-600">Valid until</dt>
            <dd className="font-semibold">{result.validUntil ?? "—"}</dd>
          </dl>
        </section>
      ) : (
        <section aria-label="Membership" className={cardClassName("lg", "mt-8 text-center")}>
          <p className="text-2xl font-bold text-red-800">Not a member</p>
          <p className="mt-2 text-stone-700">
            This card does not belong to a current member of {site.shortName}.
          </p>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusScreen
        code="404"
        title="Card not verified"
        message={`${NOT_VERIFIED} The code may be mistyped, or the member has replaced her card.`}
      />
    );
  }
  if (isRouteErrorResponse(error) && REFUSED_STATUSES.includes(error.status)) {
    return <RefusedScreen status={error.status} reason={error.data} />;
  }
  return (
    <StatusScreen
      title="The card could not be checked"
      message="Something went wrong on our side. Please try again in a moment."
    />
  );
}
