// Hausa (issue 20) on the content pages, the legal pages and the membership card check: no English
// of their namespaces on the Hausa page, `<html lang="ha">`, axe in Hausa, and the legal pages'
// "the English text prevails" line with its link to the English.
import type { Page, TestInfo } from "@playwright/test";
import { legalPages } from "../../app/content/legal";
import { catalogueOf, type Namespace } from "../../app/i18n/catalogue";
import { expect, test, STATIC } from "./fixtures";
import { memberOfHerOwn, signUpAndLink } from "./support/members";
import { englishOn, readableText } from "./support/no-english";

const hausa = catalogueOf("ha");

const hausaPages: { path: string; status?: number; namespaces: Namespace[]; heading: string }[] = [
  { path: "/services", namespaces: ["layout", "services"], heading: hausa.services.headline },
  { path: "/gallery", namespaces: ["layout", "gallery"], heading: hausa.gallery.headline },
  // The preview dialog of a photo, with its close and previous/next links.
  { path: "/gallery?image=2", namespaces: ["layout", "gallery"], heading: hausa.gallery.headline },
  // Market Days has no photos: the empty state.
  {
    path: "/gallery?category=market-days",
    namespaces: ["layout", "gallery"],
    heading: hausa.gallery.headline,
  },
  {
    path: "/members-old",
    namespaces: ["layout", "carousel", "membersShowcase"],
    heading: hausa.membersShowcase.headline,
  },
  {
    path: "/success-stories",
    namespaces: ["layout", "successStories"],
    heading: hausa.successStories.headline,
  },
  {
    path: "/resources",
    namespaces: ["layout", "resources", "ui"],
    heading: hausa.resources.headline,
  },
  {
    path: "/resources?category=finance",
    namespaces: ["layout", "resources", "ui"],
    heading: hausa.resources.headline,
  },
  { path: "/privacy", namespaces: ["layout", "legal"], heading: hausa.legal.policies.privacy },
  { path: "/terms", namespaces: ["layout", "legal"], heading: hausa.legal.policies.terms },
  { path: "/cookies", namespaces: ["layout", "legal"], heading: hausa.legal.policies.cookies },
  // An unknown card: the "not verified" screen.
  {
    path: "/verify/aaaaaaaaaaaaaaaaaaaaaaaaaa",
    status: 404,
    namespaces: ["layout", "errors", "verify"],
    heading: hausa.verify.notVerified.title,
  },
];

const inHausa = (path: string) => `${path}${path.includes("?") ? "&" : "?"}lang=ha`;

async function expectHausaPage(page: Page, html: string, namespaces: Namespace[]) {
  expect(html).toMatch(/<html lang="ha"/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ha");
  expect(englishOn(html, namespaces), `English on ${page.url()}`).toEqual([]);
  // The check reads the page: the shell's Hausa is there.
  expect(readableText(html)).toContain(hausa.layout.footer.quickLinks);
}

test.describe("no English on a Hausa content page", { tag: STATIC }, () => {
  for (const { path, status = 200, namespaces, heading } of hausaPages) {
    test(`${path} in Hausa: lang="ha", none of the English of ${namespaces.join(", ")}, axe`, async ({
      page,
      expectAccessible,
    }) => {
      const response = await page.goto(inHausa(path));
      expect(response?.status(), path).toBe(status);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expectHausaPage(page, await response!.text(), namespaces);
      await expectAccessible();
    });
  }
});

test.describe("the Hausa legal pages", { tag: STATIC }, () => {
  for (const slug of ["privacy", "terms", "cookies"] as const) {
    test(`/${slug} in Hausa is complete: none of the English document's texts`, async ({
      request,
    }) => {
      const response = await request.get(`/${slug}?lang=ha`);
      expect(response.status()).toBe(200);
      const readable = readableText(await response.text());
      const english = legalPages[slug];
      const englishTexts = [
        english.intro,
        ...english.sections.flatMap((section) => [
          section.heading,
          ...section.blocks.flatMap((block) => (block.kind === "p" ? [block.text] : block.items)),
        ]),
      ];
      expect(englishTexts.filter((text) => readable.includes(text))).toEqual([]);
      // …and the Hausa version is the one shown.
      expect(readable).toContain(hausa.legal.translation.notice);
    });
  }

  test("say the English text prevails, and link to it", async ({ page }) => {
    await page.goto("/terms?lang=ha");
    const notice = page.locator("[data-translation-notice]");
    await expect(notice).toContainText(hausa.legal.translation.notice);
    // At the top: above the page's title.
    const noticeBox = (await notice.boundingBox())!;
    const titleBox = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(noticeBox.y).toBeLessThan(titleBox.y);
    const english = notice.getByRole("link", { name: hausa.legal.translation.englishLink });
    await expect(english).toHaveAttribute("href", "/terms?lang=en");
    await expect(english).toHaveAttribute("hreflang", "en");
    // The other policies stay in Hausa.
    await expect(
      page
        .getByRole("navigation", { name: hausa.legal.otherPolicies })
        .getByRole("link", { name: hausa.legal.policies.privacy }),
    ).toHaveAttribute("href", "/privacy?lang=ha");

    await english.click();
    await expect(page).toHaveURL(/\/terms\?lang=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
    // The English page has no such line.
    await expect(page.locator("[data-translation-notice]")).toHaveCount(0);
  });
});

/** A member's card link, made the way she makes it: sign up, link, open the dashboard. */
async function verificationPath(page: Page, testInfo: TestInfo) {
  const member = await memberOfHerOwn(testInfo, { base: "Hausa Card", endsInDays: 200 });
  await signUpAndLink(page, testInfo, "Hausa Card Holder", member);
  const link = await page
    .getByRole("region", { name: "Member ID Card" })
    .getByRole("link", { name: "Verification link" })
    .getAttribute("href");
  return { member, path: new URL(link!).pathname };
}

test(
  "a member's card checked in Hausa: her status, plan and date in Hausa, no English, axe",
  {
    tag: STATIC,
  },
  async ({ page, expectAccessible }, testInfo) => {
    test.setTimeout(90_000);
    const { member, path } = await verificationPath(page, testInfo);
    const response = (await page.goto(inHausa(path)))!;
    expect(response.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hausa.verify.title);
    const result = page.getByRole("region", { name: hausa.verify.regionLabel });
    await expect(result).toContainText(member.name);
    await expect(result).toContainText(hausa.verify.statuses.active);
    await expect(result).toContainText("Memba ta tsarin Starter");
    // The date in Hausa month names: "… Nuwamba 2027".
    await expect(result).toContainText(
      /Tana aiki har zuwa\s*\d{1,2} (Janairu|Faburairu|Maris|Afirilu|Mayu|Yuni|Yuli|Agusta|Satumba|Oktoba|Nuwamba|Disamba) \d{4}/,
    );
    await expectHausaPage(page, await response.text(), ["layout", "verify"]);
    await expectAccessible();
  },
);

test(
  "the shared pagination speaks Hausa on a Hausa page, and its links keep the language",
  {
    tag: STATIC,
  },
  async ({ page }) => {
    const response = (await page.goto("/members?lang=ha"))!;
    expect(response.status()).toBe(200);
    const pages = page.getByRole("navigation", { name: hausa.ui.pagination.pages, exact: true });
    await expect(pages).toContainText(/Shafi na 1 cikin \d+/);
    const next = pages.getByRole("link", { name: hausa.ui.pagination.next });
    await expect(next).toHaveAttribute("href", /[?&]page=2(&|$)/);
    await expect(next).toHaveAttribute("href", /[?&]lang=ha(&|$)/);
    const html = await pages.evaluate((nav) => nav.outerHTML);
    expect(englishOn(html, ["ui"])).toEqual([]);
    await next.click();
    await expect(page).toHaveURL(/lang=ha/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ha");
    await expect(
      page
        .getByRole("navigation", { name: hausa.ui.pagination.pages, exact: true })
        .getByRole("link", {
          name: hausa.ui.pagination.previous,
        }),
    ).toBeVisible();
  },
);
