import type { Language } from "~/i18n/language";
import { smsFieldLimits, smsTexts } from "~/i18n/sms";
import { composeSms } from "~/messages/sms-pages";
import type { MessageKind } from "~/messages/templates.server";
import type { PhoneCodePayload } from "~/messages/account-mail.server";

/** What an SMS is made from: the message's stored payload, and her language. */
type SmsContext = { language: Language; origin: string; data: unknown };

/**
 * The SMS half of a kind of message (issue #40): what is texted, in her language, made from the
 * same payload as its e-mail. A kind without an SMS text here goes by e-mail only; every text is
 * held to 2 pages by app/messages/sms-pages.test.ts. More kinds join as their flows gain a phone.
 */
const smsOfKind: Partial<Record<MessageKind, (context: SmsContext) => string>> = {
  "outbox-test": ({ language }) => composeSms(smsTexts[language].outboxTest, {}, smsFieldLimits),
  "phone-code": ({ language, data }) => codeSms(smsTexts[language].phoneCode, data),
  "reset-code": ({ language, data }) => codeSms(smsTexts[language].resetCode, data),
};

/** A code's text (issue #40): the 6 digits and the minutes they work for. */
function codeSms(text: string, data: unknown) {
  const { code, minutes } = data as PhoneCodePayload;
  return composeSms(text, { code, minutes: String(minutes) }, smsFieldLimits);
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
