import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OneMoreStep } from "~/components/membership/one-more-step";
import { useAssociation } from "~/components/layout/use-association";
import { getDb, readOr } from "~/models/db.server";
import { getSubmittedApplication } from "~/models/membership/applications.server";
import { joinTexts } from "~/i18n/join";
import { format, useLocalePath, useTexts } from "~/i18n/language";
import { membershipTexts } from "~/i18n/membership";
import { metaLanguage } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${membershipTexts[metaLanguage(matches)].oneMoreStep.title} | ZAMWE` },
  { name: "robots", content: "noindex" },
];

/**
 * Step 3. The URL carries the applicant's own idempotency key (a random UUID only she has), so
 * nobody else can open her confirmation.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const key = params.key ?? "";
  const application = /^[0-9a-f-]{36}$/i.test(key)
    ? await readOr("submitted application", undefined, () =>
        getSubmittedApplication(getDb(context.cloudflare.env), key),
      )
    : undefined;
  if (!application) throw new Response("Not Found", { status: 404 });
  const { fullName, paymentReference, membershipPlan } = application;
  return { application: { fullName, paymentReference, membershipPlan } };
}

export default function ApplicationSent() {
  const { application } = useLoaderData<typeof loader>();
  const site = useAssociation();
  const t = useTexts(joinTexts);
  const href = useLocalePath();
  const message = format(t.submitted.whatsapp, {
    association: site.shortName,
    name: application.fullName,
    reference: application.paymentReference,
  });
  return (
    <OneMoreStep whatsappText={message} back={{ to: href("/"), label: t.submitted.backHome }}>
      <p className="mt-4 text-stone-800">
        {t.submitted.sendProof} <strong>{site.phone}</strong>, {t.submitted.quoting}{" "}
        <strong className="tracking-wider">{application.paymentReference}</strong>.
      </p>
      <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-stone-900">
        {t.submitted.warning}
      </p>
    </OneMoreStep>
  );
}
