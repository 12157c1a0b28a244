import type { Page } from "@playwright/test";
import { galleryCategories, galleryItems, type GalleryCategory } from "../../app/content/gallery";
import catalog from "../../app/content/image-catalog.json" with { type: "json" };
import { expect, test, STATIC } from "./fixtures";

const chipLabels = ["All", "Events", "Members", "Workshops", "Market Days"];
const numbered = galleryItems.map((item, i) => ({ ...item, number: i + 1 }));
const inCategory = (category: GalleryCategory) =>
  numbered.filter((item) => item.category === category);

const chips = (page: Page) =>
  page.getByRole("navigation", { name: "Filter by category" }).getByRole("link");
const chip = (page: Page, label: string) =>
  page
    .getByRole("navigation", { name: "Filter by category" })
    .getByRole("link", { name: label, exact: true });
/** The photos of the grid (not the enlarged one in the preview). */
const thumbnails = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("img");

async function expectCurrentChip(page: Page, label: string) {
  await expect(chips(page).and(page.locator('[aria-current="page"]'))).toHaveText([label]);
  await expect(chip(page, label)).toHaveAttribute("aria-current", "page");
}

test.describe("/gallery filters", { tag: STATIC }, () => {
  test("shows all ten photos by default, with the filter chips as links", async ({
    page,
    visit,
  }) => {
    await visit("/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
    await expect(chips(page)).toHaveText(chipLabels);
    expect(galleryCategories.map((c) => c.label)).toEqual(chipLabels);
    for (const c of galleryCategories) {
      await expect(chip(page, c.label)).toHaveAttribute(
        "href",
        c.id === "all" ? "/gallery" : `/gallery?category=${c.id}`,
      );
    }
    await expectCurrentChip(page, "All");

    expect(galleryItems).toHaveLength(10);
    await expect(thumbnails(page)).toHaveCount(10);
    for (const [i, item] of galleryItems.entries()) {
      await expect(thumbnails(page).nth(i)).toHaveAttribute("alt", item.alt);
    }
    const items = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.locator("img") });
    await expect(items).toHaveText(galleryItems.map((item) => new RegExp(item.title)));
    await expect(page.getByText("No images found in this category")).toHaveCount(0);
  });

  test("Events, Members and Workshops show only their photos; Market Days shows none", async ({
    page,
    visit,
  }) => {
    await visit("/gallery");
    const items = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.locator("img") });
    for (const category of ["events", "members", "workshops"] as const) {
      const label = galleryCategories.find((c) => c.id === category)!.label;
      const expected = inCategory(category);
      expect(expected.length, category).toBeGreaterThan(0);
      await chip(page, label).click();
      await expect(page).toHaveURL(new RegExp(`/gallery\\?category=${category}$`));
      await expectCurrentChip(page, label);
      await expect(thumbnails(page)).toHaveCount(expected.length);
      for (const [i, item] of expected.entries()) {
        await expect(thumbnails(page).nth(i)).toHaveAttribute("alt", item.alt);
      }
      await expect(items).toHaveText(expected.map((item) => new RegExp(item.title)));
      await expect(page.getByText("No images found in this category")).toHaveCount(0);
    }

    expect(inCategory("market-days")).toHaveLength(0);
    await chip(page, "Market Days").click();
    await expect(page).toHaveURL(/\/gallery\?category=market-days$/);
    await expectCurrentChip(page, "Market Days");
    await expect(page.getByText("No images found in this category")).toBeVisible();
    await expect(thumbnails(page)).toHaveCount(0);
    await expect(page.getByRole("main").locator("img")).toHaveCount(0);

    // Back to everything.
    await chip(page, "All").click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expectCurrentChip(page, "All");
    await expect(thumbnails(page)).toHaveCount(10);
  });

  test("the empty Market Days page is accessible", async ({ page, visit }) => {
    await visit("/gallery?category=market-days");
    await expectCurrentChip(page, "Market Days");
    await expect(page.getByText("No images found in this category")).toBeVisible();
    await expect(thumbnails(page)).toHaveCount(0);
  });

  test("an unknown category shows everything", async ({ page, visit }) => {
    await visit("/gallery?category=xyz");
    await expectCurrentChip(page, "All");
    await expect(thumbnails(page)).toHaveCount(10);
    await expect(page.getByText("No images found in this category")).toHaveCount(0);
  });
});

test.describe("/gallery thumbnails", { tag: STATIC }, () => {
  test("are responsive, lazy, sized pictures whose files load", async ({
    page,
    request,
    visit,
  }) => {
    await visit("/gallery");
    await expect(thumbnails(page)).toHaveCount(10);
    const pictures = await thumbnails(page).evaluateAll((imgs) =>
      imgs.map((img) => {
        const source = (type: string) =>
          img.parentElement?.querySelector(`source[type="${type}"]`)?.getAttribute("srcset") ??
          null;
        return {
          parent: img.parentElement?.tagName ?? "",
          alt: img.getAttribute("alt"),
          src: img.getAttribute("src"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          avif: source("image/avif"),
          webp: source("image/webp"),
        };
      }),
    );
    const urls = (srcset: string | null) =>
      (srcset ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "");

    for (const [i, picture] of pictures.entries()) {
      const item = galleryItems[i]!;
      const { aspect, widths } = catalog[item.image];
      const width = Math.max(...widths);
      const height = Math.round((width * aspect[1]!) / aspect[0]!);
      expect(picture.parent, item.image).toBe("PICTURE");
      expect(picture.alt?.trim(), item.image).toBe(item.alt);
      expect(picture.alt?.length).toBeGreaterThan(0);
      expect(picture.width, item.image).toBe(String(width));
      expect(picture.height, item.image).toBe(String(height));
      expect(picture.loading, item.image).toBe("lazy");
      expect(urls(picture.avif), item.image).toEqual(
        [...widths].sort((a, b) => a - b).map((w) => `/images/${item.image}-${w}.avif`),
      );
      expect(urls(picture.webp), item.image).toEqual(
        [...widths].sort((a, b) => a - b).map((w) => `/images/${item.image}-${w}.webp`),
      );
      expect(picture.src, item.image).toBe(`/images/${item.image}-${width}.webp`);
    }

    // The files behind them are served with the right types.
    const first = pictures[0]!;
    const expectImage = async (url: string, type: string) => {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toContain(type);
      expect((await response.body()).length, url).toBeGreaterThan(100);
    };
    await expectImage(first.src!, "image/webp");
    for (const url of urls(first.avif)) await expectImage(url, "image/avif");
    for (const url of urls(first.webp)) await expectImage(url, "image/webp");
    for (const picture of pictures.slice(1)) {
      await expectImage(picture.src!, "image/webp");
      await expectImage(urls(picture.avif)[0]!, "image/avif");
    }

    // The browser picks the AVIF rendition and actually decodes it.
    const img = thumbnails(page).first();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
  });
});

test.describe("/gallery preview", () => {
  test("opens from a thumbnail, is accessible, moves on and closes", async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit("/gallery");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page
      .getByRole("main")
      .getByRole("link", { name: /Trade Show Opening/ })
      .click();
    await expect(page).toHaveURL(/\/gallery\?image=4$/);
    const dialog = page.getByRole("dialog", { name: "Trade Show Opening" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Trade Show Opening");
    await expect(dialog.getByRole("img", { name: galleryItems[3]!.alt })).toBeVisible();
    await expectAccessible();

    const more = dialog.getByRole("navigation", { name: "More photos" });
    await expect(more.getByRole("link", { name: "Previous photo" })).toHaveAttribute(
      "href",
      "/gallery?image=3",
    );
    await more.getByRole("link", { name: "Next photo" }).click();
    await expect(page).toHaveURL(/\/gallery\?image=5$/);
    await expect(page.getByRole("dialog", { name: galleryItems[4]!.title })).toBeVisible();

    const close = page.getByRole("dialog").getByRole("link", { name: "Close" });
    await expect(close).toHaveAttribute("href", "/gallery#item-5");
    await close.click();
    await expect(page).toHaveURL(/\/gallery#item-5$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(thumbnails(page)).toHaveCount(10);
  });

  test("Next and Previous wrap around the whole set", async ({ page, visit }) => {
    await visit("/gallery?image=10");
    await page.getByRole("link", { name: "Next photo" }).click();
    await expect(page).toHaveURL(/\/gallery\?image=1$/);
    await expect(page.getByRole("dialog", { name: galleryItems[0]!.title })).toBeVisible();
    await page.getByRole("link", { name: "Previous photo" }).click();
    await expect(page).toHaveURL(/\/gallery\?image=10$/);
    const last = page.getByRole("dialog", { name: galleryItems[9]!.title });
    await expect(last).toBeVisible();
    await expect(last.getByRole("img", { name: galleryItems[9]!.alt })).toBeVisible();
    await expect(last.getByRole("link", { name: "Close" })).toHaveAttribute(
      "href",
      "/gallery#item-10",
    );
  });

  test("keeps the category, and steps only through the filtered photos", async ({
    page,
    visit,
  }) => {
    const workshops = inCategory("workshops");
    expect(workshops.length).toBeGreaterThan(1);
    const [first, second] = workshops;
    const lastOne = workshops[workshops.length - 1]!;
    await visit("/gallery?category=workshops");
    await page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(second!.title) })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/gallery\\?category=workshops&image=${second!.number}$`),
    );
    await expect(page.getByRole("dialog", { name: second!.title })).toBeVisible();
    await expectCurrentChip(page, "Workshops");
    await expect(thumbnails(page)).toHaveCount(workshops.length);

    // Previous twice from the second photo: the first, then wrap to the last workshop photo.
    await page.getByRole("link", { name: "Previous photo" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/gallery\\?category=workshops&image=${first!.number}$`),
    );
    await expect(page.getByRole("dialog", { name: first!.title })).toBeVisible();
    await page.getByRole("link", { name: "Previous photo" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/gallery\\?category=workshops&image=${lastOne.number}$`),
    );
    const dialog = page.getByRole("dialog", { name: lastOne.title });
    await expect(dialog.getByRole("img", { name: lastOne.alt })).toBeVisible();
    // And Next from the last one wraps to the first workshop photo, not to photo 10.
    await expect(dialog.getByRole("link", { name: "Next photo" })).toHaveAttribute(
      "href",
      `/gallery?category=workshops&image=${first!.number}`,
    );

    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/gallery\\?category=workshops#item-${lastOne.number}$`),
    );
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectCurrentChip(page, "Workshops");
    await expect(thumbnails(page)).toHaveCount(workshops.length);
  });

  test("Escape closes it with JavaScript; without, the Close link is the way out", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    await visit("/gallery?category=events&image=7");
    const dialog = page.getByRole("dialog", { name: "Networking Evening" });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("link", { name: "Close" });
    await expect(close).toHaveAttribute("href", "/gallery?category=events#item-7");

    if (jsEnabled) {
      // The inline script moves focus to Close and listens for Escape.
      await expect(close).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(/\/gallery\?category=events#item-7$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expectCurrentChip(page, "Events");
      await expect(thumbnails(page)).toHaveCount(inCategory("events").length);
    } else {
      await page.keyboard.press("Escape");
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/gallery\?category=events&image=7$/);
      await close.click();
      await expect(page).toHaveURL(/\/gallery\?category=events#item-7$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(thumbnails(page)).toHaveCount(inCategory("events").length);
    }
  });

  test("?image=99 and ?image=abc show the gallery without a preview", async ({ page, visit }) => {
    for (const image of ["99", "abc"]) {
      await visit(`/gallery?image=${image}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(thumbnails(page)).toHaveCount(10);
      await expectCurrentChip(page, "All");
    }
  });
});
