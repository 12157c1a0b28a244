/**
 * Her data rights on a real D1 and R2 (issue #19): receipts are hers (or an admin's) and another
 * member's id answers 404; her download holds her next of kin and RSVPs and nothing of another
 * member; deleting her account needs her password, refuses the last admin, removes what is hers
 * (R2 objects included) in one go and keeps the payment records under "Deleted member".
 */
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { readSession, startSession } from "../../app/auth/session.server";
import { DELETED_MEMBER, ERASED } from "../../app/models/account-erasure.server";
import { membershipCycle } from "../../app/config/membership";
import { decideApplication } from "../../app/models/membership/applications.server";
import { getDb } from "../../app/models/db.server";
import { linkApplicationByAdmin } from "../../app/models/membership/linking.server";
import { createResetToken } from "../../app/models/password-resets.server";
import { grantAdmin, revokeAdmin } from "../../app/models/users.server";
import { getMemberProfile, listDirectory } from "../../app/models/membership/directory.server";
import { firstPeriodStatement } from "../../app/models/membership/periods.server";
import { membershipNumberStatement } from "../../app/models/membership/cards.server";
import { profilePhotoOf, profilePhotoUrl, updateOwnProfile } from "../../app/models/profile.server";
import { createWebsite } from "../../app/models/websites.server";
import { DEFAULT_TERMS } from "../../app/models/membership/period-rules";
import { action as deleteAction } from "../../app/routes/_member+/dashboard_.delete";
import { loader as dataJson } from "../../app/routes/_member+/dashboard_.data[.json]";
import { loader as dataCsv } from "../../app/routes/_member+/dashboard_.data[.csv]";
import { loader as receiptLoader } from "../../app/routes/_member+/dashboard_.receipts.$id";
import { loader as receiptsLoader } from "../../app/routes/_member+/dashboard_.receipts._index";
import { getLoadContext } from "../../load-context";
import { failsInBatch } from "../security/support/faults";
import { settle, signedInAccount, type SignedIn } from "./support/accounts";
import { countOf, createTestDatabase, type TestDatabase } from "./support/d1";
import { routeArgs } from "../support/route-args";

const PASSWORD = "a-long-test-password";
const priceKobo = { starter: 290_000, pro: 590_000 };
const EVENT_ID = "my-data-event";

let t: TestDatabase;
let admin: SignedIn;
let amina: SignedIn;
let bilkisu: SignedIn;
const db = () => getDb(t.env);

/**
 * An approved, paid membership linked to the account, with a first period (confirmed by admin)
 * and, unless told otherwise, her RSVP sent signed in (one per address and event).
 */
async function membershipOf(account: SignedIn, n: number, { rsvp = true } = {}) {
  const id = `my-data-app-${n}`;
  await t.db
    .prepare(
      `INSERT INTO join_applications (id, full_name, phone_number, email, contact_address,
        next_of_kin, business_name, business_type, why_join, membership_plan, status,
        payment_reference, reviewed_at, payment_confirmed_at, user_id, directory_consent,
        photo_key, receipt_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'fashion', 'To grow', 'starter', 'approved', ?, ?, ?, ?, 1, ?, ?)`,
    )
    .bind(
      id,
      `Member ${n} Name`,
      `+23480300000${n}`,
      account.email,
      `Address of member ${n}`,
      `Kin of member ${n}, 0803 111 000${n}`,
      `Business of member ${n}`,
      `ZW-MD${n}AA`,
      Date.now(),
      Date.now(),
      account.id,
      `applications/${id}/photo.jpg`,
      `applications/${id}/receipt.pdf`,
    )
    .run();
  await membershipNumberStatement(db(), id);
  await firstPeriodStatement(db(), {
    applicationId: id,
    terms: DEFAULT_TERMS,
    priceKobo,
    confirmedBy: admin.id,
    now: new Date(),
  });
  const period = await t.db
    .prepare("SELECT id FROM membership_periods WHERE application_id = ?")
    .bind(id)
    .first<{ id: string }>();
  if (!rsvp) return { applicationId: id, periodId: period!.id };
  await t.db
    .prepare(
      `INSERT INTO event_rsvps (id, event_id, full_name, email, phone_number, user_id)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .bind(`rsvp-${n}`, EVENT_ID, `Member ${n} Name`, account.email, `+23480300000${n}`, account.id)
    .run();
  return { applicationId: id, periodId: period!.id };
}

function get(account: SignedIn | null, path: string) {
  return new Request(`http://zamwe.test${path}`, {
    headers: account ? { Cookie: account.cookie } : {},
  });
}

function post(account: SignedIn, path: string, fields: Record<string, string>) {
  return new Request(`http://zamwe.test${path}`, {
    method: "POST",
    headers: { Cookie: account.cookie },
    body: new URLSearchParams(fields),
  });
}

const count = (sql: string, ...binds: unknown[]) => countOf(t.db, sql, ...binds);

async function downloadOf(account: SignedIn) {
  const response = (await dataJson(
    routeArgs({
      request: get(account, "/dashboard/data.json"),
      context: t.context,
      params: {},
    }),
  )) as Response;
  return { response, text: await response.text() };
}

/** Her "Delete my account" form sent with this password (hers by default), the box ticked. */
function deleteAccount(
  account: SignedIn,
  {
    password = PASSWORD,
    context = t.context,
  }: { password?: string; context?: AppLoadContext } = {},
) {
  return deleteAction(
    routeArgs({
      request: post(account, "/dashboard/delete", { password, confirm: "on" }),
      context,
      params: {},
    }),
  );
}

/** Her account and her (one) membership are as they were: the deletion changed nothing. */
async function expectNotDeleted(account: SignedIn) {
  expect(await count("SELECT count(*) AS n FROM users WHERE id = ?", account.id)).toBe(1);
  expect(
    await count(
      "SELECT count(*) AS n FROM join_applications WHERE user_id = ? AND erased_at IS NULL",
      account.id,
    ),
  ).toBe(1);
}

/** The action's answer to a refused deletion: the form's errors, with a status. */
type Refused = { init: { status: number }; data: { result: { error: Record<string, string[]> } } };

let aminaMembership: { applicationId: string; periodId: string };
let bilkisuMembership: { applicationId: string; periodId: string };

beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "my-data-secret" } as Partial<Env>);
  admin = await signedInAccount(t, "my-data-admin@zamwe.test", { admin: true });
  amina = await signedInAccount(t, "amina-my-data@zamwe.test");
  bilkisu = await signedInAccount(t, "bilkisu-my-data@zamwe.test");
  await t.db
    .prepare(
      `INSERT INTO events (id, title, description, event_date, location)
       VALUES (?, 'Bookkeeping Workshop', 'Learn to keep books', ?, 'Gusau')`,
    )
    .bind(EVENT_ID, Date.now() + 86_400_000 * 30)
    .run();
  aminaMembership = await membershipOf(amina, 1);
  bilkisuMembership = await membershipOf(bilkisu, 2);
});

describe("receipts", () => {
  it("shows her own receipt: association, amount in Naira, reference, period, role", async () => {
    const receipt = (await receiptLoader(
      routeArgs({
        request: get(amina, `/dashboard/receipts/${aminaMembership.periodId}`),
        context: t.context,
        params: { id: aminaMembership.periodId },
      }),
    )) as Record<string, unknown>;
    expect(receipt).toMatchObject({
      memberName: "Member 1 Name",
      plan: "Starter",
      amount: "₦2,900",
      paymentReference: "ZW-MD1AA",
      confirmedByAdmin: true,
      number: "R-ZW-MD1AA",
    });
    expect(receipt.period).toMatch(/^\d{1,2} \w+ \d{4} – \d{1,2} \w+ \d{4}$/);
    const list = (await receiptsLoader(
      routeArgs({
        request: get(amina, "/dashboard/receipts"),
        context: t.context,
        params: {},
      }),
    )) as { receipts: { id: string }[] };
    expect(list.receipts.map((r) => r.id)).toEqual([aminaMembership.periodId]);
  });

  it("answers 404 to another member's receipt id, as to an unknown one; an admin opens any", async () => {
    for (const id of [bilkisuMembership.periodId, "no-such-receipt"]) {
      const answer = await settle(() =>
        receiptLoader(
          routeArgs({
            request: get(amina, `/dashboard/receipts/${id}`),
            context: t.context,
            params: { id },
          }),
        ),
      );
      expect((answer as Response).status).toBe(404);
    }
    const asAdmin = (await receiptLoader(
      routeArgs({
        request: get(admin, `/dashboard/receipts/${bilkisuMembership.periodId}`),
        context: t.context,
        params: { id: bilkisuMembership.periodId },
      }),
    )) as Record<string, unknown>;
    expect(asAdmin.memberName).toBe("Member 2 Name");
  });
});

describe("download my data", () => {
  it("is an attachment, never cached, and holds her next of kin, payments and RSVP", async () => {
    const { response, text } = await downloadOf(amina);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="zamwe-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = JSON.parse(text);
    expect(data.account.email).toBe(amina.email);
    expect(data.applications[0].nextOfKin).toBe("Kin of member 1, 0803 111 0001");
    // Her membership number, given at approval (ADR 0021), is part of what is held about her.
    expect(data.applications[0].membershipNumber).toMatch(/^ZW-\d{4}-\d{5}$/);
    expect(data.membershipPeriods[0]).toMatchObject({
      paymentReference: "ZW-MD1AA",
      amountKobo: 290_000,
    });
    expect(data.rsvps).toEqual([
      expect.objectContaining({ eventTitle: "Bookkeeping Workshop", email: amina.email }),
    ]);
    // Secrets are not personal data to hand out: nothing that would let the file sign in.
    expect(text).not.toContain("pbkdf2");
    expect(text).not.toMatch(/passwordHash|password_hash|secret/i);
  });

  it("holds nothing of another member: each download has only its own next of kin", async () => {
    const own = await downloadOf(amina);
    const other = await downloadOf(bilkisu);
    expect(own.text).not.toContain("Kin of member 2");
    expect(own.text).not.toContain(bilkisu.email);
    expect(other.text).toContain("Kin of member 2");
    expect(other.text).not.toContain("Kin of member 1");
    expect(other.text).not.toContain(amina.email);
  });

  it("gives her RSVPs and payments as CSV tables", async () => {
    const csv = async (table: string) => {
      const response = (await dataCsv(
        routeArgs({
          request: get(amina, `/dashboard/data.csv?table=${table}`),
          context: t.context,
          params: {},
        }),
      )) as Response;
      return response.text();
    };
    expect(await csv("rsvps")).toContain("Bookkeeping Workshop");
    expect(await csv("payments")).toContain("ZW-MD1AA");
    expect(await csv("payments")).not.toContain("ZW-MD2AA");
  });
});

describe("delete my account", () => {
  it("changes nothing when the password is wrong", async () => {
    const before = await count("SELECT count(*) AS n FROM sessions WHERE user_id = ?", amina.id);
    const answer = (await deleteAccount(amina, { password: "not-her-password" })) as Refused;
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error.password).toEqual([
      "That password is not correct. Nothing was deleted.",
    ]);
    await expectNotDeleted(amina);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE user_id = ?", amina.id)).toBe(
      before,
    );
  });

  it("refuses the last admin, and changes nothing", async () => {
    const answer = (await deleteAccount(admin)) as Refused;
    expect(answer.init.status).toBe(409);
    expect(answer.data.result.error[""]?.[0]).toMatch(/You are the last administrator/);
    expect(await count("SELECT count(*) AS n FROM users WHERE id = ?", admin.id)).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM user_roles WHERE role = 'admin' AND user_id = ?",
        admin.id,
      ),
    ).toBe(1);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'account.delete'")).toBe(
      0,
    );
  });

  it("removes what is hers, R2 objects included, and keeps the payments as 'Deleted member'", async () => {
    const { applicationId, periodId } = aminaMembership;
    // A second device, a published website with a logo and a renewal receipt.
    const otherDevice = await startSession(t.env, { id: amina.id, roles: ["user"] });
    const site = await createWebsite(db(), {
      userId: amina.id,
      design: "market-stall",
      slug: "amina-my-data-shop",
      content: { businessName: "Amina Shop", products: [] },
      limit: 5,
    });
    if (typeof site !== "object") throw new Error(`could not create the site: ${site}`);
    const keys = [
      `applications/${applicationId}/photo.jpg`,
      `applications/${applicationId}/receipt.pdf`,
      `renewals/my-data-renewal/receipt.png`,
      `sites/${site.id}/logo.png`,
    ];
    // Her profile photo (ADR 0022): its key is named by her photo_url, not by a column.
    const photoUrl = profilePhotoUrl(applicationId, "0a1b2c3d");
    keys.push(profilePhotoOf(applicationId, photoUrl)!.key);
    await t.db
      .prepare("UPDATE join_applications SET photo_url = ? WHERE id = ?")
      .bind(photoUrl, applicationId)
      .run();
    for (const key of keys) await t.env.UPLOADS.put(key, new Uint8Array([1, 2, 3]));
    await t.db
      .prepare("UPDATE member_sites SET logo_key = ?, status = 'published' WHERE id = ?")
      .bind(keys[3], site.id)
      .run();
    await t.db
      .prepare(
        `INSERT INTO membership_renewals (id, application_id, requested_by, plan, amount_kobo,
          payment_reference, receipt_key, idempotency_key)
         VALUES ('my-data-renewal', ?, ?, 'starter', 290000, 'ZW-MD1RR', ?, 'my-data-key')`,
      )
      .bind(applicationId, amina.id, keys[2])
      .run();
    const bilkisuObject = `applications/${bilkisuMembership.applicationId}/photo.jpg`;
    await t.env.UPLOADS.put(bilkisuObject, new Uint8Array([4]));
    expect(await getMemberProfile(db(), applicationId, DEFAULT_TERMS)).toBeDefined();

    const answer = (await deleteAccount(amina)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/");
    expect(answer.headers.get("Set-Cookie")).toMatch(/zamwe-session=;/);

    // Gone: the account, every session (the other device's too), sites, RSVPs.
    const gone = [
      ["SELECT count(*) AS n FROM users WHERE id = ?", amina.id],
      ["SELECT count(*) AS n FROM profiles WHERE user_id = ?", amina.id],
      ["SELECT count(*) AS n FROM sessions WHERE user_id = ?", amina.id],
      ["SELECT count(*) AS n FROM member_sites WHERE user_id = ?", amina.id],
      ["SELECT count(*) AS n FROM event_rsvps WHERE email = ?", amina.email],
    ] as const;
    for (const [sql, bind] of gone) expect(await count(sql, bind), sql).toBe(0);
    const otherRequest = new Request("http://zamwe.test/dashboard", {
      headers: { Cookie: otherDevice.split(";")[0]! },
    });
    expect(await readSession(t.env, otherRequest, () => {})).toBeNull();
    for (const key of keys) expect(await t.env.UPLOADS.get(key), key).toBeNull();
    expect(await t.env.UPLOADS.get(bilkisuObject)).not.toBeNull();

    // Kept for the accounts: the application, its period and renewal, without her details.
    const kept = await t.db
      .prepare("SELECT * FROM join_applications WHERE id = ?")
      .bind(applicationId)
      .first<Record<string, unknown>>();
    expect(kept).toMatchObject({
      full_name: DELETED_MEMBER,
      phone_number: "",
      email: null,
      contact_address: "",
      next_of_kin: "",
      business_name: "",
      why_join: "",
      photo_key: null,
      receipt_key: null,
      user_id: null,
      payment_reference: "ZW-MD1AA",
      membership_plan: "starter",
    });
    expect(kept?.erased_at).toEqual(expect.any(Number));
    expect(await count("SELECT count(*) AS n FROM membership_periods WHERE id = ?", periodId)).toBe(
      1,
    );
    expect(
      await count(
        "SELECT count(*) AS n FROM membership_renewals WHERE id = 'my-data-renewal' AND receipt_key IS NULL",
      ),
    ).toBe(1);
    const receipt = (await receiptLoader(
      routeArgs({
        request: get(admin, `/dashboard/receipts/${periodId}`),
        context: t.context,
        params: { id: periodId },
      }),
    )) as Record<string, unknown>;
    expect(receipt).toMatchObject({ memberName: DELETED_MEMBER, amount: "₦2,900" });

    // No public page shows her any more; the other member is still listed.
    expect(await getMemberProfile(db(), applicationId, DEFAULT_TERMS)).toBeUndefined();
    const directory = await listDirectory(db(), {}, DEFAULT_TERMS);
    expect(directory.members.map((m) => m.id)).toEqual([bilkisuMembership.applicationId]);
    expect(
      await count(
        "SELECT count(*) AS n FROM audit_log WHERE action = 'account.delete' AND subject_id = ?",
        amina.id,
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM audit_log WHERE actor_email LIKE ?",
        `%${amina.email}%`,
      ),
    ).toBe(0);
  });
});

describe("an address nobody verified", () => {
  // Hauwa subscribed, wrote and RSVPed signed out; someone then signs up with her address.
  const hauwa = "hauwa-my-data@zamwe.test";
  const herTraces = [
    "Hauwa Subscriber",
    "Hauwa Writer",
    "Hauwa Guest",
    "Private words",
    "0803 444",
  ];
  let squatter: SignedIn;

  beforeAll(async () => {
    await t.db.batch([
      t.db
        .prepare(
          "INSERT INTO newsletter_subscribers (id, email, full_name) VALUES ('hauwa-sub', ?, 'Hauwa Subscriber')",
        )
        .bind(hauwa),
      t.db
        .prepare(
          `INSERT INTO contact_messages (id, name, email, phone, message)
           VALUES ('hauwa-message', 'Hauwa Writer', ?, '0803 444 5555', 'Private words')`,
        )
        .bind(hauwa),
      t.db
        .prepare(
          `INSERT INTO event_rsvps (id, event_id, full_name, email, phone_number)
           VALUES ('hauwa-rsvp', ?, 'Hauwa Guest', ?, '0803 444 6666')`,
        )
        .bind(EVENT_ID, hauwa),
    ]);
    squatter = await signedInAccount(t, hauwa.toUpperCase());
  });

  it("is not proof: her download holds nothing sent with that address, in JSON or CSV", async () => {
    const files = [(await downloadOf(squatter)).text];
    for (const table of ["payments", "renewals", "rsvps"]) {
      const response = (await dataCsv(
        routeArgs({
          request: get(squatter, `/dashboard/data.csv?table=${table}`),
          context: t.context,
          params: {},
        }),
      )) as Response;
      files.push(await response.text());
    }
    for (const file of files) {
      for (const trace of herTraces) expect(file).not.toContain(trace);
    }
    expect(JSON.parse(files[0]!).account.email).toBe(hauwa);
  });

  it("is not proof: deleting that account leaves what was sent with the address", async () => {
    const answer = (await deleteAccount(squatter)) as Response;
    expect(answer.status).toBe(302);
    expect(await count("SELECT count(*) AS n FROM users WHERE id = ?", squatter.id)).toBe(0);
    for (const [table, id] of [
      ["newsletter_subscribers", "hauwa-sub"],
      ["contact_messages", "hauwa-message"],
      ["event_rsvps", "hauwa-rsvp"],
    ]) {
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE id = ?`, id), table).toBe(1);
    }
  });
});

describe("deleting her account erases her from the audit log", () => {
  let zainab: SignedIn;
  let own: { applicationId: string; periodId: string };
  /** Every value of hers an audit entry could have held: before, after, and as its actor. */
  let herValues: string[];
  const adminActor = () => ({ userId: admin.id, email: admin.email });
  const auditRows = () =>
    t.db.prepare("SELECT * FROM audit_log ORDER BY id").all<Record<string, unknown>>();

  beforeAll(async () => {
    zainab = await signedInAccount(t, "zainab-my-data@zamwe.test");
    own = await membershipOf(zainab, 3);
    // A membership that was hers, then linked by an admin to another account.
    await membershipOf(zainab, 5, { rsvp: false });
    expect(
      await linkApplicationByAdmin(
        db(),
        { paymentReference: "ZW-MD5AA", email: bilkisu.email },
        adminActor(),
      ),
    ).toBe("linked");
    // She edits her profile (she is the actor; the entry holds the old and the new values).
    const edited = await updateOwnProfile(db(), t.env.UPLOADS, {
      applicationId: own.applicationId,
      userId: zainab.id,
      actor: { userId: zainab.id, email: zainab.email },
      input: {
        fullName: "Zainab Renamed",
        businessName: "Zainab Renamed Crafts",
        businessType: "other",
        businessTypeDetail: "Zainab's own tailoring",
        phoneNumber: "08035550123",
        email: "zainab-application@zamwe.test",
        contactAddress: "12 Renamed Road, Gusau",
        nextOfKin: "Renamed Kin, 0803 555 0999",
        whyJoin: "Zainab wants to grow her crafts",
        directoryConsent: "on",
      },
      photo: null,
    });
    expect(edited.status).toBe("saved");
    // An admin's decisions about her account and her membership.
    expect(await grantAdmin(db(), zainab.email, adminActor())).toBe("granted");
    expect(await revokeAdmin(db(), zainab.id, adminActor())).toBe("revoked");
    await createResetToken(db(), {
      tokenHash: "zainab-reset-hash",
      user: { id: zainab.id, email: zainab.email },
      actor: adminActor(),
      now: new Date(),
    });
    expect(
      await linkApplicationByAdmin(
        db(),
        { paymentReference: "ZW-MD3AA", email: zainab.email },
        adminActor(),
      ),
    ).toBe("linked");
    herValues = [
      zainab.email,
      "Member 3 Name",
      "+234803000003",
      "Address of member 3",
      "Kin of member 3",
      "Business of member 3",
      "Zainab Renamed",
      "zainab-application@zamwe.test",
      "+2348035550123",
      "12 Renamed Road",
      "Renamed Kin",
      "Zainab wants to grow",
      "Zainab's own tailoring",
    ];
    const found = (await auditRows()).results.flatMap((row) => Object.values(row).map(String));
    for (const value of herValues) {
      expect(
        found.some((text) => text.includes(value)),
        value,
      ).toBe(true);
    }
  });

  it("a failure mid-way changes nothing: the log keeps every entry as it was", async () => {
    const before = await auditRows();
    let faults = 0;
    const broken = getLoadContext({
      env: {
        ...t.env,
        // The account's own row is the batch's last statement: all before it ran, then it fails.
        DB: failsInBatch(
          t.db,
          (sql) => /^delete from "users"/i.test(sql),
          () => void (faults += 1),
        ),
      },
      ctx: { waitUntil: () => {}, passThroughOnException: () => {} },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = (await deleteAccount(zainab, { context: broken })) as Refused;
    expect(faults).toBe(1);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(answer.init.status).toBe(503);
    expect(answer.data.result.error[""]).toEqual([
      "Your account could not be deleted just now. Nothing was deleted. Please try again later.",
    ]);
    expect((await auditRows()).results).toEqual(before.results);
    await expectNotDeleted(zainab);
  });

  it("keeps every entry, and none holds her e-mail, name, phone, address or next of kin", async () => {
    const before = (await auditRows()).results;
    const answer = (await deleteAccount(zainab)) as Response;
    expect(answer.status).toBe(302);

    const after = (await auditRows()).results;
    // Every entry is still there (and one more, the deletion's), each still says what was done.
    expect(after.map((row) => [row.id, row.action, row.subject_id])).toEqual([
      ...before.map((row) => [row.id, row.action, row.subject_id]),
      [expect.any(Number), "account.delete", zainab.id],
    ]);
    for (const row of after) {
      for (const [column, value] of Object.entries(row)) {
        const text = String(value).toLowerCase();
        for (const hers of herValues) {
          expect(text, `audit ${row.id} ${row.action} ${column}`).not.toContain(hers.toLowerCase());
        }
      }
    }
    const hers = (action: string) =>
      after.filter((row) => row.action === action && before.some((b) => b.id === row.id));
    // Her own edit: made by "Deleted member", its fields named, her values erased.
    const [edit] = hers("profile.update").filter((row) => row.subject_id === own.applicationId);
    expect(edit).toMatchObject({ actor_email: DELETED_MEMBER });
    expect(JSON.parse(String(edit!.after))).toMatchObject({
      full_name: ERASED,
      next_of_kin: ERASED,
      // The industry says nothing of her; her own words for "Other" do (ADR 0034).
      business_type: "other",
      business_type_detail: ERASED,
    });
    // The admin's decisions still name the admin; another account's address beside hers stays.
    expect(hers("role.grant-admin")[0]).toMatchObject({ actor_email: admin.email });
    const relinked = hers("application.link").find((row) =>
      row.after?.toString().includes(bilkisu.id),
    );
    expect(JSON.parse(String(relinked!.before))).toEqual({
      user_id: zainab.id,
      account_email: ERASED,
    });
    expect(JSON.parse(String(relinked!.after))).toEqual({
      user_id: bilkisu.id,
      account_email: bilkisu.email,
    });
  });
});

describe("her e-mails (issue #27)", () => {
  // Hadiza applied with another address than her account's, and has a rejected application too.
  const applicationAddress = "hadiza-application@zamwe.test";
  const typedAddress = "hadiza-typed@zamwe.test";
  const reason = "Hadiza's transfer did not arrive";
  let hadiza: SignedIn;
  let rejectedId: string;
  const secrets = ["PAYLOAD-SECRET", "SUBJECT-SECRET", "BODY-SECRET"];

  /** A message row as the queue's consumer leaves it in development (payload and text kept). */
  const message = (id: string, recipient: string, userId: string | null, kind: string) =>
    t.db
      .prepare(
        `INSERT INTO messages (id, idempotency_key, kind, recipient, language, user_id, status,
          payload, subject, body_text, body_html, sent_at)
         VALUES (?, ?, ?, ?, 'ha', ?, 'sent', '{"secret":"PAYLOAD-SECRET"}', 'SUBJECT-SECRET',
          'BODY-SECRET', '<p>BODY-SECRET</p>', ?)`,
      )
      .bind(id, `key:${id}`, kind, recipient, userId, Date.now());
  const messageIds = async () =>
    (
      await t.db.prepare("SELECT id FROM messages WHERE id LIKE 'hadiza-%' ORDER BY id").all<{
        id: string;
      }>()
    ).results.map((row) => row.id);

  beforeAll(async () => {
    hadiza = await signedInAccount(t, "hadiza-my-data@zamwe.test");
    const { applicationId } = await membershipOf(hadiza, 7, { rsvp: false });
    rejectedId = crypto.randomUUID();
    await t.db.batch([
      t.db
        .prepare("UPDATE users SET language = 'ha', email_confirmed_at = ? WHERE id = ?")
        .bind(Date.UTC(2026, 10, 1), hadiza.id),
      t.db
        // Her application's address, proven by its link (issue #37).
        .prepare("UPDATE join_applications SET email = ?, email_proven_at = 1 WHERE id = ?")
        .bind(applicationAddress, applicationId),
      t.db
        .prepare(
          `INSERT INTO join_applications (id, full_name, phone_number, email, contact_address,
            next_of_kin, business_name, business_type, why_join, membership_plan,
            payment_reference, language)
           VALUES (?, 'Hadiza Earlier', '+2348030000077', ?, 'Gusau', 'Kin', 'Shop', 'fashion',
            'To grow', 'starter', 'ZW-MD7RJ', 'ha')`,
        )
        .bind(rejectedId, typedAddress),
      // Hers: written for her account, and sent to her application's address before the link.
      message("hadiza-account", hadiza.email, hadiza.id, "payment-confirmed"),
      message("hadiza-application", applicationAddress.toUpperCase(), null, "application-received"),
      // Not hers: her account's address alone (nothing links it to her), and another account's.
      message("hadiza-address-only", hadiza.email, null, "announcement"),
      message("hadiza-other-account", applicationAddress, admin.id, "announcement"),
      // Not hers either: an address typed on an application of hers and never proven (issue #37).
      message("hadiza-typed", typedAddress, null, "application-received"),
    ]);
    expect(
      await decideApplication(db(), {
        id: rejectedId,
        status: "rejected",
        reason,
        actor: { userId: admin.id, email: admin.email },
        now: new Date(),
        cycle: membershipCycle(t.env),
      }),
    ).toBe("updated");
    await t.db
      .prepare("UPDATE join_applications SET user_id = ? WHERE id = ?")
      .bind(hadiza.id, rejectedId)
      .run();
  });

  it("her download lists her e-mails (what, when, to which address) and never their text", async () => {
    const { text } = await downloadOf(hadiza);
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({
      language: "ha",
      emailConfirmedAt: new Date(Date.UTC(2026, 10, 1)).toISOString(),
    });
    expect(data.applications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: rejectedId, rejectionReason: reason, language: "ha" }),
      ]),
    );
    expect(data.emails).toEqual([
      {
        kind: "payment-confirmed",
        status: "sent",
        address: hadiza.email,
        language: "ha",
        queuedAt: expect.any(String),
        sentAt: expect.any(String),
      },
      expect.objectContaining({
        kind: "application-received",
        address: applicationAddress.toUpperCase(),
      }),
    ]);
    const csv = (await (
      (await dataCsv(
        routeArgs({
          request: get(hadiza, "/dashboard/data.csv?table=emails"),
          context: t.context,
          params: {},
        }),
      )) as Response
    ).text()) as string;
    expect(csv.split("\r\n")[0]).toBe("\uFEFFKind,Status,Address,Language,Queued (WAT),Sent (WAT)");
    expect(csv).toContain(`payment-confirmed,sent,${hadiza.email},ha,`);
    expect(csv).toContain("application-received,sent,");
    for (const file of [text, csv]) {
      expect(file).not.toContain("announcement");
      for (const secret of secrets) expect(file).not.toContain(secret);
    }
  });

  it("deleting her account deletes her e-mails and the reason she was given, nobody else's", async () => {
    expect(await messageIds()).toHaveLength(5);
    const answer = (await deleteAccount(hadiza)) as Response;
    expect(answer.status).toBe(302);
    expect(await messageIds()).toEqual([
      "hadiza-address-only",
      "hadiza-other-account",
      "hadiza-typed",
    ]);
    const kept = await t.db
      .prepare("SELECT rejection_reason, email, erased_at FROM join_applications WHERE id = ?")
      .bind(rejectedId)
      .first<{ rejection_reason: string | null; email: string | null; erased_at: number }>();
    expect(kept).toMatchObject({
      rejection_reason: null,
      email: null,
      erased_at: expect.any(Number),
    });
    const audit = await t.db
      .prepare("SELECT after FROM audit_log WHERE action = 'application.reject' AND subject_id = ?")
      .bind(rejectedId)
      .first<{ after: string }>();
    expect(JSON.parse(audit!.after)).toEqual({ status: "rejected", rejection_reason: ERASED });
  });
});

describe("deleting her account forgets her profile page at the edge", () => {
  it("drops /members/{id} from the cache in English and in Hausa", async () => {
    // Production is where pages are kept in the data centre's cache (caches.default).
    const production = await createTestDatabase({
      SESSION_SECRET: "my-data-production",
      ENVIRONMENT: "production",
    } as Partial<Env>);
    const cache = (caches as unknown as { default: Cache }).default;
    const safiya = await signedInAccount(production, "safiya-my-data@zamwe.test");
    const applicationId = "my-data-app-safiya";
    await production.db
      .prepare(
        `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin,
          business_name, business_type, why_join, membership_plan, status, payment_reference,
          user_id, directory_consent)
         VALUES (?, 'Safiya', '+2348030000044', 'Gusau', 'Kin', 'Safiya Foods', 'Food',
          'To grow', 'starter', 'approved', 'ZW-MDSAFE', ?, 1)`,
      )
      .bind(applicationId, safiya.id)
      .run();
    const pages = [`/members/${applicationId}`, `/members/${applicationId}?lang=ha`];
    const cachedPage = () =>
      new Response("<h1>Safiya</h1>", {
        headers: { "Content-Type": "text/html", "Cache-Control": "s-maxage=300" },
      });
    for (const page of pages) await cache.put(`http://zamwe.test${page}`, cachedPage());
    await cache.put("http://zamwe.test/members/someone-else", cachedPage());
    for (const page of pages) {
      expect(await cache.match(`http://zamwe.test${page}`), page).toBeDefined();
    }

    const answer = (await deleteAccount(safiya, { context: production.context })) as Response;
    expect(answer.status).toBe(302);
    for (const page of pages) {
      expect(await cache.match(`http://zamwe.test${page}`), page).toBeUndefined();
    }
    expect(await cache.match("http://zamwe.test/members/someone-else")).toBeDefined();
  });
});
