import { format } from "~/i18n/language";
import { mailReminderTexts } from "~/i18n/mail-reminders";
import type { MembershipPlan } from "../../db/schema";
import type { RenewalReminderStage } from "~/models/membership/renewal-reminders.server";
import { greetingFor, planName, siteUrl } from "~/messages/content.server";
import type { MessageTemplate } from "~/messages/template.server";
import { formatWatDayIn } from "~/utils/hausa-dates";
import type { CalendarDay } from "~/models/membership/period-rules";
import { formatNaira } from "~/utils/money";

export type RenewalReminderPayload = {
  stage: RenewalReminderStage;
  fullName: string;
  plan: MembershipPlan;
  /** The deployment's price of her plan when the reminder was written, in kobo. */
  amountKobo: number;
  /** Her period's last valid day, and the last day of its grace (WAT calendar days). */
  endsOn: CalendarDay;
  graceEndsOn: CalendarDay;
  /** Days from the job's day to `endsOn`: 0 on the last day, negative in grace. */
  daysLeft: number;
};

export const reminderTemplates = {
  "renewal-reminder": {
    category: "transactional",
    render: (payload, context) => {
      const { language, association } = context;
      const t = mailReminderTexts[language];
      const when = payload.daysLeft > 0 ? "ahead" : payload.daysLeft === 0 ? "today" : "ended";
      const plan = planName(context, payload.plan);
      const values = {
        association: association.shortName,
        plan,
        date: formatWatDayIn(payload.endsOn, language),
        graceDate: formatWatDayIn(payload.graceEndsOn, language),
      };
      return {
        subject: format(t.renewal.subject[when], values),
        greeting: greetingFor(language, payload.fullName),
        blocks: [
          { type: "paragraph", text: format(t.renewal.status[when], values) },
          {
            type: "facts",
            rows: [
              [t.renewal.facts.plan, plan],
              [t.renewal.facts.amount, formatNaira(payload.amountKobo)],
              [t.renewal.facts.validUntil, values.date],
            ],
          },
          { type: "paragraph", text: t.renewal.renew },
          { type: "action", label: t.renewal.action, url: siteUrl(context, "/dashboard/renew") },
          { type: "note", text: t.renewal.note },
        ],
      };
    },
  } satisfies MessageTemplate<RenewalReminderPayload>,
};
