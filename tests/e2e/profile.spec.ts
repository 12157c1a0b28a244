import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { memberOfHerOwn, signUpAndLink } from "./support/members";
import { applyToJoin, uniqueName } from "./support/people";

// Issue 19: a member edits her directory profile from her dashboard, with JavaScript on and off:
// the directory shows the change at once, her contact details disappear from the public HTML when
// she withdraws her consent, a bad field gets /join's message with the rest of her input kept,
// and a 4 MB phone photo is shrunk in the browser before upload (with JavaScript) — the test
// measures by how much.

/** A phone-camera-like JPEG of about 4 MB: 4000×3000, smooth noise (made here, not committed). */
async function phonePhoto() {
  const small = Buffer.alloc(1000 * 750 * 3);
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(Math.random() * 256);
  return sharp(small, { raw: { width: 1000, height: 750, channels: 3 } })
    .resize(4000, 3000, { kernel: "cubic" })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The size of the file a field now holds (with JavaScript: after the browser's shrink). */
const chosenSize = (page: Page, name: string) =>
  page.evaluate(
    (field) => document.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.files?.[0]?.size,
    name,
  );

test("a member edits her profile: the directory shows it, consent off hides her contact, her photo is shrunk", async ({
  page,
  visit,
  expectAccessible,
  jsEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await memberOfHerOwn(testInfo, { base: "Profiled", endsInDays: 200 });
  await signUpAndLink(page, testInfo, "Profiled", member);
  const applicationId = (await page
    .getByRole("link", { name: "My directory profile" })
    .getAttribute("href"))!.split("/")[2]!;

  await page.getByRole("link", { name: "Edit my profile" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await visit("/dashboard/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit my profile");
  await expect(page.getByLabel("Full Name")).toHaveValue(member.name);
  await expect(page.getByLabel("Next of Kin")).toHaveValue("Musa, 0803 000 1111");

  // A bad field: /join's message, and what she typed elsewhere is kept.
  const newName = uniqueName(testInfo, "Renamed");
  const business = `${newName} Couture`;
  await page.getByLabel("Business Name").fill(business);
  await page.getByLabel("Full Name").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Please enter your full name.")).toBeVisible();
  await expect(page.getByLabel("Business Name")).toHaveValue(business);
  await expectAccessible();

  // Her new name, business, e-mail and phone, shown in the directory with her consent.
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const email = `${newName.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  await page.getByLabel("Full Name").fill(newName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone Number").fill(`0805 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await page.getByLabel("Show my phone, e-mail and address in the public member directory").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(page.getByLabel("Phone Number")).toHaveValue(`+234805${digits}`);

  await visit(`/members/${applicationId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newName);
  await expect(page.getByText(business)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.goto(`/members?q=${encodeURIComponent(newName)}`);
  await expect(page.getByText(business)).toBeVisible();

  // Consent withdrawn: neither her phone nor her e-mail is anywhere in the public HTML.
  await page.goto("/dashboard/profile");
  await page
    .getByLabel("Show my phone, e-mail and address in the public member directory")
    .uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  for (const path of [`/members/${applicationId}`, `/members?q=${encodeURIComponent(newName)}`]) {
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(business);
    expect(html).not.toContain(email);
    expect(html).not.toContain(`805${digits}`);
    expect(html).not.toContain("Musa, 0803 000 1111");
  }

  // A 4 MB phone photo: shrunk in the browser with JavaScript, sent as it is without.
  const original = await phonePhoto();
  await page.goto("/dashboard/profile");
  const cdp = jsEnabled ? await page.context().newCDPSession(page) : null;
  await page.getByLabel(/^Photo/).setInputFiles({
    name: "IMG_2041.jpg",
    mimeType: "image/jpeg",
    buffer: original,
  });
  const save = page.getByRole("button", { name: "Save changes" });
  if (cdp) {
    await expect.poll(() => chosenSize(page, "photo")).toBeLessThanOrEqual(300 * 1024);
    await expect(save).toBeEnabled();
    // A slow uplink, so the progress bar is there long enough to be seen.
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 50,
      downloadThroughput: 1024 * 1024,
      uploadThroughput: 64 * 1024,
    });
  }
  await save.click();
  if (cdp) {
    await expect(page.getByRole("status").getByText(/Uploading… \d+%/)).toBeVisible();
    await expect(page.getByRole("progressbar")).toBeVisible();
  }
  // Up to 300 KB at 64 KB/s is about 5 s of upload alone: more than expect's default wait.
  await expect(page.getByText("Profile updated")).toBeVisible({ timeout: 30_000 });
  if (cdp) {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }

  await page.goto(`/members/${applicationId}`);
  const src = await page.locator("main img").first().getAttribute("src");
  expect(src).toMatch(new RegExp(`^/members/${applicationId}/photo\\?v=[0-9a-f]{8}$`));
  const photo = await page.request.get(src!);
  expect(photo.status()).toBe(200);
  const stored = (await photo.body()).length;
  console.log(
    `[profile photo, ${testInfo.project.name}] chosen ${original.length} bytes (4000×3000 JPEG), stored ${stored} bytes (Content-Length ${photo.headers()["content-length"]}): ${(100 - (stored / original.length) * 100).toFixed(1)}% saved`,
  );
  expect(original.length).toBeGreaterThan(3.5 * 1024 * 1024);
  if (jsEnabled) {
    expect(stored).toBeLessThanOrEqual(300 * 1024);
    const dimensions = await sharp(await photo.body()).metadata();
    expect(Math.max(dimensions.width!, dimensions.height!)).toBeLessThanOrEqual(1280);
  } else {
    expect(stored).toBe(original.length);
  }
});

test("/join: with JavaScript the photo is shrunk before upload and a PDF receipt sent as it is", async ({
  page,
  jsEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  const photo = await phonePhoto();
  // Over the 1 MB of an ordinary form: with JavaScript it goes to /join.data, which has /join's limit.
  const receipt = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2 * 1024 * 1024, 32)]);
  await applyToJoin(page, uniqueName(testInfo, "Joining"), {
    onPayment: async (step) => {
      await step.getByLabel(/Passport photo/).setInputFiles({
        name: "IMG_2042.jpg",
        mimeType: "image/jpeg",
        buffer: photo,
      });
      await step.getByLabel(/Payment receipt/).setInputFiles({
        name: "receipt.pdf",
        mimeType: "application/pdf",
        buffer: receipt,
      });
      if (!jsEnabled) return;
      await expect.poll(() => chosenSize(step, "photo")).toBeLessThanOrEqual(300 * 1024);
      const shrunk = (await chosenSize(step, "photo"))!;
      console.log(`[join photo, js] chosen ${photo.length} bytes, sent ${shrunk} bytes`);
      expect(await chosenSize(step, "receipt")).toBe(receipt.length);
    },
  });
});
