/**
 * Migration 0013 on a real D1 (issue #26, ADR 0020): accounts deleted before deletion erased the
 * audit log lose their personal data there now. The database is built under every migration but
 * 0013 (none later touches what 0013 reads), a history is written with the app's own functions, her account is deleted as the old code did (audit log
 * untouched), then 0013 runs: nothing of hers is left in any entry, every entry is kept, and
 * what is not hers (a living member's entries, an entry whose text is not JSON) is unchanged.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DELETED_MEMBER, ERASED, eraseAccount } from "../../app/models/account-erasure.server";
import { getDb } from "../../app/models/db.server";
import {
  linkApplicationByAdmin,
  unlinkApplication,
} from "../../app/models/membership/linking.server";
import { createResetToken } from "../../app/models/password-resets.server";
import { updateOwnProfile } from "../../app/models/profile.server";
import { grantAdmin, revokeAdmin } from "../../app/models/users.server";
import { signedInAccount, type SignedIn } from "./support/accounts";
import { applyRemainingMigrations, createTestDatabase, type TestDatabase } from "./support/d1";

type AuditRow = Record<string, unknown>;

let t: TestDatabase;
let admin: SignedIn;
/** Her account is deleted as before issue #26. */
let zainab: SignedIn;
/** A living member, with entries of her own and one beside Zainab's. */
let hauwa: SignedIn;
/** Her account is deleted as it is now, its entries erased in the deletion's batch. */
let fatima: SignedIn;
let before: AuditRow[];
let after: AuditRow[];
const db = () => getDb(t.env);
const adminActor = () => ({ userId: admin.id, email: admin.email });
const auditRows = async () =>
  (await t.db.prepare("SELECT * FROM audit_log ORDER BY id").all<AuditRow>()).results;

/** An approved membership under schema 0012 (business type "other" with her words). */
async function application(id: string, account: SignedIn | null, name: string) {
  await t.db
    .prepare(
      `INSERT INTO join_applications (id, full_name, phone_number, email, contact_address,
        next_of_kin, business_name, business_type, business_type_detail, why_join,
        membership_plan, status, payment_reference, user_id, directory_consent, photo_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'other', ?, ?, 'starter', 'approved', ?, ?, 1, ?)`,
    )
    .bind(
      id,
      `${name} Applicant`,
      `+23480311100${name.length}`,
      `${name.toLowerCase()}-application@zamwe.test`,
      `${name}'s shop, Gusau`,
      `${name}'s kin`,
      `${name} Fabrics`,
      `${name}'s bead making`,
      `${name} wants to grow`,
      `ZW-${id.toUpperCase()}`,
      account?.id ?? null,
      `applications/${id}/photo.jpg`,
    )
    .run();
}

/** Her profile edit: the entry holds the old and the new values of her application. */
async function editProfile(account: SignedIn, applicationId: string, name: string) {
  const edited = await updateOwnProfile(db(), t.env.UPLOADS, {
    applicationId,
    userId: account.id,
    actor: { userId: account.id, email: account.email },
    input: {
      fullName: `${name} Renamed`,
      businessName: `${name} Renamed Crafts`,
      businessType: "other",
      businessTypeDetail: `${name}'s own tailoring`,
      phoneNumber: name === "Zainab" ? "08035550123" : "08035550456",
      email: `${name.toLowerCase()}-renamed@zamwe.test`,
      contactAddress: `12 ${name} Road, Gusau`,
      nextOfKin: `${name}'s renamed kin`,
      whyJoin: `${name} wants to grow her crafts`,
      directoryConsent: "on",
    },
    photo: null,
  });
  expect(edited.status).toBe("saved");
}

/** The deletion as main did it before issue #26 (d12564e): her audit entries left as they were. */
async function deleteAsBefore(account: SignedIn) {
  const now = Date.now();
  const id = account.id;
  await t.db.batch([
    t.db
      .prepare(
        `INSERT INTO audit_log (actor_id, actor_email, action, subject_type, subject_id, before, after, created_at)
         SELECT ?1, 'Deleted member', 'account.delete', 'user', ?1,
           (SELECT json_object('applications', json_group_array(id)) FROM join_applications WHERE user_id = ?1),
           NULL, ?2`,
      )
      .bind(id, now),
    t.db
      .prepare(
        `UPDATE membership_renewals SET receipt_key = NULL WHERE receipt_key IS NOT NULL
         AND application_id IN (SELECT id FROM join_applications WHERE user_id = ?)`,
      )
      .bind(id),
    t.db
      .prepare(
        `UPDATE join_applications SET full_name = 'Deleted member', phone_number = '', email = NULL,
           contact_address = '', next_of_kin = '', business_name = '', why_join = '',
           photo_url = NULL, photo_key = NULL, receipt_key = NULL, directory_consent = 0,
           user_id = NULL, erased_at = ?
         WHERE user_id = ?`,
      )
      .bind(now, id),
    t.db.prepare("DELETE FROM event_rsvps WHERE user_id = ?").bind(id),
    t.db
      .prepare("DELETE FROM newsletter_subscribers WHERE lower(email) = lower(?)")
      .bind(account.email),
    t.db.prepare("DELETE FROM member_sites WHERE user_id = ?").bind(id),
    t.db.prepare("DELETE FROM sessions WHERE user_id = ?").bind(id),
    t.db.prepare("DELETE FROM users WHERE id = ?").bind(id),
  ]);
}

/** Every value of hers an entry held before 0013: as its actor, and in before or after. */
const herValues = () => [
  zainab.email,
  "Zainab Applicant",
  "Zainab's shop",
  "Zainab's kin",
  "Zainab Fabrics",
  "Zainab's bead making",
  "Zainab wants to grow",
  "+234803111006",
  "Zainab Renamed",
  "zainab-renamed@zamwe.test",
  "zainab-application@zamwe.test",
  "+2348035550123",
  "12 Zainab Road",
  "Zainab's renamed kin",
  "Zainab's own tailoring",
];
const holdsHerValue = (row: AuditRow) =>
  Object.values(row).some((value) =>
    herValues().some((hers) => String(value).toLowerCase().includes(hers.toLowerCase())),
  );

beforeAll(async () => {
  // Every migration but 0013: the deletion since issue #26 below is today's code, which writes
  // (and erases) what later migrations added (messages, an application's rejection reason).
  t = await createTestDatabase({}, { migrationsWithout: "0013" });
  admin = await signedInAccount(t, "audit-0013-admin@zamwe.test", { admin: true });
  zainab = await signedInAccount(t, "zainab-0013@zamwe.test");
  hauwa = await signedInAccount(t, "hauwa-0013@zamwe.test");
  fatima = await signedInAccount(t, "fatima-0013@zamwe.test");
  await application("zainab-own", zainab, "Zainab");
  await application("zainab-then-hauwa", zainab, "Zainab");
  await application("hauwa-own", hauwa, "Hauwa");
  await application("hauwa-later", null, "Hauwa");
  await application("fatima-own", fatima, "Fatima");

  await editProfile(zainab, "zainab-own", "Zainab");
  await editProfile(hauwa, "hauwa-own", "Hauwa");
  await editProfile(fatima, "fatima-own", "Fatima");
  expect(await grantAdmin(db(), zainab.email, adminActor())).toBe("granted");
  expect(await revokeAdmin(db(), zainab.id, adminActor())).toBe("revoked");
  expect(await grantAdmin(db(), hauwa.email, adminActor())).toBe("granted");
  for (const account of [zainab, hauwa]) {
    await createResetToken(db(), {
      tokenHash: `${account.id}-reset-hash`,
      user: { id: account.id, email: account.email },
      actor: adminActor(),
      now: new Date(),
    });
  }
  // Hers, then Hauwa's: one entry names both accounts.
  expect(
    await linkApplicationByAdmin(
      db(),
      { paymentReference: "ZW-ZAINAB-THEN-HAUWA", email: hauwa.email },
      adminActor(),
    ),
  ).toBe("linked");
  // Nobody's, then Hauwa's: the before has a null user_id and account_email.
  expect(
    await linkApplicationByAdmin(
      db(),
      { paymentReference: "ZW-HAUWA-LATER", email: hauwa.email },
      adminActor(),
    ),
  ).toBe("linked");
  expect(await unlinkApplication(db(), "zainab-own", adminActor())).toBe(true);
  expect(
    await linkApplicationByAdmin(
      db(),
      { paymentReference: "ZW-ZAINAB-OWN", email: zainab.email },
      adminActor(),
    ),
  ).toBe("linked");
  // Texts that are not JSON, about her application and her account.
  await t.db
    .prepare(
      `INSERT INTO audit_log (actor_id, actor_email, action, subject_type, subject_id, before, after)
       VALUES (?1, ?2, 'profile.update', 'application', 'zainab-own', '{"full_name": ', 'not json'),
              (?1, ?2, 'role.grant-admin', 'user', ?3, '{"email": ', '{"user_id": "')`,
    )
    .bind(admin.id, admin.email, zainab.id)
    .run();

  expect(await grantAdmin(db(), fatima.email, adminActor())).toBe("granted");
  expect((await eraseAccount(db(), { userId: fatima.id })).status).toBe("deleted");
  await deleteAsBefore(zainab);
  before = await auditRows();
  for (const hers of herValues()) {
    expect(
      before.some((row) => Object.values(row).some((value) => String(value).includes(hers))),
      `the history holds ${hers}`,
    ).toBe(true);
  }
  await applyRemainingMigrations(t.db);
  after = await auditRows();
});

describe("migration 0013: accounts deleted before issue #26 erased from the audit log", () => {
  it("keeps every entry, and none holds her e-mail, name, phone, address, kin or words", () => {
    const what = (rows: AuditRow[]) =>
      rows.map((row) => [row.id, row.action, row.subject_type, row.subject_id, row.created_at]);
    expect(what(after)).toEqual(what(before));
    for (const row of after) {
      for (const [column, value] of Object.entries(row)) {
        const text = String(value).toLowerCase();
        for (const hers of herValues()) {
          expect(text, `audit ${row.id} ${row.action} ${column}`).not.toContain(hers.toLowerCase());
        }
      }
    }
  });

  it("erases as a deletion does now: her entries by 'Deleted member', her values '(erased)'", () => {
    const [edit] = after.filter(
      (row) => row.action === "profile.update" && row.actor_email === DELETED_MEMBER,
    );
    expect(edit).toMatchObject({ actor_id: null, subject_id: "zainab-own" });
    expect(JSON.parse(String(edit!.after))).toEqual({
      full_name: ERASED,
      business_name: ERASED,
      // Her own words for "Other" (ADR 0034); the industry, unchanged, is not in the entry.
      business_type_detail: ERASED,
      phone_number: ERASED,
      email: ERASED,
      contact_address: ERASED,
      next_of_kin: ERASED,
      why_join: ERASED,
    });
    const [grant] = after.filter(
      (row) => row.action === "role.grant-admin" && row.subject_id === zainab.id,
    );
    // The admin who decided is still named; the decision is still there.
    expect(grant).toMatchObject({ actor_email: admin.email });
    expect(JSON.parse(String(grant!.before))).toEqual({ email: ERASED, admin: false });
    expect(JSON.parse(String(grant!.after))).toEqual({ email: ERASED, admin: true });
    // Another account's address beside hers stays: it is not hers.
    const [relinked] = after.filter((row) => row.subject_id === "zainab-then-hauwa");
    expect(JSON.parse(String(relinked!.before))).toEqual({
      user_id: zainab.id,
      account_email: ERASED,
    });
    expect(JSON.parse(String(relinked!.after))).toEqual({
      user_id: hauwa.id,
      account_email: hauwa.email,
    });
  });

  it("leaves every entry that held nothing of hers byte for byte, Hauwa's and non-JSON ones too", () => {
    const untouched = before.filter((row) => !holdsHerValue(row));
    // Hauwa's own history is among them, the texts that are not JSON, and the entries of an
    // account deleted since issue #26 (erased already: 0013 finds them and changes nothing).
    expect(untouched.filter((row) => row.actor_id === hauwa.id)).toHaveLength(1);
    expect(untouched.filter((row) => row.subject_id === hauwa.id)).toHaveLength(2);
    expect(untouched.filter((row) => row.subject_id === "hauwa-later")).toHaveLength(1);
    expect(untouched.filter((row) => row.after === "not json")).toHaveLength(1);
    expect(untouched.filter((row) => row.after === '{"user_id": "')).toHaveLength(1);
    expect(untouched.filter((row) => row.subject_id === "fatima-own")).toHaveLength(1);
    expect(untouched.filter((row) => row.subject_id === fatima.id)).toHaveLength(2);
    for (const row of untouched) {
      expect(after.find((kept) => kept.id === row.id)).toEqual(row);
    }
  });

  it("clears her words for 'Other' in her kept application; the industry and Hauwa's stay", async () => {
    const detail = (id: string) =>
      t.db
        .prepare("SELECT business_type, business_type_detail FROM join_applications WHERE id = ?")
        .bind(id)
        .first();
    expect(await detail("zainab-own")).toEqual({
      business_type: "other",
      business_type_detail: null,
    });
    expect(await detail("hauwa-own")).toEqual({
      business_type: "other",
      business_type_detail: "Hauwa's own tailoring",
    });
  });
});
