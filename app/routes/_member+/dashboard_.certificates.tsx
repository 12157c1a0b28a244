import { type LoaderFunctionArgs, type MetaFunction, Link, useLoaderData } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { PageHeader } from "~/components/ui/page-header";
import { cardClassName } from "~/components/ui/card";
import { getDb, readOr } from "~/models/db.server";
import { certificatesOfQuery, eventTitleIn } from "~/models/certificates.server";
import { certificatePath } from "~/utils/certificate-paths";
import { pageLanguageOf } from "~/i18n/language.server";
import { useLocalePath, useTexts } from "~/i18n/language";
import { certificatesTexts } from "~/i18n/certificates";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { metaLanguage } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${certificatesTexts[metaLanguage(matches)].mine.title} | ZAMWE` },
  { name: "robots", content: "noindex" },
];

/** Her certificates of attendance (My records, issue #42): those issued to her account. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const language = pageLanguageOf(request);
  const certificates = await readOr("certificates", [], () =>
    certificatesOfQuery(getDb(context.cloudflare.env), user.userId),
  );
  return {
    certificates: certificates.map((certificate) => ({
      code: certificate.code,
      ...eventTitleIn(certificate, language),
      when: formatEventDateIn(certificate.eventDate, language),
      revoked: certificate.revokedAt !== null,
    })),
  };
}

export default function MyCertificates() {
  const { certificates } = useLoaderData<typeof loader>();
  const t = useTexts(certificatesTexts);
  const href = useLocalePath();
  return (
    <>
      <PageHeader title={t.mine.title} lead={t.mine.lead} />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        {certificates.length ? (
          <ul className="space-y-3">
            {certificates.map((certificate) => (
              <li key={certificate.code} className={cardClassName("md", "space-y-1")}>
                <p
                  className="text-lg font-bold text-brand-900 wrap-anywhere"
                  lang={certificate.titleLang ?? undefined}
                >
                  {certificate.title}
                </p>
                <p className="text-stone-700">{certificate.when}</p>
                {certificate.revoked ? (
                  <p className="font-semibold text-red-800">{t.mine.revoked}</p>
                ) : (
                  <Link
                    to={href(certificatePath(certificate.code))}
                    className="font-semibold text-brand-800 underline"
                  >
                    {t.mine.open}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-stone-700">{t.mine.none}</p>
        )}
      </div>
    </>
  );
}
