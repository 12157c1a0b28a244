import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { requireUser } from "~/auth/guards.server";
import { Card } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";

export const meta: MetaFunction = () => [
  { title: "My data | ZAMWE" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

const linkClass = "font-semibold text-brand-700 underline";

/** Her data rights (NDPA 2023): the downloads, and the way to delete her account. */
export default function MyData() {
  return (
    <>
      <PageHeader
        title="My data"
        lead="Download everything we hold about you, or delete your account."
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 text-stone-800">
        <Card as="section" aria-labelledby="download-heading">
          <h2 id="download-heading" className="text-xl font-bold text-brand-900">
            Download my data
          </h2>
          <p className="mt-2">
            One file with your account, your membership application and next of kin, your membership
            years and payments, renewals, event RSVPs sent while signed in, newsletter subscription,
            business websites, and the records our administrators keep about your membership. It
            does not contain your password or sign-in secrets.
          </p>
          <ul className="mt-4 list-disc space-y-2 pl-6">
            <li>
              <a href="/dashboard/data.json" download className={linkClass}>
                Download all my data (JSON)
              </a>
            </li>
            <li>
              <a href="/dashboard/data.csv?table=payments" download className={linkClass}>
                My payments (CSV)
              </a>
            </li>
            <li>
              <a href="/dashboard/data.csv?table=renewals" download className={linkClass}>
                My renewal requests (CSV)
              </a>
            </li>
            <li>
              <a href="/dashboard/data.csv?table=rsvps" download className={linkClass}>
                My event RSVPs (CSV)
              </a>
            </li>
          </ul>
          <p className="mt-4">
            Receipts for your payments are on{" "}
            <Link to="/dashboard/receipts" className={linkClass}>
              My receipts
            </Link>
            .
          </p>
        </Card>
        <Card as="section" aria-labelledby="delete-heading">
          <h2 id="delete-heading" className="text-xl font-bold text-brand-900">
            Delete my account
          </h2>
          <p className="mt-2">
            Your account, websites, RSVPs and newsletter subscription are removed, and you leave the
            member directory. Records of the payments you made stay, under the name &quot;Deleted
            member&quot;, because the association must keep its accounts.
          </p>
          <Link to="/dashboard/delete" className={`mt-4 inline-block ${linkClass}`}>
            Delete my account
          </Link>
        </Card>
        <p>
          How we use your data, and what we keep:{" "}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </>
  );
}
