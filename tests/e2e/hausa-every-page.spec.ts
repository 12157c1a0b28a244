// Issue 20's "no English on a Hausa page", for EVERY page of the site that a visitor or a member
// reads: the page routes are listed from app/routes itself, so a new page fails this spec until
// it is given an address in ./support/page-addresses. Each page is rendered in Hausa (`?lang=ha`) and must contain
// none of the English texts of the whole catalogue (every namespace), in its text or in the
// attributes people and link previews read. The pages' own specs check their flows in Hausa;
// this one makes sure nothing was left out. The admin area stays English (ADR 0023).
import { seedReference } from "../../db/seed-data.mjs";
import { namespaces, type Namespace } from "../../app/i18n/catalogue";
import { localePath } from "../../app/i18n/language";
import { expect, STATIC, test } from "./fixtures";
import { memberOfHerOwn, signUpAndLink } from "./support/members";
import { englishOn } from "./support/no-english";
import {
  anonymousAddresses,
  expectedStatus,
  memberAddresses,
  memberPages,
  notPages,
  pageRoutes,
  visitorPages,
} from "./support/page-addresses";

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

const everyNamespace = Object.keys(namespaces) as Namespace[];

async function expectHausa(html: string, path: string, route: string) {
  expect(html, `${path}: <html lang="ha">`).toMatch(/<html lang="ha"/);
  const names = namesOnPage[route] ?? [];
  const english = englishOn(html, everyNamespace).filter((text) => !names.includes(text));
  expect(english, `English on ${path} in Hausa`).toEqual([]);
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
