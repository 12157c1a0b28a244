import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useAssociation } from "~/components/layout/use-association";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icons";
import { whatsappHref } from "~/utils/phone";
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

export default function OneMoreStep() {
  const { application } = useLoaderData<typeof loader>();
  const site = useAssociation();
  const message = `Hello ${site.shortName}, I am ${application.fullName}. I have applied for membership (payment reference ${application.paymentReference}). Here are my passport photo and my payment receipt.`;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Card className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Icon name="check" className="size-8" />
        </span>
        <h1 className="mt-4 text-3xl font-extrabold text-brand-900">One More Step!</h1>
        <p className="mt-4 text-stone-800">
          Please send your passport photo and your payment evidence or receipt by WhatsApp to{" "}
          <strong>{site.phone}</strong>, quoting your payment reference{" "}
          <strong className="tracking-wider">{application.paymentReference}</strong>.
        </p>
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-stone-900">
          Your application may be rejected if it is incomplete or does not meet the membership
          requirements.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={whatsappHref(site.whatsappNumber, message)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <Icon name="whatsapp" className="size-5" />
            Send on WhatsApp
          </a>
          <Link
            to="/"
            className="rounded-md border border-stone-300 px-5 py-3 font-semibold text-stone-800 hover:bg-stone-100"
          >
            Back to Home
          </Link>
        </div>
      </Card>
    </div>
  );
}
