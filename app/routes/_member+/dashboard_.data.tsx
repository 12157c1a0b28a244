import { type LoaderFunctionArgs, type MetaFunction, Link } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { Card } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { TextWithParts } from "~/components/ui/text-with-parts";
import { useLocalePath, useTexts } from "~/i18n/language";
import { recordsTexts } from "~/i18n/records";
import { metaLanguage } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${recordsTexts[metaLanguage(matches)].data.title} | ZAMWE` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

const linkClass = "font-semibold text-brand-700 underline";

/** Her data rights (NDPA 2023): the downloads, and the way to delete her account. */
export default function MyData() {
  const t = useTexts(recordsTexts);
  const href = useLocalePath();
  return (
    <>
      <PageHeader title={t.data.title} lead={t.data.lead} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 text-stone-800">
        <Card as="section" aria-labelledby="download-heading">
          <h2 id="download-heading" className="text-xl font-bold text-brand-900">
            {t.data.downloadHeading}
          </h2>
          <p className="mt-2">{t.data.downloadText}</p>
          <ul className="mt-4 list-disc space-y-2 pl-6">
            <li>
              <a href="/dashboard/data.json" download className={linkClass}>
                {t.data.all}
              </a>
            </li>
            <li>
              <a href="/dashboard/data.csv?table=payments" download className={linkClass}>
                {t.data.payments}
              </a>
            </li>
            <li>
              <a href="/dashboard/data.csv?table=renewals" download className={linkClass}>
                {t.data.renewals}
              </a>
            </li>
            <li>
              <a href="/dashboard/data.csv?table=rsvps" download className={linkClass}>
                {t.data.rsvps}
              </a>
            </li>
            <li>
              <a href="/dashboard/data.csv?table=emails" download className={linkClass}>
                {t.data.emails}
              </a>
            </li>
          </ul>
          <p className="mt-4">
            <TextWithParts
              text={t.data.receiptsAre}
              parts={{
                link: (
                  <Link to={href("/dashboard/receipts")} className={linkClass}>
                    {t.data.receiptsLink}
                  </Link>
                ),
              }}
            />
          </p>
        </Card>
        <Card as="section" aria-labelledby="delete-heading">
          <h2 id="delete-heading" className="text-xl font-bold text-brand-900">
            {t.data.deleteHeading}
          </h2>
          <p className="mt-2">{t.data.deleteText}</p>
          <Link to={href("/dashboard/delete")} className={`mt-4 inline-block ${linkClass}`}>
            {t.data.deleteHeading}
          </Link>
        </Card>
        <p>
          <TextWithParts
            text={t.data.privacyIntro}
            parts={{
              link: (
                <Link to={href("/privacy")} className={linkClass}>
                  {t.data.privacy}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    </>
  );
}
