import type { Localised } from "~/i18n/localised";

/**
 * "Edit my profile" (/dashboard/profile): /join's fields and labels, her photo and the directory
 * consent. An interactive page: its loader sends these texts in one language (ADR 0023).
 * English first, the source of truth (the spec's labels verbatim); Boko with ɓ ɗ ƙ ƴ and ʼ.
 */

const en = {
  meta: {
    title: "Edit my profile",
    description: "Change what the ZAMWE member directory shows about you.",
  },
  lead: "What the member directory shows about you, and how we reach you.",
  personal: {
    legend: "Personal Information",
    fullName: "Full Name",
    phoneNumber: "Phone Number",
    email: "Email",
    optional: "optional",
    contactAddress: "Contact Address",
    nextOfKin: "Next of Kin",
    nextOfKinHint: "never shown in the directory",
  },
  business: {
    legend: "Business Information",
    businessName: "Business Name",
    businessType: "Type of Business",
    whyJoin: "Why do you want to join?",
  },
  photo: {
    legend: "Photo and directory",
    label: "Photo",
    rules: "(optional: JPEG, PNG or WebP, up to 5 MB)",
    refused: "Please choose a JPEG, PNG or WebP photo of at most 5 MB.",
    consent: "Show my phone, e-mail and address in the public member directory",
  },
  seeProfile: "See my directory profile",
  save: "Save changes",
  preparingPhoto: "Preparing photo...",
  saving: "Saving...",
  toasts: {
    updateFailed: "Update failed",
    tryLater: "Please try again later.",
    updated: "Profile updated",
    updatedDescription: "The member directory shows your changes now.",
  },
};

const ha: typeof en = {
  meta: {
    title: "Gyara bayanaina",
    description: "Ki canza abin da jerin membobin ZAMWE ke nunawa game da ke.",
  },
  lead: "Abin da jerin membobi ke nunawa game da ke, da yadda muke samun ki.",
  personal: {
    legend: "Bayanan kai",
    fullName: "Cikakken suna",
    phoneNumber: "Lambar waya",
    email: "Imel",
    optional: "ba dole ba ne",
    contactAddress: "Adireshi",
    nextOfKin: "Dangi na kusa",
    nextOfKinHint: "ba a taɓa nuna shi a jerin membobi ba",
  },
  business: {
    legend: "Bayanan sanaʼa",
    businessName: "Sunan sanaʼa",
    businessType: "Irin sanaʼa",
    whyJoin: "Me ya sa kike son shiga ƙungiya?",
  },
  photo: {
    legend: "Hoto da jerin membobi",
    label: "Hoto",
    rules: "(ba dole ba ne: JPEG, PNG ko WebP, har zuwa 5 MB)",
    refused: "Da fatan ki zaɓi hoton JPEG, PNG ko WebP wanda bai wuce 5 MB ba.",
    consent: "Nuna lambar wayata, imel ɗina da adireshina a jerin membobi na jamaʼa",
  },
  seeProfile: "Duba bayanaina a jerin membobi",
  save: "Ajiye canje-canje",
  preparingPhoto: "Ana shirya hoto...",
  saving: "Ana ajiyewa...",
  toasts: {
    updateFailed: "Ba a sabunta ba",
    tryLater: "Da fatan ki sake gwadawa anjima.",
    updated: "An sabunta bayanai",
    updatedDescription: "Jerin membobi yana nuna canje-canjenki yanzu.",
  },
};

export const profileTexts: Localised<typeof en> = { en, ha };
export type ProfileTexts = typeof en;
