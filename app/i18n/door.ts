import type { Localised } from "~/i18n/localised";

/**
 * The steward's door, /admin/events/{id}/check-in (issue #29, issue #38 §7): the page, its
 * JavaScript desk (offline list, search box, scanner) and what a ticket says there. The one
 * admin page that speaks Hausa (ADR 0023's exception): its loader sends these texts in the
 * page's language only, and the desk gets them from there. English first (the texts the door
 * has always shown); Boko with ɓ ɗ ƙ ƴ and ʼ (U+02BC), in the vocabulary of dashboard.door.
 */

const en = {
  meta: { title: "Check-in: {title}", description: "Check people in at the door." },
  /** The admin layout around a steward's page: the door's, not the admin area's. */
  layout: { heading: "Check-in at the door", logout: "Logout" },
  heading: "Check-in: {title}",
  count: "{checkedIn} checked in of {expected} expected",
  attendees: "Attendees",
  search: { label: "Search by name or ticket code", submit: "Search" },
  noMatch: "Nobody on the list matches this search.",
  nobody: "Nobody has a place yet.",
  matching: "Matching tickets",
  ticket: "Ticket {code}",
  checkIn: "Check in",
  checkInName: "Check in {name}",
  more: "More people are on the list: search for a name.",
  searchLimited:
    "Too many searches. You can search again in {wait}; until then, check people in from the list below.",
  oneMinute: "1 minute",
  minutes: "{count} minutes",
  desk: {
    heading: "Scan or type a ticket",
    online: "Online",
    offline: "Offline",
    offlineNote: ": check-ins are kept on this phone and sent when the connection returns.",
    allSent: "All check-ins sent.",
    oneWaiting: "1 check-in waiting to be sent.",
    waiting: "{count} check-ins waiting to be sent.",
    messages: "Desk messages",
    needsNetwork:
      "No connection: that needs the network. The desk keeps working here: search, scan and check people in.",
    notSent:
      "Could not send the check-ins ({status}). They stay on this phone; sign in again if asked.",
    cannotKeep: "This browser cannot keep the list: check-in needs a connection.",
    logoutOne:
      "1 check-in has not reached the server yet: logging out deletes it from this phone. Log out anyway?",
    logoutMany:
      "{count} check-ins have not reached the server yet: logging out deletes them from this phone. Log out anyway?",
  },
  scanner: {
    start: "Scan with camera",
    stop: "Stop the camera",
    camera: "Camera",
    failed: "The camera could not be opened. Type the code or search for her name.",
  },
  outcomes: {
    checkedIn: "Checked in. Welcome!",
    checkedInAt: "Checked in at {time}{by}",
    already: "Already checked in at {time}{by}{phone}.",
    by: " by {name}",
    anotherPhone: " (on another phone)",
    noPlace: "No place on this ticket.",
    cancelled: "Her place was cancelled. Do not let her in on this ticket.",
    waitlisted: "She is on the waitlist and has no place yet.",
    offered: "She was offered a place but has not confirmed it yet.",
    otherEvent: "This ticket is for another event.",
    notFound: "Ticket not found. Check the code, or search for her name.",
    notFoundOffline:
      "Ticket not found on this event's list (offline: checked against the list kept on this phone).",
  },
};

const ha: typeof en = {
  meta: { title: "Shigar da mutane: {title}", description: "Shigar da mutane a ƙofar taro." },
  layout: { heading: "Shigar da mutane a ƙofa", logout: "Fita" },
  heading: "Shigar da mutane: {title}",
  count: "An shigar da {checkedIn} cikin {expected} da ake sa rai",
  attendees: "Mahalarta",
  search: { label: "Bincika da suna ko lambar tikiti", submit: "Bincika" },
  noMatch: "Babu wani a jerin da ya dace da wannan binciken.",
  nobody: "Babu wanda yake da gurbi tukuna.",
  matching: "Tikitin da suka dace",
  ticket: "Tikiti {code}",
  checkIn: "Shigar",
  checkInName: "Shigar da {name}",
  more: "Akwai ƙarin mutane a jerin: ku nemi suna.",
  searchLimited:
    "Bincike ya yi yawa. Kuna iya sake bincike bayan {wait}; kafin nan, ku shigar da mutane daga jerin da ke ƙasa.",
  oneMinute: "minti ɗaya",
  minutes: "minti {count}",
  desk: {
    heading: "Karanta ko rubuta lambar tikiti",
    online: "Akwai intanet",
    offline: "Babu intanet",
    offlineNote:
      ": ana ajiye waɗanda aka shigar a wannan wayar, za a aika su idan intanet ya dawo.",
    allSent: "An aika da duk waɗanda aka shigar.",
    oneWaiting: "Shigarwa ɗaya tana jiran a aika ta.",
    waiting: "Shigarwa {count} suna jiran a aika su.",
    messages: "Saƙonnin ƙofa",
    needsNetwork:
      "Babu intanet: wannan yana buƙatar intanet. Ƙofar tana ci gaba da aiki a nan: ku bincika, ku karanta tikiti, ku shigar da mutane.",
    notSent:
      "Ba a iya aika waɗanda aka shigar ba ({status}). Suna nan a wannan wayar; ku sake shiga asusu idan an tambaya.",
    cannotKeep: "Wannan burauzar ba ta iya ajiye jerin: shigar da mutane yana buƙatar intanet.",
    logoutOne:
      "Shigarwa ɗaya ba ta kai ga sabar ba tukuna: fita zai goge ta daga wannan wayar. A fita duk da haka?",
    logoutMany:
      "Shigarwa {count} ba su kai ga sabar ba tukuna: fita zai goge su daga wannan wayar. A fita duk da haka?",
  },
  scanner: {
    start: "Karanta da kyamara",
    stop: "Kashe kyamara",
    camera: "Kyamara",
    failed: "Ba a iya buɗe kyamara ba. Ku rubuta lambar ko ku nemi sunanta.",
  },
  outcomes: {
    checkedIn: "An shigar da ita. Barka da zuwa!",
    checkedInAt: "An shigar da ita da ƙarfe {time}{by}",
    already: "An riga an shigar da ita da ƙarfe {time}{by}{phone}.",
    by: " ta hannun {name}",
    anotherPhone: " (a wata waya)",
    noPlace: "Babu gurbi a wannan tikitin.",
    cancelled: "An soke gurbinta. Kada a bar ta ta shiga da wannan tikitin.",
    waitlisted: "Tana cikin jerin jira, ba ta da gurbi tukuna.",
    offered: "An ba ta gurbi amma ba ta tabbatar ba tukuna.",
    otherEvent: "Wannan tikitin na wani taro ne.",
    notFound: "Ba a sami tikitin ba. Ku duba lambar, ko ku nemi sunanta.",
    notFoundOffline:
      "Ba a sami tikitin a jerin wannan taron ba (babu intanet: an duba jerin da aka ajiye a wannan wayar).",
  },
};

export const doorTexts: Localised<typeof en> = { en, ha };
export type DoorTexts = typeof en;
