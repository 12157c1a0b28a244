// Issue 20's "no English on a Hausa page", for EVERY page of the site that a visitor or a member
// reads: the page routes are listed from app/routes itself, so a new page fails this spec until
// it is given an address below. Each page is rendered in Hausa (`?lang=ha`) and must contain
// none of the English texts of the whole catalogue (every namespace), in its text or in the
// attributes people and link previews read. The pages' own specs check their flows in Hausa;
// this one makes sure nothing was left out. The admin area stays English (ADR 0023).
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { seedReference } from "../../db/seed-data.mjs";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { namespaces, type Namespace } from "../../app/i18n/catalogue";
import { localePath } from "../../app/i18n/language";
import { expect, STATIC, test } from "./fixtures";
import { runSql } from "./support/database";
import { memberOfHerOwn, signUpAndLink } from "./support/members";
import { englishOn } from "./support/no-english";
import { uniqueName } from "./support/people";

/** The first row of a one-statement query. */
async function firstRow<Row>(sql: string, params: unknown[] = []): Promise<Row | undefined> {
  const [rows] = await runSql<Row>([{ sql, params }]);
  return rows?.[0];
}

const routesDir = join(process.cwd(), "app", "routes");

/** The page routes a visitor or member can open: components of the three non-admin folders. */
function pageRoutes(): string[] {
  return ["_public+", "_auth+", "_member+"].flatMap((folder) =>
    readdirSync(join(routesDir, folder))
      .filter((file) => file.endsWith(".tsx") && !file.startsWith("__"))
      .map((file) => `${folder}/${file}`),
  );
}

/** Routes with no page of their own, and why. */
const notPages: Record<string, string> = {
  "_auth+/logout.tsx": "a POST that signs out and redirects; its GET redirects home",
  "_auth+/register.tsx": "the sign-up form is on /login; this address redirects there",
  "_auth+/admin_.login.tsx": "the admin area (English only)",
  "_auth+/admin_.login_.code.tsx": "the admin area (English only)",
  "_member+/dashboard_.confirm-email.tsx":
    "a POST that sends the confirmation link again; its GET redirects to the dashboard",
};

type Addresses = {
  eventId: string;
  memberId: string;
  memberName: string;
  submittedKey: string;
  /** A seeded RSVP's private code (issue #29's ticket page). */
  rsvpCode: string;
};

/** How to reach each page anonymously (`null`: needs the signed-in member below). */
const visitorPages: Record<string, ((a: Addresses) => string) | null> = {
  "_public+/$.tsx": () => "/no-such-page",
  "_public+/_index.tsx": () => "/",
  "_public+/about.tsx": () => "/about",
  "_public+/contact.tsx": () => "/contact",
  "_public+/cookies.tsx": () => "/cookies",
  "_public+/events._index.tsx": () => "/events",
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
  // A link that is not ours ("not valid", 404); the page it asks on: tests/e2e/announcements.
  "_public+/unsubscribe.$token.tsx": () => "/unsubscribe/not-a-real-link",
  // A proof link that is not ours (404); the page it asks on: tests/e2e/join.
  "_public+/join.confirm-address.$token.tsx": () => "/join/confirm-address/not-a-real-link",
  // Her ticket (issue #29); the waitlist and the offer: tests/e2e/waitlist.
  "_public+/rsvp.$code.tsx": (a) => `/rsvp/${a.rsvpCode}`,
  "_auth+/login.tsx": () => "/login",
  "_auth+/reset-password.$token.tsx": () => "/reset-password/not-a-real-token",
  "_auth+/forgot-password.tsx": () => "/forgot-password",
  "_auth+/check-email.tsx": () => "/check-email?for=signup",
  "_auth+/confirm-email.$token.tsx": () => "/confirm-email/not-a-real-token",
};

/**
 * English of the catalogue that a page rightly shows in Hausa too, and why: what admins and
 * members typed (event locations have no Hausa field; business names are names) and names that
 * must stay as written (the bank's, and the account name a transfer must carry exactly).
 */
const namesOnPage: Record<string, string[]> = {
  "_public+/events._index.tsx": ["Main"], // "Federal University Gusau, Main Auditorium"
  "_public+/events.$id.rsvp.tsx": ["Main"],
  // Seeded resources whose admins gave no Hausa (shown in English, as the issue asks).
  "_public+/resources.tsx": ["Phone", "for", "Your"],
  "_public+/privacy.tsx": ["Bank"], // "Zenith Bank", where membership fees are paid
  "_public+/terms.tsx": ["Bank"],
  // The transfer's details: "Zenith Bank", and the account's name as the bank holds it.
  "_member+/dashboard_.renew.tsx": ["Bank", "Zamfara Women Entrepreneurs Association"],
  // Every page that asks her to pay has the transfer's details (issue #38).
  "_public+/join.submitted.$key.tsx": ["Bank", "Zamfara Women Entrepreneurs Association"],
  "_member+/dashboard_.renew_.sent.tsx": ["Bank", "Zamfara Women Entrepreneurs Association"],
};

/** Pages checked at an address that answers other than 200 (their own forms: the pages' specs). */
const expectedStatus: Record<string, number> = {
  "_public+/$.tsx": 404,
  "_auth+/reset-password.$token.tsx": 410, // a link that is no good: "expired", in Hausa
  "_public+/unsubscribe.$token.tsx": 404,
  "_public+/join.confirm-address.$token.tsx": 404,
  "_auth+/confirm-email.$token.tsx": 410,
};

type MemberAddresses = { siteId: string; slug: string; verifyCode: string; receiptId: string };

/** The signed-in member's pages (and the public pages only she can make exist). */
const memberPages: Record<string, (a: MemberAddresses) => string> = {
  "_member+/dashboard.tsx": () => "/dashboard",
  "_member+/dashboard_.card.tsx": () => "/dashboard/card",
  "_member+/dashboard_.data.tsx": () => "/dashboard/data",
  "_member+/dashboard_.delete.tsx": () => "/dashboard/delete",
  "_member+/dashboard_.link.tsx": () => "/dashboard/link",
  "_member+/dashboard_.profile.tsx": () => "/dashboard/profile",
  "_member+/dashboard_.receipts._index.tsx": () => "/dashboard/receipts",
  "_member+/dashboard_.receipts.$id.tsx": (a) => `/dashboard/receipts/${a.receiptId}`,
  "_member+/dashboard_.renew.tsx": () => "/dashboard/renew",
  "_member+/dashboard_.renew_.sent.tsx": () => "/dashboard/renew/sent",
  "_member+/builder.tsx": () => "/builder",
  "_member+/builder_.$id.tsx": (a) => `/builder/${a.siteId}`,
  "_member+/builder_.$id_.delete.tsx": (a) => `/builder/${a.siteId}/delete`,
  "_member+/builder_.$id_.preview.tsx": (a) => `/builder/${a.siteId}/preview`,
  "_member+/templates.tsx": () => "/templates",
  "_public+/sites.$slug.tsx": (a) => `/sites/${a.slug}`,
  "_public+/verify.$code.tsx": (a) => `/verify/${a.verifyCode}`,
};

const everyNamespace = Object.keys(namespaces) as Namespace[];

async function expectHausa(html: string, path: string, route: string) {
  expect(html, `${path}: <html lang="ha">`).toMatch(/<html lang="ha"/);
  const names = namesOnPage[route] ?? [];
  const english = englishOn(html, everyNamespace).filter((text) => !names.includes(text));
  expect(english, `English on ${path} in Hausa`).toEqual([]);
}

async function anonymousAddresses(
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
  };
}

test.describe("every page in Hausa", { tag: STATIC }, () => {
  test("every page route has an address here (or a reason it is not a page)", () => {
    const covered = new Set([
      ...Object.keys(visitorPages),
      ...Object.keys(memberPages),
      ...Object.keys(notPages),
    ]);
    expect(pageRoutes().filter((route) => !covered.has(route))).toEqual([]);
    // …and no address for a route that is gone.
    expect([...covered].filter((route) => !pageRoutes().includes(route))).toEqual([]);
  });

  test("visitors' pages show no English", async ({ request }, testInfo) => {
    const addresses = await anonymousAddresses(request, testInfo, seedReference("H", 1));
    for (const [route, address] of Object.entries(visitorPages)) {
      if (!address) continue;
      const path = localePath(address(addresses), "ha");
      const response = await request.get(path);
      expect(response.status(), `${route}: ${path}`).toBe(expectedStatus[route] ?? 200);
      await expectHausa(await response.text(), path, route);
    }
  });

  test("a member's pages, her website and her card's verification show no English", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const member = await memberOfHerOwn(testInfo, { base: "Hausa Every", endsInDays: 20 });
    await signUpAndLink(page, testInfo, "Hausa Every Page", member);
    const addresses = await memberAddresses(page, member.id);
    for (const [route, address] of Object.entries(memberPages)) {
      const path = localePath(address(addresses), "ha");
      const response = await page.goto(path);
      expect(response?.status(), `${route}: ${path}`).toBe(200);
      await expectHausa(await page.content(), path, route);
    }
  });
});

/** Her website (made and published through her own session) and her card's code. */
async function memberAddresses(page: Page, applicationId: string): Promise<MemberAddresses> {
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
  return { siteId, slug, verifyCode: card!.code, receiptId: period!.id };
}
