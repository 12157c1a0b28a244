import type { MembershipPlan } from "../../db/schema";
import { getAssociation } from "~/config/association";
import { membershipTerms, type MembershipTerms } from "~/models/membership/period-rules";

/** How many website templates a free member may keep (spec §9). */
export const TEMPLATES_LIMIT = 5;

/** What a membership year costs and how long it lasts, for this deployment (ADR 0015). */
export type MembershipCycle = { terms: MembershipTerms; priceKobo: Record<MembershipPlan, number> };

export function membershipCycle(env: Env): MembershipCycle {
  const plans = getAssociation(env).plans;
  const price = (id: MembershipPlan) => plans.find((plan) => plan.id === id)?.priceKobo ?? 0;
  return {
    terms: membershipTerms(env),
    priceKobo: { starter: price("starter"), pro: price("pro") },
  };
}
