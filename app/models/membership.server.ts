import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { joinApplications, type ApplicationStatus, type MembershipPlan } from "../../db/schema";
import type { Db } from "~/db.server";

export type Membership = {
  applicationId: string;
  status: ApplicationStatus;
  plan: MembershipPlan;
  businessName: string;
  reviewedAt: Date | null;
};

/**
 * The member's application: the one she linked, or one with her e-mail; an approved one wins,
 * then the newest. Undefined when she has not applied (or applied under another address).
 */
export async function membershipOf(
  db: Db,
  user: { userId: string; email: string },
): Promise<Membership | undefined> {
  return db
    .select({
      applicationId: joinApplications.id,
      status: joinApplications.status,
      plan: joinApplications.membershipPlan,
      businessName: joinApplications.businessName,
      reviewedAt: joinApplications.reviewedAt,
    })
    .from(joinApplications)
    .where(
      or(
        eq(joinApplications.userId, user.userId),
        sql`lower(${joinApplications.email}) = lower(${user.email})`,
      ),
    )
    .orderBy(sql`${joinApplications.status} = 'approved' desc`, desc(joinApplications.submittedAt))
    .limit(1)
    .get();
}

/** Links the application with this phone and reference to the member, unless another has it. */
export async function linkApplication(
  db: Db,
  userId: string,
  input: { phoneNumber: string; paymentReference: string },
): Promise<"linked" | "not-found"> {
  const result = await db
    .update(joinApplications)
    .set({ userId })
    .where(
      and(
        eq(joinApplications.paymentReference, input.paymentReference),
        eq(joinApplications.phoneNumber, input.phoneNumber),
        or(isNull(joinApplications.userId), eq(joinApplications.userId, userId)),
      ),
    );
  return result.meta.changes > 0 ? "linked" : "not-found";
}
