import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import {
  joinApplications as ja,
  membershipPeriods as mp,
  payments,
  type PaymentSource,
} from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { periodColumns, type MembershipPeriod } from "~/models/membership/periods.server";

/**
 * A receipt is a confirmed payment: one row of membership_periods (the first year, each confirmed
 * renewal, or a year recorded before periods existed). Nothing here is written: a receipt reads
 * the period and the member's name as they are (after an erasure, "Deleted member").
 */
export type Receipt = MembershipPeriod & {
  applicationId: string;
  memberName: string;
  /** Whether an admin account is recorded as having confirmed it (null for older records). */
  confirmedByAdmin: boolean;
  /** How it was paid: online (Paystack) or a bank transfer an admin confirmed. */
  paymentSource: PaymentSource;
};

const receiptColumns = {
  ...periodColumns,
  applicationId: mp.applicationId,
  // Both tables are read: a column they share gets a name of its own (D1 maps rows by name).
  paymentReference: sql<string>`${mp.paymentReference}`.as("period_reference"),
  memberName: sql<string>`${ja.fullName}`.as("member_name"),
  confirmedByAdmin: sql<boolean>`${mp.confirmedBy} is not null`.mapWith(Boolean).as("by_admin"),
  // Every period before online payments was a bank transfer (migration 0017 records them so).
  paymentSource: sql<PaymentSource>`coalesce(${payments.source}, 'admin')`.as("payment_source"),
};

/** Her receipts (the periods of the memberships linked to her account), the latest first. */
export function receiptsOf(db: Db, userId: string): Promise<Receipt[]> {
  return receiptsQuery(db, eq(ja.userId, userId)).orderBy(desc(mp.endsOn));
}

/** Periods with their member's name, as receipts. */
export function receiptsQuery(db: Db, where: SQL | undefined) {
  return db
    .select(receiptColumns)
    .from(mp)
    .innerJoin(ja, eq(ja.id, mp.applicationId))
    .leftJoin(payments, eq(payments.reference, mp.paymentReference))
    .where(where);
}

/**
 * One receipt for this reader: any receipt for an admin, only her own for a member. Someone
 * else's id reads exactly like an unknown one (undefined → 404), so ids cannot be probed.
 */
export async function receiptFor(
  db: Db,
  id: string,
  reader: { userId: string; admin: boolean },
): Promise<Receipt | undefined> {
  if (id.length > 64) return undefined;
  return receiptsQuery(
    db,
    and(eq(mp.id, id), reader.admin ? undefined : eq(ja.userId, reader.userId)),
  ).get();
}

/** The number printed on a receipt: the transfer's reference, unique to one period. */
export function receiptNumber(receipt: Pick<Receipt, "paymentReference">): string {
  return `R-${receipt.paymentReference}`;
}
