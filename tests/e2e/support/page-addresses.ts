// Where every page of the site is, for the specs that go through all of them (every page in
// Hausa, every page at 360 px): the page routes are listed from app/routes itself, so a new page
// fails those specs until it is given an address here (or a reason it is not a page).
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect } from "../fixtures";
import { runSql } from "./database";
import { uniqueName } from "./people";
import { newShortCode } from "../../../app/utils/short-code";

/** The first row of a one-statement query. */
async function firstRow<Row>(sql: string, params: unknown[] = []): Promise<Row | undefined> {
  const [rows] = await runSql<Row>([{ sql, params }]);
  return rows?.[0];
}

const routesDir = join(process.cwd(), "app", "routes");

export const visitorAndMemberFolders = ["_public+", "_auth+", "_member+"];

/** The page routes (route modules with a component) of the given folders of app/routes. */
export function pageRoutes(folders = visitorAndMemberFolders): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(routesDir, folder))
      .filter((file) => file.endsWith(".tsx") && !file.startsWith("__"))
      .map((file) => `${folder}/${file}`),
  );
}

/** Routes with no page of their own, and why. */
export const notPages: Record<string, string> = {
  "_auth+/logout.tsx": "a POST that signs out and redirects; its GET redirects home",
  "_auth+/register.tsx": "the sign-up form is on /login; this address redirects there",
  "_auth+/admin_.login.tsx": "the admin area (English only)",
  "_auth+/admin_.login_.code.tsx": "the admin area (English only)",
  "_member+/dashboard_.confirm-email.tsx":
    "a POST that sends the confirmation link again; its GET redirects to the dashboard",
  "_auth+/signup.phone_.code.tsx":
    "opens only in the browser of a sign-up with a phone (its cookie): in Hausa in tests/e2e/phone-account.spec.ts",
  "_auth+/reset-password.code.tsx":
    "opens only after “Forgot password?” with a phone (its cookies): in Hausa in tests/e2e/phone-account.spec.ts",
};

export type Addresses = {
  eventId: string;
  memberId: string;
  memberName: string;
  submittedKey: string;
  /** A seeded RSVP's private code (issue #29's ticket page). */
  rsvpCode: string;
  /** An election whose voting has been opened, with Hausa texts (issue #42). */
  electionId: string;
  /** A certificate of attendance for the seeded event (issue #42). */
  certificateCode: string;
};

/** How to reach each page anonymously (`null`: needs the signed-in member below). */
export const visitorPages: Record<string, ((a: Addresses) => string) | null> = {
  "_public+/$.tsx": () => "/no-such-page",
  "_public+/_index.tsx": () => "/",
  "_public+/about.tsx": () => "/about",
  "_public+/contact.tsx": () => "/contact",
  "_public+/cookies.tsx": () => "/cookies",
  "_public+/events._index.tsx": () => "/events",
  "_public+/elections._index.tsx": () => "/elections",
  "_public+/elections.$id.tsx": (a) => `/elections/${a.electionId}`,
  "_public+/events.$id.rsvp.tsx": (a) => `/events/${a.eventId}/rsvp`,
  "_public+/gallery.tsx": () => "/gallery",
  "_public+/join._index.tsx": () => "/join",
  "_public+/join.submitted.$key.tsx": (a) => `/join/submitted/${a.submittedKey}`,
  "_public+/members-old.tsx": () => "/members-old",
  "_public+/members.$id.tsx": (a) => `/members/${a.memberId}`,
  // Searched for the seeded member: the whole directory would list the members other specs
  // add, named after their tests.
  "_public+/members._index.tsx": (a) => `/members?q=${encodeURIComponent(a.memberName)}`,
  "_public+/newsletter.tsx": () => "/newsletter",
  // Back from Paystack with a reference it never saw: "Payment not completed" (its other
  // outcomes: tests/integration/payment-pages).
  "_public+/payments.paystack.callback.tsx": () => "/payments/paystack/callback?reference=ZW-NQPE2",
  "_public+/privacy.tsx": () => "/privacy",
  "_public+/resources.tsx": () => "/resources",
  "_public+/services.tsx": () => "/services",
  "_public+/success-stories.tsx": () => "/success-stories",
  "_public+/terms.tsx": () => "/terms",
  "_public+/sites.$slug.tsx": null,
  "_public+/verify.$code.tsx": null,
  "_public+/certificates.$code.tsx": (a) => `/certificates/${a.certificateCode}`,
  "_public+/verify.certificate.($code).tsx": (a) => `/verify/certificate/${a.certificateCode}`,
  // A link that is not ours ("not valid", 404); the page it asks on: tests/e2e/announcements.
  "_public+/unsubscribe.$token.tsx": () => "/unsubscribe/not-a-real-link",
  "_public+/read.$token.tsx": () => "/read/not-a-real-link",
  // A proof link that is not ours (404); the page it asks on: tests/e2e/join.
  "_public+/join.confirm-address.$token.tsx": () => "/join/confirm-address/not-a-real-link",
  // Her ticket (issue #29); the waitlist and the offer: tests/e2e/waitlist.
  "_public+/rsvp.$code.tsx": (a) => `/rsvp/${a.rsvpCode}`,
  "_auth+/login.tsx": () => "/login",
  "_auth+/reset-password.$token.tsx": () => "/reset-password/not-a-real-token",
  "_auth+/forgot-password.tsx": () => "/forgot-password",
  "_auth+/signup.phone.tsx": () => "/signup/phone",
  "_auth+/check-email.tsx": () => "/check-email?for=signup",
  "_auth+/confirm-email.$token.tsx": () => "/confirm-email/not-a-real-token",
};

/** Pages checked at an address that answers other than 200 (their own forms: the pages' specs). */
export const expectedStatus: Record<string, number> = {
  "_public+/$.tsx": 404,
  "_auth+/reset-password.$token.tsx": 410, // a link that is no good: "expired", in Hausa
  "_public+/unsubscribe.$token.tsx": 404,
  "_public+/read.$token.tsx": 404,
  "_public+/join.confirm-address.$token.tsx": 404,
  "_auth+/confirm-email.$token.tsx": 410,
};

export type MemberAddresses = {
  siteId: string;
  slug: string;
  verifyCode: string;
  receiptId: string;
  /** An election open now with her in its electorate (issue #42). */
  electionId: string;
};

/** The signed-in member's pages (and the public pages only she can make exist). */
export const memberPages: Record<string, (a: MemberAddresses) => string> = {
  "_member+/dashboard.tsx": () => "/dashboard",
  "_member+/dashboard_.card.tsx": () => "/dashboard/card",
  "_member+/dashboard_.data.tsx": () => "/dashboard/data",
  "_member+/dashboard_.messages.tsx": () => "/dashboard/messages",
  "_member+/dashboard_.delete.tsx": () => "/dashboard/delete",
  "_member+/dashboard_.link.tsx": () => "/dashboard/link",
  "_member+/dashboard_.profile.tsx": () => "/dashboard/profile",
  "_member+/dashboard_.receipts._index.tsx": () => "/dashboard/receipts",
  "_member+/dashboard_.certificates.tsx": () => "/dashboard/certificates",
  "_member+/dashboard_.receipts.$id.tsx": (a) => `/dashboard/receipts/${a.receiptId}`,
  "_member+/dashboard_.renew.tsx": () => "/dashboard/renew",
  "_member+/dashboard_.renew_.sent.tsx": () => "/dashboard/renew/sent",
  "_member+/builder.tsx": () => "/builder",
  "_member+/builder_.$id.tsx": (a) => `/builder/${a.siteId}`,
  "_member+/builder_.$id_.delete.tsx": (a) => `/builder/${a.siteId}/delete`,
  "_member+/builder_.$id_.preview.tsx": (a) => `/builder/${a.siteId}/preview`,
  "_member+/templates.tsx": () => "/templates",
  "_member+/vote.$id.tsx": (a) => `/vote/${a.electionId}`,
  "_public+/sites.$slug.tsx": (a) => `/sites/${a.slug}`,
  "_public+/verify.$code.tsx": (a) => `/verify/${a.verifyCode}`,
};

export async function anonymousAddresses(
  request: APIRequestContext,
  testInfo: TestInfo,
  reference: string,
): Promise<Addresses> {
  const event = await firstRow<{ id: string }>(
    "SELECT id FROM events WHERE event_date > ? ORDER BY event_date LIMIT 1",
    [Date.now()],
  );
  // A seeded member (other specs add members named after their tests, and a name is not an
  // English text of ours).
  const member = await firstRow<{ id: string; name: string }>(
    "SELECT id, full_name AS name FROM join_applications WHERE full_name = 'Hauwa Abubakar' AND status = 'approved' AND directory_consent = 1",
  );
  // An application just sent: step 3's address carries its own key.
  const submittedKey = crypto.randomUUID();
  await runSql([
    {
      sql: `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin, business_name, business_type, why_join, membership_plan, status, payment_reference, idempotency_key, submitted_at)
        VALUES (?, ?, '+2348030000000', 'Gusau', 'Musa', 'Saƙa', 'crafts', 'Don in koya.', 'starter', 'pending', ?, ?, ?)`,
      params: [
        crypto.randomUUID(),
        uniqueName(testInfo, "Hausa Applicant"),
        reference,
        submittedKey,
        Date.now(),
      ],
    },
  ]);
  const rsvp = await firstRow<{ code: string }>(
    "SELECT code FROM event_rsvps WHERE status = 'confirmed' ORDER BY created_at LIMIT 1",
  );
  // An election opened for tomorrow's voting: its candidates and their statements, in Hausa.
  const electionId = crypto.randomUUID();
  const positionId = crypto.randomUUID();
  const day = 86_400_000;
  await runSql([
    {
      sql: `INSERT INTO elections (id, title, title_ha, opens_at, closes_at, cutoff_on) VALUES (?, 'Executive Committee', 'Kwamitin Zartarwa', ?, ?, '2026-01-01')`,
      params: [electionId, Date.now() + day, Date.now() + 2 * day],
    },
    {
      sql: `INSERT INTO election_positions (id, election_id, title, title_ha) VALUES (?, ?, 'Chairperson', 'Shugaba')`,
      params: [positionId, electionId],
    },
    {
      sql: `INSERT INTO election_candidates (id, election_id, position_id, name, statement, statement_ha) VALUES (?, ?, ?, 'Hauwa Abubakar', 'I will serve every member.', 'Zan yi wa kowace memba hidima.')`,
      params: [crypto.randomUUID(), electionId, positionId],
    },
    {
      sql: "UPDATE elections SET opened_at = ?, electorate_size = 0 WHERE id = ?",
      params: [Date.now(), electionId],
    },
  ]);
  expect(event?.id, "a seeded upcoming event").toBeTruthy();
  expect(member?.id, "a seeded listed member").toBeTruthy();
  // The profile must really be listed (else the check would read the 404 page).
  expect((await request.get(`/members/${member!.id}`)).status()).toBe(200);
  return {
    eventId: event!.id,
    memberId: member!.id,
    memberName: member!.name,
    submittedKey,
    rsvpCode: rsvp!.code,
    electionId,
    certificateCode: await certificateFor(event!.id, "Hauwa Abubakar"),
  };
}

/** A certificate of attendance for the event, in Hausa, with a fresh code. */
async function certificateFor(eventId: string, fullName: string): Promise<string> {
  const code = newShortCode((bytes) => crypto.getRandomValues(bytes));
  await runSql([
    {
      sql: "INSERT INTO event_certificates (id, event_id, full_name, language, code, issued_at) VALUES (?, ?, ?, 'ha', ?, ?)",
      params: [crypto.randomUUID(), eventId, fullName, code, Date.now()],
    },
  ]);
  return code;
}

/** Her website (made and published through her own session) and her card's code. */
export async function memberAddresses(page: Page, applicationId: string): Promise<MemberAddresses> {
  const slug = `hausa-${Math.random().toString(36).slice(2, 10)}`;
  const created = await page.request.post("/builder", {
    form: { businessName: "Gidan Saƙa", slug, design: "market-stall" },
    maxRedirects: 0,
  });
  expect(created.status(), await created.text()).toBe(302);
  const location = created.headers()["location"]!;
  const siteId = location.replace(/^\/builder\//, "").replace(/\?.*$/, "");
  await runSql([
    {
      sql: "UPDATE member_sites SET status = 'published', published_at = ? WHERE id = ?",
      params: [Date.now(), siteId],
    },
  ]);
  // Her card is made the first time she opens it; its code is the verification address's.
  expect((await page.goto("/dashboard/card"))?.status()).toBe(200);
  const card = await firstRow<{ code: string }>(
    "SELECT verify_code AS code FROM membership_cards WHERE application_id = ?",
    [applicationId],
  );
  const period = await firstRow<{ id: string }>(
    "SELECT id FROM membership_periods WHERE application_id = ? LIMIT 1",
    [applicationId],
  );
  expect(card?.code, "her card's verification code").toBeTruthy();
  const electionId = await openElectionFor(applicationId);
  return { siteId, slug, verifyCode: card!.code, receiptId: period!.id, electionId };
}

/**
 * An election open until `closesAt` (the next hour by default), with Hausa texts, whose
 * electorate is this member (issue #42), written in the order its guard triggers allow.
 */
export async function openElectionFor(
  applicationId: string,
  closesAt = Date.now() + 3_600_000,
): Promise<string> {
  const electionId = crypto.randomUUID();
  const positionId = crypto.randomUUID();
  const now = Date.now();
  await runSql([
    {
      sql: `INSERT INTO elections (id, title, title_ha, opens_at, closes_at, cutoff_on) VALUES (?, 'Executive Committee', 'Kwamitin Zartarwa', ?, ?, '2026-01-01')`,
      params: [electionId, now - 60_000, closesAt],
    },
    {
      sql: `INSERT INTO election_positions (id, election_id, title, title_ha, seats) VALUES (?, ?, 'Council', 'Majalisa', 2)`,
      params: [positionId, electionId],
    },
    ...["Amina Bello", "Binta Musa", "Zainab Umar"].map((name) => ({
      sql: `INSERT INTO election_candidates (id, election_id, position_id, name, statement) VALUES (?, ?, ?, ?, 'To serve.')`,
      params: [crypto.randomUUID(), electionId, positionId, name],
    })),
    {
      sql: "INSERT INTO election_electors (election_id, application_id) VALUES (?, ?)",
      params: [electionId, applicationId],
    },
    {
      sql: "UPDATE elections SET opened_at = ?, electorate_size = 1 WHERE id = ?",
      params: [now, electionId],
    },
  ]);
  return electionId;
}

/** Route modules of the admin folder that are not pages of their own, and why. */
export const adminNotPages: Record<string, string> = {
  "admin+/_layout.tsx": "the frame around every admin page (its tabs and counters), not a page",
  "admin+/events.$id.remove.tsx": "a POST that removes a guest; no page",
  "admin+/events.$id.rsvps[.csv].tsx": "a CSV download",
  "admin+/members[.csv].tsx": "a CSV download",
  "admin+/newsletter[.csv].tsx": "a CSV download",
  "admin+/uploads.$.tsx": "serves an uploaded file (a photo or a receipt)",
  // The code step exists only mid-sign-in of an admin with two-step sign-in (its own spec,
  // admin-2fa, opens it): the same centred card as /admin/login, checked here.
  "_auth+/admin_.login_.code.tsx": "reached only mid-sign-in with two-step sign-in (admin-2fa)",
};

export type AdminAddresses = { eventId: string; messageId: string; electionId: string };

/** The admin's pages (and the admin's sign-in page, which a visitor can open). */
export const adminPages: Record<string, ((a: AdminAddresses) => string) | null> = {
  "_auth+/admin_.login.tsx": null, // anonymous: see the spec
  "admin+/_index.tsx": () => "/admin",
  "admin+/announcements.tsx": () => "/admin/announcements",
  "admin+/audit.tsx": () => "/admin/audit",
  "admin+/content.tsx": () => "/admin/content",
  "admin+/elections._index.tsx": () => "/admin/elections",
  "admin+/elections.$id.tsx": (a) => `/admin/elections/${a.electionId}`,
  "admin+/elections.$id_.hall.tsx": (a) => `/admin/elections/${a.electionId}/hall`,
  "admin+/events._index.tsx": () => "/admin/events",
  "admin+/events.$id._index.tsx": (a) => `/admin/events/${a.eventId}`,
  "admin+/events.$id.check-in.tsx": (a) => `/admin/events/${a.eventId}/check-in`,
  "admin+/events.$id.certificates.tsx": (a) => `/admin/events/${a.eventId}/certificates`,
  "admin+/events.$id.delete.tsx": (a) => `/admin/events/${a.eventId}/delete`,
  "admin+/links.tsx": () => "/admin/links",
  "admin+/members.tsx": () => "/admin/members",
  "admin+/messages.tsx": () => "/admin/messages",
  "admin+/newsletter.tsx": () => "/admin/newsletter",
  "admin+/outbox._index.tsx": () => "/admin/outbox",
  "admin+/outbox.$id.tsx": (a) => `/admin/outbox/${a.messageId}`,
  "admin+/payments.tsx": () => "/admin/payments",
  "admin+/security.tsx": () => "/admin/security",
  "admin+/sites.tsx": () => "/admin/sites",
  "admin+/team.tsx": () => "/admin/team",
};

/**
 * A seeded event with guests (the RSVP table and the door), and a message in the Outbox to a
 * long address (sent, as the delivery worker leaves it), written for this test.
 */
export async function adminAddresses(testInfo: TestInfo): Promise<AdminAddresses> {
  const event = await firstRow<{ id: string }>(
    `SELECT events.id AS id FROM events JOIN event_rsvps ON event_rsvps.event_id = events.id
      GROUP BY events.id ORDER BY count(*) DESC LIMIT 1`,
  );
  const messageId = crypto.randomUUID();
  const address = `${uniqueName(testInfo, "fatima abdullahi").replace(/\W+/g, ".")}@gusau-traders.example.com`;
  // The longest words people type, on the admin's first pages whatever else the run has left
  // there: an application (the newest, first on /admin) and an admin (on /admin/team). A word
  // longer than the line once widened the page only when another spec's data put one there.
  const long = uniqueName(testInfo, "Khadijatulkubramuhammadbello").replace(" ", "");
  const longAddress = `${long}.secretary.general@zamfara-women-entrepreneurs.example.org`;
  const now = Date.now();
  const applicationId = crypto.randomUUID();
  const adminId = crypto.randomUUID();
  // A draft election with a long title, position and candidate's name (issue #42).
  const electionId = crypto.randomUUID();
  const positionId = crypto.randomUUID();
  await runSql([
    {
      sql: `INSERT INTO elections (id, title, opens_at, closes_at, cutoff_on) VALUES (?, ?, ?, ?, '2026-01-01')`,
      params: [
        electionId,
        `Election of the ${long} Executive Committee`,
        now + 86_400_000,
        now + 172_800_000,
      ],
    },
    {
      sql: `INSERT INTO election_positions (id, election_id, title, seats) VALUES (?, ?, ?, 2)`,
      params: [positionId, electionId, `Assistant ${long} Secretary`],
    },
    {
      sql: `INSERT INTO election_candidates (id, election_id, position_id, name, statement) VALUES (?, ?, ?, ?, 'To serve.')`,
      params: [crypto.randomUUID(), electionId, positionId, `Hajiya ${long}`],
    },
    {
      sql: `INSERT INTO join_applications (id, full_name, phone_number, email, contact_address, next_of_kin, business_name, business_type, why_join, membership_plan, payment_reference, submitted_at)
        VALUES (?, ?, '+2348031234567', ?, 'Gusau', 'Her sister', ?, 'fashion', ?, 'starter', ?, ?)`,
      params: [
        applicationId,
        `Hajiya ${long}`,
        longAddress,
        `${long}Enterprises`,
        `Our page: https://www.facebook.com/${long}.gusau.fashion.house/`,
        `ZW-${applicationId.slice(0, 8).toUpperCase()}`,
        now,
      ],
    },
    {
      sql: `INSERT INTO users (id, email, password_hash, created_at) VALUES (?, ?, 'pbkdf2-sha256$1$none$none', ?)`,
      params: [adminId, longAddress.toLowerCase(), now],
    },
    {
      sql: `INSERT INTO profiles (user_id, full_name, updated_at) VALUES (?, ?, ?)`,
      params: [adminId, long, now],
    },
    {
      sql: `INSERT INTO user_roles (user_id, role, created_at) VALUES (?, 'admin', ?)`,
      params: [adminId, now],
    },
    {
      sql: `INSERT INTO messages (id, idempotency_key, kind, channel, recipient, language, status, attempts, subject, body_text, created_at, updated_at, sent_at)
        VALUES (?, ?, 'newsletter-welcome', 'email', ?, 'en', 'sent', 1, 'Welcome to the ZAMWE newsletter', 'Welcome.', ?, ?, ?)`,
      params: [messageId, messageId, address.toLowerCase(), Date.now(), Date.now(), Date.now()],
    },
  ]);
  expect(event?.id, "a seeded event with guests").toBeTruthy();
  return { eventId: event!.id, messageId, electionId };
}
