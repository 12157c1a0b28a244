/**
 * Approved members with an account, periods and renewals as the daily job finds them
 * (tests/integration/daily-job.test.ts, the Cron Trigger in worker-entry.test.ts).
 */
import { addDays, type CalendarDay } from "../../../app/models/membership/period-rules";

const DAY_MS = 24 * 60 * 60 * 1000;

export type SeededMember = {
  /** Her period's last day, as days from `today`; null: approved but no period yet. */
  endsIn: number | null;
  /** Her period's first day as days from `today` (default: a year before its end). */
  startsIn?: number;
  language?: "en" | "ha";
  linked?: boolean;
  plan?: "starter" | "pro";
  renewal?: "pending" | "rejected";
  /** A second period already paid, following the first. */
  renewed?: boolean;
};

let sequence = 0;

/**
 * An approved member `name` (application `app-<name>`, account `user-<name>` with the address
 * `<name>@zamwe.test` unless unlinked, period `period-<name>`), around the day `today`.
 */
export async function seedMember(
  db: D1Database,
  today: CalendarDay,
  name: string,
  member: SeededMember,
) {
  const n = ++sequence;
  const applicationId = `app-${name}`;
  const userId = member.linked === false ? null : `user-${name}`;
  const plan = member.plan ?? "pro";
  const statements: D1PreparedStatement[] = [];
  if (userId) {
    statements.push(
      db
        .prepare("INSERT INTO users (id, email, password_hash, language) VALUES (?, ?, 'x', ?)")
        .bind(userId, `${name}@zamwe.test`, member.language ?? "en"),
    );
  }
  statements.push(
    db
      .prepare(
        `INSERT INTO join_applications (id, full_name, phone_number, email, contact_address, next_of_kin,
          business_name, business_type, why_join, membership_plan, status, payment_reference, user_id)
         VALUES (?, ?, ?, ?, 'Gusau', 'Kin', 'Shop', 'agriculture', 'To grow', ?, 'approved', ?, ?)`,
      )
      .bind(
        applicationId,
        `Member ${name}`,
        `+23480300${String(n).padStart(5, "0")}`,
        `${name}@zamwe.test`,
        plan,
        `ZW-A${n}`,
        userId,
      ),
  );
  const periodId = `period-${name}`;
  if (member.endsIn !== null) {
    const endsOn = addDays(today, member.endsIn);
    const startsOn = addDays(today, member.startsIn ?? member.endsIn - 365);
    const period = (id: string, from: string, to: string, reference: string) =>
      db
        .prepare(
          `INSERT INTO membership_periods (id, application_id, plan, starts_on, ends_on, amount_kobo,
            payment_reference, confirmed_at, origin) VALUES (?, ?, ?, ?, ?, 590000, ?, ?, 'application')`,
        )
        .bind(id, applicationId, plan, from, to, reference, Date.parse(today) - 400 * DAY_MS);
    statements.push(period(periodId, startsOn, endsOn, `ZW-P${n}`));
    if (member.renewed) {
      statements.push(period(`${periodId}-next`, endsOn, addDays(endsOn, 365), `ZW-R${n}`));
    }
  }
  if (member.renewal) {
    statements.push(
      db
        .prepare(
          `INSERT INTO membership_renewals (id, application_id, requested_by, plan, amount_kobo,
            payment_reference, idempotency_key, status) VALUES (?, ?, ?, ?, 590000, ?, ?, ?)`,
        )
        .bind(
          `renewal-${name}`,
          applicationId,
          userId,
          plan,
          `ZW-Q${n}`,
          `key-${name}`,
          member.renewal,
        ),
    );
  }
  await db.batch(statements);
  return { periodId, userId };
}
