import {
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  data,
  useLoaderData,
} from "react-router";
import { QrCodeSvg } from "~/components/ui/qr-code";
import { useAssociation } from "~/components/layout/use-association";
import { getDb } from "~/models/db.server";
import { certificateByCode, eventTitleIn } from "~/models/certificates.server";
import { enforceRateLimits } from "~/http/abuse.server";
import { bearerPageHeaders, unavailableOnFailure } from "~/http/private-page.server";
import { certificatesTexts } from "~/i18n/certificates";
import { format, useTexts } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { qrCode } from "~/utils/qr-code.server";
import { SHORT_CODE_PATTERN } from "~/utils/short-code";
import { metaLanguage } from "~/utils/seo";
import { certificateCheckPath } from "~/utils/certificate-paths";
import { CertificateErrorScreen } from "./__certificate-check";

/** Her name is on it: no cache keeps it, no search engine lists it, no link sends the code on. */
const CERTIFICATE_HEADERS = bearerPageHeaders();

export const headers: HeadersFunction = () => CERTIFICATE_HEADERS;

export const meta: MetaFunction = ({ matches }) => [
  { title: `${certificatesTexts[metaLanguage(matches)].certificate.title} | ZAMWE` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/**
 * A certificate of attendance (issue #42): one page for A4 and the phone, no JavaScript, with
 * the association, the event, its date, her name, and a QR code and short code that open its
 * check. Its link reaches her in her language (her message, My records). A code nobody has is
 * "not found" (rate-limited, as the membership card's check); a revoked one says so instead.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const code = params.code ?? "";
  const language = pageLanguageOf(request);
  const t = certificatesTexts[language];
  const found = SHORT_CODE_PATTERN.test(code)
    ? await unavailableOnFailure("certificate", CERTIFICATE_HEADERS, () =>
        certificateByCode(getDb(context.cloudflare.env), code),
      )
    : undefined;
  if (!found) {
    await enforceRateLimits(request, context, "certificate-code");
    throw new Response(t.verify.notFound, { status: 404, headers: CERTIFICATE_HEADERS });
  }
  const checkUrl = new URL(certificateCheckPath(code), request.url).href;
  return data(
    {
      code,
      fullName: found.fullName,
      ...eventTitleIn(found, language),
      heldOn: format(t.certificate.heldOn, {
        date: formatEventDateIn(found.eventDate, language),
        location: found.eventLocation,
      }),
      revoked: found.revokedAt !== null,
      checkAt: new URL(certificateCheckPath(), request.url).href,
      qr: qrCode(checkUrl),
    },
    { headers: CERTIFICATE_HEADERS },
  );
}

export default function CertificatePage() {
  const certificate = useLoaderData<typeof loader>();
  const t = useTexts(certificatesTexts);
  const site = useAssociation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      {certificate.revoked ? (
        <p role="alert" className="mb-6 rounded-2xl bg-red-50 p-5 font-semibold text-red-900">
          {t.certificate.revoked}
        </p>
      ) : null}
      <article
        aria-labelledby="certificate-heading"
        className="space-y-6 rounded-2xl border-4 border-double border-brand-800 bg-white p-6 text-center sm:p-12 print:min-h-[250mm] print:rounded-none"
      >
        <p className="text-lg font-semibold text-brand-800 wrap-anywhere">{site.fullName}</p>
        <h1 id="certificate-heading" className="text-3xl font-extrabold text-brand-900 sm:text-4xl">
          {t.certificate.title}
        </h1>
        <p className="text-lg text-stone-800">{t.certificate.certifies}</p>
        <p className="font-serif text-3xl font-bold text-stone-900 wrap-anywhere sm:text-4xl">
          {certificate.fullName}
        </p>
        <p className="text-lg text-stone-800">{t.certificate.attended}</p>
        <p
          className="text-2xl font-bold text-brand-900 wrap-anywhere"
          lang={certificate.titleLang ?? undefined}
        >
          {certificate.title}
        </p>
        <p className="text-lg text-stone-800">{certificate.heldOn}</p>
        <p className="text-stone-700">
          {format(t.certificate.issuedBy, { association: site.fullName })}
        </p>
        <div className="flex flex-col items-center gap-3 border-t border-stone-200 pt-6 sm:flex-row sm:justify-center sm:gap-6">
          <QrCodeSvg qr={certificate.qr} label={t.certificate.qrLabel} width={128} />
          <div className="space-y-1 text-center sm:text-left">
            <p className="text-sm text-stone-700">{t.certificate.code}</p>
            <p className="font-mono text-xl font-bold tracking-wider text-stone-900" data-code>
              {certificate.code}
            </p>
            <p className="max-w-xs text-sm break-words text-stone-700">
              {format(t.certificate.check, { url: certificate.checkAt })}
            </p>
          </div>
        </div>
      </article>
      <p className="mt-6 text-sm text-stone-700 print:hidden">{t.certificate.printHint}</p>
    </div>
  );
}

export function ErrorBoundary() {
  return <CertificateErrorScreen />;
}
