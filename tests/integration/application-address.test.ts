/**
 * An application's address counts only once proven (issue #37, §2): the "application received"
 * message carries the link that proves it; only a proven application address links on sign-up
 * confirmation, and never more than one application; deleting an account never erases an
 * application it did not prove; her deletion erases her name from the RSVP removals' audit.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../app/auth/session.server";
import { membershipCycle } from "../../app/config/membership";
import { eraseAccount } from "../../app/models/account-erasure.server";
import { getDb } from "../../app/models/db.server";
import {
  confirmAddress,
  createConfirmationToken,
} from "../../app/models/email-confirmations.server";
import {
  decideApplication,
  submitApplication,
} from "../../app/models/membership/applications.server";
import { sendApplicationReceived } from "../../app/models/membership/notices.server";
import { personalDataOf } from "../../app/models/personal-data.server";
import { createMemberAccount } from "../../app/models/users.server";
import {
  action as proofAction,
  loader as proofLoader,
} from "../../app/routes/_public+/join.confirm-address.$token";
import { countOf, createTestDatabase, type TestDatabase } from "./support/d1";
import { request, statusOf } from "./support/http";
import { settle } from "./support/accounts";
import { joinDetails } from "./support/join";

let t: TestDatabase;
const db = () => getDb(t.env);
const ORIGIN = "http://zamwe.test";

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db
    .prepare(
      "INSERT INTO users (id, email, password_hash) VALUES ('admin-1', 'admin@zamwe.test', 'x')",
    )
    .run();
});

const admin = { userId: "admin-1", email: "admin@zamwe.test" };
let serial = 0;

/** An application sent on /join with this address (its "application received" message asked for). */
async function apply(email: string, options: { approve?: boolean } = {}) {
  const n = ++serial;
  const stored = await submitApplication(db(), {
    ...joinDetails(crypto.randomUUID()),
    fullName: `Applicant ${n}`,
    phoneNumber: `0806 123 ${String(4700 + n)}`,
    email,
    paymentReference: `ZW-AD${n}`,
  } as never);
  if (typeof stored !== "object") throw new Error(`not stored: ${stored}`);
  await sendApplicationReceived(t.env, { applicationId: stored.id, origin: ORIGIN });
  if (options.approve) {
    const decided = await decideApplication(db(), {
      id: stored.id,
      status: "approved",
      actor: admin,
      now: new Date(),
      cycle: membershipCycle(t.env),
    });
    expect(decided).toBe("updated");
  }
  return stored.id;
}

/** The proof link's token, as her "application received" message carries it. */
async function proofTokenOf(applicationId: string): Promise<string> {
  const row = await t.db
    .prepare("SELECT payload FROM messages WHERE idempotency_key = ?")
    .bind(`application-received:${applicationId}`)
    .first<{ payload: string }>();
  const token = JSON.parse(row!.payload).data.addressProofToken as string | null;
  expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  return token!;
}

const page = (route: typeof proofLoader | typeof proofAction, token: string, method = "GET") =>
  settle(() =>
    route({
      request: request(`/join/confirm-address/${token}`, method === "POST" ? { fields: {} } : {}),
      context: t.context,
      params: { token },
    } as never),
  );

/** An account with this address, confirmed by its own link (sign-up's confirmation). */
async function confirmedAccount(email: string) {
  const created = await createMemberAccount(db(), {
    fullName: "Account Owner",
    email,
    passwordHash: "x",
  });
  if (created === "duplicate") throw new Error(`${email} exists`);
  const tokenHash = hashToken(crypto.randomUUID());
  await createConfirmationToken(db(), { tokenHash, userId: created.id, now: new Date() });
  const confirmed = await confirmAddress(db(), {
    tokenHash,
    account: { id: created.id, email },
    now: new Date(),
  });
  return { id: created.id, confirmed };
}

const linkedTo = async (applicationId: string) =>
  (
    await t.db
      .prepare("SELECT user_id FROM join_applications WHERE id = ?")
      .bind(applicationId)
      .first<{ user_id: string | null }>()
  )?.user_id;

describe("the application's own link", () => {
  it("is in the 'application received' message; opening it changes nothing, its button proves the address, once", async () => {
    const id = await apply("hauwa-proof@zamwe.test");
    const token = await proofTokenOf(id);
    const opened = (await page(proofLoader, token)) as { data: { email: string } };
    expect(opened.data).toEqual({ email: "hauwa-proof@zamwe.test", proven: false });
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM join_applications WHERE id = ? AND email_proven_at IS NOT NULL",
        id,
      ),
    ).toBe(0);
    const proven = (await page(proofAction, token, "POST")) as { data: { done: boolean } };
    expect(proven.data.done).toBe(true);
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM join_applications WHERE id = ? AND email_proven_at IS NOT NULL",
        id,
      ),
    ).toBe(1);
    // Opened again (or reloaded after the press): it says so; pressing again changes nothing.
    expect(await page(proofLoader, token)).toMatchObject({
      data: { email: "hauwa-proof@zamwe.test", proven: true },
    });
    expect(await page(proofAction, token, "POST")).toMatchObject({
      data: { done: true, linked: false },
    });
    expect(statusOf(await page(proofLoader, "not-a-real-link"))).toBe(404);
    expect(statusOf(await page(proofAction, "not-a-real-link", "POST"))).toBe(404);
  });
});

describe("linking on sign-up confirmation", () => {
  it("an address an applicant typed but never proved links nothing: the café owner gets no one's membership", async () => {
    const cafe = "cafe-owner@zamwe.test";
    const first = await apply(cafe, { approve: true });
    const second = await apply(cafe, { approve: true });
    const owner = await confirmedAccount(cafe);
    expect(owner.confirmed).toEqual({ linked: 0 });
    expect(await linkedTo(first)).toBeNull();
    expect(await linkedTo(second)).toBeNull();
    const download = await personalDataOf(db(), { userId: owner.id, email: cafe, phone: null });
    expect(JSON.stringify(download)).not.toContain("Next of kin");
    expect(download.applications).toEqual([]);
  });

  it("a proven application address links one application, never two", async () => {
    const email = "zainab-proven@zamwe.test";
    const older = await apply(email, { approve: true });
    const newer = await apply(email, { approve: true });
    for (const id of [older, newer]) {
      expect(await page(proofAction, await proofTokenOf(id), "POST")).toMatchObject({
        data: { done: true, linked: false },
      });
    }
    const account = await confirmedAccount(email);
    expect(account.confirmed).toEqual({ linked: 1 });
    const linked = [await linkedTo(older), await linkedTo(newer)];
    expect(linked.filter((userId) => userId === account.id)).toHaveLength(1);
    expect(linked).toContain(null);
  });

  it("proving the application's address after her account proved the same one links it then", async () => {
    const email = "maryam-later@zamwe.test";
    const id = await apply(email, { approve: true });
    const account = await confirmedAccount(email);
    expect(await linkedTo(id)).toBeNull();
    expect(await page(proofAction, await proofTokenOf(id), "POST")).toMatchObject({
      data: { done: true, linked: true },
    });
    expect(await linkedTo(id)).toBe(account.id);
  });
});

describe("deleting an account", () => {
  it("unlinks, and never erases, an application linked before issue #37 by an unproven address", async () => {
    const cafe = "old-cafe@zamwe.test";
    const applicantId = await apply(cafe, { approve: true });
    const owner = await confirmedAccount(cafe);
    // As the old confirmation linked it: the address matched, nobody proved the application's.
    await t.db.batch([
      t.db
        .prepare("UPDATE join_applications SET user_id = ? WHERE id = ?")
        .bind(owner.id, applicantId),
      t.db
        .prepare(
          `INSERT INTO audit_log (actor_id, actor_email, action, subject_type, subject_id, before, after)
           VALUES (?, ?, 'application.link', 'application', ?, '{}', json_object('user_id', ?, 'reason', 'confirmed-email'))`,
        )
        .bind(owner.id, cafe, applicantId, owner.id),
    ]);
    expect(await eraseAccount(db(), { userId: owner.id })).toMatchObject({ status: "deleted" });
    const kept = await t.db
      .prepare(
        "SELECT user_id, erased_at, full_name, next_of_kin FROM join_applications WHERE id = ?",
      )
      .bind(applicantId)
      .first();
    expect(kept).toMatchObject({
      user_id: null,
      erased_at: null,
      next_of_kin: "Sulaiman Bello, 0803 000 0000",
    });
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM audit_log WHERE action = 'application.unlink' AND subject_id = ?",
        applicantId,
      ),
    ).toBe(1);
  });

  it("erases her name from an admin's removal of her RSVP", async () => {
    const account = await confirmedAccount("rsvp-guest@zamwe.test");
    await t.db.batch([
      t.db.prepare(
        `INSERT INTO events (id, title, description, event_date, location, max_attendees)
         VALUES ('event-erase', 'Fair', 'A fair', 1893456000000, 'Gusau', 10)`,
      ),
      t.db
        .prepare(
          `INSERT INTO event_rsvps (id, event_id, full_name, email, user_id, status)
           VALUES ('rsvp-erase', 'event-erase', 'Rakiya Guest', 'rsvp-guest@zamwe.test', ?, 'cancelled')`,
        )
        .bind(account.id),
      t.db.prepare(
        `INSERT INTO audit_log (actor_id, actor_email, action, subject_type, subject_id, before, after)
         VALUES ('admin-1', 'admin@zamwe.test', 'event.rsvp.remove', 'event', 'event-erase',
           json_object('rsvp', 'rsvp-erase', 'full_name', 'Rakiya Guest', 'status', 'confirmed'), NULL)`,
      ),
    ]);
    expect(await eraseAccount(db(), { userId: account.id })).toMatchObject({ status: "deleted" });
    const entry = await t.db
      .prepare(
        "SELECT before FROM audit_log WHERE action = 'event.rsvp.remove' AND subject_id = 'event-erase'",
      )
      .first<{ before: string }>();
    expect(JSON.parse(entry!.before)).toEqual({
      rsvp: "rsvp-erase",
      full_name: "(erased)",
      status: "confirmed",
    });
  });
});
