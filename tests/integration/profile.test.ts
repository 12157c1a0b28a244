/**
 * "Edit my profile" (issue #19) through the real loaders and actions on a real D1 and R2: only
 * her own application is ever changed (no id in the URL, forged ids in the form ignored), with
 * /join's messages, an audit entry holding before and after of the changed fields, her link
 * (phone + payment reference) still valid after a new phone; a photo is checked by its bytes
 * and served by /members/{id}/photo only while she is listed; next of kin never reaches the
 * public pages.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  action as profileAction,
  loader as profileLoader,
} from "../../app/routes/_member+/dashboard_.profile";
import { loader as memberLoader } from "../../app/routes/_public+/members.$id";
import { loader as directoryLoader } from "../../app/routes/_public+/members._index";
import { loader as photoLoader } from "../../app/routes/_public+/members.$id_.photo";
import { getDb } from "../../app/models/db.server";
import { linkApplication } from "../../app/models/membership/linking.server";
import { profilePhotoRefusal } from "../../app/models/profile.server";
import { buildSeedSql, seedId } from "../../db/seed-data.mjs";
import { getLoadContext } from "../../load-context";
import { failingStatements } from "../security/support/faults";
import { settle, signedInAccount, type SignedIn } from "./support/accounts";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { request, statusOf, type Payload } from "./support/http";
import { routeArgs } from "../support/route-args";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestDatabase;
let aisha: SignedIn; // linked to Aisha Bello (approved, consented to the directory)
let hauwa: SignedIn; // linked to Hauwa Abubakar (approved)
let stranger: SignedIn; // no application
let pending: SignedIn; // linked to a pending application

const AISHA = seedId("application:Aisha Bello");
const HAUWA = seedId("application:Hauwa Abubakar");

beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "profile-secret" } as Partial<Env>);
  await execSql(t.db, buildSeedSql(Date.now()));
  [aisha, hauwa, stranger, pending] = await Promise.all([
    signedInAccount(t, "aisha.profile@zamwe.test"),
    signedInAccount(t, "hauwa.profile@zamwe.test"),
    signedInAccount(t, "stranger.profile@zamwe.test"),
    signedInAccount(t, "pending.profile@zamwe.test"),
  ]);
  const pendingId = (await t.db
    .prepare("SELECT id FROM join_applications WHERE status = 'pending' LIMIT 1")
    .first<{ id: string }>())!.id;
  for (const [user, id] of [
    [aisha, AISHA],
    [hauwa, HAUWA],
    [pending, pendingId],
  ] as const) {
    await t.db
      .prepare("UPDATE join_applications SET user_id = ? WHERE id = ?")
      .bind(user.id, id)
      .run();
  }
});

type Call = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<unknown>;
const call = (
  fn: Call,
  path: string,
  init: {
    cookie?: string;
    body?: FormData;
    params?: Record<string, string>;
    context?: TestDatabase["context"];
  } = {},
) => {
  const base = request(path, { cookie: init.cookie });
  const req = init.body ? new Request(base, { method: "POST", body: init.body }) : base;
  return settle(() =>
    fn(routeArgs({ request: req, context: init.context ?? t.context, params: init.params ?? {} })),
  );
};

type Row = {
  id: string;
  full_name: string;
  phone_number: string;
  email: string | null;
  next_of_kin: string;
  business_name: string;
  directory_consent: number;
  photo_url: string | null;
  payment_reference: string;
  user_id: string | null;
};
const rowOf = (id: string) =>
  t.db.prepare("SELECT * FROM join_applications WHERE id = ?").bind(id).first<Row>();
const auditOf = async (id: string) =>
  (
    await t.db
      .prepare(
        "SELECT actor_id, action, before, after FROM audit_log WHERE subject_id = ? AND action = 'profile.update' ORDER BY id",
      )
      .bind(id)
      .all<{ actor_id: string; action: string; before: string; after: string }>()
  ).results;
const profilePhotos = async () =>
  (await t.env.UPLOADS.list({ prefix: "profiles/" })).objects.map((object) => object.key);

type Loaded = { profile: Record<string, unknown>; applicationId: string };
type Answer = Payload<{ result?: { error?: Record<string, string[] | null> } }>;

/** Her form as the page sends it: every field, as loaded, with `fields` on top. */
async function profileForm(user: SignedIn, fields: Record<string, string | File | null> = {}) {
  const { profile } = (await call(profileLoader, "/dashboard/profile", {
    cookie: user.cookie,
  })) as Loaded;
  const form = new FormData();
  const values: Record<string, string | File | null> = {
    fullName: String(profile.fullName),
    businessName: String(profile.businessName),
    businessType: String(profile.businessType),
    phoneNumber: String(profile.phoneNumber),
    email: profile.email === null ? "" : String(profile.email),
    contactAddress: String(profile.contactAddress),
    nextOfKin: String(profile.nextOfKin),
    whyJoin: String(profile.whyJoin),
    directoryConsent: profile.directoryConsent ? "on" : null,
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) if (value !== null) form.set(name, value);
  return form;
}
const save = (user: SignedIn, form: FormData, context?: TestDatabase["context"]) =>
  call(profileAction, "/dashboard/profile", { cookie: user.cookie, body: form, context });

/** The smallest bytes a JPEG check accepts: its magic number, then anything. */
const jpeg = (text: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), text], "me.jpg", { type: "image/jpeg" });

describe("who may edit a profile", () => {
  it("sends visitors to log in, and accounts without an approved application to their dashboard", async () => {
    const anonymous = (await call(profileLoader, "/dashboard/profile")) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login/);
    for (const user of [stranger, pending]) {
      for (const [fn, body] of [
        [profileLoader, undefined],
        [profileAction, new FormData()],
      ] as const) {
        const refused = (await call(fn, "/dashboard/profile", {
          cookie: user.cookie,
          body,
        })) as Response;
        expect(refused.status).toBe(302);
        expect(refused.headers.get("Location")).toBe("/dashboard");
      }
    }
  });

  it("fills her form with her own application, next of kin included", async () => {
    const loaded = (await call(profileLoader, "/dashboard/profile", {
      cookie: aisha.cookie,
    })) as Loaded;
    expect(loaded.applicationId).toBe(AISHA);
    expect(loaded.profile).toMatchObject({
      fullName: "Aisha Bello",
      businessName: "Aisha's Kitchen",
      phoneNumber: "+2348031234501",
      nextOfKin: expect.stringContaining("Next of kin of Aisha"),
      directoryConsent: true,
    });
  });
});

describe("saving her profile", () => {
  it("changes only her application, whatever ids the form carries, and keeps her link valid", async () => {
    const hauwaBefore = await rowOf(HAUWA);
    const aishaBefore = (await rowOf(AISHA))!;
    const form = await profileForm(aisha, {
      businessName: "Aisha's Kitchen & Catering",
      phoneNumber: "0803 999 0001",
      // Forged: the action edits the application linked to her account, nothing named here.
      applicationId: HAUWA,
      id: HAUWA,
      userId: hauwa.id,
    });
    const answer = (await save(aisha, form)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/dashboard/profile");

    expect(await rowOf(HAUWA)).toEqual(hauwaBefore);
    const after = (await rowOf(AISHA))!;
    expect(after).toMatchObject({
      id: AISHA,
      business_name: "Aisha's Kitchen & Catering",
      phone_number: "+2348039990001",
      payment_reference: aishaBefore.payment_reference,
      user_id: aisha.id,
    });
    // Her link (phone + payment reference) still finds her application with the new phone.
    expect(
      await linkApplication(getDb(t.env), aisha.id, {
        phoneNumber: "+2348039990001",
        paymentReference: aishaBefore.payment_reference,
      }),
    ).toBe("linked");
  });

  it("keeps an audit entry with before and after of the changed fields only", async () => {
    const earlier = (await auditOf(AISHA)).length;
    const form = await profileForm(aisha, {
      fullName: "Aisha Bello Musa",
      nextOfKin: "Musa Bello, 0803 111 2222",
    });
    expect(statusOf(await save(aisha, form))).toBe(302);
    const entries = await auditOf(AISHA);
    expect(entries).toHaveLength(earlier + 1);
    const entry = entries.at(-1)!;
    expect(entry.actor_id).toBe(aisha.id);
    expect(JSON.parse(entry.before)).toEqual({
      full_name: "Aisha Bello",
      next_of_kin: expect.stringContaining("Next of kin of Aisha"),
    });
    expect(JSON.parse(entry.after)).toEqual({
      full_name: "Aisha Bello Musa",
      next_of_kin: "Musa Bello, 0803 111 2222",
    });
    // Sending the same form again changes nothing and writes no entry.
    expect(statusOf(await save(aisha, await profileForm(aisha)))).toBe(302);
    expect(await auditOf(AISHA)).toHaveLength(earlier + 1);
  });

  it("answers a bad field with /join's message and changes nothing", async () => {
    const before = await rowOf(AISHA);
    const answer = (await save(
      aisha,
      await profileForm(aisha, { fullName: "  ", phoneNumber: "12" }),
    )) as Answer;
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.result?.error?.fullName).toEqual(["Please enter your full name."]);
    expect(answer.data.result?.error?.phoneNumber).toEqual([
      "Please enter a valid phone number, e.g. 0803 123 4567.",
    ]);
    expect(await rowOf(AISHA)).toEqual(before);
  });

  it("refuses a file that only claims to be a JPEG: nothing stored, nothing changed", async () => {
    const before = await rowOf(AISHA);
    const audits = (await auditOf(AISHA)).length;
    const fake = new File(["<html>not a photo</html>"], "me.jpg", { type: "image/jpeg" });
    const answer = (await save(
      aisha,
      await profileForm(aisha, { businessName: "Changed with a bad photo", photo: fake }),
    )) as Answer;
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.result?.error?.photo).toEqual([profilePhotoRefusal]);
    expect(await rowOf(AISHA)).toEqual(before);
    expect(await auditOf(AISHA)).toHaveLength(audits);
    expect(await profilePhotos()).toEqual([]);
  });

  it("leaves no photo in R2 when D1 fails to save", async () => {
    const before = await rowOf(AISHA);
    const broken = getLoadContext({
      env: {
        ...t.env,
        DB: failingStatements(
          t.db,
          (sql) => /update "join_applications"/i.test(sql),
          () => {},
        ),
      },
      ctx: t.context.cloudflare.ctx,
    });
    const form = await profileForm(aisha, { photo: jpeg("never stored") });
    const answer = await save(aisha, form, broken);
    expect(statusOf(answer)).toBe(503);
    expect(await rowOf(AISHA)).toEqual(before);
    expect(await profilePhotos()).toEqual([]);
  });
});

describe("her photo and the public pages", () => {
  it("serves her new photo from a versioned URL while she is listed, and drops the old one", async () => {
    expect(statusOf(await save(aisha, await profileForm(aisha, { photo: jpeg("first") })))).toBe(
      302,
    );
    const first = (await rowOf(AISHA))!.photo_url!;
    expect(first).toMatch(new RegExp(`^/members/${AISHA}/photo\\?v=[0-9a-f]{8}$`));
    const served = (await call(photoLoader, first, { params: { id: AISHA } })) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(served.headers.get("Cache-Control")).toContain("max-age=86400");
    expect(new TextDecoder().decode(await served.arrayBuffer())).toContain("first");

    expect(statusOf(await save(aisha, await profileForm(aisha, { photo: jpeg("second") })))).toBe(
      302,
    );
    const second = (await rowOf(AISHA))!.photo_url!;
    expect(second).not.toBe(first);
    expect(await profilePhotos()).toEqual([
      `profiles/${AISHA}/photo-${second.slice(second.indexOf("=") + 1)}`,
    ]);
    const directory = (await call(directoryLoader, "/members?q=Aisha")) as {
      members: { id: string; photoUrl: string | null }[];
    };
    expect(directory.members.find((member) => member.id === AISHA)?.photoUrl).toBe(second);

    // Not listed (lapsed): no photo, as no profile.
    await t.db
      .prepare(
        "UPDATE membership_periods SET starts_on = '2000-01-01', ends_on = '2001-01-01' WHERE application_id = ?",
      )
      .bind(AISHA)
      .run();
    const gone = (await call(photoLoader, second, { params: { id: AISHA } })) as Response;
    expect(gone.status).toBe(404);
    const noneYet = (await call(photoLoader, `/members/${HAUWA}/photo`, {
      params: { id: HAUWA },
    })) as Response;
    expect(noneYet.status).toBe(404);
  });

  it("shows her changes in the directory, never her next of kin, and no contact without consent", async () => {
    const form = await profileForm(hauwa, {
      businessName: "Hauwa Fabrics & Tailoring",
      nextOfKin: "A very private next of kin",
      directoryConsent: null,
    });
    expect(statusOf(await save(hauwa, form))).toBe(302);
    const page = (await call(memberLoader, `/members/${HAUWA}`, {
      params: { id: HAUWA },
    })) as { member: Record<string, unknown> };
    expect(page.member).toMatchObject({
      businessName: "Hauwa Fabrics & Tailoring",
      phone: null,
      email: null,
      address: null,
    });
    expect(JSON.stringify(page)).not.toContain("private next of kin");
    expect(JSON.stringify(page)).not.toContain("nextOfKin");
    const directory = (await call(directoryLoader, "/members?q=Hauwa")) as {
      members: Record<string, unknown>[];
    };
    const listed = directory.members.find((member) => member.id === HAUWA)!;
    expect(listed).toMatchObject({ businessName: "Hauwa Fabrics & Tailoring", phone: null });
    expect(JSON.stringify(directory)).not.toContain("private next of kin");
    expect(JSON.stringify(directory)).not.toContain("hauwa@example.com");
  });
});
