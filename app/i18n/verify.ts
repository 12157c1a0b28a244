import type { Localised } from "~/i18n/localised";

/**
 * The membership card check (/verify/:code), which a card's QR code opens.
 * English first, the source of truth (the spec's texts verbatim); the Hausa has its type, so a
 * missing or extra key fails `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and ʼ (U+02BC).
 * `{name}` marks a value filled in by `format()`.
 */

const en = {
  title: "Membership check",
  regionLabel: "Membership",
  status: "Status",
  plan: "Plan",
  planMember: "{plan} Member",
  validUntil: "Valid until",
  statuses: {
    active: "Active",
    expiring: "Expiring",
    grace: "Grace period",
    lapsed: "Lapsed",
    pendingPayment: "Approved, first year not paid yet",
  },
  notMember: {
    title: "Not a member",
    text: "This card does not belong to a current member of {name}.",
  },
  notVerified: {
    title: "Card not verified",
    message: "This membership card could not be verified.",
    hint: "The code may be mistyped, or the member has replaced her card.",
  },
  failed: {
    title: "The card could not be checked",
    message: "Something went wrong on our side. Please try again in a moment.",
  },
};

const ha: typeof en = {
  title: "Tantance Zama Memba",
  regionLabel: "Zama memba",
  status: "Matsayi",
  plan: "Tsari",
  planMember: "Memba ta tsarin {plan}",
  validUntil: "Tana aiki har zuwa",
  statuses: {
    active: "Tana aiki",
    expiring: "Tana gab da ƙarewa",
    grace: "Lokacin rangwame",
    lapsed: "Ta ƙare",
    pendingPayment: "An amince, amma ba a biya shekarar farko ba tukuna",
  },
  notMember: {
    title: "Ba memba ba ce",
    text: "Wannan katin ba na wata memba ta {name} ta yanzu ba ne.",
  },
  notVerified: {
    title: "Ba a tabbatar da katin ba",
    message: "Ba a iya tabbatar da wannan katin zama memba ba.",
    hint: "Ƙila an rubuta lambar ba daidai ba, ko kuma memba ta sauya katinta.",
  },
  failed: {
    title: "Ba a iya duba katin ba",
    message: "Wani abu ya faru a ɓangarenmu. Don Allah ku sake gwadawa nan ba da jimawa ba.",
  },
};

export const verifyTexts: Localised<typeof en> = { en, ha };
