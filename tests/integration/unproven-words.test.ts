// Issue #50: a message to an address nobody has proven says only the association's words. The
// name typed with the address (the only visitor text a payload carries) appears nowhere in it:
// not in the greeting, the text, the HTML or a link's prefilled WhatsApp text. A proven address
// keeps her name.
import { beforeAll, describe, expect, it } from "vitest";
import { renderStoredMessage } from "../../app/messages/deliver.server";
import { createTestDatabase, type TestDatabase } from "./support/d1";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

const NAME = "Zainab Qwertyuiop";
const HOSTILE = "URGENT Payfeexyz";

/** A stored message's row of each kind that carries a name, as the queue's consumer reads it. */
const payloads: Record<string, object> = {
  "event-rsvp": {
    fullName: NAME,
    code: "0123456789abcdef0123456789abcdef",
    title: "Pricing workshop",
    when: "Saturday, 14 March 2030 at 10:30",
    location: "Gusau Hall",
    status: "confirmed",
    position: 1,
  },
  "application-received": {
    fullName: NAME,
    paymentReference: "ZW-7K3Q9",
    plan: "starter",
    addressProofToken: "a".repeat(43),
  },
};

const render = (kind: string, fullName: string, unproven: boolean, language: "en" | "ha") =>
  renderStoredMessage(t.env, {
    id: crypto.randomUUID(),
    kind,
    language,
    payload: JSON.stringify({
      origin: "http://zamwe.test",
      data: { ...payloads[kind], fullName },
    }),
    recipientUnproven: unproven,
    createdAt: new Date(),
  })!;

describe("a message to an unproven address holds no visitor text", () => {
  for (const kind of Object.keys(payloads)) {
    for (const language of ["en", "ha"] as const) {
      it(`${kind} (${language})`, () => {
        for (const fullName of [NAME, HOSTILE]) {
          const mail = render(kind, fullName, true, language);
          const surname = fullName.split(" ").pop()!;
          for (const part of [mail.subject, mail.text, mail.html]) {
            expect(part).not.toContain(surname);
            expect(decodeURIComponent(part)).not.toContain(surname);
          }
        }
        // To her proven address, her name stays.
        expect(render(kind, NAME, false, language).text).toContain(NAME);
      });
    }
  }
});
