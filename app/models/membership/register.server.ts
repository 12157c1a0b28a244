import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import {
  joinApplications as ja,
  membershipPeriods as mp,
  membershipReminders,
  registerEndDays,
  type MembershipPlan,
} from "../../../db/schema";
import type { Db } from "~/models/db.server";
import {
  keysetClauses,
  keysetPage,
  keysetPosition,
  type KeysetLinks,
  type KeysetPosition,
  type KeysetQuery,
} from "~/models/keyset.server";
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

/** Her row's end day before her first period (migration 0028). */
const NO_PERIOD_YET = "9999-12-31";

/**
 * The register's members: approved and not erased (an erased account keeps no name or contact to
 * follow up), the rows `directory_ends_on` is kept on (issue #41). Her latest period's end is on
 * her row; her last payment and last reminder are looked up for the rows a page shows only.
 */
const endsOn = sql<CalendarDay | null>`nullif(${ja.directoryEndsOn}, ${NO_PERIOD_YET})`;
const isRegistered = sql`${ja.directoryEndsOn} is not null`;

/**
 * Her id, named with its table: drizzle writes a one-table select's columns bare, and a bare
 * "id" inside a subquery would be the subquery's own table's.
 */
const memberId = sql`${ja}.${sql.identifier(ja.id.name)}`;

function registerColumns({ today, terms }: RegisterClock) {
  const lastPayment = (column: typeof mp.confirmedAt | typeof mp.amountKobo) =>
    sql`(select ${column} from ${mp} where ${mp.applicationId} = ${memberId} order by ${mp.confirmedAt} desc limit 1)`;
  return {
    id: ja.id,
    fullName: ja.fullName,
    businessName: ja.businessName,
    phoneNumber: ja.phoneNumber,
    email: ja.email,
    plan: ja.membershipPlan,
    endsOn: endsOn.as("ends_on"),
    lastPaidAt: sql<number | null>`${lastPayment(mp.confirmedAt)}`.as("last_paid_at"),
    lastPaidKobo: sql<number | null>`${lastPayment(mp.amountKobo)}`.as("last_paid_kobo"),
    reminderOpenedAt: sql<
      number | null
    >`(select max(${membershipReminders.openedAt}) from ${membershipReminders} where ${membershipReminders.applicationId} = ${memberId})`.as(
      "reminder_opened_at",
    ),
    status: membershipStatusSql(endsOn, today, terms).as("status"),
  };
}

/** Name, business or phone ("0803 123 4567" finds +2348031234567), and the status. */
function registerFilter({ status, q, today, terms }: RegisterFilter & RegisterClock) {
  const conditions: SQL[] = [isRegistered];
  if (status) conditions.push(sql`${membershipStatusSql(endsOn, today, terms)} = ${status}`);
  const term = q?.trim().toLowerCase();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, "\\$&")}%`;
    const matches = [
      sql`lower(${ja.fullName}) like ${pattern} escape '\\'`,
      sql`lower(${ja.businessName}) like ${pattern} escape '\\'`,
    ];
    const digits = term.replace(/\D/g, "");
    if (digits.length >= 4) {
      matches.push(sql`${ja.phoneNumber} like ${`%${digits.replace(/^(234|0)/, "")}%`}`);
    }
    conditions.push(or(...matches) as SQL);
  }
  return and(...conditions);
}

export type RegisterPage = KeysetLinks & {
  members: RegisterMember[];
  /** Members matching the filter (for the pages). */
  matching: number;
  /** Every member of the register by status, whatever the filter. */
  counts: Record<RegisterStatus, number>;
  pageCount: number;
};

/**
 * Members of the register by status, summed over the kept end days (register_end_days): a row
 * per day and plan, however many members (issue #41).
 */
export function statusCountsQuery(db: Db, { today, terms }: RegisterClock) {
  const endDay = sql<CalendarDay | null>`nullif(${registerEndDays.endsOn}, ${NO_PERIOD_YET})`;
  return db
    .select({
      status: membershipStatusSql(endDay, today, terms).as("status"),
      members: sql<number>`sum(${registerEndDays.members})`.as("members"),
    })
    .from(registerEndDays)
    .groupBy(sql`1`);
}

/** By name: the keyset's order, walked by the directory's name index (issue #41). */
const byName = { table: ja, sort: ja.fullName, id: ja.id };

/** One keyset page of the register, from the member in the URL, and one more. */
export function registerPageQuery(
  db: Db,
  input: RegisterFilter & RegisterClock,
  position: KeysetPosition,
) {
  const { where, orderBy, limit, offset } = keysetClauses(position, byName, ADMIN_PAGE_SIZE);
  return db
    .select(registerColumns(input))
    .from(ja)
    .where(and(registerFilter(input), where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/**
 * One page of the register by name, the number matching, and the counts by status: one batch.
 * The counts are sums over the kept end days (register_end_days: a row per day, not per member);
 * a search counts its matches.
 */
export async function listRegister(
  db: Db,
  input: RegisterFilter & RegisterClock & KeysetQuery,
): Promise<RegisterPage> {
  const position = keysetPosition(input);
  const [rows, byStatus, searched] = await db.batch([
    registerPageQuery(db, input, position),
    statusCountsQuery(db, input),
    input.q?.trim()
      ? db.select({ n: count() }).from(ja).where(registerFilter(input))
      : db
          .select({ n: sql<number>`0` })
          .from(registerEndDays)
          .where(sql`0`),
  ]);
  const counts = Object.fromEntries(registerStatuses.map((status) => [status, 0])) as Record<
    RegisterStatus,
    number
  >;
  for (const row of byStatus) counts[row.status] = row.members;
  const matching = input.q?.trim()
    ? (searched[0]?.n ?? 0)
    : input.status
      ? counts[input.status]
      : registerStatuses.reduce((sum, status) => sum + counts[status], 0);
  const { rows: members, ...links } = keysetPage(rows, position, ADMIN_PAGE_SIZE);
  return {
    members,
    matching,
    counts,
    ...links,
    pageCount: Math.max(links.page, Math.ceil(matching / ADMIN_PAGE_SIZE)),
  };
}

/** The whole register with this filter, by name (the CSV export: no paging). */
export async function allOfRegister(
  db: Db,
  input: RegisterFilter & RegisterClock,
): Promise<RegisterMember[]> {
  return db
    .select(registerColumns(input))
    .from(ja)
    .where(registerFilter(input))
    .orderBy(asc(ja.fullName), asc(ja.id));
}

/** One member of the register (the reminder's facts), if she is an approved member. */
export async function registerMember(
  db: Db,
  input: RegisterClock & { id: string },
): Promise<RegisterMember | undefined> {
  return db
    .select(registerColumns(input))
    .from(ja)
    .where(and(eq(ja.id, input.id), isRegistered))
    .get();
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
