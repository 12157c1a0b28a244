import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import {
  joinApplications,
  membershipPeriods,
  membershipReminders,
  type MembershipPlan,
} from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { ADMIN_PAGE_SIZE } from "~/models/membership/applications.server";
import type { Actor } from "~/models/audit.server";
import { watDayOf, type CalendarDay, type MembershipTerms } from "~/models/membership/period-rules";
import { registerStatuses, type RegisterStatus } from "~/models/membership/register";
import { membershipStatusSql } from "./periods.server";

/** One approved member as the Members tab lists her (issue #18). */
export type RegisterMember = {
  id: string;
  fullName: string;
  businessName: string;
  phoneNumber: string;
  email: string | null;
  plan: MembershipPlan;
  status: RegisterStatus;
  /** Her latest period's last day (WAT), null before her first period. */
  endsOn: CalendarDay | null;
  /** When her latest payment was confirmed (epoch ms) and what it was. */
  lastPaidAt: number | null;
  lastPaidKobo: number | null;
  /** When an admin last opened a WhatsApp reminder for her (epoch ms). */
  reminderOpenedAt: number | null;
};

export type RegisterFilter = { status?: RegisterStatus; q?: string };
/** "Today" and the deployment's terms: the status of each member is computed from her dates. */
export type RegisterClock = { today: CalendarDay; terms: MembershipTerms };

/**
 * Every approved member with her latest period's end, her last payment and her last reminder
 * (correlated subqueries, not joins: one row per member), and her status on `today` — the same
 * boundaries as `standingOn` (ADR 0015), written as a `case` so that D1 filters and counts by it.
 */
function registerOf(db: Db, { today, terms }: RegisterClock) {
  const ofThisMember = (
    column: typeof membershipPeriods.applicationId | typeof membershipReminders.applicationId,
  ) => sql`${column} = ${joinApplications.id}`;
  const endsOn = sql<CalendarDay | null>`(select max(${membershipPeriods.endsOn}) from ${membershipPeriods} where ${ofThisMember(membershipPeriods.applicationId)})`;
  const lastPayment = (
    column: typeof membershipPeriods.confirmedAt | typeof membershipPeriods.amountKobo,
  ) =>
    sql`(select ${column} from ${membershipPeriods} where ${ofThisMember(membershipPeriods.applicationId)} order by ${membershipPeriods.confirmedAt} desc limit 1)`;
  return db.$with("register").as(
    db
      .select({
        id: joinApplications.id,
        fullName: joinApplications.fullName,
        businessName: joinApplications.businessName,
        phoneNumber: joinApplications.phoneNumber,
        email: joinApplications.email,
        plan: joinApplications.membershipPlan,
        endsOn: endsOn.as("ends_on"),
        lastPaidAt: sql<number | null>`${lastPayment(membershipPeriods.confirmedAt)}`.as(
          "last_paid_at",
        ),
        lastPaidKobo: sql<number | null>`${lastPayment(membershipPeriods.amountKobo)}`.as(
          "last_paid_kobo",
        ),
        reminderOpenedAt: sql<
          number | null
        >`(select max(${membershipReminders.openedAt}) from ${membershipReminders} where ${ofThisMember(membershipReminders.applicationId)})`.as(
          "reminder_opened_at",
        ),
        status: membershipStatusSql(endsOn, today, terms).as("status"),
      })
      .from(joinApplications)
      .where(eq(joinApplications.status, "approved")),
  );
}

type Register = ReturnType<typeof registerOf>;

/** Name, business or phone ("0803 123 4567" finds +2348031234567), and the status. */
function registerFilter(register: Register, { status, q }: RegisterFilter) {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(register.status, status));
  const term = q?.trim().toLowerCase();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, "\\$&")}%`;
    const matches = [
      sql`lower(${register.fullName}) like ${pattern} escape '\\'`,
      sql`lower(${register.businessName}) like ${pattern} escape '\\'`,
    ];
    const digits = term.replace(/\D/g, "");
    if (digits.length >= 4) {
      matches.push(sql`${register.phoneNumber} like ${`%${digits.replace(/^(234|0)/, "")}%`}`);
    }
    conditions.push(or(...matches) as SQL);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export type RegisterPage = {
  members: RegisterMember[];
  /** Members matching the filter (for the pages). */
  matching: number;
  /** Every approved member by status, whatever the filter. */
  counts: Record<RegisterStatus, number>;
  page: number;
  pageCount: number;
};

/** One page of the register by name, the number matching, and the counts: one batch. */
export async function listRegister(
  db: Db,
  input: RegisterFilter & RegisterClock & { page: number },
): Promise<RegisterPage> {
  const register = registerOf(db, input);
  const where = registerFilter(register, input);
  const [members, [matched], byStatus] = await db.batch([
    db
      .with(register)
      .select()
      .from(register)
      .where(where)
      .orderBy(asc(register.fullName), asc(register.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((input.page - 1) * ADMIN_PAGE_SIZE),
    db.with(register).select({ n: count() }).from(register).where(where),
    db
      .with(register)
      .select({ status: register.status, n: count() })
      .from(register)
      .groupBy(sql`${register.status}`),
  ]);
  const counts = Object.fromEntries(registerStatuses.map((status) => [status, 0])) as Record<
    RegisterStatus,
    number
  >;
  for (const row of byStatus) counts[row.status] = row.n;
  const matching = matched?.n ?? 0;
  return {
    members,
    matching,
    counts,
    page: input.page,
    pageCount: Math.max(1, Math.ceil(matching / ADMIN_PAGE_SIZE)),
  };
}

/** The whole register with this filter, by name (the CSV export: no paging). */
export async function allOfRegister(
  db: Db,
  input: RegisterFilter & RegisterClock,
): Promise<RegisterMember[]> {
  const register = registerOf(db, input);
  return db
    .with(register)
    .select()
    .from(register)
    .where(registerFilter(register, input))
    .orderBy(asc(register.fullName), asc(register.id));
}

/** One member of the register (the reminder's facts), if she is an approved member. */
export async function registerMember(
  db: Db,
  input: RegisterClock & { id: string },
): Promise<RegisterMember | undefined> {
  const register = registerOf(db, input);
  return db.with(register).select().from(register).where(eq(register.id, input.id)).get();
}

/** Records that an admin opened a WhatsApp reminder for this member (shown on the tab). */
export async function recordReminder(
  db: Db,
  input: { applicationId: string; actor: Actor; now: Date },
): Promise<void> {
  await db.insert(membershipReminders).values({
    applicationId: input.applicationId,
    openedBy: input.actor.userId,
    openedAt: input.now,
  });
}

/** Today's WAT day for the register (the loaders' clock). */
export function registerClock(terms: MembershipTerms, now = new Date()): RegisterClock {
  return { today: watDayOf(now), terms };
}
