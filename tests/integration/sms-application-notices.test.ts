/**
 * Her application's notices on her channel (issue #40), inside workerd against a real D1, SMS
 * through the run's Termii stand-in: an applicant who gave no e-mail gets "application received"
 * and "approved" by SMS, in her language, without her name (a number nobody proved).
 */
import { describe, expect, it } from "vitest";
import { deliverMessage } from "../../app/messages/deliver.server";
import {
  sendApplicationDecision,
  sendApplicationReceived,
} from "../../app/models/membership/notices.server";
import { termii, termiiVars } from "./support/termii";
import { createTestDatabase } from "./support/d1";

const { sentTo } = termii;

describe("her application's notices on her channel", () => {
  it("texts an applicant without an e-mail: application received, then approved, in her language", async () => {
    const t = await createTestDatabase(termiiVars);
    const phone = "+2348036660101";
    await t.db
      .prepare(
        `INSERT INTO join_applications (id, full_name, phone_number, email, contact_address, next_of_kin,
          business_name, business_type, why_join, membership_plan, status, payment_reference, language)
         VALUES ('app-noemail', 'Hauwa Sani', ?, NULL, 'Gusau', 'Kin', 'Shop', 'agriculture', 'To grow', 'pro', 'pending', 'ZW-SMS1', 'ha')`,
      )
      .bind(phone)
      .run();
    const origin = "https://zamwe.test";
    await sendApplicationReceived(t.env, { applicationId: "app-noemail", origin });
    await t.db
      .prepare("UPDATE join_applications SET status = 'approved' WHERE id = 'app-noemail'")
      .run();
    await sendApplicationDecision(t.env, {
      applicationId: "app-noemail",
      status: "approved",
      origin,
    });
    const rows = await t.db
      .prepare(
        "SELECT id, kind, channel, recipient, language FROM messages WHERE recipient = ? ORDER BY created_at, kind DESC",
      )
      .bind(phone)
      .all<{ id: string; kind: string; channel: string; recipient: string; language: string }>();
    expect(
      rows.results.map(({ kind, channel, language }) => ({ kind, channel, language })),
    ).toEqual([
      { kind: "application-received", channel: "sms", language: "ha" },
      { kind: "application-approved", channel: "sms", language: "ha" },
    ]);
    const texts: string[] = [];
    for (const row of rows.results) {
      expect(await deliverMessage(t.env, row.id, new Date())).toBe("sent");
      texts.push((await sentTo(phone)).at(-1)!.sms);
    }
    // A number nobody proved gets no words typed by whoever gave it: her name is left out.
    expect(texts[0]).toMatch(
      /^ZAMWE: mun karbi bukatarki ta zama memba\. Lambar shaidar biyanki ita ce ZW-SMS1:/,
    );
    expect(texts[1]).toMatch(
      /^ZAMWE: Barka da zuwa! An amince da zama membanki, lamba .*https:\/\/zamwe\.test\/login\?lang=ha$/,
    );
  });
});
