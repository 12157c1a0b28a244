import { type LoaderFunctionArgs, type MetaFunction, Link, useLoaderData } from "react-router";
import { MemberContact } from "./__member-contact";
import { Avatar, PlanBadge } from "~/components/ui/avatar";
import { Icon } from "~/components/ui/icons";
import { StatusScreen } from "~/components/ui/status-screen";
import { industryName } from "~/config/industries";
import { getDb, readOr } from "~/models/db.server";
import { getMemberProfile } from "~/models/membership/directory.server";
import { membershipTerms } from "~/models/membership/period-rules";
import { metaLanguage, pageMeta } from "~/utils/seo";
import { timeAgo } from "~/utils/dates";
import { formatDayIn } from "~/utils/hausa-dates";
import { directoryTexts } from "~/i18n/directory";
import { industryTexts } from "~/i18n/industries";
import { format, useLanguage, useLocalePath } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { whatsappLink } from "~/utils/phone";
import { cardClassName } from "~/components/ui/card";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const member =
    id.length <= 64
      ? await readOr("member profile", undefined, () =>
          getMemberProfile(
            getDb(context.cloudflare.env),
            id,
            membershipTerms(context.cloudflare.env),
          ),
        )
      : undefined;
  if (!member) throw new Response("Member not found", { status: 404 });
  // Her industry as it reads in the page's language, named here as in the directory's loader:
  // the names and industryName stay out of the route's browser chunk, shared with /join's.
  const { businessType, businessTypeDetail, ...shown } = member;
  const { names } = industryTexts[pageLanguageOf(request)];
  return {
    member: { ...shown, industry: industryName(names, { businessType, businessTypeDetail }) },
    now: Date.now(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data, params }) => {
  const t = directoryTexts[metaLanguage(matches)];
  return data
    ? pageMeta(matches, {
        title: data.member.fullName,
        description: format(t.meta.profileDescription, {
          name: data.member.fullName,
          business: data.member.businessName,
          type: data.member.industry,
        }),
        path: `/members/${params.id}`,
      })
    : [{ title: `${t.notFound.title} | ZAMWE` }];
};

const buttonClass =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2.5 text-sm font-semibold";

export default function MemberProfilePage() {
  const { member, now } = useLoaderData<typeof loader>();
  // A content page (no JavaScript): both languages' texts cost nothing here.
  const language = useLanguage();
  const t = directoryTexts[language];
  const href = useLocalePath();
  const whatsapp = member.phone
    ? whatsappLink(member.phone, format(t.profile.whatsapp, { name: member.fullName }))
    : null;
  // "3 months ago" in English; Hausa has no relative-time table here, so the day itself.
  const since =
    language === "en"
      ? timeAgo(member.memberSince, now)
      : formatDayIn(member.memberSince, language);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <Avatar name={member.fullName} photoUrl={member.photoUrl} size="size-24" />
        <div>
          <h1 className="text-3xl font-extrabold text-brand-900">{member.fullName}</h1>
          <p className="mt-2">
            <PlanBadge plan={member.plan} suffix={t.profile.memberSuffix} />
          </p>
          <p className="mt-2 text-sm text-stone-600">
            {format(t.profile.memberSince, { date: since })}
          </p>
        </div>
      </div>

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <section className={cardClassName("md")}>
          <h2 className="text-lg font-semibold text-stone-900">{t.profile.business}</h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="text-stone-600">{t.profile.businessName}</dt>
              <dd className="font-medium text-stone-900">{member.businessName}</dd>
            </div>
            <div>
              <dt className="text-stone-600">{t.profile.industry}</dt>
              <dd className="font-medium text-stone-900">{member.industry}</dd>
            </div>
          </dl>
        </section>
        <section className={cardClassName("md")}>
          <h2 className="mb-3 text-lg font-semibold text-stone-900">{t.profile.contact}</h2>
          <MemberContact member={member} viaAssociation={t.contactViaAssociation} />
        </section>
      </div>

      {member.whyJoin ? (
        <section className="mt-4 rounded-2xl bg-cream p-5">
          <h2 className="text-lg font-semibold text-stone-900">{t.profile.whyJoined}</h2>
          <p className="mt-2 whitespace-pre-line text-stone-800">{member.whyJoin}</p>
        </section>
      ) : null}

      <div className="mt-8 flex flex-wrap gap-3">
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            <Icon name="whatsapp" className="size-5" />
            WhatsApp
          </a>
        ) : null}
        {member.email ? (
          <a
            href={`mailto:${member.email}`}
            className={`${buttonClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}
          >
            <Icon name="mail" className="size-5" />
            {t.profile.email}
          </a>
        ) : null}
        <Link
          to={href("/members")}
          className={`${buttonClass} border border-stone-300 text-stone-800 hover:bg-stone-100`}
        >
          <Icon name="chevronLeft" className="size-5" />
          {t.profile.back}
        </Link>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const t = directoryTexts[useLanguage()];
  return (
    <StatusScreen
      title={t.notFound.title}
      message={t.notFound.message}
      link={{ to: "/members", label: t.profile.back }}
    />
  );
}
