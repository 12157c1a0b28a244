import type { Localised } from "~/i18n/localised";

/**
 * /join (the three steps) and /join/submitted/{key} ("One More Step!").
 * An interactive page: its loader sends these texts in the page's language only (`texts` in the
 * loader data), so the page's JavaScript carries neither language (docs/i18n.md).
 * English first (the spec's texts verbatim); the Hausa has its type. Glossary: docs/i18n.md.
 */

const en = {
  meta: {
    title: "Join ZAMWE",
    description:
      "Apply to join the Zamfara Women Entrepreneurs Association: Starter ₦2,900 or Pro ₦5,900. Three short steps.",
  },
  heading: "Join ZAMWE",
  lead: "Become part of a community of women entrepreneurs across Zamfara State.",
  steps: {
    label: "Steps",
    details: "Your details",
    payment: "Payment",
    proof: "Send proof",
  },
  personal: {
    legend: "Personal Information",
    fullName: "Full Name",
    phoneNumber: "Phone Number",
    email: "Email",
    contactAddress: "Contact Address",
    nextOfKin: "Next of Kin",
  },
  business: {
    legend: "Business Information",
    businessName: "Business Name",
    businessType: "Type of Business",
    whyJoin: "Why do you want to join?",
  },
  plan: {
    legend: "Choose Your Plan",
    directoryConsent: "Show my phone, e-mail and address in the public member directory",
  },
  continue: "Continue to Payment",
  checking: "Checking...",
  payment: {
    heading: "Payment Information",
    back: "Back",
    submit: "I Have Sent the Money",
    processing: "Processing...",
    uploadsLegend: "Attach your passport photo and receipt here (optional)",
    photo: "Passport photo",
    receipt: "Payment receipt",
    fileHint: "(optional, up to 5 MB)",
  },
  toasts: {
    submitted: "Application submitted successfully!",
    submittedDescription: "Please send your payment proof to complete the process.",
    failed: "Submission failed",
    failedDescription: "Please try again later",
    uploadRefused: "Please choose a JPEG, PNG, WebP or PDF file of at most 5 MB.",
    newReference: "Please use the new payment reference",
    newReferenceDescription:
      "The reference sent belongs to another application. Use the one shown now as the narration of your transfer.",
  },
  submitted: {
    sendProof:
      "Please send your passport photo and your payment evidence or receipt by WhatsApp to",
    quoting: "quoting your payment reference",
    warning:
      "Your application may be rejected if it is incomplete or does not meet the membership requirements.",
    whatsapp:
      "Hello {association}, I am {name}. I have applied for membership (payment reference {reference}). Here are my passport photo and my payment receipt.",
    /** The same from an e-mail to an address nobody has proven: no name in it (issue #50). */
    whatsappWithoutName:
      "Hello {association}. I have applied for membership (payment reference {reference}). Here are my passport photo and my payment receipt.",
    backHome: "Back to Home",
  },
};

const ha: typeof en = {
  meta: {
    title: "Shiga ZAMWE",
    description:
      "Nemi zama memba na Ƙungiyar Mata ʼYan Kasuwa ta Zamfara: Starter ₦2,900 ko Pro ₦5,900. Matakai uku gajeru.",
  },
  heading: "Shiga ZAMWE",
  lead: "Ku zama ɓangare na alʼummar mata ʼyan kasuwa a faɗin Jihar Zamfara.",
  steps: {
    label: "Matakai",
    details: "Bayananki",
    payment: "Biya",
    proof: "Aika shaida",
  },
  personal: {
    legend: "Bayanan Kai",
    fullName: "Cikakken Suna",
    phoneNumber: "Lambar Waya",
    email: "Imel",
    contactAddress: "Adireshin Tuntuɓa",
    nextOfKin: "Dangi na Kusa",
  },
  business: {
    legend: "Bayanan Sanaʼa",
    businessName: "Sunan Sanaʼa",
    businessType: "Irin Sanaʼa",
    whyJoin: "Me ya sa kike son shiga?",
  },
  plan: {
    legend: "Zaɓi Tsarinki",
    directoryConsent:
      "A nuna lambar wayata, imel ɗina da adireshina a cikin jerin membobi na jamaʼa",
  },
  continue: "Ci gaba zuwa Biya",
  checking: "Ana dubawa...",
  payment: {
    heading: "Bayanan Biya",
    back: "Koma baya",
    submit: "Na Aika Kuɗin",
    processing: "Ana aiki...",
    uploadsLegend: "Haɗa hoton fasfo ɗinki da rasiti a nan (ba dole ba ne)",
    photo: "Hoton fasfo",
    receipt: "Rasitin biya",
    fileHint: "(ba dole ba ne, har zuwa MB 5)",
  },
  toasts: {
    submitted: "An aika da neman zama memba cikin nasara!",
    submittedDescription: "Da fatan za ki aiko da shaidar biyanki don kammala aikin.",
    failed: "Aikawa ta kasa",
    failedDescription: "Da fatan za ki sake gwadawa anjima",
    uploadRefused: "Da fatan za ki zaɓi fayil na JPEG, PNG, WebP ko PDF wanda bai wuce MB 5 ba.",
    newReference: "Da fatan za ki yi amfani da sabuwar lambar shaidar biya",
    newReferenceDescription:
      "Lambar da aka aiko ta wani neman zama memba ce. Ki rubuta wadda aka nuna yanzu a bayanin tura kuɗinki.",
  },
  submitted: {
    sendProof: "Da fatan za ki aika hoton fasfo ɗinki da shaidar biya ko rasiti ta WhatsApp zuwa",
    quoting: "tare da lambar shaidar biyanki",
    warning:
      "Ana iya ƙin amincewa da neman ki idan bai cika ba ko kuma bai cika sharuɗɗan zama memba ba.",
    whatsapp:
      "Sannu {association}, ni ce {name}. Na nemi zama memba (lambar shaidar biya {reference}). Ga hoton fasfo ɗina da rasitin biyana.",
    whatsappWithoutName:
      "Sannu {association}. Na nemi zama memba (lambar shaidar biya {reference}). Ga hoton fasfo ɗina da rasitin biyana.",
    backHome: "Koma Shafin Farko",
  },
};

export const joinTexts: Localised<typeof en> = { en, ha };
