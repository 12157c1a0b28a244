import {
  sendMessages,
  type OutgoingMessage,
  type Recipient,
  type SendEnv,
  type SendOutcome,
} from "~/messages/send.server";
import type { IssuedCertificate } from "~/models/certificates.server";
import { noticeRecipient } from "~/messages/channels.server";
import { channelFactsOf, channelFactsOfMany, type ChannelFacts } from "~/models/sms-choices.server";
import { smsOn } from "~/models/sms.server";
import type { EventMailFacts } from "~/messages/event-mail.server";
import { getDb } from "~/models/db.server";
import { getEvent } from "~/models/events.server";
import type { Offer, Ticket } from "~/models/event-rsvps.server";
import { format, localePath, type Language } from "~/i18n/language";
import { mailEventsTexts } from "~/i18n/mail-events";
import { whatsappLink } from "~/utils/phone";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { loggableError } from "~/models/loggable-error.server";
import { inLanguage } from "~/models/localised-content.server";

/** What an event's message says of it, in her language. */
export async function eventFactsIn(
  env: SendEnv,
  eventId: string,
  language: Language,
): Promise<Omit<EventMailFacts, "fullName" | "code"> | undefined> {
  const event = await getEvent(getDb(env), eventId, language);
  return (
    event && {
      title: event.title,
      when: formatEventDateIn(event.eventDate, language),
      location: event.location,
    }
  );
}

/** Her offer's deadline as her messages and pages say it (WAT). */
export const offerDeadlineIn = (offerExpiresAt: Date | null, language: Language) =>
  offerExpiresAt ? formatEventDateIn(offerExpiresAt, language) : "";

/**
 * Tells each one offered a freed place (e-mail, where it is on; the admin's event page has a
 * WhatsApp link for each open offer either way). Once per offer: the key is her RSVP's, and she
 * is offered a place at most once (an offer that runs out cancels her answer). Never throws: the
 * offer stands, and her page shows it, whatever the mail does.
 */
export async function tellOffers(env: SendEnv, origin: string, offers: Offer[], now = new Date()) {
  await tellOffersKeyed(env, origin, offers, now, (id) => `event-offer:${id}`);
}

/** An offer as its message needs it. */
type OfferToTell = Pick<
  Offer,
  "id" | "eventId" | "fullName" | "email" | "language" | "code" | "offerExpiresAt" | "userId"
>;

async function tellOffersKeyed(
  env: SendEnv,
  origin: string,
  offers: OfferToTell[],
  now: Date,
  keyOf: (rsvpId: string) => string,
) {
  if (offers.length === 0) return;
  try {
    const messages: OutgoingMessage<"event-offer">[] = [];
    for (const offer of offers) {
      const facts = await eventFactsIn(env, offer.eventId, offer.language);
      if (!facts) continue;
      messages.push({
        kind: "event-offer",
        to: await attendeeRecipient(env, "event-offer", offer),
        key: keyOf(offer.id),
        origin,
        data: {
          ...facts,
          fullName: offer.fullName,
          code: offer.code,
          deadline: offerDeadlineIn(offer.offerExpiresAt, offer.language),
        },
      });
    }
    await sendMessages(env, messages, now);
  } catch (error) {
    console.error("[events] could not tell the offers:", loggableError(error));
  }
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A repeated answer with an address that has a place here (issue #37): the place's link goes to
 * that address again, never to the page, at most once an hour however often it is asked (the
 * key names the hour), with the name and language the place was made with (not what the repeat
 * typed). An open offer is told as an offer, with its deadline. Never throws.
 */
export async function resendPlaceLink(
  env: SendEnv,
  origin: string,
  place: Ticket,
  now = new Date(),
) {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  if (place.status === "offered") {
    // A repeated answer's link goes to the address it was typed with, as sendRsvpLink's below.
    const offer = { ...place, eventId: place.event.id, userId: null };
    return tellOffersKeyed(env, origin, [offer], now, (id) => `event-offer-again:${id}:${hour}`);
  }
  if (place.status !== "confirmed" && place.status !== "waitlisted") return;
  await sendRsvpLink(
    env,
    origin,
    {
      ...place,
      eventId: place.event.id,
      userId: null,
      status: place.status,
      position: place.status === "confirmed" ? 1 : place.position,
    },
    `event-rsvp-again:${place.id}:${hour}`,
  );
}

/**
 * Where a message about her place goes: by SMS to a member who answered signed in and chose SMS
 * for her notices (issue #40), else to the RSVP's address.
 */
export async function attendeeRecipient(
  env: SendEnv,
  kind: AttendeeNotice,
  rsvp: Attendee,
): Promise<Recipient> {
  const facts = rsvp.userId ? await channelFactsOf(getDb(env), rsvp.userId) : undefined;
  return recipientOfAttendee(env, kind, rsvp, facts);
}

type AttendeeNotice = "event-rsvp" | "event-reminder" | "event-offer" | "event-certificate";
type Attendee = { email: string; language: Language; userId: string | null };

/** `attendeeRecipient` for many at once: one read of their accounts (the day's reminders). */
export async function attendeeRecipients(
  env: SendEnv,
  kind: AttendeeNotice,
  rsvps: Attendee[],
): Promise<Recipient[]> {
  const userIds = rsvps.flatMap((rsvp) => (rsvp.userId ? [rsvp.userId] : []));
  const facts = userIds.length > 0 ? await channelFactsOfMany(getDb(env), userIds) : new Map();
  return rsvps.map((rsvp) =>
    recipientOfAttendee(env, kind, rsvp, rsvp.userId ? facts.get(rsvp.userId) : undefined),
  );
}

function recipientOfAttendee(
  env: SendEnv,
  kind: AttendeeNotice,
  rsvp: Attendee,
  facts: ChannelFacts | undefined,
): Recipient {
  const byMail = { email: rsvp.email, language: rsvp.language, userId: rsvp.userId };
  if (!rsvp.userId || !facts) return byMail;
  const account = { ...facts, userId: rsvp.userId, email: rsvp.email, language: rsvp.language };
  return noticeRecipient(kind, account, { smsOn: smsOn(env) }) ?? byMail;
}

/** Right after her RSVP: her private link (and her place in line), once per answer. */
export async function sendRsvpLink(
  env: SendEnv,
  origin: string,
  rsvp: {
    id: string;
    eventId: string;
    fullName: string;
    email: string;
    language: Language;
    userId: string | null;
    code: string;
    status: "confirmed" | "waitlisted";
    position: number;
  },
  key = `event-rsvp:${rsvp.id}`,
) {
  try {
    const facts = await eventFactsIn(env, rsvp.eventId, rsvp.language);
    if (!facts) return;
    await sendMessages(env, [
      {
        kind: "event-rsvp",
        // Her ticket by SMS once her place is confirmed; a place in line goes by e-mail.
        to:
          rsvp.status === "confirmed"
            ? await attendeeRecipient(env, "event-rsvp", rsvp)
            : { email: rsvp.email, language: rsvp.language, userId: rsvp.userId },
        key,
        origin,
        data: {
          ...facts,
          fullName: rsvp.fullName,
          code: rsvp.code,
          status: rsvp.status,
          position: rsvp.position,
        },
      },
    ]);
  } catch (error) {
    console.error("[events] could not send the RSVP's link:", loggableError(error));
  }
}

/**
 * Where e-mail is off, the admin tells her on WhatsApp: a `wa.me` link to her number with the
 * message in her language (a freed place offered to her, or the day-before reminder). Null when
 * her number cannot be read.
 */
export function whatsappNotice(
  kind: "offer" | "reminder",
  rsvp: {
    fullName: string;
    phoneNumber: string | null;
    language: Language;
    code: string;
    offerExpiresAt: Date | null;
  },
  event: { title: string; titleHa: string | null; eventDate: Date; location: string },
  origin: string,
): string | null {
  if (!rsvp.phoneNumber) return null;
  const language = rsvp.language;
  const text = format(mailEventsTexts[language].whatsapp[kind], {
    name: rsvp.fullName,
    title: inLanguage(event, language, ["title"]).title,
    deadline: offerDeadlineIn(rsvp.offerExpiresAt, language),
    when: formatEventDateIn(event.eventDate, language),
    location: event.location,
    link: `${origin}${localePath(`/rsvp/${rsvp.code}`, language)}`,
  });
  return whatsappLink(rsvp.phoneNumber, text);
}

/**
 * Each one checked in gets her certificate's link (issue #42), once per certificate, by her
 * channel (SMS for a member who chose it). Never throws: the certificates stand, and the
 * admin's page lists their links, whatever the mail does. Returns how each message went.
 */
export async function tellCertificates(
  env: SendEnv,
  origin: string,
  event: { title: string; titleHa: string | null },
  issued: IssuedCertificate[],
  now = new Date(),
): Promise<SendOutcome[]> {
  if (issued.length === 0) return [];
  try {
    const recipients = await attendeeRecipients(env, "event-certificate", issued);
    return await sendMessages(
      env,
      issued.map((certificate, index) => ({
        kind: "event-certificate" as const,
        to: recipients[index]!,
        key: `event-certificate:${certificate.id}`,
        origin,
        data: {
          fullName: certificate.fullName,
          code: certificate.code,
          title: inLanguage(event, certificate.language, ["title"]).title,
        },
      })),
      now,
    );
  } catch (error) {
    console.error("[events] could not send the certificates' links:", loggableError(error));
    return issued.map(() => "off");
  }
}
