import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireApprovedMember } from "~/auth/member.server";
import { useAssociation } from "~/components/layout/use-association";
import { MemberCard } from "~/components/membership/member-card";
import printStyles from "~/components/membership/member-card-print.css?url";
import { enforceRateLimits } from "~/http/abuse.server";
import { readFormData } from "~/http/form-data.server";
import { toasts } from "~/http/toast.server";
import { memberCardFor, requireMemberCard } from "./__member-card.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: printStyles }];

export const meta: MetaFunction = () => [
  { title: "My Member Card | ZAMWE" },
  { name: "robots", content: "noindex" },
];

/** Her card alone, to show, print or download: approved members only (others get a 404). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { card: await requireMemberCard(request, context) };
}

/** "New verification code": the old code stops verifying at once (one UPDATE replaces it). */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireApprovedMember(request, context, { otherwise: "not-found" });
  await readFormData(request);
  await enforceRateLimits(request, context, "verify-code");
  await memberCardFor(request, context, member, { renewCode: true });
  return toasts(context.cloudflare.env).redirectWithSuccess("/dashboard/card", {
    message: "New verification code",
    description: "Your old card and link no longer verify: print or download your card again.",
  });
}

export default function MemberCardPage() {
  const { card } = useLoaderData<typeof loader>();
  const site = useAssociation();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <div className="space-y-2 print:hidden">
        <h1 className="text-3xl font-extrabold text-brand-900">My Member Card</h1>
        <p className="text-stone-700">
          Anyone can scan the QR code to check that you are a member: they see your name, photo,
          plan, status and the date your membership is valid until — nothing else.
        </p>
      </div>

      <section
        aria-label="Member ID Card"
        className="member-card-frame max-w-md rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-5 shadow-lg"
      >
        <MemberCard card={card} associationName={site.fullName} />
      </section>

      <section aria-labelledby="keep-heading" className="space-y-3 print:hidden">
        <h2 id="keep-heading" className="text-xl font-bold text-brand-900">
          Print or save your card
        </h2>
        <p className="text-stone-700">
          Print this page (or choose &ldquo;Save as PDF&rdquo; in your browser&rsquo;s Print menu):
          the card comes out at bank-card size. Or download it as an image.
        </p>
        <a
          href="/dashboard/card.svg"
          download
          className="inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Download card
        </a>
      </section>

      <section aria-labelledby="code-heading" className="space-y-3 print:hidden">
        <h2 id="code-heading" className="text-xl font-bold text-brand-900">
          Lost your card?
        </h2>
        <p className="text-stone-700">
          A new verification code makes the QR code on your old card (and its link) stop working at
          once. Print or download your card again afterwards.
        </p>
        <Form method="post">
          <button
            type="submit"
            className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            New verification code
          </button>
        </Form>
      </section>

      <Link
        to="/dashboard"
        className="inline-block font-semibold text-brand-800 underline print:hidden"
      >
        Back to Dashboard
      </Link>
    </div>
  );
}
