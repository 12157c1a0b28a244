import { aboutTexts } from "~/i18n/about";
import { accountTexts } from "~/i18n/account";
import { builderTexts } from "~/i18n/builder";
import { carouselTexts } from "~/i18n/carousel";
import { dashboardTexts } from "~/i18n/dashboard";
import { errorTexts } from "~/i18n/errors";
import { homeTexts } from "~/i18n/home";
import type { Language } from "~/i18n/language";
import { layoutTexts } from "~/i18n/layout";
import { refusalTexts } from "~/i18n/refusals";
import { profileTexts } from "~/i18n/profile";
import { recordsTexts } from "~/i18n/records";
import { renewalTexts } from "~/i18n/renewal";
import { memberCardTexts } from "~/i18n/member-card";
import { memberSiteTexts } from "~/i18n/member-site";
import { validationTexts } from "~/i18n/validation";
import { galleryTexts } from "~/i18n/gallery";
import { legalTexts } from "~/i18n/legal";
import { membersShowcaseTexts } from "~/i18n/members-showcase";
import { resourcesTexts } from "~/i18n/resources";
import { servicesTexts } from "~/i18n/services";
import { successStoriesTexts } from "~/i18n/success-stories";
import { uiTexts } from "~/i18n/ui";
import { verifyTexts } from "~/i18n/verify";
import { formTexts } from "~/i18n/forms";
import { membershipTexts } from "~/i18n/membership";
import { joinTexts } from "~/i18n/join";
import { contactTexts } from "~/i18n/contact";
import { newsletterTexts } from "~/i18n/newsletter";
import { eventsTexts } from "~/i18n/events";
import { directoryTexts } from "~/i18n/directory";
import { industryTexts } from "~/i18n/industries";
import { mailTexts } from "~/i18n/mail";
import { mailReminderTexts } from "~/i18n/mail-reminders";
import { mailMembershipTexts } from "~/i18n/mail-membership";
import { mailAnnouncementsTexts } from "~/i18n/mail-announcements";
import { unsubscribeTexts } from "~/i18n/unsubscribe";
import { applicationAddressTexts } from "~/i18n/application-address";
import { mailAccountTexts } from "~/i18n/mail-account";
import { paymentsTexts } from "~/i18n/payments";
import { mailEventsTexts } from "~/i18n/mail-events";
import { rsvpTicketTexts } from "~/i18n/rsvp-ticket";
import { doorTexts } from "~/i18n/door";
import { hallTexts } from "~/i18n/hall";
import { electionsTexts } from "~/i18n/elections";
import { certificatesTexts } from "~/i18n/certificates";
import { mailElectionsTexts } from "~/i18n/mail-elections";

/**
 * Every namespace of the catalogue (one module each, app/i18n/<namespace>.ts, both languages side
 * by side). Pages import the namespace modules they show, never this one: a module is bundled
 * whole, so a page's JavaScript carries only the namespaces its code reads (ADR 0023). This
 * registry is for tests and tools; a new namespace is added here too.
 */
export const namespaces = {
  layout: layoutTexts,
  elections: electionsTexts,
  certificates: certificatesTexts,
  mailElections: mailElectionsTexts,
  carousel: carouselTexts,
  errors: errorTexts,
  home: homeTexts,
  about: aboutTexts,
  validation: validationTexts,
  refusals: refusalTexts,
  ui: uiTexts,
  services: servicesTexts,
  gallery: galleryTexts,
  membersShowcase: membersShowcaseTexts,
  successStories: successStoriesTexts,
  resources: resourcesTexts,
  legal: legalTexts,
  verify: verifyTexts,
  forms: formTexts,
  membership: membershipTexts,
  join: joinTexts,
  contact: contactTexts,
  newsletter: newsletterTexts,
  events: eventsTexts,
  directory: directoryTexts,
  industries: industryTexts,
  account: accountTexts,
  dashboard: dashboardTexts,
  memberCard: memberCardTexts,
  profile: profileTexts,
  records: recordsTexts,
  renewal: renewalTexts,
  memberSite: memberSiteTexts,
  builder: builderTexts,
  mail: mailTexts,
  mailReminders: mailReminderTexts,
  mailMembership: mailMembershipTexts,
  mailAnnouncements: mailAnnouncementsTexts,
  unsubscribe: unsubscribeTexts,
  applicationAddress: applicationAddressTexts,
  mailAccount: mailAccountTexts,
  payments: paymentsTexts,
  mailEvents: mailEventsTexts,
  rsvpTicket: rsvpTicketTexts,
  door: doorTexts,
  hall: hallTexts,
};

export type Namespace = keyof typeof namespaces;
/** The whole catalogue in one language: the English one's shape. */
export type Catalogue = { [N in Namespace]: (typeof namespaces)[N]["en"] };

/** The whole catalogue of a language. */
export function catalogueOf(language: Language): Catalogue {
  return Object.fromEntries(
    Object.entries(namespaces).map(([name, texts]) => [name, texts[language]]),
  ) as Catalogue;
}
