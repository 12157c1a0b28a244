import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { signUpAndLogIn } from "./support/people";

/**
 * The website builder: /builder, /builder/{id}, /templates, /sites/{slug}, /admin/sites. Both
 * projects (JavaScript on and off) share one database and run at once: every e-mail and web
 * address carries the project's name and a random part.
 */

const LIMIT = "Templates Limit: 5 (Free Member) reached";
const PASSWORD = "correct horse battery staple";
const NOT_AN_IMAGE = "This file is not a JPEG, PNG or WebP image. Please choose a photo or logo.";
const TOO_LARGE = "This file is larger than 2 MB. Please choose a smaller JPEG, PNG or WebP image.";
const TAKEN = "This web address is already taken. Please choose another.";

/** "js-k3x9q2" / "no-js-k3x9q2": unique per test and project, and fit for a web address. */
const tagOf = (testInfo: TestInfo) =>
  `${testInfo.project.name}-${Math.random().toString(36).slice(2, 8)}`;

const png = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

/** A member, through the real sign-up form; she lands on her dashboard. */
async function signUp(page: Page, name: string, tag: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${tag}@example.com`;
  await signUpAndLogIn(page, { fullName: name, email, password: PASSWORD });
  return email;
}

async function logIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A second person in her own browser, with JavaScript as the project has it. */
async function otherBrowser(browser: Browser, jsEnabled: boolean, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled, baseURL });
  return { context, page: await context.newPage() };
}

/** A POST as the page's browser would send it (its cookies), without the page: crafted. */
function post(
  page: Page,
  baseURL: string | undefined,
  path: string,
  form: Record<string, string>,
  multipart = false,
) {
  return page.request.post(path, {
    ...(multipart ? { multipart: form } : { form }),
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
}

/** A draft made with a direct POST to /builder (set-up for the tests about other things). */
async function createDraft(
  page: Page,
  baseURL: string | undefined,
  fields: { businessName: string; slug: string; design?: string },
) {
  const response = await post(page, baseURL, "/builder", { design: "market-stall", ...fields });
  expect(response.status(), await response.text()).toBe(302);
  return response.headers()["location"]!.replace("/builder/", "");
}

async function chooseDesign(page: Page, name: string) {
  await page.locator("label", { hasText: name }).click();
  await expect(page.getByRole("radio", { name: new RegExp(`^${name}`) })).toBeChecked();
}

const product = (page: Page, n: number) =>
  page.getByRole("group", { name: `Product or service ${n}` });

async function statusOf(request: APIRequestContext, path: string) {
  return (await request.get(path, { maxRedirects: 0 })).status();
}

test.describe("the website builder", () => {
  test("create from each design, edit, preview, publish, the public page for anyone, unpublish → 404", async ({
    page,
    request,
    visit,
    expectAccessible,
    jsEnabled,
  }, testInfo) => {
    test.setTimeout(240_000);
    const tag = tagOf(testInfo);
    const email = await signUp(page, "Amina Builder", tag);

    // One page in each design, from /builder.
    const designs = [
      { name: "Market Stall", id: "market-stall" },
      { name: "Boutique", id: "boutique" },
      { name: "Professional", id: "professional" },
    ];
    const sites: { id: string; slug: string; name: string; design: string }[] = [];
    for (const design of designs) {
      await visit("/builder");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your website");
      await chooseDesign(page, design.name);
      const name = `${design.name} ${tag}`;
      const slug = `${design.id}-${tag}`;
      await page.getByLabel("Business Name").fill(name);
      await page.getByLabel(/Web address/).fill(slug);
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(page).toHaveURL(/\/builder\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit ${name}`);
      await expect(page.getByText("Draft created")).toBeVisible();
      await expect(page.getByRole("radio", { name: new RegExp(`^${design.name}`) })).toBeChecked();
      sites.push({ id: page.url().split("/").pop()!, slug, name, design: design.id });
    }

    await visit("/templates");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Templates");
    await expect(page.getByText("3 of 5 pages used")).toBeVisible();
    const cards = page.locator("main li");
    await expect(cards).toHaveCount(3);
    for (const [i, design] of designs.entries()) {
      await expect(cards.nth(i)).toContainText(sites[i]!.name);
      await expect(cards.nth(i)).toContainText(design.name);
      await expect(cards.nth(i)).toContainText("Draft");
    }

    // Edit the first one: every kind of field, a logo, another colour.
    const [stall] = sites;
    await visit(`/builder/${stall!.id}`);
    await page.getByLabel("Tagline").fill("Fresh spices and grains, fair prices");
    await page.getByLabel("About your business").fill("A family stall since 2015.");
    await product(page, 1).getByLabel("Name", { exact: true }).fill("Yaji (suya spice)");
    await product(page, 1).getByLabel("Price in Naira").fill("2,500");
    await product(page, 1).getByLabel("Short description").fill("500 g bag, freshly ground");
    await product(page, 2).getByLabel("Name", { exact: true }).fill("Local rice");
    await page.getByLabel("Opening Hours").fill("Monday to Saturday, 7 AM to 6 PM");
    await page.getByLabel("Location", { exact: false }).fill("Central Market, Gusau");
    await page.getByLabel("Phone", { exact: true }).fill("0803 123 4567");
    await page.getByLabel("WhatsApp Number").fill("0806 555 0101");
    await page.getByLabel("Email", { exact: true }).fill(`stall.${tag}@example.com`);
    await page.getByLabel(/Instagram/).fill("@yaji.gusau");
    await page.locator("label", { hasText: "Rose" }).click();
    await page
      .getByLabel(/Logo or photo/)
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    if (jsEnabled) {
      // The live preview follows the form as she types.
      const preview = page.getByRole("complementary", { name: "Live preview" });
      await expect(preview.getByRole("heading", { level: 2 })).toHaveText(stall!.name);
      await expect(preview).toContainText("Fresh spices and grains, fair prices");
      await expect(preview).toContainText("Yaji (suya spice)");
      await expect(preview).toContainText("₦2,500");
      await expect(preview.getByRole("link", { name: "Chat on WhatsApp" })).toBeVisible();
      await expect(preview.getByRole("img", { name: `${stall!.name} logo` })).toBeVisible();
    } else {
      await expect(page.getByRole("complementary", { name: "Live preview" })).toHaveCount(0);
    }
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved")).toBeVisible();
    await expect(page.getByLabel("Tagline")).toHaveValue("Fresh spices and grains, fair prices");
    await expect(product(page, 1).getByLabel("Price in Naira")).toHaveValue("2500");
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+2348031234567");
    await expect(page.getByRole("img", { name: "Current logo" })).toBeVisible();

    // Preview (a page of its own: it works without JavaScript), still a draft.
    await page.getByRole("button", { name: "Save and preview" }).click();
    await expect(page).toHaveURL(new RegExp(`/builder/${stall!.id}/preview$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stall!.name);
    await expect(page.getByText("Only you can see this draft until you publish it.")).toBeVisible();
    await expect(page.getByText("Yaji (suya spice)")).toBeVisible();
    await expect(page.getByText("₦2,500")).toBeVisible();
    await expectAccessible();
    expect(await statusOf(request, `/sites/${stall!.slug}`), "a draft is not public").toBe(404);

    // Publish.
    await page.getByRole("link", { name: "Back to editing" }).click();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Your page is published!")).toBeVisible();
    await expect(page.getByText("Published", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "View live page" })).toHaveAttribute(
      "href",
      `/sites/${stall!.slug}`,
    );
    // The other two from the list.
    await page.goto("/templates");
    for (const site of sites.slice(1)) {
      await page.getByRole("button", { name: `Publish ${site.name}`, exact: true }).click();
      await expect(page.getByText("Your page is published!")).toBeVisible();
    }
    await expect(page.locator("main li", { hasText: "Published" })).toHaveCount(3);

    // Anyone can see them now: an anonymous visitor.
    await page.context().clearCookies();
    for (const site of sites) {
      await visit(`/sites/${site.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.name);
      await expect(page.locator(`article[data-design="${site.design}"]`)).toBeVisible();
    }
    await visit(`/sites/${stall!.slug}`);
    const html = await (await request.get(`/sites/${stall!.slug}`)).text();
    expect(html).not.toMatch(/<script[^>]+src=/i);
    expect(html).not.toMatch(/modulepreload/i);
    expect(Buffer.byteLength(html), "under 50 KB before images").toBeLessThan(50 * 1024);
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`).first().getAttribute("content");
    expect(await meta("og:title")).toBe(stall!.name);
    expect(await meta("og:description")).toBe("Fresh spices and grains, fair prices");
    const ogImage = (await meta("og:image"))!;
    expect(ogImage).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/sites/${stall!.slug}/logo\\?v=`),
    );
    const image = await request.get(ogImage);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    const site = page.locator("article");
    await expect(site.getByText("Yaji (suya spice)")).toBeVisible();
    await expect(site.getByText("500 g bag, freshly ground")).toBeVisible();
    await expect(site.getByText("Monday to Saturday, 7 AM to 6 PM")).toBeVisible();
    const whatsapp = await site
      .getByRole("link", { name: "Chat on WhatsApp" })
      .getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/2348065550101\?text=/);
    expect(decodeURIComponent(whatsapp!.split("text=")[1]!)).toMatch(
      new RegExp(`^Hello ${stall!.name}, I found you on ZAMWE`),
    );
    await expect(site.getByRole("link", { name: /^Call 0803 123 4567/ })).toHaveAttribute(
      "href",
      "tel:+2348031234567",
    );
    await expect(site.getByRole("link", { name: "Directions" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=Central%20Market%2C%20Gusau",
    );
    await expect(site.getByRole("link", { name: /^Instagram/ })).toHaveAttribute(
      "href",
      "https://www.instagram.com/yaji.gusau",
    );
    // Her application is not approved: no badge.
    await expect(page.getByRole("link", { name: "Member of ZAMWE" })).toHaveCount(0);

    // Unpublish → 404.
    await logIn(page, email);
    await page.goto(`/builder/${stall!.id}`);
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText("Your page is unpublished")).toBeVisible();
    expect(await statusOf(request, `/sites/${stall!.slug}`)).toBe(404);
    await page.context().clearCookies();
    await visit(`/sites/${stall!.slug}`, { status: 404 });
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    expect(await statusOf(request, `/sites/${stall!.slug}/logo`)).toBe(404);
    expect(await statusOf(request, `/sites/no-such-page-${tag}`)).toBe(404);
  });

  test("the limit of 5 is kept by the server, also against crafted POSTs", async ({
    page,
    visit,
    expectAccessible,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = tagOf(testInfo);
    await signUp(page, "Limit Tester", tag);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      ids.push(
        await createDraft(page, baseURL, { businessName: `Shop ${i}`, slug: `s${i}-${tag}` }),
      );
    }

    await visit("/templates");
    await expect(page.getByText("5 of 5 pages used")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create new" })).toBeDisabled();
    await expect(page.getByText(`${LIMIT}. Delete a page to make a new one.`)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Duplicate/ })).toHaveCount(5);
    for (const button of await page.getByRole("button", { name: /^Duplicate/ }).all()) {
      await expect(button).toBeDisabled();
    }

    await visit("/builder");
    await expect(page.getByRole("status").filter({ hasText: LIMIT })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create", exact: true })).toBeDisabled();

    // Crafted: straight to the action, with and without a web address, and a duplicate.
    const crafted = await post(page, baseURL, "/builder", {
      design: "boutique",
      businessName: "Sixth",
      slug: `s6-${tag}`,
      status: "published",
    });
    expect(crafted.status()).toBe(409);
    expect(await crafted.text()).toContain(LIMIT);
    const blank = await post(page, baseURL, "/builder", {
      design: "boutique",
      businessName: `Sixth ${tag}`,
    });
    expect(blank.status()).toBe(409);
    const duplicate = await post(page, baseURL, "/templates", {
      intent: "duplicate",
      siteId: ids[0]!,
    });
    expect(duplicate.status()).toBe(409);
    expect(await duplicate.text()).toContain(LIMIT);
    // Many at once, too.
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(page, baseURL, "/builder", { design: "boutique", businessName: `Burst ${i} ${tag}` }),
      ),
    );
    expect(burst.map((r) => r.status())).toEqual(Array(6).fill(409));

    await page.goto("/templates");
    await expect(page.locator("main li")).toHaveCount(5);
    await expect(page.getByText("5 of 5 pages used")).toBeVisible();

    // Delete one (with its confirmation step) and there is room again; Duplicate fills it.
    await page.getByRole("link", { name: "Delete Shop 5" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete “Shop 5”?");
    await expectAccessible();
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(page.getByText("Page deleted")).toBeVisible();
    await expect(page.locator("main li")).toHaveCount(4);
    await expect(page.getByRole("link", { name: "Create new" })).toBeVisible();
    await page.getByRole("button", { name: "Duplicate Shop 1" }).click();
    await expect(page.getByText("Copy created")).toBeVisible();
    await expect(page.locator("main li")).toHaveCount(5);
    await expect(page.locator("main li", { hasText: `/sites/s1-${tag}-copy` })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Create new" })).toBeDisabled();
  });

  test("another member cannot see, edit, publish or delete a page: 403, nothing changes", async ({
    page,
    browser,
    visit,
    jsEnabled,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = tagOf(testInfo);
    const other = await otherBrowser(browser, jsEnabled, baseURL);
    try {
      await signUp(other.page, "Owner Hauwa", tag);
      const id = await createDraft(other.page, baseURL, {
        businessName: `Hauwa Kitchen ${tag}`,
        slug: `hauwa-${tag}`,
      });
      // Everything the builder knows of the page (its loader's data, updated_at included), as
      // its owner reads it. Read over HTTP: an outside process on the database file would lock
      // the served worker out of it.
      const stateOf = async () => {
        const response = await other.page.request.get(
          `/builder/${id}.data?_routes=${encodeURIComponent("routes/_member+/builder_.$id")}`,
        );
        expect(response.status()).toBe(200);
        return response.text();
      };
      const before = await stateOf();
      expect(before).toContain(`Hauwa Kitchen ${tag}`);

      await signUp(page, "Other Binta", tag);
      await visit(`/builder/${id}`, { status: 403 });
      await expect(page.getByRole("heading", { name: "This page is not yours" })).toBeVisible();
      await expect(page.getByText(`Hauwa Kitchen ${tag}`)).toHaveCount(0);
      await visit(`/builder/${id}/delete`, { status: 403 });
      await visit(`/builder/${id}/preview`, { status: 403 });

      const edit = await post(
        page,
        baseURL,
        `/builder/${id}`,
        {
          intent: "publish",
          design: "boutique",
          theme: "rose",
          slug: `hauwa-${tag}`,
          businessName: "Taken over",
        },
        true,
      );
      expect(edit.status()).toBe(403);
      const remove = await post(page, baseURL, `/builder/${id}/delete`, { siteId: id });
      expect(remove.status()).toBe(403);
      for (const intent of ["publish", "duplicate"]) {
        const response = await post(page, baseURL, "/templates", { intent, siteId: id });
        expect(response.status(), intent).toBe(403);
      }
      expect(await stateOf()).toBe(before);

      // Her own list is as she left it (a copy would be hers: there is none).
      await other.page.goto("/templates");
      await expect(other.page.locator("main li")).toHaveCount(1);
      await expect(other.page.locator("main li")).toContainText(`Hauwa Kitchen ${tag}`);
      await expect(other.page.locator("main li")).toContainText("Draft");
    } finally {
      await other.context.close();
    }
  });

  test("web addresses: taken in any case, reserved or malformed are refused with clear messages", async ({
    page,
    browser,
    visit,
    jsEnabled,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = tagOf(testInfo);
    const taken = `amina-fabrics-${tag}`;
    const first = await otherBrowser(browser, jsEnabled, baseURL);
    try {
      await signUp(first.page, "First Amina", tag);
      await createDraft(first.page, baseURL, { businessName: "Amina Fabrics", slug: taken });
    } finally {
      await first.context.close();
    }

    await signUp(page, "Second Amina", tag);
    await visit("/builder");
    await page.getByLabel("Business Name").fill("Amina Fabrics Too");
    const address = page.getByLabel(/Web address/);
    const tries: [string, string][] = [
      [taken.toUpperCase(), TAKEN],
      ["Admin", "“admin” is reserved. Please choose another web address."],
      ["templates", "“templates” is reserved. Please choose another web address."],
      [
        "amina_fabrics!",
        "Use only lowercase letters, digits and single hyphens between them, e.g. amina-fabrics.",
      ],
      ["ab", "Please use 3 to 40 characters."],
    ];
    for (const [slug, message] of tries) {
      await address.fill(slug);
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(page.locator(`[id$="-error"]`, { hasText: message })).toBeVisible();
      await expect(page).toHaveURL(/\/builder$/);
      await expect(page.getByLabel("Business Name")).toHaveValue("Amina Fabrics Too");
    }
    await address.fill(`amina-too-${tag}`);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(/\/builder\/[0-9a-f-]{36}$/);
    // With JavaScript the address changes before React shows the next page (React Router 7
    // renders it in a transition): the editor's own heading says it is there, not the address.
    await expect(page.getByRole("heading", { name: "Edit Amina Fabrics Too" })).toBeVisible();

    // Renaming onto a taken address is refused too, and nothing is saved.
    await page.getByLabel(/Web address/).fill(taken);
    await page.getByLabel("Tagline").fill("Not saved");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.locator(`[id$="-error"]`, { hasText: TAKEN })).toBeVisible();
    await page.goto(page.url());
    await expect(page.getByLabel(/Web address/)).toHaveValue(`amina-too-${tag}`);
    await expect(page.getByLabel("Tagline")).toHaveValue("");
  });

  test("bad uploads are refused with a message; the rest of the form is kept", async ({
    page,
    visit,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = tagOf(testInfo);
    await signUp(page, "Upload Tester", tag);
    const id = await createDraft(page, baseURL, {
      businessName: `Upload Shop ${tag}`,
      slug: `upload-${tag}`,
    });
    await visit(`/builder/${id}`);
    const logo = page.getByLabel(/Logo or photo/);
    const error = page.locator("#logo-error");

    await page.getByLabel("Tagline").fill("Kept after a refusal");
    await logo.setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("This is a text file wearing a .jpg name."),
    });
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(error).toHaveText(NOT_AN_IMAGE);
    await expect(page.getByText("Logo not accepted")).toBeVisible();
    await expect(page.getByLabel("Tagline")).toHaveValue("Kept after a refusal");

    const big = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(2 * 1024 * 1024),
    ]);
    await logo.setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: big });
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(error).toHaveText(TOO_LARGE);
    await expect(page.getByLabel("Tagline")).toHaveValue("Kept after a refusal");
    await expect(page.getByRole("img", { name: "Current logo" })).toHaveCount(0);
    // Nothing was saved: the stored page, read beside the open form, has neither.
    const stored = await (await page.request.get(`/builder/${id}`)).text();
    expect(stored).toContain(`Upload Shop ${tag}`);
    expect(stored).not.toContain("Kept after a refusal");
    // (The image's alt text: the page's texts, "Current logo" among them, travel in its loader data.)
    expect(stored).not.toContain('alt="Current logo"');

    // A real image goes through.
    await logo.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved")).toBeVisible();
    await expect(page.getByRole("img", { name: "Current logo" })).toBeVisible();
    await expect(page.getByLabel("Tagline")).toHaveValue("Kept after a refusal");
  });

  test("an admin unpublishes a page with a reason, which its owner then sees", async ({
    page,
    browser,
    request,
    visit,
    jsEnabled,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = tagOf(testInfo);
    const name = `Rule Breaker ${tag}`;
    const slug = `rule-breaker-${tag}`;
    const owner = await otherBrowser(browser, jsEnabled, baseURL);
    try {
      await signUp(owner.page, "Owner Zainab", tag);
      const id = await createDraft(owner.page, baseURL, { businessName: name, slug });
      const published = await post(owner.page, baseURL, "/templates", {
        intent: "publish",
        siteId: id,
      });
      expect(published.status()).toBe(302);
      expect(await statusOf(request, `/sites/${slug}`)).toBe(200);

      // A member cannot moderate.
      const byMember = await post(owner.page, baseURL, "/admin/sites", {
        siteId: id,
        reason: "Not mine to judge",
      });
      expect(byMember.status()).toBe(403);
      expect(await statusOf(request, `/sites/${slug}`)).toBe(200);

      await page.goto("/admin/login");
      await page.getByLabel("Email").fill(process.env.E2E_ADMIN_EMAIL!);
      await page.getByLabel("Password").fill(process.env.E2E_ADMIN_PASSWORD!);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await visit("/admin/sites");
      await expect(page.getByRole("heading", { name: "Members' websites" })).toBeVisible();
      const row = page.locator("main li", { hasText: name });
      await expect(row.getByRole("link", { name: `/sites/${slug}` })).toBeVisible();

      // The reason is required (the browser would not send an empty one: a crafted POST).
      const noReason = await post(page, baseURL, "/admin/sites", { siteId: id, reason: "" });
      expect(noReason.status()).toBe(400);
      expect(await noReason.text()).toContain("Please give the reason the member will see.");
      expect(await statusOf(request, `/sites/${slug}`)).toBe(200);

      const reason = `Counterfeit goods are against the rules (${tag}).`;
      await row.getByLabel(`Reason for unpublishing ${name}`).fill(reason);
      await row.getByRole("button", { name: "Unpublish" }).click();
      await expect(page.getByText("Page unpublished")).toBeVisible();
      await expect(page.locator("main li", { hasText: name })).toHaveCount(0);
      expect(await statusOf(request, `/sites/${slug}`)).toBe(404);

      // The owner sees why, on her list and in the builder.
      await owner.page.goto("/templates");
      const card = owner.page.locator("main li", { hasText: name });
      await expect(card).toContainText("Draft");
      await expect(card.getByRole("note")).toContainText("Unpublished by ZAMWE");
      await expect(card.getByRole("note")).toContainText(`Reason: ${reason}`);
      await owner.page.goto(`/builder/${id}`);
      await expect(owner.page.getByRole("note")).toContainText(reason);
    } finally {
      await owner.context.close();
    }
  });

  test("a large photo is scaled down in the browser with JavaScript, and refused with a message without", async ({
    page,
    baseURL,
    jsEnabled,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = tagOf(testInfo);
    await signUp(page, "Photo Tester", tag);
    const name = `Photo Shop ${tag}`;
    const id = await createDraft(page, baseURL, { businessName: name, slug: `photo-${tag}` });
    await page.goto(`/builder/${id}`);

    // A 2400 × 1600 phone photo of over 2 MB (noise does not compress).
    const [width, height] = [2400, 1600];
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 256) | 0;
    const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    await page
      .getByLabel(/Logo or photo/)
      .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });

    if (jsEnabled) {
      // Once scaled, the live preview shows it; then it is sent.
      const preview = page.getByRole("complementary", { name: "Live preview" });
      await expect(preview.getByRole("img", { name: `${name} logo` })).toBeVisible();
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByText("Draft saved")).toBeVisible();
      const stored = await (await page.request.get(`/builder/${id}/logo`)).body();
      expect(stored.length).toBeLessThan(2 * 1024 * 1024);
      const { format, width: w, height: h } = await sharp(stored).metadata();
      expect({ format, w, h }).toEqual({ format: "jpeg", w: 1200, h: 800 });
    } else {
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.locator("#logo-error")).toHaveText(TOO_LARGE);
      await expect(page.getByRole("img", { name: "Current logo" })).toHaveCount(0);
    }
  });
});
