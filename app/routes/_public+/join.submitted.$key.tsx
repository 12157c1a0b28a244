import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OneMoreStep } from "~/components/membership/one-more-step";
import { useAssociation } from "~/components/layout/use-association";
import { getDb, readOr } from "~/models/db.server";
import { getSubmittedApplication } from "~/models/applications.server";

export const meta: MetaFunction = () => [
  { title: "One More Step! | ZAMWE" },
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
  const message = `Hello ${site.shortName}, I am ${application.fullName}. I have applied for membership (payment reference ${application.paymentReference}). Here are my passport photo and my payment receipt.`;
  return (
    <OneMoreStep whatsappText={message} back={{ to: "/", label: "Back to Home" }}>
      <p className="mt-4 text-stone-800">
        Please send your passport photo and your payment evidence or receipt by WhatsApp to{" "}
        <strong>{site.phone}</strong>, quoting your payment reference{" "}
        <strong className="tracking-wider">{application.paymentReference}</strong>.
      </p>
      <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-stone-900">
        Your application may be rejected if it is incomplete or does not meet the membership
        requirements.
      </p>
    </OneMoreStep>
  );
}
