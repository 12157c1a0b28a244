// Issue #38 §9: every page at 360 px (the cheap phones ZAMWE's members use), in English and Hausa,
// with JavaScript on and off. The page routes come from app/routes (./support/page-addresses),
// so a new page fails here until it is given an address. On each page:
// - the page is no wider than the screen (a table scrolls inside its own box, not the page);
// - with JavaScript (where the page can be measured from inside): no word is broken mid-word
//   because its column is too narrow, a long address or code breaks into pieces of a readable
//   length, every box that scrolls sideways shows that it does (the scroll cue), and no select
//   cuts off the prompt it shows.
import type { Page, TestInfo } from "@playwright/test";
import { localePath, type Language } from "../../app/i18n/language";
import { expect, inScriptlessCopy, STATIC, test } from "./fixtures";
import { memberOfHerOwn, reference, signUpAndLink } from "./support/members";
import {
  adminAddresses,
  adminNotPages,
  adminPages,
  anonymousAddresses,
  expectedStatus,
  memberAddresses,
  memberPages,
  notPages,
  pageRoutes,
  visitorAndMemberFolders,
  visitorPages,
} from "./support/page-addresses";
import { applyToJoin, signInAsAdmin, uniqueName } from "./support/people";

const WIDTH = 360;
const languages: Language[] = ["en", "ha"];

/** The page's laid-out width against the screen's, from the browser (works without JavaScript). */
async function layoutWidths(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const metrics = await cdp.send("Page.getLayoutMetrics");
    return { page: metrics.cssContentSize.width, screen: metrics.cssLayoutViewport.clientWidth };
  } finally {
    await cdp.detach();
  }
}

type Findings = {
  /** Elements that stick out of the screen (and are not inside a box that scrolls). */
  outside: string[];
  /** Codes (numbers, references) split across lines. */
  codesSplit: string[];
  /** Words of up to 20 letters broken across lines. */
  brokenWords: string[];
  /** Long words (addresses, codes, links) broken into pieces shorter than 8 letters. */
  shreddedWords: string[];
  /** Boxes that scroll sideways without the scroll cue. */
  uncuedScrollers: string[];
  /** Selects narrower than the text they show. */
  cutSelects: string[];
  /** Legends of more than one line drawn over the border of their box. */
  straddlingLegends: string[];
};

/** What the page shows at this width, measured inside it (needs the page's scripting). */
function measure(): Findings {
  const describe = (el: HTMLElement) => {
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${text}"`;
  };
  const screen = document.documentElement.clientWidth;
  const scrolls = (el: HTMLElement) => {
    const overflowX = getComputedStyle(el).overflowX;
    return overflowX === "auto" || overflowX === "scroll" || overflowX === "hidden";
  };
  // Inside a box that scrolls sideways, and clipped by it: an absolutely placed element (a
  // screen reader's label) is clipped only by a scroller that is positioned itself.
  const insideScroller = (el: HTMLElement) => {
    const escapes = (position: string) => position === "absolute" || position === "fixed";
    let escaping = escapes(getComputedStyle(el).position);
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      const positioned = style.position !== "static";
      if (scrolls(up) && (!escaping || positioned)) return true;
      if (positioned) escaping = escapes(style.position);
    }
    return false;
  };
  // Rendered: not hidden, not in a closed <details>, and with a size.
  const visible = (el: HTMLElement) => {
    const box = el.getBoundingClientRect();
    return (
      el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) &&
      box.width > 0 &&
      box.height > 0
    );
  };
  const all = [...document.body.querySelectorAll<HTMLElement>("*")];
  // What pushes the page: the innermost elements wider than the screen, and the outermost of
  // those that stick out past its right edge.
  const free = all.filter((el) => visible(el) && !insideScroller(el));
  const wide = free.filter((el) => el.getBoundingClientRect().width > screen + 1);
  const innermostWide = wide.filter(
    (el) => !wide.some((other) => other !== el && el.contains(other)),
  );
  const sticking = free.filter((el) => el.getBoundingClientRect().right > screen + 1);
  const outermostSticking = sticking.filter((el) => !sticking.includes(el.parentElement!));
  const outside = [...innermostWide, ...outermostSticking].map(describe);

  const brokenWords: string[] = [];
  const shreddedWords: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, .sr-only, svg")) continue;
    const text = node.textContent ?? "";
    for (const match of text.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (range.getBoundingClientRect().right > screen + 1 && !insideScroller(parent)) {
        outside.push(`"${match[0].slice(0, 30)}" in ${describe(parent)}`);
      }
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (lines.size < 2) continue;
      const word = match[0];
      // A word may break after its hyphen ("shirye-shirye", a name with one), as browsers break
      // lines; a code may not, which `codesSplit` checks (numbers and references are nowrap).
      if (word.includes("-")) continue;
      if (word.length <= 20) brokenWords.push(`"${word}" in ${describe(parent)}`);
      else if (word.length / lines.size < 8) shreddedWords.push(`"${word}" in ${describe(parent)}`);
    }
  }

  const uncuedScrollers = all
    .filter((el) => visible(el) && scrolls(el) && getComputedStyle(el).overflowX !== "hidden")
    .filter((el) => el.scrollWidth > el.clientWidth + 1)
    .filter((el) => !el.matches(".scroll-cue, .snap-strip"))
    .map(describe);

  // (HTMLElement: the Workers types' Element shadows the DOM's in this project's types.)
  const shownText = (el: HTMLElement) =>
    (el as unknown as HTMLSelectElement).selectedOptions[0]?.textContent ?? "";
  const cutSelects = [...document.querySelectorAll<HTMLElement>("select")]
    .filter(visible)
    .filter((select) => {
      const shown = shownText(select);
      const probe = document.createElement("span");
      const style = getComputedStyle(select);
      probe.style.font = style.font;
      probe.style.position = "absolute";
      probe.style.whiteSpace = "nowrap";
      probe.textContent = shown;
      document.body.appendChild(probe);
      const textWidth = probe.getBoundingClientRect().width;
      probe.remove();
      // The text, its padding, and the arrow (about 1.5em) must fit.
      const room =
        select.clientWidth -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight) -
        parseFloat(style.fontSize) * 1.5;
      return textWidth > room;
    })
    .map((select) => `<select name=${select.getAttribute("name")}> "${shownText(select)}"`);

  // A legend of more than one line drawn over its box's border: the line runs through it.
  const straddlingLegends = [...document.querySelectorAll<HTMLElement>("fieldset > legend")]
    .filter(visible)
    .filter((legend) => {
      const box = legend.parentElement!;
      const border = parseFloat(getComputedStyle(box).borderTopWidth);
      const lineHeight = parseFloat(getComputedStyle(legend).lineHeight);
      const { top, height } = legend.getBoundingClientRect();
      const onBorder = border > 0 && top < box.getBoundingClientRect().top + border;
      return onBorder && height > lineHeight * 1.5;
    })
    .map(describe);

  // A code (membership number, reference: monospaced, one token) on more than one line.
  const codesSplit = [...document.querySelectorAll<HTMLElement>(".font-mono")]
    .filter(visible)
    .filter((el) => /^\S{1,20}$/.test((el.textContent ?? "").trim()))
    .filter((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size > 1)
    .map(describe);

  return {
    outside,
    codesSplit,
    brokenWords,
    shreddedWords,
    uncuedScrollers,
    cutSelects,
    straddlingLegends,
  };
}

const measureIn = (copy: Page) => copy.evaluate(measure);

async function expectFitsTheScreen(page: Page, path: string, jsEnabled: boolean) {
  const widths = await layoutWidths(page);
  expect(widths.screen, `${path}: the screen`).toBe(WIDTH);
  const findings = jsEnabled ? await page.evaluate(measure) : null;
  // Without JavaScript only the width is measured (the server's HTML and CSS are the same
  // either way); when it is too wide, what widens it is found in a scriptless copy.
  const widenedBy =
    widths.page > WIDTH
      ? (findings ?? (await inScriptlessCopy(page, page.context().browser()!, measureIn))).outside
      : [];
  const problems = [
    ...(widths.page > WIDTH
      ? [`${widths.page} px wide, by ${widenedBy.slice(0, 4).join(", ")}`]
      : []),
    ...(findings?.brokenWords.map((word) => `broken: ${word}`) ?? []),
    ...(findings?.codesSplit.map((code) => `code split: ${code}`) ?? []),
    ...(findings?.shreddedWords.map((word) => `in scraps: ${word}`) ?? []),
    ...(findings?.uncuedScrollers.map((box) => `scrolls without a cue: ${box}`) ?? []),
    ...(findings?.cutSelects.map((select) => `cut off: ${select}`) ?? []),
    ...(findings?.straddlingLegends.map((legend) => `on its border: ${legend}`) ?? []),
  ];
  if (problems.length) {
    // What she would see, beside the failure.
    const file = test.info().outputPath(`${path.replace(/\W+/g, "-")}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await test.info().attach(`${path} at ${WIDTH} px`, { path: file, contentType: "image/png" });
  }
  expect.soft(problems, `${path} at ${WIDTH} px`).toEqual([]);
}

/** Each address in both languages: its status as expected, and it fits the screen. */
async function checkEvery(
  page: Page,
  jsEnabled: boolean,
  pages: [route: string, address: string][],
) {
  for (const [route, address] of pages) {
    for (const language of languages) {
      const path = localePath(address, language);
      const response = await page.goto(path);
      expect.soft(response?.status(), `${route}: ${path}`).toBe(expectedStatus[route] ?? 200);
      await expectFitsTheScreen(page, path, jsEnabled);
    }
  }
}

function addressesOf<A>(
  table: Record<string, ((a: A) => string) | null>,
  addresses: A,
): [string, string][] {
  return Object.entries(table).flatMap(([route, address]) =>
    address ? [[route, address(addresses)] as [string, string]] : [],
  );
}

test.use({ viewport: { width: WIDTH, height: 740 } });

test.describe("every page at 360 px", () => {
  test(
    "every page route has an address here (or a reason it is not a page)",
    { tag: STATIC },
    () => {
      const routes = pageRoutes([...visitorAndMemberFolders, "admin+"]);
      const covered = new Set([
        ...Object.keys(visitorPages),
        ...Object.keys(memberPages),
        ...Object.keys(adminPages),
        ...Object.keys(adminNotPages),
        ...Object.keys(notPages).filter(
          (route) => !(route in adminPages || route in adminNotPages),
        ),
      ]);
      expect(routes.filter((route) => !covered.has(route))).toEqual([]);
    },
  );

  test("a visitor's pages", async ({ page, request, jsEnabled }, testInfo: TestInfo) => {
    test.setTimeout(120_000);
    const addresses = await anonymousAddresses(request, testInfo, reference());
    await checkEvery(page, jsEnabled, [
      ...addressesOf(visitorPages, addresses),
      ["_auth+/admin_.login.tsx", "/admin/login"],
    ]);
  });

  test("a member's pages, her website and her card's verification", async ({
    page,
    jsEnabled,
  }, testInfo) => {
    test.setTimeout(120_000);
    const member = await memberOfHerOwn(testInfo, { base: "Maryam Sulaiman", endsInDays: 20 });
    await signUpAndLink(page, testInfo, "Maryam Sulaiman", member);
    const addresses = await memberAddresses(page, member.id);
    await checkEvery(page, jsEnabled, addressesOf(memberPages, addresses));
  });

  test("the admin's pages", async ({ page, jsEnabled }, testInfo) => {
    test.setTimeout(120_000);
    const addresses = await adminAddresses(testInfo);
    await signInAsAdmin(page);
    await checkEvery(page, jsEnabled, addressesOf(adminPages, addresses));
  });
});

test.describe("what a phone shows after a tap, at 360 px", () => {
  test("/join step 2: the uploads' box, its heading inside the border", async ({
    page,
    jsEnabled,
  }, testInfo) => {
    await applyToJoin(page, uniqueName(testInfo, "Narrow Applicant"), {
      onPayment: async () => {
        await expect(page.getByText("Attach your passport photo and receipt here")).toBeVisible();
        await expectFitsTheScreen(page, "/join step 2", jsEnabled);
      },
    });
  });

  test("the admin's applications: the search comes before the charts", async ({ page }) => {
    await signInAsAdmin(page);
    const search = page.getByRole("searchbox", { name: "Search" });
    const firstChart = page.getByRole("heading", { name: "Overview" });
    await expect(firstChart).toBeVisible();
    const [searchBox, chartBox] = [await search.boundingBox(), await firstChart.boundingBox()];
    expect(searchBox!.y, "the search box is above the charts").toBeLessThan(chartBox!.y);
  });
});
