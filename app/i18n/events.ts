import type { Localised } from "~/i18n/localised";

/**
 * /events (the list, and the RSVP dialog opened from it), /events/{id}/rsvp (the RSVP page
 * without JavaScript) and the .ics file's own texts. Interactive pages: their loaders send these
 * texts in the page's language only. English first (the spec's texts verbatim); the Hausa has its
 * type. Glossary: docs/i18n.md.
 */

const en = {
  meta: {
    title: "Events",
    description:
      "Upcoming ZAMWE events: trade fairs, workshops, networking evenings and funding clinics in Zamfara State. RSVP online.",
  },
  heading: "Upcoming Events",
  lead: "Trainings, trade fairs and gatherings for women in business. Everyone is welcome.",
  empty: {
    title: "No upcoming events at the moment.",
    text: "Check back soon for exciting new events!",
  },
  limitedTo: "Limited to {count} attendees",
  onePlaceLeft: "1 place left",
  placesLeft: "{count} places left",
  fullyBooked: "Fully booked",
  rsvpNow: "RSVP Now",
  rsvpNowFor: "RSVP Now for {title}",
  addToCalendar: "Add to calendar",
  addToCalendarFor: "Add to calendar: {title}",
  shareOnWhatsApp: "Share on WhatsApp",
  shareOnWhatsAppFor: "Share on WhatsApp: {title}",
  shareText: "{title} — {when}, {location}. RSVP: {link}",
  rsvp: {
    title: "RSVP for {title}",
    allEvents: "← All events",
    close: "Close",
    fullName: "Full Name",
    email: "Email",
    phone: "Phone",
    confirm: "Confirm RSVP",
    confirming: "Confirming...",
    past: "This event has already taken place.",
    waitlistLead:
      "When a place is freed, the first on the waitlist is offered it and has 24 hours to confirm.",
    joinWaitlist: "Join the waitlist",
    joining: "Joining...",
  },
  joinWaitlistFor: "Join the waitlist for {title}",
  toasts: {
    confirmed: "RSVP Confirmed!",
    confirmedDescription: "We look forward to seeing you at the event.",
    linkSentDescription:
      "Your private link (your ticket, or your place in line) is in the e-mail we have sent to that address.",
    alreadyNoMailDescription:
      "This address had answered already, and its place stands. Its private link was shown to that first answer only: if you do not have it, ask the association.",
    waitlisted: "You are on the waitlist",
    failed: "RSVP Failed",
    failedDescription: "Please try again later.",
    full: "This event is full",
    fullDescription: "If you have RSVP'd already, your place is kept.",
    past: "This event has already taken place",
    notFound: "This event no longer exists",
  },
  notFound: {
    title: "Event not found",
    message: "This event does not exist or is no longer listed.",
    link: "See upcoming events",
  },
  calendar: {
    rsvp: "RSVP: {link}",
  },
};

const ha: typeof en = {
  meta: {
    title: "Taruka",
    description:
      "Taruka masu zuwa na ZAMWE: baje-kolin kasuwanci, bitoci, taron sada zumunci da shawarwari kan samun jari a Jihar Zamfara. Ku tabbatar da zuwa ta intanet.",
  },
  heading: "Taruka Masu Zuwa",
  lead: "Horarwa, baje-kolin kasuwanci da taruka na mata ʼyan kasuwa. Kowa da kowa maraba.",
  empty: {
    title: "Babu taruka masu zuwa a yanzu.",
    text: "Ku sake dubawa nan ba da daɗewa ba don sababbin taruka masu ban shaʼawa!",
  },
  limitedTo: "Mahalarta {count} kawai",
  onePlaceLeft: "Gurbi 1 ya rage",
  placesLeft: "Gurabe {count} sun rage",
  fullyBooked: "Babu sauran gurbi",
  rsvpNow: "Tabbatar da Zuwa",
  rsvpNowFor: "Tabbatar da zuwa {title}",
  addToCalendar: "Saka a kalanda",
  addToCalendarFor: "Saka a kalanda: {title}",
  shareOnWhatsApp: "Tura ta WhatsApp",
  shareOnWhatsAppFor: "Tura ta WhatsApp: {title}",
  shareText: "{title} — {when}, {location}. Tabbatar da zuwa: {link}",
  rsvp: {
    title: "Tabbatar da zuwa {title}",
    allEvents: "← Duk taruka",
    close: "Rufe",
    fullName: "Cikakken Suna",
    email: "Imel",
    phone: "Waya",
    confirm: "Tabbatar da Zuwa",
    confirming: "Ana tabbatarwa...",
    past: "Wannan taron ya riga ya wuce.",
    waitlistLead:
      "Idan wani gurbi ya samu, za a ba wa na farko a jerin jira, kuma tana da awa 24 ta tabbatar.",
    joinWaitlist: "Shiga jerin jira",
    joining: "Ana sakawa...",
  },
  joinWaitlistFor: "Shiga jerin jira na {title}",
  toasts: {
    confirmed: "An Tabbatar da Zuwanku!",
    confirmedDescription: "Muna fatan ganinku a wurin taron.",
    linkSentDescription:
      "Hanyar haɗinku ta sirri (tikitinku, ko matsayinku a jerin jira) tana cikin imel ɗin da muka aika zuwa wannan adireshin.",
    alreadyNoMailDescription:
      "Wannan adireshin ya riga ya amsa, kuma gurbinsa yana nan. An nuna hanyar haɗinsa ta sirri ga amsar farko kawai: idan ba ku da ita, ku tambayi ƙungiyar.",
    waitlisted: "Kuna cikin jerin jira",
    failed: "Tabbatar da Zuwa Ya Kasa",
    failedDescription: "Da fatan za ku sake gwadawa anjima.",
    full: "Wannan taron ya cika",
    fullDescription: "Idan kun riga kun tabbatar da zuwa, gurbinku yana nan.",
    past: "Wannan taron ya riga ya wuce",
    notFound: "Wannan taron babu shi kuma",
  },
  notFound: {
    title: "Ba a sami taron ba",
    message: "Wannan taron babu shi ko kuma ba a jera shi kuma.",
    link: "Duba taruka masu zuwa",
  },
  calendar: {
    rsvp: "Tabbatar da zuwa: {link}",
  },
};

export const eventsTexts: Localised<typeof en> = { en, ha };
