import {
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  data,
  redirect,
  useLoaderData,
} from "react-router";
import { cardClassName } from "~/components/ui/card";
import { useAssociation } from "~/components/layout/use-association";
import { getDb } from "~/models/db.server";
import { certificateByCode, eventTitleIn } from "~/models/certificates.server";
import { enforceRateLimits } from "~/http/abuse.server";
import { bearerPageHeaders, unavailableOnFailure } from "~/http/private-page.server";
import { certificatesTexts } from "~/i18n/certificates";
import { LANGUAGE_PARAM, format, useLanguage, useTexts } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { shortCodeOf } from "~/utils/short-code";
import { metaLanguage } from "~/utils/seo";
import { certificateCheckPath } from "~/utils/certificate-paths";
import { CertificateErrorScreen } from "./__certificate-check";

/** A checked name is shown: no cache keeps it, no search engine lists it. */
const CHECK_HEADERS = bearerPageHeaders();

export const headers: HeadersFunction = () => CHECK_HEADERS;

export const meta: MetaFunction = ({ matches }) => [
  { title: `${certificatesTexts[metaLanguage(matches)].verify.title} | ZAMWE` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/**
 * Anyone checks a certificate of attendance here (issue #42): its QR code opens
 * /verify/certificate/{code}; the code typed from paper (any case, spaces, O for 0) is sent by
 * the form and read into that address. Valid or revoked, with her name, the event and its date;
 * an unknown code is this page with its message (404). Every check is rate-limited per client,
 * as the membership card's: 80-bit codes are not guessed, and not tried by the thousand.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const language = pageLanguageOf(request);
  const typed = new URL(request.url).searchParams.get("code");
  if (typed !== null && !params.code) {
    const code = shortCodeOf(typed.slice(0, 64));
    if (code) throw redirect(localeRedirectPath(request, certificateCheckPath(code)));
    return data(
      { typed: typed.slice(0, 64), problem: "badCode" as const, found: null },
      { status: 400, headers: CHECK_HEADERS },
    );
  }
  if (!params.code)
    return data({ typed: "", problem: null, found: null }, { headers: CHECK_HEADERS });
  await enforceRateLimits(request, context, "verify-certificate");
  const code = shortCodeOf(params.code);
  const certificate = code
    ? await unavailableOnFailure("certificate check", CHECK_HEADERS, () =>
        certificateByCode(getDb(context.cloudflare.env), code),
      )
    : undefined;
  if (!certificate) {
    return data(
      { typed: params.code.slice(0, 64), problem: "notFound" as const, found: null },
      { status: 404, headers: CHECK_HEADERS },
    );
  }
  return data(
    {
      typed: certificate.code,
      problem: null,
      found: {
        valid: certificate.revokedAt === null,
        fullName: certificate.fullName,
        ...eventTitleIn(certificate, language),
        when: formatEventDateIn(certificate.eventDate, language),
      },
    },
    { headers: CHECK_HEADERS },
  );
}

export default function CheckCertificate() {
  const { typed, problem, found } = useLoaderData<typeof loader>();
  const t = useTexts(certificatesTexts);
  const language = useLanguage();
  const site = useAssociation();
  return (
    <div className="mx-auto max-w-md space-y-8 px-4 py-12">
      <div className="text-center">
        <h1 className="text-3xl font-extrabold text-brand-900">{t.verify.title}</h1>
        <p className="mt-2 text-stone-700">{site.fullName}</p>
      </div>
      {found ? (
        <section aria-label={t.verify.regionLabel} className={cardClassName("lg", "space-y-4")}>
          <p
            className={`inline-block rounded-full px-4 py-1 text-lg font-bold ${found.valid ? "bg-brand-100 text-brand-900" : "bg-red-100 text-red-900"}`}
          >
            {found.valid ? t.verify.valid : t.verify.revoked}
          </p>
          <p className="text-stone-800">
            {format(found.valid ? t.verify.validLead : t.verify.revokedLead, {
              association: site.fullName,
            })}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-stone-600">{t.verify.name}</dt>
            <dd className="font-semibold wrap-anywhere">{found.fullName}</dd>
            <dt className="text-stone-600">{t.verify.event}</dt>
            <dd className="font-semibold wrap-anywhere" lang={found.titleLang ?? undefined}>
              {found.title}
            </dd>
            <dt className="text-stone-600">{t.verify.date}</dt>
            <dd className="font-semibold">{found.when}</dd>
          </dl>
        </section>
      ) : null}
      <Form method="get" action={certificateCheckPath()} className="space-y-3">
        {language === "en" ? null : <input type="hidden" name={LANGUAGE_PARAM} value={language} />}
        <p className="text-stone-700">{t.verify.lead}</p>
        <label htmlFor="certificate-code" className="block font-semibold text-stone-900">
          {t.verify.codeLabel}
        </label>
        <input
          id="certificate-code"
          name="code"
          defaultValue={typed}
          maxLength={64}
          required
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="certificate-code-hint"
          aria-invalid={problem ? true : undefined}
          aria-errormessage={problem ? "certificate-code-problem" : undefined}
          className="w-full rounded-md border border-stone-300 px-4 py-3 font-mono text-base uppercase"
        />
        <p id="certificate-code-hint" className="text-sm text-stone-700">
          {t.verify.codeHint}
        </p>
        {problem ? (
          <p id="certificate-code-problem" role="alert" className="font-semibold text-red-800">
            {problem === "badCode" ? t.verify.badCode : t.verify.notFound}
          </p>
        ) : null}
        <button
          type="submit"
          className="w-full rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {t.verify.submit}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <CertificateErrorScreen />;
}
