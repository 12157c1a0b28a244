import { beforeAll, describe, expect, it } from "vitest";
import { deliverMessage, renderStoredMessage } from "../../app/messages/deliver.server";
import { getDb } from "../../app/models/db.server";
import {
  newPaymentReference,
  submitApplication,
} from "../../app/models/membership/applications.server";
import { firstPeriodStatement } from "../../app/models/membership/periods.server";
import { requestRenewal } from "../../app/models/membership/renewals.server";
import { sendJoinReceipt } from "../../app/models/membership/notices.server";
import { action as joinAction } from "../../app/routes/_public+/join._index";
import { action as applicationsAction } from "../../app/routes/admin+/_index";
import { action as membersAction } from "../../app/routes/admin+/members";
import { formatWatDayIn } from "../../app/utils/hausa-dates";
import { DEFAULT_TERMS } from "../../app/models/membership/period-rules";
import { signedInAccount, settle, type SignedIn } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { joinDetails } from "./support/join";
import { flashOf } from "./support/realtime";
import { routeArgs } from "../support/route-args";

/**
 * The notices of issue #27: each event of an application or a renewal queues exactly one e-mail,
 * to her, in her language, keyed by the event (a repeat queues nothing more), and it reads right
 * once rendered: subject, ₦ amounts, WAT dates, the receipt's link, under 30 KB.
 */

const ORIGIN = "http://zamwe.test";
const PRICES = { starter: 290_000, pro: 590_000 };
let t: TestDatabase;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestDatabase();
  admin = await signedInAccount(t, "secretary@zamwe.test", { admin: true });
});

type MessageRow = {
  id: string;
  kind: string;
  recipient: string;
  language: "en" | "ha";
  user_id: string | null;
  status: string;
  idempotency_key: string;
  payload: string | null;
};

const messagesTo = async (recipient: string) =>
  (
    await t.db
      .prepare("SELECT * FROM messages WHERE lower(recipient) = lower(?) ORDER BY created_at")
      .bind(recipient)
      .all<MessageRow>()
  ).results;

/** The message as she reads it (rendered as the queue's consumer does), then sent. */
async function read(message: MessageRow) {
  const rendered = renderStoredMessage(t.env, message)!;
  expect(await deliverMessage(t.env, message.id)).toBe("sent");
  const size = new TextEncoder().encode(rendered.html + rendered.text).length;
  expect(size).toBeLessThan(30 * 1024);
  return rendered;
}

/** The applicant's /join submission (step 2 → stored), on the page in `language`. */
async function apply(email: string | undefined, language: "en" | "ha" = "en") {
  const key = crypto.randomUUID();
  const fields = {
    ...joinDetails(key),
    email: email ?? "",
    paymentReference: newPaymentReference(),
    intent: "submit",
  };
  const post = () =>
    joinAction(
      routeArgs({
        request: new Request(`${ORIGIN}/join${language === "ha" ? "?lang=ha" : ""}`, {
          method: "POST",
          body: new URLSearchParams(fields),
        }),
        context: t.context,
        params: {},
      }),
    );
  expect(((await post()) as Response).status).toBe(302);
  // A double click: the same form again.
  expect(((await post()) as Response).status).toBe(302);
  const row = await t.db
    .prepare("SELECT id, payment_reference FROM join_applications WHERE idempotency_key = ?")
    .bind(key)
    .first<{ id: string; payment_reference: string }>();
  return { id: row!.id, reference: row!.payment_reference };
}

const adminPost = (
  action: typeof applicationsAction | typeof membersAction,
  path: string,
  form: Record<string, string>,
) =>
  settle(() =>
    action(
      routeArgs({
        request: new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers: { Cookie: admin.cookie },
          body: new URLSearchParams(form),
        }),
        context: t.context,
        params: {},
      }),
    ),
  );
const decide = (form: Record<string, string>) =>
  adminPost(applicationsAction, "/admin?index", form);

const decisionOf = async (id: string) =>
  (await t.db
    .prepare("SELECT status, rejection_reason, language FROM join_applications WHERE id = ?")
    .bind(id)
    .first<{ status: string; rejection_reason: string | null; language: string }>())!;

describe("application received", () => {
  it("queues one message in the language of the page she applied on, with her reference and what comes next", async () => {
    const email = "hadiza.received@example.com";
    const { id, reference } = await apply(email, "ha");
    const [message, ...more] = await messagesTo(email);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      kind: "application-received",
      language: "ha",
      user_id: null,
      status: "queued",
      idempotency_key: `application-received:${id}`,
    });
    const mail = await read(message!);
    expect(mail.subject).toBe("Mun karɓi neman zama membanki na ZAMWE");
    expect(mail.text).toContain("Sannu Hajara Sulaiman,");
    expect(mail.text).toContain(`Lambar shaidar biya: ${reference}`);
    // The plan's price, in naira, and the way to send the proof (her WhatsApp message, written).
    expect(mail.text).toContain("Adadi: ₦5,900");
    expect(mail.text).toContain("https://wa.me/2349127545291?text=");
    expect(mail.html).toContain(encodeURIComponent(reference));
  });

  it("in English on the English page; nothing without an address", async () => {
    const email = "amina.received@example.com";
    const { reference } = await apply(email);
    const [message, ...more] = await messagesTo(email);
    expect(more).toEqual([]);
    expect(message!.language).toBe("en");
    const mail = await read(message!);
    expect(mail.subject).toBe("We received your ZAMWE membership application");
    expect(mail.text).toContain(`Payment reference: ${reference}`);
    expect(mail.text).toContain("Amount: ₦5,900");

    const before = await t.db.prepare("SELECT count(*) AS n FROM messages").first<{ n: number }>();
    await apply(undefined);
    const after = await t.db.prepare("SELECT count(*) AS n FROM messages").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });
});

describe("the decision and the first year's receipt", () => {
  it("approved: one message on how to sign up and link; the receipt when her payment is confirmed, once", async () => {
    const email = "zainab.approved@example.com";
    const { id, reference } = await apply(email);
    const approved = (await decide({ intent: "approve", id })) as Response;
    expect(await flashOf(t, approved)).toMatchObject({
      message: "Status updated",
      description: "Application marked as approved. An e-mail was sent to her.",
    });
    // Another tab's second decision is refused, and sends nothing.
    expect(((await decide({ intent: "reject", id })) as { init: ResponseInit }).init.status).toBe(
      409,
    );
    const [, decision, ...none] = await messagesTo(email);
    expect(none).toEqual([]);
    // Not linked to an account: the language of the page she applied on.
    expect(decision).toMatchObject({
      kind: "application-approved",
      language: "en",
      user_id: null,
      idempotency_key: `application-decision:${id}:approved`,
    });
    const mail = await read(decision!);
    expect(mail.subject).toBe("Your ZAMWE membership application is approved");
    expect(mail.text).toMatch(/Membership number: ZW-\d{4}-\d{5}/);
    expect(mail.text).toContain(`Your membership year starts when your payment (${reference})`);
    expect(mail.text).toContain(`create your account with this e-mail address (${email})`);
    expect(mail.text).toContain(`${ORIGIN}/login?tab=signup`);
    expect(mail.text).toContain(`${ORIGIN}/dashboard/link`);

    // The payment confirmed: her first period, and its receipt. Twice, then withdrawn and
    // confirmed again: still one receipt (one transfer, one receipt).
    const confirm = (confirmed: boolean) =>
      decide({ intent: "payment", id, confirmed: String(confirmed) });
    const paid = (await confirm(true)) as Response;
    expect(await flashOf(t, paid)).toMatchObject({
      description: "The bank transfer is recorded as received. An e-mail was sent to her.",
    });
    await confirm(true);
    await confirm(false);
    await confirm(true);
    const receipts = (await messagesTo(email)).filter((m) => m.kind === "payment-confirmed");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      language: "en",
      idempotency_key: `payment-confirmed:${reference}`,
    });
    const period = await t.db
      .prepare("SELECT id, starts_on, ends_on FROM membership_periods WHERE application_id = ?")
      .bind(id)
      .first<{ id: string; starts_on: string; ends_on: string }>();
    const receipt = await read(receipts[0]!);
    expect(receipt.subject).toBe(`Your ZAMWE receipt R-${reference}`);
    expect(receipt.text).toContain("Amount paid: ₦5,900");
    expect(receipt.text).toContain("Plan: Pro membership");
    const periodText = `${formatWatDayIn(period!.starts_on, "en")} – ${formatWatDayIn(period!.ends_on, "en")}`;
    expect(receipt.text).toContain(`Period: ${periodText}`);
    // No account yet: the link signs her in first, then opens the receipt.
    const receiptPath = `/dashboard/receipts/${JSON.parse(receipts[0]!.payload!).data.periodId}`;
    expect(receipt.text).toContain(`${ORIGIN}/login?redirectTo=${encodeURIComponent(receiptPath)}`);
    expect(receipt.text).toContain("No account yet?");
  });

  it("paid before approval: approving sends the decision and the receipt, to her account in its language", async () => {
    const member = await signedInAccount(t, "rakiya.member@example.com");
    await t.db.prepare("UPDATE users SET language = 'ha' WHERE id = ?").bind(member.id).run();
    const { id, reference } = await apply("rakiya.application@example.com");
    await t.db
      .prepare("UPDATE join_applications SET user_id = ? WHERE id = ?")
      .bind(member.id, id)
      .run();
    await decide({ intent: "payment", id, confirmed: "true" });
    // Her payment arrived while the application waits (issue #38): she is told, once.
    await decide({ intent: "payment", id, confirmed: "true" });
    const [received, ...none] = await messagesTo(member.email);
    expect(none).toEqual([]);
    expect([received!.kind, received!.language, received!.idempotency_key]).toEqual([
      "application-payment-received",
      "ha",
      `application-payment-received:${id}`,
    ]);
    const receivedMail = await read(received!);
    expect(receivedMail.subject).toBe("ZAMWE: an karɓi biyan kuɗinki");
    expect(receivedMail.text).toContain("Adadin da aka biya: ₦5,900");
    expect(receivedMail.text).toContain("An biya ta: Tura kuɗi a banki");
    expect(receivedMail.text).toContain(`Lambar shaidar biya: ${reference}`);
    expect(receivedMail.text).toContain("mai gudanarwa zai duba neman ki");
    await decide({ intent: "approve", id });

    const sent = (await messagesTo(member.email)).slice(1);
    expect(sent.map((m) => [m.kind, m.language, m.user_id, m.idempotency_key])).toEqual([
      ["application-approved", "ha", member.id, `application-decision:${id}:approved`],
      ["payment-confirmed", "ha", member.id, `payment-confirmed:${reference}`],
    ]);
    const approved = await read(sent[0]!);
    expect(approved.subject).toBe("An amince da neman zama membanki na ZAMWE");
    expect(approved.text).toContain(`${ORIGIN}/dashboard?lang=ha`);
    expect(approved.text).not.toContain("/login");

    const periodId = JSON.parse(sent[1]!.payload!).data.periodId as string;
    const receipt = await read(sent[1]!);
    expect(receipt.subject).toBe(`Rasitinki na ZAMWE R-${reference}`);
    expect(receipt.text).toContain("Adadin da aka biya: ₦5,900");
    expect(receipt.text).toContain(`${ORIGIN}/dashboard/receipts/${periodId}?lang=ha`);
    expect(receipt.html).toContain(`lang="ha"`);
  });

  it("rejected: one message, keyed by the decision; no reason given, none told", async () => {
    const email = "safiya.rejected@example.com";
    const { id, reference } = await apply(email);
    await decide({ intent: "reject", id, reason: "   " });
    await decide({ intent: "reject", id });
    const decisions = (await messagesTo(email)).filter((m) => m.kind === "application-rejected");
    expect(decisions).toHaveLength(1);
    expect(decisions[0]!.idempotency_key).toBe(`application-decision:${id}:rejected`);
    const mail = await read(decisions[0]!);
    expect(mail.subject).toBe("Your ZAMWE membership application was not approved");
    expect(mail.text).toContain(`your application (${reference}) was not approved`);
    expect(mail.text).not.toContain("The reason:");
    expect(mail.text).toContain("WhatsApp at +234 912 754 5291");
    expect((await decisionOf(id)).rejection_reason).toBeNull();
  });

  it("rejected with a reason: stored with the decision and its audit entry, and told in the e-mail", async () => {
    const email = "maryam.reason@example.com";
    const { id } = await apply(email);
    const reason = "We could not find your transfer; please write the reference in the narration.";
    const rejected = (await decide({ intent: "reject", id, reason: `  ${reason} ` })) as Response;
    expect(await flashOf(t, rejected)).toMatchObject({ message: "Status updated" });
    expect(await decisionOf(id)).toMatchObject({ status: "rejected", rejection_reason: reason });
    const audit = await t.db
      .prepare("SELECT after FROM audit_log WHERE action = 'application.reject' AND subject_id = ?")
      .bind(id)
      .first<{ after: string }>();
    expect(JSON.parse(audit!.after)).toEqual({ status: "rejected", rejection_reason: reason });
    const [notice] = (await messagesTo(email)).filter((m) => m.kind === "application-rejected");
    const mail = await read(notice!);
    expect(mail.text).toContain(`The reason: ${reason}`);
    expect(mail.html).toContain("The reason: We could not find your transfer");
  });

  it("a reason too long: a clear message under the field, and nothing stored or sent", async () => {
    const email = "long.reason@example.com";
    const { id } = await apply(email);
    const reason = "x".repeat(301);
    const answer = (await decide({ intent: "reject", id, reason })) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(400);
    const message = "Please keep the reason under 300 characters.";
    expect(answer.data.result.error.reason).toEqual([message]);
    expect(answer.data).toMatchObject({
      toast: { message: "Update failed", description: message },
    });
    // What she typed comes back to the form.
    expect(answer.data.result.initialValue).toMatchObject({ id, reason });
    expect(await decisionOf(id)).toMatchObject({ status: "pending", rejection_reason: null });
    const audits = await t.db
      .prepare("SELECT count(*) AS n FROM audit_log WHERE subject_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(audits!.n).toBe(0);
    expect((await messagesTo(email)).map((m) => m.kind)).toEqual(["application-received"]);
  });

  it("without an account, in the language of the page she applied on; linked, in her account's", async () => {
    const email = "jummai.hausa@example.com";
    const { id } = await apply(email, "ha");
    expect(await decisionOf(id)).toMatchObject({ language: "ha" });
    await decide({ intent: "reject", id, reason: "Ba mu ga kuɗin ba" });
    const [notice] = (await messagesTo(email)).filter((m) => m.kind === "application-rejected");
    expect(notice).toMatchObject({ language: "ha", user_id: null });
    const mail = await read(notice!);
    expect(mail.subject).toBe("Ba a amince da neman zama membanki na ZAMWE ba");
    expect(mail.text).toContain("Dalili: Ba mu ga kuɗin ba");

    // Applied on the Hausa page, then linked to an account that chose English: English.
    const member = await signedInAccount(t, "jummai.account@example.com");
    const linked = await apply("jummai.linked@example.com", "ha");
    await t.db
      .prepare("UPDATE join_applications SET user_id = ? WHERE id = ?")
      .bind(member.id, linked.id)
      .run();
    await decide({ intent: "approve", id: linked.id });
    const [approved] = await messagesTo(member.email);
    expect(approved).toMatchObject({ kind: "application-approved", language: "en" });
  });

  it("dates a receipt in WAT: a payment confirmed at 23:30 UTC is the next day's", async () => {
    const db = getDb(t.env);
    const application = await submitApplication(db, {
      ...joinDetails(crypto.randomUUID()),
      email: "late.payment@example.com",
      membershipPlan: "starter",
      directoryConsent: "on",
      paymentReference: newPaymentReference(),
      businessType: "agriculture",
    } as Parameters<typeof submitApplication>[1]);
    if (application === "reference-taken") throw new Error("fresh reference taken");
    await t.db
      .prepare(
        "UPDATE join_applications SET status = 'approved', payment_confirmed_at = ? WHERE id = ?",
      )
      .bind(Date.now(), application.id)
      .run();
    const confirmedAt = new Date("2026-03-01T23:30:00Z");
    await firstPeriodStatement(db, {
      applicationId: application.id,
      terms: DEFAULT_TERMS,
      priceKobo: PRICES,
      confirmedBy: admin.id,
      now: confirmedAt,
    });
    expect(await sendJoinReceipt(t.env, { applicationId: application.id, origin: ORIGIN })).toBe(
      "queued",
    );
    const [message] = await messagesTo("late.payment@example.com");
    const mail = await read(message!);
    expect(mail.text).toContain("Date confirmed: 2 March 2026");
    expect(mail.text).toContain("Period: 2 March 2026 – 2 March 2027");
    expect(mail.text).toContain("Amount paid: ₦2,900");
    // The same in Hausa, from the same stored message.
    const hausa = renderStoredMessage(t.env, { ...message!, language: "ha" })!;
    expect(hausa.text).toContain("Ranar tabbatarwa: 2 Maris 2026");
    expect(hausa.text).toContain("Adadin da aka biya: ₦2,900");
  });
});

describe("renewals", () => {
  /** An approved, paid member linked to her account, with a pending renewal request. */
  async function memberWithRenewal(email: string) {
    const member = await signedInAccount(t, email);
    const { id } = await apply(undefined);
    await t.db
      .prepare("UPDATE join_applications SET user_id = ? WHERE id = ?")
      .bind(member.id, id)
      .run();
    await decide({ intent: "payment", id, confirmed: "true" });
    await decide({ intent: "approve", id });
    const renewalId = crypto.randomUUID();
    const reference = newPaymentReference();
    await requestRenewal(getDb(t.env), {
      id: renewalId,
      applicationId: id,
      userId: member.id,
      plan: "starter",
      amountKobo: PRICES.starter,
      paymentReference: reference,
      idempotencyKey: crypto.randomUUID(),
      receiptKey: null,
    });
    return { member, renewalId, reference };
  }
  const renewalPost = (form: Record<string, string>) =>
    adminPost(membersAction, "/admin/members", form);

  it("confirmed: her renewal's receipt, once", async () => {
    const { member, renewalId, reference } = await memberWithRenewal("laraba.renews@example.com");
    const confirmed = (await renewalPost({ intent: "confirm-renewal", id: renewalId })) as Response;
    expect(await flashOf(t, confirmed)).toMatchObject({
      description: "Her membership is extended by one period. An e-mail was sent to her.",
    });
    await renewalPost({ intent: "confirm-renewal", id: renewalId });
    const receipts = (await messagesTo(member.email)).filter(
      (m) => m.idempotency_key === `payment-confirmed:${reference}`,
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ kind: "payment-confirmed", user_id: member.id });
    const mail = await read(receipts[0]!);
    expect(mail.subject).toBe(`Your ZAMWE receipt R-${reference}`);
    expect(mail.text).toContain("your renewal payment is confirmed");
    expect(mail.text).toContain("Plan: Starter membership (renewal)");
    expect(mail.text).toContain("Amount paid: ₦2,900");
    expect(mail.text).toMatch(new RegExp(`${ORIGIN}/dashboard/receipts/[0-9a-f-]{36}(?!\\?)`));
  });

  it("rejected: the admin's reason, once, in her language", async () => {
    const { member, renewalId, reference } = await memberWithRenewal("talatu.rejected@example.com");
    await t.db.prepare("UPDATE users SET language = 'ha' WHERE id = ?").bind(member.id).run();
    const reason = "Ba mu ga kuɗin a asusunmu ba";
    const rejected = (await renewalPost({
      intent: "reject-renewal",
      id: renewalId,
      reason,
    })) as Response;
    expect(await flashOf(t, rejected)).toMatchObject({
      description: "She sees your reason on her dashboard. An e-mail was sent to her.",
    });
    await renewalPost({ intent: "reject-renewal", id: renewalId, reason: "Another reason" });
    const notices = (await messagesTo(member.email)).filter((m) => m.kind === "renewal-rejected");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      language: "ha",
      user_id: member.id,
      idempotency_key: `renewal-rejected:${renewalId}`,
    });
    const mail = await read(notices[0]!);
    expect(mail.subject).toBe("Ba a tabbatar da sabuntawarki ta ZAMWE ba");
    expect(mail.text).toContain(`Dalili: ${reason}`);
    expect(mail.text).toContain(`(${reference}, ₦2,900)`);
    expect(mail.text).toContain(`${ORIGIN}/dashboard/renew?lang=ha`);
  });
});

describe("with e-mail off, or failing", () => {
  /** An admin approving a fresh application on another database (its own settings). */
  async function approveOn(other: TestDatabase) {
    const otherAdmin = await signedInAccount(other, "chair@zamwe.test", { admin: true });
    const application = await submitApplication(getDb(other.env), {
      ...joinDetails(crypto.randomUUID()),
      paymentReference: newPaymentReference(),
    } as Parameters<typeof submitApplication>[1]);
    if (application === "reference-taken") throw new Error("fresh reference taken");
    const answer = (await settle(() =>
      applicationsAction(
        routeArgs({
          request: new Request(`${ORIGIN}/admin?index`, {
            method: "POST",
            headers: { Cookie: otherAdmin.cookie },
            body: new URLSearchParams({ intent: "approve", id: application.id }),
          }),
          context: other.context,
          params: {},
        }),
      ),
    )) as Response;
    const status = await other.db
      .prepare("SELECT status FROM join_applications WHERE id = ?")
      .bind(application.id)
      .first<{ status: string }>();
    return { answer, status: status!.status };
  }

  it("off: no message, the admin's words as they were", async () => {
    const off = await createTestDatabase({ MAIL_FROM: "" });
    const { answer, status } = await approveOn(off);
    expect(status).toBe("approved");
    expect(await flashOf(off, answer)).toMatchObject({
      description: "Application marked as approved",
    });
    const count = await off.db.prepare("SELECT count(*) AS n FROM messages").first<{ n: number }>();
    expect(count!.n).toBe(0);
  });

  it("failing: the admin's action stands, and her toast claims no e-mail", async () => {
    const broken = await createTestDatabase();
    // The notice cannot be written: sendMessage's suppression check fails on a missing table.
    await broken.db.prepare("DROP TABLE email_suppressions").run();
    const { answer, status } = await approveOn(broken);
    expect(answer.status).toBe(302);
    expect(status).toBe("approved");
    expect(await flashOf(broken, answer)).toMatchObject({
      message: "Status updated",
      description: "Application marked as approved",
    });
  });
});
