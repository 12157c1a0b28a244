import {
  data,
  type ActionFunctionArgs,
  type AppLoadContext,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  Link,
  useActionData,
  useLoaderData,
} from "react-router";
import { hashToken } from "~/auth/session.server";
import { useAssociation } from "~/components/layout/use-association";
import { AskCard, DoneCard, InvalidLinkScreen } from "~/components/ui/link-page";
import { enforceRateLimits } from "~/http/abuse.server";
import { bearerPageHeaders, unavailableOnFailure } from "~/http/private-page.server";
import { applicationAddressTexts } from "~/i18n/application-address";
import {
  associationIn,
  format,
  useLanguage,
  useLocalePath,
  useShellTexts,
  useTexts,
} from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { getDb } from "~/models/db.server";
import {
  findAddressProof,
  proveApplicationAddress,
} from "~/models/membership/application-address.server";
import { metaLanguage } from "~/utils/seo";

/**
 * The token in the URL is a bearer secret: it never leaves the site in a Referer, yet not
 * "no-referrer", with which the browser sends the page's own button with `Origin: null` (the
 * origin check refuses it).
 */
const PRIVATE_HEADERS = bearerPageHeaders("same-origin");

export const headers: HeadersFunction = () => PRIVATE_HEADERS;

export const meta: MetaFunction = ({ matches }) => [
  { title: `${applicationAddressTexts[metaLanguage(matches)].title} | ZAMWE` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

/** A link that is not (or no longer) valid: a 404 page; a guess costs the client a request. */
async function invalidLink(request: Request, context: AppLoadContext): Promise<never> {
  await enforceRateLimits(request, context, "confirm-address");
  const t = applicationAddressTexts[pageLanguageOf(request)].invalid;
  throw new Response(t.message, { status: 404, headers: PRIVATE_HEADERS });
}

/**
 * The link in the "application received" message (issue #37). Opening it changes nothing (mail
 * scanners open every link): the page asks, and the button posts.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const proof = await unavailableOnFailure("address proof", PRIVATE_HEADERS, () =>
    findAddressProof(getDb(context.cloudflare.env), hashToken(params.token ?? ""), new Date()),
  );
  if (!proof) return invalidLink(request, context);
  return data({ email: proof.email, proven: proof.proven }, { headers: PRIVATE_HEADERS });
}

/** She pressed "Confirm my address": proven, and linked when her account proved it too. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const outcome = await unavailableOnFailure("address proof", PRIVATE_HEADERS, () =>
    proveApplicationAddress(getDb(context.cloudflare.env), {
      tokenHash: hashToken(params.token ?? ""),
      now: new Date(),
    }),
  );
  if (outcome.status === "invalid") return invalidLink(request, context);
  return data(
    { done: true as const, email: outcome.email, linked: outcome.linked },
    { headers: PRIVATE_HEADERS },
  );
}

export default function ConfirmApplicationAddress() {
  const { email, proven } = useLoaderData<typeof loader>();
  // Her press's answer, or the link opened again once it has proven the address.
  const done = useActionData<typeof action>() ?? (proven ? { email, linked: false } : null);
  const site = associationIn(useAssociation(), useLanguage(), useShellTexts().layout);
  const href = useLocalePath();
  const t = useTexts(applicationAddressTexts);
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      {done ? (
        <DoneCard id="address-confirmed-heading" heading={t.done.heading}>
          <p className="mt-3 break-words text-stone-800" role="status">
            {format(t.done.message, { email: done.email })}
          </p>
          {done.linked ? (
            <p className="mt-3 text-stone-700">
              {t.done.linked}{" "}
              <Link to={href("/dashboard")} className="font-semibold text-brand-800 underline">
                {t.done.dashboard}
              </Link>
            </p>
          ) : (
            <p className="mt-3 text-stone-700">{t.done.signUp}</p>
          )}
        </DoneCard>
      ) : (
        <AskCard id="confirm-address-heading" heading={t.heading} button={t.button}>
          <p className="mt-3 break-words text-stone-800">
            {format(t.lead, { email, name: site.shortName })}
          </p>
          <p className="mt-3 text-sm text-stone-700">{t.why}</p>
          <p className="mt-3 text-sm text-stone-700">{t.notYou}</p>
        </AskCard>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const t = useTexts(applicationAddressTexts);
  return (
    <InvalidLinkScreen title={t.invalid.title} message={`${t.invalid.message} ${t.invalid.hint}`} />
  );
}
