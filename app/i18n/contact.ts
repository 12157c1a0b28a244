import type { Localised } from "~/i18n/localised";

/**
 * /contact. An interactive page: its loader sends these texts in the page's language only.
 * English first (the spec's texts verbatim); the Hausa has its type. Glossary: docs/i18n.md.
 */

const en = {
  meta: {
    title: "Contact Us",
    description:
      "Write to ZAMWE, call or chat on WhatsApp. Office hours Monday to Friday, 9:00 AM to 5:00 PM (WAT), Gusau, Zamfara State.",
  },
  heading: "Contact Us",
  lead: "Questions about membership, events or partnerships? We would love to hear from you.",
  reachUs: "How to reach us",
  cards: {
    location: "Location",
    phone: "Phone",
    email: "Email",
  },
  whatsappGreeting: "Hello {association}! I would like to know more about the association.",
  chatOnWhatsApp: "Chat on WhatsApp",
  officeHours: "Office Hours:",
  officeHoursValue: "Monday - Friday, 9:00 AM - 5:00 PM (WAT)",
  form: {
    heading: "Send us a message",
    name: "Name",
    email: "Email",
    phone: "Phone",
    message: "Message",
    send: "Send Message",
    sending: "Sending...",
  },
  toasts: {
    sent: "Message sent successfully! We'll get back to you soon.",
    failed: "Failed to send message. Please try again.",
  },
};

const ha: typeof en = {
  meta: {
    title: "Tuntuɓe Mu",
    description:
      "Ku rubuta wa ZAMWE, ku kira ko ku yi hira ta WhatsApp. Lokacin aiki Litinin zuwa Jummaʼa, 9:00 zuwa 17:00 (WAT), Gusau, Jihar Zamfara.",
  },
  heading: "Tuntuɓe Mu",
  lead: "Kuna da tambayoyi game da zama memba, taruka ko haɗin gwiwa? Muna farin cikin jin ta bakinku.",
  reachUs: "Yadda za ku same mu",
  cards: {
    location: "Wuri",
    phone: "Waya",
    email: "Imel",
  },
  whatsappGreeting: "Sannu {association}! Ina so in ƙara sanin ƙungiyar.",
  chatOnWhatsApp: "Yi hira ta WhatsApp",
  officeHours: "Lokacin Aiki:",
  officeHoursValue: "Litinin - Jummaʼa, 9:00 - 17:00 (WAT)",
  form: {
    heading: "Aiko mana da saƙo",
    name: "Suna",
    email: "Imel",
    phone: "Waya",
    message: "Saƙo",
    send: "Aika Saƙo",
    sending: "Ana aikawa...",
  },
  toasts: {
    sent: "An aika saƙon cikin nasara! Za mu dawo muku ba da daɗewa ba.",
    failed: "Ba a iya aika saƙon ba. Da fatan za ku sake gwadawa.",
  },
};

export const contactTexts: Localised<typeof en> = { en, ha };
