import type { Language } from "~/i18n/language";
import { smsFieldLimits, smsTexts } from "~/i18n/sms";
import { composeSms } from "~/messages/sms-pages";
import type { MessageKind } from "~/messages/templates.server";
import type { PhoneCodePayload } from "~/messages/account-mail.server";
import type { RenewalReminderPayload } from "~/messages/reminder-mail.server";
import type {
  ApplicationDecisionPayload,
  ApplicationReceivedPayload,
  PaymentConfirmedPayload,
} from "~/messages/membership-mail.server";
import { formatNaira } from "~/utils/money";
import { siteUrl } from "~/messages/content.server";
import type { CertificateMailFacts, EventMailFacts } from "~/messages/event-mail.server";
import { certificatePath } from "~/utils/certificate-paths";
import type { ElectionReminderPayload } from "~/messages/election-mail.server";
import type { AnnouncementPayload } from "~/messages/announcement-mail.server";
import { formatWatDayIn } from "~/utils/hausa-dates";

/**
 * What an SMS is made from: the message's stored payload, and her language; a bulk message's
 * links too (its page to read it, its page to stop such texts), made from the message's id.
 */
type SmsContext = { language: Language; origin: string; data: unknown; links?: BulkSmsLinks };

/** A bulk text's two links (whole addresses): where to read it, and where to stop such texts. */
export type BulkSmsLinks = { read: string; stop: string };

/**
 * The SMS half of a kind of message (issue #40): what is texted, in her language, made from the
 * same payload as its e-mail. A kind without an SMS text here goes by e-mail only; every text is
 * held to 2 pages by app/messages/sms-pages.test.ts. More kinds join as their flows gain a phone.
 */
const smsOfKind: Partial<Record<MessageKind, (context: SmsContext) => string>> = {
  announcement: ({ language, data, links }) => {
    if (!links) throw new Error("An announcement's text needs its links");
    return announcementSms(language, { subject: (data as AnnouncementPayload).subject, links });
  },
  "outbox-test": ({ language }) => composeSms(smsTexts[language].outboxTest, {}, smsFieldLimits),
  "phone-code": ({ language, data }) => codeSms(smsTexts[language].phoneCode, data),
  "reset-code": ({ language, data }) => codeSms(smsTexts[language].resetCode, data),
  // Her ticket, once her place is confirmed (a place in line goes by e-mail: event-notices).
  "event-rsvp": (context) => eventSms(context, smsTexts[context.language].ticket),
  "event-reminder": (context) => eventSms(context, smsTexts[context.language].eventReminder),
  // A freed place offered to her, for 24 hours (issue #40): the link takes it.
  "event-offer": (context) => eventSms(context, smsTexts[context.language].waitlistOffer),
  "event-certificate": (context) => {
    const payload = context.data as CertificateMailFacts;
    const link = siteUrl(context, certificatePath(payload.code));
    return composeSms(
      smsTexts[context.language].certificate,
      { event: payload.title, link },
      smsFieldLimits,
    );
  },
  "election-reminder": (context) => {
    const payload = context.data as ElectionReminderPayload;
    return composeSms(
      smsTexts[context.language].electionReminder,
      {
        title: payload.title,
        when: payload.closes,
        link: siteUrl(context, `/vote/${payload.electionId}`),
      },
      smsFieldLimits,
    );
  },
  "application-received": ({ language, data }) => {
    const payload = data as ApplicationReceivedPayload;
    const text = withoutEmptyName(smsTexts[language].applicationReceived, payload.fullName);
    return composeSms(
      text,
      { name: payload.fullName, reference: payload.paymentReference },
      smsFieldLimits,
    );
  },
  "application-approved": (context) => {
    const payload = context.data as ApplicationDecisionPayload;
    const text = withoutEmptyName(smsTexts[context.language].applicationApproved, payload.fullName);
    return composeSms(
      text,
      {
        name: payload.fullName,
        number: payload.membershipNumber ?? "",
        // Not linked yet: she signs in (or up) first.
        link: siteUrl(context, payload.linked ? "/dashboard" : "/login"),
      },
      smsFieldLimits,
    );
  },
  "payment-confirmed": (context) => {
    const payload = context.data as PaymentConfirmedPayload;
    const t = smsTexts[context.language];
    return composeSms(
      t.paymentReceipt,
      {
        amount: formatNaira(payload.amountKobo).replace(/^₦/, ""),
        purpose: t.purposes[payload.forRenewal ? "renewal" : "join"],
        reference: payload.paymentReference,
        link: siteUrl(context, payload.linked ? "/dashboard/receipts" : "/login"),
      },
      smsFieldLimits,
    );
  },
  "renewal-reminder": (context) => {
    const payload = context.data as RenewalReminderPayload;
    const t = smsTexts[context.language].renewal;
    const when = payload.daysLeft > 0 ? "ahead" : payload.daysLeft === 0 ? "today" : "ended";
    return composeSms(
      t[when],
      {
        date: formatWatDayIn(payload.endsOn, context.language),
        graceDate: formatWatDayIn(payload.graceEndsOn, context.language),
        link: siteUrl(context, "/dashboard/renew"),
      },
      smsFieldLimits,
    );
  },
};

/** An announcement's text (issue #40): its subject, the link to read it, the link to stop them. */
export function announcementSms(
  language: Language,
  { subject, links }: { subject: string; links: BulkSmsLinks },
) {
  return composeSms(
    smsTexts[language].announcement,
    { title: subject, read: links.read, stop: links.stop },
    smsFieldLimits,
  );
}

/** An event's text: its title, its date and time, and the link to her place. */
function eventSms(context: SmsContext, text: string) {
  const payload = context.data as EventMailFacts & { code: string };
  const link = siteUrl(context, `/rsvp/${payload.code}`);
  return composeSms(text, { event: payload.title, when: payload.when, link }, smsFieldLimits);
}

/** A code's text (issue #40): the 6 digits and the minutes they work for. */
function codeSms(text: string, data: unknown) {
  const { code, minutes } = data as PhoneCodePayload;
  return composeSms(text, { code, minutes: String(minutes) }, smsFieldLimits);
}

/**
 * A text without her name when there is none to say (an SMS is to a number nobody proved, whose
 * messages carry no words typed by whoever gave it: deliver.server's withoutVisitorWords):
 * "ZAMWE: {name}, we have…" → "ZAMWE: we have…", "Welcome, {name}! Your…" → "Welcome! Your…".
 */
export function withoutEmptyName(text: string, name: string) {
  if (name) return text;
  return text.replace(/,?\s*\{name\}([,!]?)\s*/, (_whole, mark: string) =>
    mark === "!" ? "! " : " ",
  );
}

/** Whether this kind of message can go by SMS. */
export const goesBySms = (kind: MessageKind) => kind in smsOfKind;

/** The text an SMS of this kind says, or null when the kind has none. */
export function smsTextOf(kind: MessageKind, context: SmsContext): string | null {
  return smsOfKind[kind]?.(context) ?? null;
}

/** What one SMS page is reckoned to cost, in kobo, when SMS_PAGE_PRICE_KOBO does not say. */
export const DEFAULT_SMS_PAGE_PRICE_KOBO = 500;

/**
 * The price of an SMS page for the Outbox's estimates (issue #40): SMS_PAGE_PRICE_KOBO, set to
 * the association's Termii price, else DEFAULT_SMS_PAGE_PRICE_KOBO. An estimate: Termii's bill
 * is what counts.
 */
export function smsPagePriceKobo(env: Pick<Env, "SMS_PAGE_PRICE_KOBO">): number {
  const configured = Number(env.SMS_PAGE_PRICE_KOBO);
  return env.SMS_PAGE_PRICE_KOBO && Number.isInteger(configured) && configured >= 0
    ? configured
    : DEFAULT_SMS_PAGE_PRICE_KOBO;
}
