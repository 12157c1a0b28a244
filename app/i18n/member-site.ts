import type { Localised } from "~/i18n/localised";

/**
 * The fixed texts a member's published website (/sites/{slug}) and the builder's previews put
 * around her own words (which stay as she wrote them). English first; Boko with ɓ ɗ ƙ ƴ and ʼ.
 */

const en = {
  notFound: "Page not found",
  onZamwe: "{name} on ZAMWE.",
  logo: "{name} logo",
  greeting: "Hello {name}, I found you on ZAMWE and would like to know more.",
  about: "About us",
  products: "Products and services",
  contact: "Visit or contact us",
  openingHours: "Opening hours",
  location: "Location",
  phone: "Phone",
  email: "Email",
  socialMedia: "Social media",
  memberOf: "Member of ZAMWE",
  chatOnWhatsApp: "Chat on WhatsApp",
  call: "Call {phone}",
  directions: "Directions",
};

const ha: typeof en = {
  notFound: "Ba a sami shafin ba",
  onZamwe: "{name} a ZAMWE.",
  logo: "Tambarin {name}",
  greeting: "Sannu {name}, na same ku a ZAMWE kuma ina son ƙarin bayani.",
  about: "Game da mu",
  products: "Kaya da ayyuka",
  contact: "Ziyarce mu ko tuntuɓe mu",
  openingHours: "Lokutan buɗewa",
  location: "Wuri",
  phone: "Waya",
  email: "Imel",
  socialMedia: "Kafofin sada zumunta",
  memberOf: "Memba ce ta ZAMWE",
  chatOnWhatsApp: "Yi hira ta WhatsApp",
  call: "Kira {phone}",
  directions: "Kwatancen hanya",
};

export const memberSiteTexts: Localised<typeof en> = { en, ha };
export type MemberSiteTexts = typeof en;
