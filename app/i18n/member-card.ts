import type { Localised } from "~/i18n/localised";

/**
 * The Member ID card (dashboard, /dashboard/card, the downloaded image) and the card page.
 * Its routes send these texts through their loader in one language (ADR 0023).
 * English first, the source of truth; Boko with ɓ ɗ ƙ ƴ and ʼ (U+02BC).
 */

const en = {
  card: {
    label: "Member ID Card",
    plan: "Plan",
    planMember: "{plan} Member",
    status: "Status",
    validUntil: "Valid until",
    statuses: {
      active: "Active",
      expiring: "Expiring",
      grace: "Grace period",
      lapsed: "Lapsed",
    },
    notStarted: "Not started",
    qrLabel: "QR code of the verification link of the card of {name}",
    verificationLink: "Verification link",
    imageLabel: "Member ID card of {name}, {number}",
    scanToVerify: "Scan to verify",
  },
  page: {
    title: "My Member Card",
    lead: "Anyone can scan the QR code to check that you are a member: they see your name, photo, plan, status and the date your membership is valid until — nothing else.",
    keepHeading: "Print or save your card",
    keep: "Print this page (or choose “Save as PDF” in your browser’s Print menu): the card comes out at bank-card size. Or download it as an image.",
    download: "Download card",
    lostHeading: "Lost your card?",
    lost: "A new verification code makes the QR code on your old card (and its link) stop working at once. Print or download your card again afterwards.",
    newCode: "New verification code",
    newCodeDescription:
      "Your old card and link no longer verify: print or download your card again.",
    back: "Back to Dashboard",
  },
};

const ha: typeof en = {
  card: {
    label: "Katin shaidar memba",
    plan: "Tsari",
    planMember: "Memba na {plan}",
    status: "Matsayi",
    validUntil: "Yana aiki har zuwa",
    statuses: {
      active: "Yana aiki",
      expiring: "Zai ƙare nan ba da jimawa ba",
      grace: "Lokacin jinkiri",
      lapsed: "Ya ƙare",
    },
    notStarted: "Bai fara ba tukuna",
    qrLabel: "Lambar QR ta mahaɗin tantance katin {name}",
    verificationLink: "Mahaɗin tantancewa",
    imageLabel: "Katin shaidar memba na {name}, {number}",
    scanToVerify: "Ku duba don tantancewa",
  },
  page: {
    title: "Katina na memba",
    lead: "Kowa na iya duba lambar QR don tabbatar da cewa ke memba ce: za su ga sunanki, hotonki, tsarinki, matsayinki da ranar da zama membanki zai ƙare — ba komai ba sai waɗannan.",
    keepHeading: "Buga ko ajiye katinki",
    keep: "Ki buga wannan shafi (ko ki zaɓi “Save as PDF” a menu na bugawa na burauzarki): katin zai fito girman katin banki. Ko ki sauke shi a matsayin hoto.",
    download: "Sauke kati",
    lostHeading: "Katinki ya ɓace?",
    lost: "Sabuwar lambar tantancewa tana sa lambar QR ta tsohon katinki (da mahaɗinta) ta daina aiki nan take. Bayan haka ki sake buga ko sauke katinki.",
    newCode: "Sabuwar lambar tantancewa",
    newCodeDescription:
      "Tsohon katinki da mahaɗinsa ba za su ƙara tantancewa ba: ki sake buga ko sauke katinki.",
    back: "Koma Shafina",
  },
};

export const memberCardTexts: Localised<typeof en> = { en, ha };
export type MemberCardTexts = typeof en;
