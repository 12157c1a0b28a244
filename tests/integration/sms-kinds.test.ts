/**
 * Every kind of message that has an SMS text (issue #40), in both languages, through the whole
 * way a text goes inside workerd: written by sendMessage to a phone, taken by the delivery,
 * sent to the run's Termii stand-in. What the stand-in received is her language's template
 * (every word of it, as SMS writes them: plain letters, ADR 0046; without her name, which no
 * text to a number says) with each field filled, at most 2 pages, on Termii's transactional
 * route and from the configured sender ID.
 */
import { describe, expect, it, beforeAll } from "vitest";
import { deliverMessage } from "../../app/messages/deliver.server";
import { sendMessage } from "../../app/messages/send.server";
import { goesBySms, withoutEmptyName } from "../../app/messages/sms.server";
import { inPlainLetters, smsSize } from "../../app/messages/sms-pages";
import { templates, type MessageKind, type PayloadOf } from "../../app/messages/templates.server";
import { smsTexts } from "../../app/i18n/sms";
import { languages, type Language } from "../../app/i18n/language";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { termii, termiiVars } from "./support/termii";

const ORIGIN = "https://zamwe.test";
const event = {
  fullName: "Hauwa",
  code: "0123456789abcdef0123456789abcdef",
  title: "Pricing workshop",
  when: "Saturday, 12 June 2027, 10:00 AM WAT",
  location: "Gusau Hall",
};
const applicant = { fullName: "Hauwa Sani", paymentReference: "ZW-7K3Q9", plan: "pro" as const };

/** A payload of each kind that has an SMS text, and the template (by language) it is sent with. */
const samples: {
  [K in MessageKind]?: { data: PayloadOf<K>; template: (language: Language) => string };
} = {
  "phone-code": {
    data: { code: "483920", minutes: 10 },
    template: (l) => smsTexts[l].phoneCode,
  },
  "reset-code": {
    data: { code: "483921", minutes: 10 },
    template: (l) => smsTexts[l].resetCode,
  },
  "event-rsvp": {
    data: { ...event, status: "confirmed", position: 1 },
    template: (l) => smsTexts[l].ticket,
  },
  "event-reminder": { data: event, template: (l) => smsTexts[l].eventReminder },
  "election-reminder": {
    data: {
      fullName: "Hauwa",
      electionId: "0b5e8a0c-8f1e-4c55-9d8e-2f3a4b5c6d7e",
      title: "Executive Committee",
      closes: "Saturday, 12 June 2027, 6:00 PM WAT",
    },
    template: (l) => smsTexts[l].electionReminder,
  },
  "event-certificate": {
    data: { fullName: "Hauwa", code: "7KQ2-M9XD-AB12-CD34", title: event.title },
    template: (l) => smsTexts[l].certificate,
  },
  "event-offer": {
    data: { ...event, deadline: "Sunday, 13 June 2027, 10:00 AM WAT" },
    template: (l) => smsTexts[l].waitlistOffer,
  },
  "application-received": {
    data: applicant,
    template: (l) => smsTexts[l].applicationReceived,
  },
  "application-approved": {
    data: {
      ...applicant,
      email: null,
      linked: true,
      membershipNumber: "ZW-2027-00042",
      paymentConfirmed: true,
      reason: null,
    },
    template: (l) => smsTexts[l].applicationApproved,
  },
  "payment-confirmed": {
    data: {
      fullName: "Hauwa Sani",
      periodId: "period-1",
      receiptNumber: "R-ZW-7K3Q9",
      paymentReference: "ZW-7K3Q9",
      plan: "pro",
      amountKobo: 590000,
      startsOn: "2027-01-01",
      endsOn: "2027-12-31",
      confirmedAt: Date.UTC(2027, 0, 1),
      forRenewal: false,
      linked: true,
    },
    template: (l) => smsTexts[l].paymentReceipt,
  },
  "renewal-reminder": {
    data: {
      stage: "7-days",
      fullName: "Hauwa Sani",
      plan: "pro",
      amountKobo: 590000,
      endsOn: "2027-06-19",
      graceEndsOn: "2027-07-19",
      daysLeft: 7,
    },
    template: (l) => smsTexts[l].renewal.ahead,
  },
  announcement: {
    data: { subject: "General meeting", body: "", name: "Hauwa", why: { to: "member" } },
    template: (l) => smsTexts[l].announcement,
  },
  "outbox-test": { data: { sentBy: "admin@zamwe.test" }, template: (l) => smsTexts[l].outboxTest },
};

/** The words of a template around its fields, as SMS writes them. */
const wordsOf = (template: string) =>
  template
    .split(/\{\w+\}/)
    .map((part) => inPlainLetters(part).trim())
    .filter((part) => part.length > 0);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase(termiiVars);
});

describe("every kind with an SMS text, in each language", () => {
  it("covers every kind that goes by SMS", () => {
    const kinds = (Object.keys(templates) as MessageKind[]).filter(goesBySms).sort();
    expect(Object.keys(samples).sort()).toEqual(kinds);
  });

  let n = 0;
  for (const [kind, sample] of Object.entries(samples) as [
    MessageKind,
    NonNullable<(typeof samples)[MessageKind]>,
  ][]) {
    for (const language of languages) {
      it(`${kind} in ${language}`, async () => {
        const phone = `+23480377${String(++n).padStart(5, "0")}`;
        const key = `sms-kind:${kind}:${language}:${crypto.randomUUID()}`;
        // An announcement's text goes only to an account that agrees to them.
        const userId = kind === "announcement" ? `agreed-${n}` : null;
        if (userId) {
          await t.db
            .prepare(
              "INSERT INTO users (id, email, password_hash, sms_announcements) VALUES (?, NULL, 'x', 1)",
            )
            .bind(userId)
            .run();
        }
        expect(
          await sendMessage(t.env, {
            kind,
            to: { phone, language, userId },
            data: sample.data as never,
            key,
            origin: ORIGIN,
          }),
        ).toBe("queued");
        const row = await t.db
          .prepare("SELECT id FROM messages WHERE idempotency_key = ?")
          .bind(key)
          .first<{ id: string }>();
        expect(await deliverMessage(t.env, row!.id)).toBe("sent");
        const [sent] = await termii.sentTo(phone);
        expect(sent).toMatchObject({ from: "ZAMWE", channel: "dnd" });
        const text = sent!.sms;
        // A text to a number says no name (deliver.server's withoutVisitorWords): its template
        // as sent without one.
        for (const words of wordsOf(withoutEmptyName(sample.template(language), ""))) {
          expect(text).toContain(words);
        }
        expect(text).not.toMatch(/\{\w+\}/);
        expect(smsSize(text)).toMatchObject({ encoding: "gsm-7" });
        expect(smsSize(text).pages).toBeLessThanOrEqual(2);
        // Links in her language: the Hausa ones carry it.
        for (const link of text.match(/https:\/\/zamwe\.test\/\S+/g) ?? []) {
          if (language === "ha") expect(link).toMatch(/[?&]lang=ha$/);
          else expect(link).not.toContain("lang=");
        }
      });
    }
  }
});
