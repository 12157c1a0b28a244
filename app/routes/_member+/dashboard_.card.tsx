import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useLoaderData,
} from "react-router";
import { requireApprovedMember } from "~/auth/member.server";
import { useAssociation } from "~/components/layout/use-association";
import { MemberCard } from "~/components/membership/member-card";
import printStyles from "~/components/membership/member-card-print.css?url";
import { enforceRateLimits } from "~/http/abuse.server";
import { readFormData } from "~/http/form-data.server";
import { toasts } from "~/http/toast.server";
import { useLocalePath } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { memberCardTexts } from "~/i18n/member-card";
import { memberCardFor, requireMemberCard } from "./__member-card.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: printStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.page.title ?? "My Member Card"} | ZAMWE` },
  { name: "robots", content: "noindex" },
];

/** Her card alone, to show, print or download: approved members only (others get a 404). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const card = await requireMemberCard(request, context);
  return { card, texts: memberCardTexts[pageLanguageOf(request)] };
}

/** "New verification code": the old code stops verifying at once (one UPDATE replaces it). */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireApprovedMember(request, context, { otherwise: "not-found" });
  await readFormData(request);
  await enforceRateLimits(request, context, "verify-code");
  await memberCardFor(request, context, member, { renewCode: true });
  const t = memberCardTexts[pageLanguageOf(request)];
  return toasts(context.cloudflare.env).redirectWithSuccess(
    localeRedirectPath(request, "/dashboard/card"),
    { message: t.page.newCode, description: t.page.newCodeDescription },
  );
}

export default function MemberCardPage() {
  const { card, texts: t } = useLoaderData<typeof loader>();
  const site = useAssociation();
  const href = useLocalePath();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <div className="space-y-2 print:hidden">
        <h1 className="text-3xl font-extrabold text-brand-900">{t.page.title}</h1>
        <p className="text-stone-700">{t.page.lead}</p>
      </div>

      <section
        aria-label={t.card.label}
        className="member-card-frame max-w-md rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-5 shadow-lg"
      >
        <MemberCard card={card} associationName={site.fullName} t={t} />
      </section>

      <section aria-labelledby="keep-heading" className="space-y-3 print:hidden">
        <h2 id="keep-heading" className="text-xl font-bold text-brand-900">
          {t.page.keepHeading}
        </h2>
        <p className="text-stone-700">{t.page.keep}</p>
        <a
          href={href("/dashboard/card.svg")}
          download
          className="inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t.page.download}
        </a>
      </section>

      <section aria-labelledby="code-heading" className="space-y-3 print:hidden">
        <h2 id="code-heading" className="text-xl font-bold text-brand-900">
          {t.page.lostHeading}
        </h2>
        <p className="text-stone-700">{t.page.lost}</p>
        <Form method="post">
          <button
            type="submit"
            className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t.page.newCode}
          </button>
        </Form>
      </section>

      <Link
        to={href("/dashboard")}
        className="inline-block font-semibold text-brand-800 underline print:hidden"
      >
        {t.page.back}
      </Link>
    </div>
  );
}
