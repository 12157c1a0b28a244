import type { Localised } from "~/i18n/localised";

/**
 * Her private manage link and ticket, /rsvp/{code} (issue #29), and its calendar file. A
 * content page (no JavaScript): the texts are read through `useTexts`. English first; the
 * Hausa has its type. Glossary: docs/i18n.md ("tabbatar da zuwa", "gurbi").
 */

const en = {
  title: "Your RSVP",
  ticketLabel: "Your ticket",
  name: "Name",
  when: "Date and time",
  place: "Place",
  ticketCode: "Ticket code",
  qrLabel: "QR code of your ticket code",
  addToCalendar: "Add to calendar",
  showAtDoor: "Show this QR code at the door, on your phone or printed.",
  keepLink:
    "This page is your private link: keep it, and share it with nobody (with it, anyone can cancel your place).",
  confirmed: { heading: "Your place is confirmed" },
  checkedIn: "Checked in at {time}.",
  waitlisted: {
    heading: "You are on the waitlist",
    position: "You are number {position} in line.",
    how: "When a place is freed, you will be offered it and have 24 hours to confirm it on this page.",
  },
  offered: {
    heading: "A place is free for you",
    deadline: "Confirm it by {deadline}, or it goes to the next person on the waitlist.",
    button: "Confirm my place",
  },
  cancelled: {
    heading: "Your place is cancelled",
    expired: "Your offer ran out: it was not confirmed in time, and went to the next person.",
    again: "RSVP again",
  },
  past: "This event has taken place.",
  cancel: {
    lead: "Cannot come? Your place goes to the next person on the waitlist.",
    button: "Cancel my place",
    ask: "Cancel your place? It goes to the next person on the waitlist, and this cannot be undone.",
    yes: "Yes, cancel my place",
    keep: "Keep my place",
  },
  leave: {
    lead: "No longer want a place? You can leave the waitlist.",
    button: "Leave the waitlist",
    ask: "Leave the waitlist? You lose your number in line, and this cannot be undone.",
    yes: "Yes, leave the waitlist",
    keep: "Stay on the waitlist",
  },
  toasts: {
    cancelled: "Your place is cancelled",
    confirmed: "Your place is confirmed",
    notPossible: "This could not be done",
    notPossibleDescription: "Your RSVP has changed meanwhile: see it below.",
  },
  notFound: {
    title: "RSVP not found",
    message: "This link is not valid.",
    hint: "Check that you copied the whole link from your e-mail or your confirmation.",
    link: "See upcoming events",
  },
  calendar: "Your ticket: {link}",
};

const ha: typeof en = {
  title: "Tabbatar da Zuwanku",
  ticketLabel: "Tikitinku",
  name: "Suna",
  when: "Rana da lokaci",
  place: "Wuri",
  ticketCode: "Lambar tikiti",
  qrLabel: "Lambar QR ta tikitinku",
  addToCalendar: "Saka a kalanda",
  showAtDoor: "Ku nuna wannan lambar QR a ƙofar shiga, a wayarku ko a buga a takarda.",
  keepLink:
    "Wannan shafi hanyar haɗinku ce ta sirri: ku adana ta, kada ku ba kowa (da ita, kowa zai iya soke gurbinku).",
  confirmed: { heading: "An tabbatar da gurbinku" },
  checkedIn: "An shigar da ku da {time}.",
  waitlisted: {
    heading: "Kuna cikin jerin jira",
    position: "Ku ne na {position} a jerin.",
    how: "Idan gurbi ya samu, za a ba ku shi, kuma kuna da awa 24 ku tabbatar da shi a wannan shafi.",
  },
  offered: {
    heading: "Akwai gurbi gare ku",
    deadline: "Ku tabbatar da shi kafin {deadline}, in ba haka ba za a ba na gaba a jerin jira.",
    button: "Tabbatar da gurbina",
  },
  cancelled: {
    heading: "An soke gurbinku",
    expired: "Lokacin tayin ya ƙare: ba a tabbatar da shi a kan lokaci ba, an ba na gaba.",
    again: "Sake tabbatar da zuwa",
  },
  past: "Wannan taron ya riga ya wuce.",
  cancel: {
    lead: "Ba za ku samu zuwa ba? Za a ba gurbinku ga na gaba a jerin jira.",
    button: "Soke gurbina",
    ask: "Ku soke gurbinku? Za a ba na gaba a jerin jira, kuma ba za a iya janye wannan ba.",
    yes: "Eh, soke gurbina",
    keep: "Bar gurbina",
  },
  leave: {
    lead: "Ba ku son gurbi kuma? Kuna iya fita daga jerin jira.",
    button: "Fita daga jerin jira",
    ask: "Ku fita daga jerin jira? Za ku rasa lambarku a jerin, kuma ba za a iya janye wannan ba.",
    yes: "Eh, fita daga jerin jira",
    keep: "Zauna a jerin jira",
  },
  toasts: {
    cancelled: "An soke gurbinku",
    confirmed: "An tabbatar da gurbinku",
    notPossible: "Ba a iya yin wannan ba",
    notPossibleDescription: "Tabbatar da zuwanku ya canza a halin yanzu: ku duba ƙasa.",
  },
  notFound: {
    title: "Ba a sami tabbatar da zuwan ba",
    message: "Wannan hanyar haɗi ba ta aiki.",
    hint: "Ku tabbata kun kwafi dukan hanyar haɗin daga imel ɗinku ko tabbatarwarku.",
    link: "Duba taruka masu zuwa",
  },
  calendar: "Tikitinku: {link}",
};

export const rsvpTicketTexts: Localised<typeof en> = { en, ha };
