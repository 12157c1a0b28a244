import type { MembershipPlan } from "../../db/schema";
import { getAssociation, type Association } from "~/config/association";
import { membershipTerms, type MembershipTerms } from "~/models/membership/period-rules";

/** How many website templates a free member may keep (spec §9). */
export const TEMPLATES_LIMIT = 5;

/** What a membership year costs and how long it lasts, for this deployment (ADR 0015). */
export type MembershipCycle = { terms: MembershipTerms; priceKobo: Record<MembershipPlan, number> };

/** A plan's price for a year, in kobo (0 for a plan the association does not offer). */
export const planPriceKobo = (association: Pick<Association, "plans">, id: MembershipPlan) =>
  association.plans.find((plan) => plan.id === id)?.priceKobo ?? 0;

export function membershipCycle(env: Env): MembershipCycle {
  const association = getAssociation(env);
  const price = (id: MembershipPlan) => planPriceKobo(association, id);
  return {
    terms: membershipTerms(env),
    priceKobo: { starter: price("starter"), pro: price("pro") },
  };
}
