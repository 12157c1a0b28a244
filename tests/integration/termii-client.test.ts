/**
 * The Termii client (app/services/termii.server.ts) inside workerd, against the run's stand-in
 * (scripts/termii-stand-in.mjs): the real fetch, the real Web Crypto, Termii's documented shapes
 * (issue #40). No database: the client keeps no state.
 */
import { describe, expect, inject, it } from "vitest";
import {
  isSignedByTermii,
  parseDeliveryReport,
  sendSms,
  termiiConfig,
  type TermiiConfig,
} from "../../app/services/termii.server";
import { composeSms } from "../../app/messages/sms-pages";
import { smsFieldLimits, smsTexts } from "../../app/i18n/sms";
import { termiiDoor } from "../support/termii-door";

const standIn = inject("termiiStandIn");
const config: TermiiConfig = {
  apiKey: standIn.apiKey,
  senderId: "ZAMWE",
  secretKey: standIn.secretKey,
  baseUrl: standIn.url,
};

const { sentTo, signedReport, makeUnreachable } = termiiDoor(standIn.url);

let serial = 0;
/** A Nigerian mobile of this test's own, in E.164 (the stand-in lives as long as the run). */
const freshNumber = () =>
  `+234803${String((Date.now() * 10 + ++serial) % 10_000_000).padStart(7, "0")}`;

describe("termiiConfig", () => {
  const env = (vars: Record<string, string>) => vars as unknown as Env;

  it("is off without a key or with a sender ID Termii would refuse", () => {
    expect(termiiConfig(env({ TERMII_SENDER_ID: "ZAMWE" }))).toBeUndefined();
    expect(termiiConfig(env({ TERMII_API_KEY: "k", TERMII_SENDER_ID: "ZA" }))).toBeUndefined();
    expect(
      termiiConfig(env({ TERMII_API_KEY: "k", TERMII_SENDER_ID: "ZAMWE-GUSAU" })),
    ).toBeUndefined();
  });

  it("takes the stand-in's URL locally, and always Termii's own in production", () => {
    const vars = {
      TERMII_API_KEY: "k",
      TERMII_SENDER_ID: "ZAMWE",
      TERMII_BASE_URL: `${standIn.url}/`,
    };
    expect(termiiConfig(env(vars))?.baseUrl).toBe(standIn.url);
    expect(termiiConfig(env({ ...vars, ENVIRONMENT: "production" }))?.baseUrl).toBe(
      "https://api.ng.termii.com",
    );
    expect(termiiConfig(env(vars))?.secretKey).toBeUndefined();
  });
});

describe("sendSms", () => {
  it("sends one text on the dnd route, as Termii takes it, and returns its message id", async () => {
    const to = freshNumber();
    const text = composeSms(
      smsTexts.ha.renewal.ahead,
      { date: "Laraba, 30 ga Satumba, 2026", link: "https://zamwe.org/dashboard/renew?lang=ha" },
      smsFieldLimits,
    );
    const result = await sendSms(config, { to, text });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.messageId).toMatch(/^\d{16}$/);
    expect(typeof result.balance).toBe("number");
    expect(await sentTo(to.slice(1))).toEqual([
      expect.objectContaining({
        message_id: result.messageId,
        to: to.slice(1),
        from: "ZAMWE",
        channel: "dnd",
        sms: "ZAMWE: zama membanki zai kare ranar Laraba, 30 ga Satumba, 2026. Ki sabunta shi don wata shekara: https://zamwe.org/dashboard/renew?lang=ha",
      }),
    ]);
  });

  it("refuses a number that is not a Nigerian mobile before any call", async () => {
    for (const to of ["+447911123456", "+2341234567", "08031234567", "+23480312345678"]) {
      const result = await sendSms(config, { to, text: "ZAMWE: test" });
      expect(result).toEqual({
        ok: false,
        reason: "refused",
        detail: "not a Nigerian mobile number",
      });
      expect(await sentTo(to.replace(/^\+/, ""))).toEqual([]);
    }
  });

  it("is refused with a wrong key or sender ID, saying Termii's status and nothing of the key", async () => {
    const to = freshNumber();
    const wrongKey = await sendSms({ ...config, apiKey: "TLwrong" }, { to, text: "ZAMWE: test" });
    expect(wrongKey).toEqual({ ok: false, reason: "refused", detail: "HTTP 401: Invalid API key" });
    expect(JSON.stringify(wrongKey)).not.toContain("TLwrong");
    const wrongSender = await sendSms({ ...config, senderId: "Z" }, { to, text: "ZAMWE: test" });
    expect(wrongSender).toMatchObject({
      ok: false,
      reason: "refused",
      detail: "HTTP 400: Invalid sender ID.",
    });
    expect(await sentTo(to.slice(1))).toEqual([]);
  });

  it("says Termii is unreachable when nothing answers, or the connection drops", async () => {
    const to = freshNumber();
    await makeUnreachable(to);
    const dropped = await sendSms(config, { to, text: "ZAMWE: test" });
    expect(dropped).toMatchObject({ ok: false, reason: "unreachable" });
    expect(JSON.stringify(dropped)).not.toContain(to.slice(4));
  });
});

describe("delivery reports", () => {
  it("believes a report signed with the secret key, and reads what became of the text", async () => {
    const to = freshNumber();
    const sent = await sendSms(config, { to, text: "ZAMWE: test" });
    if (!sent.ok) throw new Error(sent.detail);
    const cases: [string, string][] = [
      ["DELIVERED", "delivered"],
      ["Message Failed", "failed"],
      ["DND Active on Phone Number", "rejected"],
      ["Expired", "expired"],
      ["Message Sent", "sent"],
    ];
    for (const [status, delivery] of cases) {
      const report = await signedReport(sent.messageId, status);
      expect(await isSignedByTermii(config, report.body, report.signature), status).toBe(true);
      expect(parseDeliveryReport(report.body)).toEqual({ messageId: sent.messageId, delivery });
    }
  });

  it("refuses a report signed otherwise, changed, unsigned, or with no secret key configured", async () => {
    const to = freshNumber();
    const sent = await sendSms(config, { to, text: "ZAMWE: test" });
    if (!sent.ok) throw new Error(sent.detail);
    const report = await signedReport(sent.messageId, "DELIVERED");
    const changed = report.body.replace("DELIVERED", "Message Failed");
    expect(await isSignedByTermii(config, changed, report.signature)).toBe(false);
    expect(await isSignedByTermii(config, report.body, null)).toBe(false);
    expect(await isSignedByTermii(config, report.body, "ab".repeat(64))).toBe(false);
    expect(
      await isSignedByTermii({ ...config, secretKey: "other" }, report.body, report.signature),
    ).toBe(false);
    expect(
      await isSignedByTermii({ ...config, secretKey: undefined }, report.body, report.signature),
    ).toBe(false);
  });

  it("reads nothing from a body that is not a report, or a status it does not know", () => {
    expect(parseDeliveryReport("not json")).toBeUndefined();
    expect(
      parseDeliveryReport(JSON.stringify({ type: "device_status", status: "disconnected" })),
    ).toBeUndefined();
    expect(
      parseDeliveryReport(JSON.stringify({ message_id: "1", status: "Queued at the moon" })),
    ).toBeUndefined();
  });
});
