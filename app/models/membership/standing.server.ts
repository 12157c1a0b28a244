import type { Db } from "~/models/db.server";
import type { MembershipTerms } from "~/models/membership/period-rules";
import { standingOf, type Standing } from "./periods.server";
import { lastDecidedRenewalOf, openRenewalOf, type Renewal } from "./renewals.server";

export type MembershipYear = {
  /** Undefined until her first period (approved, payment not yet confirmed). */
  standing: Standing | undefined;
  /** Her request waiting for an admin. */
  openRenewal: Renewal | undefined;
  /** Her last decided request, when it was a rejection she has not answered with a new one. */
  rejectedRenewal: Renewal | undefined;
};

/** Where her membership year stands and what became of her renewals: the dashboard's story. */
export async function membershipYearOf(
  db: Db,
  applicationId: string,
  terms: MembershipTerms,
  now = new Date(),
): Promise<MembershipYear> {
  const [standing, openRenewal, lastDecided] = await Promise.all([
    standingOf(db, applicationId, terms, now),
    openRenewalOf(db, applicationId),
    lastDecidedRenewalOf(db, applicationId),
  ]);
  const rejectedRenewal =
    !openRenewal && lastDecided?.status === "rejected" ? lastDecided : undefined;
  return { standing, openRenewal, rejectedRenewal };
}

/** Whether the dashboard offers renewal: from 30 days before the end, in grace and after. */
export function renewalDue(year: MembershipYear): boolean {
  return Boolean(year.standing && year.standing.status !== "active" && !year.openRenewal);
}
