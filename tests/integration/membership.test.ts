/**
 * Which account a membership belongs to (issue #14): never the one that merely has the same
 * e-mail; the one that proved it with the phone and payment reference she applied with, or the
 * one an admin linked (audited). Against the seeded demo data, whose references now have the
 * real format.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PAYMENT_REFERENCE } from "../../app/validation/join";
import { action as linksAction, loader as linksLoader } from "../../app/routes/admin+/links";
import { loader as dashboardLoader } from "../../app/routes/_member+/dashboard";
import { action as linkAction } from "../../app/routes/_member+/dashboard_.link";
import { action as loginAction } from "../../app/routes/_auth+/login";
import { buildSeedSql } from "../../db/seed-data.mjs";
import { settle, signedInAccount, type SignedIn } from "./support/accounts";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { request, sessionCookie, statusOf, type Payload } from "./support/http";
import { routeArgs } from "../support/route-args";

// Sign-ups and logins run PBKDF2 at 100,000 iterations.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

type Member = {
  id: string;
  full_name: string;
  email: string;
  phone_number: string;
  payment_reference: string;
  business_name: string;
};
type Dashboard = {
  displayName: string;
  membership: { applicationId: string } | null;
  texts?: unknown;
  cardTexts?: unknown;
};
type Answer = Payload<{
  toast?: { message: string; description?: string };
  result?: { error?: Record<string, string[] | null> };
}>;

let t: TestDatabase;
let admin: SignedIn;
let members: Member[];
beforeAll(async () => {
  // E-mail off: sign-up makes an account that signs in at once, as without Email Sending. With
  // e-mail on a new account is held until its address is confirmed (ADR 0036):
  // tests/integration/account-mail.test.ts.
  t = await createTestDatabase({
    SESSION_SECRET: "membership-secret",
    MAIL_FROM: "",
  } as Partial<Env>);
  await execSql(t.db, buildSeedSql(Date.now()));
  admin = await signedInAccount(t, "links-admin@zamwe.test", { admin: true });
  members = (
    await t.db
      .prepare(
        "SELECT id, full_name, email, phone_number, payment_reference, business_name FROM join_applications WHERE status = 'approved' AND email IS NOT NULL ORDER BY full_name",
      )
      .all<Member>()
  ).results;
});

const call = <T>(
  fn: (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<T>,
  path: string,
  options: { fields?: Record<string, string>; cookie?: string } = {},
) =>
  settle(() => fn(routeArgs({ request: request(path, options), context: t.context, params: {} })));

const dashboard = async (cookie: string) =>
  (await call(dashboardLoader, "/dashboard", { cookie })) as Dashboard;
const link = (cookie: string, phoneNumber: string, paymentReference: string) =>
  call(linkAction, "/dashboard/link", { cookie, fields: { phoneNumber, paymentReference } });
const linkedTo = async (applicationId: string) =>
  (
    await t.db
      .prepare("SELECT user_id FROM join_applications WHERE id = ?")
      .bind(applicationId)
      .first<{ user_id: string | null }>()
  )?.user_id;
const audits = async (action: string, applicationId: string) =>
  (
    await t.db
      .prepare(
        "SELECT actor_email, before, after FROM audit_log WHERE action = ? AND subject_id = ? ORDER BY id",
      )
      .bind(action, applicationId)
      .all<{ actor_email: string; before: string | null; after: string | null }>()
  ).results;

/** Signs up through the form with this e-mail (any password), then logs in: her cookie. */
async function signUpAs(email: string, fullName: string) {
  const password = "Not-Her-Password-42";
  await call(loginAction, "/login?tab=signup", {
    fields: { intent: "signup", fullName, email, password },
  });
  const login = await call(loginAction, "/login", {
    fields: { intent: "login", email, password },
  });
  return sessionCookie(login)!;
}

describe("an e-mail alone", () => {
  it("the seeded references have the real format (ZW- and 5 of the 32 characters)", () => {
    expect(members.length).toBeGreaterThan(3);
    for (const member of members) expect(member.payment_reference).toMatch(PAYMENT_REFERENCE);
  });

  it("signing up with an approved member's e-mail (read in the directory) shows no card, no profile, none of her data", async () => {
    const member = members[0]!;
    const cookie = await signUpAs(member.email.toUpperCase(), "Impostor Name");
    const page = await dashboard(cookie);
    expect(page.membership).toBeNull();
    // Her data, not the page's fixed texts (which say "approved" in their own words).
    const { texts: _texts, cardTexts: _cardTexts, ...data } = page;
    const text = JSON.stringify(data);
    for (const secret of [
      member.id,
      member.business_name,
      member.phone_number,
      member.payment_reference,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/approved|starter|pro"/);
    expect(await linkedTo(member.id)).toBeNull();
  });
});

describe("the link form", () => {
  it("a seeded member links her application with her phone (as she types it) and reference", async () => {
    const member = members[1]!;
    const account = await signedInAccount(t, "seeded-member@example.com");
    const local = `0${member.phone_number.slice(4)}`;
    const linked = await link(account.cookie, local, member.payment_reference.toLowerCase());
    expect(statusOf(linked)).toBe(302);
    expect((linked as Response).headers.get("Location")).toBe("/dashboard");
    expect(await linkedTo(member.id)).toBe(account.id);
    expect((await dashboard(account.cookie)).membership).toMatchObject({
      applicationId: member.id,
      status: "approved",
    });
    // Her success left no failure behind.
    expect(
      await t.db
        .prepare("SELECT count(*) AS n FROM login_failures WHERE key LIKE 'link-%'")
        .first(),
    ).toEqual({ n: 0 });
  });

  it("a wrong reference: a clear error, and nothing linked", async () => {
    const member = members[2]!;
    const account = await signedInAccount(t, "wrong-reference@example.com");
    const wrong = member.payment_reference.endsWith("Z")
      ? `${member.payment_reference.slice(0, -1)}Y`
      : `${member.payment_reference.slice(0, -1)}Z`;
    const answer = (await link(account.cookie, member.phone_number, wrong)) as Answer;
    expect(statusOf(answer)).toBe(404);
    expect(answer.data.toast).toEqual({
      type: "error",
      message: "Application not found",
      description: "Check the phone number and payment reference you applied with.",
    });
    expect(answer.data.result?.error?.[""]).toEqual([
      "We found no application with this phone number and payment reference.",
    ]);
    expect(await linkedTo(member.id)).toBeNull();
    expect((await dashboard(account.cookie)).membership).toBeNull();
  });
});

describe("Admin → Member links", () => {
  const post = (fields: Record<string, string>, cookie = admin.cookie) =>
    call(linksAction, "/admin/links", { cookie, fields });

  it("lists accounts with a member's e-mail as possible matches; the admin links and unlinks, audited", async () => {
    const member = members[3]!;
    const cookie = await signUpAs(member.email, member.full_name);
    const accountId = (await t.db
      .prepare("SELECT id FROM users WHERE lower(email) = lower(?)")
      .bind(member.email)
      .first<{ id: string }>())!.id;
    const page = (await call(linksLoader, "/admin/links", { cookie: admin.cookie })) as {
      matches: { applicationId: string; accountEmail: string; applicationEmail: string }[];
      linked: { applicationId: string }[];
    };
    expect(page.matches).toContainEqual(
      expect.objectContaining({
        applicationId: member.id,
        accountEmail: member.email.toLowerCase(),
        applicationEmail: member.email,
      }),
    );

    const linked = await post({
      intent: "link",
      paymentReference: member.payment_reference,
      email: member.email.toUpperCase(),
    });
    expect(statusOf(linked)).toBe(302);
    expect(await linkedTo(member.id)).toBe(accountId);
    expect((await dashboard(cookie)).membership).toMatchObject({ applicationId: member.id });
    const [entry] = await audits("application.link", member.id);
    expect(entry!.actor_email).toBe(admin.email);
    expect(JSON.parse(entry!.before!)).toEqual({ user_id: null, account_email: null });
    expect(JSON.parse(entry!.after!)).toEqual({
      user_id: accountId,
      account_email: member.email.toLowerCase(),
    });
    const after = (await call(linksLoader, "/admin/links", {
      cookie: admin.cookie,
    })) as typeof page;
    expect(after.matches.map((row) => row.applicationId)).not.toContain(member.id);
    expect(after.linked.map((row) => row.applicationId)).toContain(member.id);

    expect(statusOf(await post({ intent: "unlink", applicationId: member.id }))).toBe(302);
    expect(await linkedTo(member.id)).toBeNull();
    expect((await dashboard(cookie)).membership).toBeNull();
    const [unlinked] = await audits("application.unlink", member.id);
    expect(JSON.parse(unlinked!.before!)).toEqual({
      user_id: accountId,
      account_email: member.email.toLowerCase(),
    });
    // Unlinking again changes nothing and writes no second entry.
    expect(statusOf(await post({ intent: "unlink", applicationId: member.id }))).toBe(404);
    expect(await audits("application.unlink", member.id)).toHaveLength(1);
  });

  it("moves an application linked to the wrong account to the right one (the form never does)", async () => {
    const member = members[4]!;
    const taker = await signedInAccount(t, "taker@example.com");
    const owner = await signedInAccount(t, "rightful-owner@example.com");
    expect(statusOf(await link(taker.cookie, member.phone_number, member.payment_reference))).toBe(
      302,
    );
    // The form refuses to take it from her, even with the right phone and reference.
    expect(statusOf(await link(owner.cookie, member.phone_number, member.payment_reference))).toBe(
      404,
    );
    expect(await linkedTo(member.id)).toBe(taker.id);
    const moved = await post({
      intent: "link",
      paymentReference: member.payment_reference,
      email: owner.email,
    });
    expect(statusOf(moved)).toBe(302);
    expect(await linkedTo(member.id)).toBe(owner.id);
    const [entry] = await audits("application.link", member.id);
    expect(JSON.parse(entry!.before!)).toEqual({ user_id: taker.id, account_email: taker.email });
  });

  it("says which part is wrong: no account, or no approved application", async () => {
    const member = members[5]!;
    const noAccount = (await post({
      intent: "link",
      paymentReference: member.payment_reference,
      email: "nobody-here@example.com",
    })) as Answer;
    expect(statusOf(noAccount)).toBe(404);
    expect(noAccount.data.result?.error?.email).toEqual([
      "No account uses this email. Ask her to sign up first.",
    ]);
    const pending = (await t.db
      .prepare(
        "SELECT payment_reference AS ref FROM join_applications WHERE status = 'pending' LIMIT 1",
      )
      .first<{ ref: string }>())!.ref;
    const notApproved = (await post({
      intent: "link",
      paymentReference: pending,
      email: admin.email,
    })) as Answer;
    expect(statusOf(notApproved)).toBe(404);
    expect(notApproved.data.result?.error?.paymentReference).toEqual([
      "No approved application has this payment reference.",
    ]);
    expect(
      await t.db
        .prepare(
          "SELECT count(*) AS n FROM audit_log WHERE action = 'application.link' AND subject_id = ?",
        )
        .bind(member.id)
        .first(),
    ).toEqual({ n: 0 });
  });

  it("a member or a visitor cannot link or unlink, and sees nothing", async () => {
    const member = members[6]!;
    const someone = await signedInAccount(t, "not-an-admin@example.com");
    const attempts: Record<string, string>[] = [
      { intent: "link", paymentReference: member.payment_reference, email: someone.email },
      { intent: "unlink", applicationId: members[1]!.id },
    ];
    for (const fields of attempts) {
      expect(statusOf(await post(fields, someone.cookie))).toBe(403);
      expect(statusOf(await post(fields, ""))).toBe(403);
    }
    expect(await linkedTo(member.id)).toBeNull();
    expect(await linkedTo(members[1]!.id)).not.toBeNull();
    const page = await call(linksLoader, "/admin/links", { cookie: someone.cookie });
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).headers.get("Location")).toBe("/");
  });
});
