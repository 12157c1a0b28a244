import type { Localised } from "~/i18n/localised";

/**
 * The events' messages (app/messages/event-mail.server.ts, issue #29): her RSVP's private link,
 * a freed place offered to her, the day-before reminder, her certificate of attendance; and the same words for the WhatsApp
 * messages an admin sends where e-mail is off. English first; the Hausa has its type.
 */

const en = {
  rsvp: {
    subject: {
      confirmed: "Your place at {title}",
      waitlisted: "You are on the waitlist for {title}",
    },
    body: {
      confirmed: "Your place at {title} is confirmed.",
      waitlisted:
        "You are number {position} on the waitlist for {title}. When a place is freed, you will be told and have 24 hours to confirm it.",
    },
    action: { confirmed: "See your ticket", waitlisted: "See your place in line" },
    note: "Keep this e-mail: its link is your ticket, and where you can cancel your place. Share it with nobody.",
  },
  offer: {
    subject: "A place is free for you at {title}",
    body: "A place at {title} is free for you. Confirm it by {deadline}, or it goes to the next person on the waitlist.",
    action: "Confirm my place",
  },
  reminder: {
    subject: "Tomorrow: {title}",
    body: "A reminder: {title} is tomorrow.",
    action: "See your ticket",
    note: "Show the QR code of your ticket at the door. Cannot come? Cancel your place from the same link, so that someone on the waitlist gets it.",
  },
  certificate: {
    subject: "Your certificate of attendance: {title}",
    body: "Thank you for coming to {title}. Your certificate of attendance is ready: open it to print it or keep it on your phone.",
    action: "See my certificate",
    note: "Anyone can check it with the QR code or the code printed on it.",
  },
  facts: { when: "Date and time", place: "Place" },
  whatsapp: {
    offer: "Hello {name}, a place at {title} is free for you. Confirm it by {deadline}: {link}",
    reminder:
      "Hello {name}, a reminder: {title} is tomorrow, {when}, at {location}. Your ticket: {link}",
  },
};

const ha: typeof en = {
  rsvp: {
    subject: {
      confirmed: "Gurbinku a {title}",
      waitlisted: "Kuna cikin jerin jira na {title}",
    },
    body: {
      confirmed: "An tabbatar da gurbinku a {title}.",
      waitlisted:
        "Ku ne na {position} a jerin jira na {title}. Idan gurbi ya samu, za a sanar da ku, kuma kuna da awa 24 ku tabbatar da shi.",
    },
    action: { confirmed: "Duba tikitinku", waitlisted: "Duba matsayinku a jerin" },
    note: "Ku adana wannan imel: hanyar haɗinsa ita ce tikitinku, kuma a nan za ku iya soke gurbinku. Kada ku ba kowa.",
  },
  offer: {
    subject: "Akwai gurbi gare ku a {title}",
    body: "Akwai gurbi gare ku a {title}. Ku tabbatar da shi kafin {deadline}, in ba haka ba za a ba na gaba a jerin jira.",
    action: "Tabbatar da gurbina",
  },
  reminder: {
    subject: "Gobe: {title}",
    body: "Tunatarwa: {title} gobe ne.",
    action: "Duba tikitinku",
    note: "Ku nuna lambar QR ta tikitinku a ƙofar shiga. Ba za ku samu zuwa ba? Ku soke gurbinku daga wannan hanyar haɗi, don wani a jerin jira ya samu.",
  },
  certificate: {
    subject: "Takardar shaidar halartarku: {title}",
    body: "Mun gode da zuwanku {title}. Takardar shaidar halartarku ta shirya: ku buɗe ta don ku buga ta ko ku ajiye ta a wayarku.",
    action: "Duba takardar shaidata",
    note: "Kowa zai iya tabbatar da ita da lambar QR ko lambar da ke rubuce a kanta.",
  },
  facts: { when: "Rana da lokaci", place: "Wuri" },
  whatsapp: {
    offer:
      "Sannu {name}, akwai gurbi gare ku a {title}. Ku tabbatar da shi kafin {deadline}: {link}",
    reminder: "Sannu {name}, tunatarwa: {title} gobe ne, {when}, a {location}. Tikitinku: {link}",
  },
};

export const mailEventsTexts: Localised<typeof en> = { en, ha };
