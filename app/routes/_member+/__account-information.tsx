import { planLabels } from "~/components/ui/avatar";
import { TEMPLATES_LIMIT } from "~/config/membership";
import type { MembershipPlan } from "../../../db/schema";
import type { DashboardTexts } from "~/i18n/dashboard";
import { format } from "~/i18n/language";

/**
 * The dashboard's "Account Information": her address (or the phone she opened it with), when the account was opened, and her plan
 * (issue #38: a member's plan, not "(Free Member)"; the account's date, not "Member since",
 * beside a card numbered by her membership's year). `plan`: an approved membership's, else null.
 */
export function AccountInformation({
  t,
  email,
  phone,
  since,
  plan,
}: {
  t: DashboardTexts;
  email: string | null;
  phone: string | null;
  since: string;
  plan: MembershipPlan | null;
}) {
  return (
    <section aria-labelledby="account-heading" className="rounded-2xl bg-cream p-6">
      <h2 id="account-heading" className="text-xl font-bold text-brand-900">
        {t.account.heading}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {email !== null || phone === null ? (
          <div>
            <dt className="text-sm text-stone-600">{t.account.email}</dt>
            <dd className="font-medium break-all">{email}</dd>
          </div>
        ) : (
          <div>
            <dt className="text-sm text-stone-600">{t.account.phone}</dt>
            <dd className="font-medium">{phone}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-stone-600">
            {plan ? t.account.accountOpened : t.account.memberSince}
          </dt>
          <dd className="font-medium">{since}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t.account.plan}</dt>
          <dd className="font-medium">
            {plan
              ? format(t.account.memberPlan, { plan: planLabels[plan], limit: TEMPLATES_LIMIT })
              : format(t.account.templatesLimit, { limit: TEMPLATES_LIMIT })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
