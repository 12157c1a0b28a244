import type { TestInfo } from "@playwright/test";
import { formatWatDay } from "../../app/utils/dates";
import { addMonthsClamped } from "../../app/models/membership/period-rules";
import { expect, test } from "./fixtures";
import { memberOfHerOwn } from "./support/members";
import { signInAsAdmin, uniqueName } from "./support/people";
import { runSql } from "./support/database";

/** A member of her own, her year ending in 20 days, with a pending request to renew on Pro. */
const expiringMemberWithRenewal = (testInfo: TestInfo) =>
  memberOfHerOwn(testInfo, { base: "Rahama", endsInDays: 20, renewal: true });

test.describe("/admin/members", () => {
  test("pages through the register by Next and Previous links, with the search kept (issue #41)", async ({
    page,
    visit,
  }, testInfo) => {
    // 25 members of this test's own, found by one search: two pages, whatever others add.
    const surname = uniqueName(testInfo, "Pager");
    await runSql(
      Array.from({ length: 25 }, (_, i) => ({
        sql: `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin, business_name, business_type, why_join, membership_plan, status, payment_reference)
              VALUES (?, ?, ?, 'Gusau', 'Kin', 'Pager Ltd', 'crafts', 'To grow.', 'starter', 'approved', ?)`,
        params: [
          `${surname}-${i}`,
          `Amina ${String(i).padStart(2, "0")} ${surname}`,
          `+23480${String(Date.now() % 1e6).padStart(6, "0")}${String(i).padStart(2, "0")}`,
          `PG-${surname}-${i}`,
        ],
      })),
    );
    await signInAsAdmin(page, "/admin/members");
    await visit(`/admin/members?q=${encodeURIComponent(surname)}`);
    const names = page.locator("tr[data-member]");
    await expect(names).toHaveCount(20);
    await expect(names.first()).toContainText(`Amina 00 ${surname}`);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText("Page 1 of 2");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]after=/);
    await expect(page).toHaveURL(new RegExp(`q=${surname.replace(" ", "\\+")}&`));
    await expect(names).toHaveCount(5);
    await expect(names.first()).toContainText(`Amina 20 ${surname}`);
    await expect(pages).toContainText("Page 2 of 2");
    await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(names).toHaveCount(20);
    await expect(names.last()).toContainText(`Amina 19 ${surname}`);
    await expect(pages).toContainText("Page 1 of 2");
  });

  test("the register filters by status, searches and exports what it shows", async ({
    page,
    visit,
  }) => {
    await signInAsAdmin(page, "/admin/members");
    await visit("/admin/members");
    await expect(page.getByRole("heading", { name: /^Members/ })).toBeVisible();
    const counts = page.getByRole("list", { name: "Members by status" });
    await expect(counts.locator('[data-status-count="lapsed"]')).toHaveText(/^Lapsed: \d+$/);

    // The GET form works with and without JavaScript.
    await page.getByLabel("Status", { exact: true }).selectOption("grace");
    await page.getByLabel("Search", { exact: true }).fill("Khadija Musa");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=grace/);
    const rows = page.locator("tr[data-member]");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Khadija Musa");
    await expect(rows.first().locator('[data-status="grace"]')).toHaveText("Grace");
    await expect(
      rows.first().getByRole("button", { name: "Send reminder to Khadija Musa" }),
    ).toBeVisible();

    await page.goto("/admin/members?status=lapsed");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Saadatu Aliyu");
    await expect(rows.first()).toContainText("Lapsed");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^zamwe-members-\d{4}-\d{2}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString("utf8");
    expect(csv.startsWith("\uFEFFFull Name,Business,Phone,Email,Plan,Status,Valid Until,")).toBe(
      true,
    );
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^Saadatu Aliyu,Saadatu Tailoring,'\+2348031234703,,starter,Lapsed,\d{4}-\d{2}-\d{2},/,
    );
  });

  test("the queue confirms a renewal and her valid-until moves; a reminder opens WhatsApp", async ({
    page,
    context,
    expectAccessible,
  }, testInfo) => {
    const { name, phone, endsOn } = await expiringMemberWithRenewal(testInfo);
    await signInAsAdmin(page, "/admin/members");
    await page.goto(`/admin/members?q=${encodeURIComponent(name)}`);
    await expectAccessible();
    const row = page.locator("tr[data-member]", { hasText: name });
    await expect(row.locator('[data-status="expiring"]')).toBeVisible();
    await expect(row).toContainText(formatWatDay(endsOn));
    await expect(page.locator('[data-counter="Pending renewals"]')).toHaveText(/^\d+/);

    // The reminder: the form posts in a new tab and is answered with a redirect to wa.me. The
    // post is let through and its answer read here, so the test does not leave the site.
    let location: string | null = null;
    await context.route("**/admin/members*", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      expect(response.status()).toBe(303);
      location = response.headers()["location"] ?? null;
      await route.fulfill({ contentType: "text/plain", body: "WhatsApp would open here." });
    });
    const [whatsapp] = await Promise.all([
      page.waitForEvent("popup"),
      row.getByRole("button", { name: `Send reminder to ${name}` }).click(),
    ]);
    await expect(whatsapp.getByText("WhatsApp would open here.")).toBeVisible();
    await whatsapp.close();
    await context.unrouteAll();
    expect(location).toMatch(/^https:\/\/wa\.me\//);
    const url = new URL(location!);
    expect(url.pathname).toBe(`/${phone.slice(1)}`);
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain(name);
    expect(text).toContain(`is valid until ${formatWatDay(endsOn)}`);
    expect(text).toContain("Starter plan: ₦2,900");
    expect(text).toContain(`${new URL(page.url()).origin}/dashboard/renew`);
    await page.reload();
    await expect(row).toContainText(/Reminder opened (just now|1 minute ago)/);

    // The queue: her request, confirmed once.
    const request = page.locator("li[data-renewal]", { hasText: name });
    await expect(request).toContainText("₦5,900");
    await request.getByRole("button", { name: `Confirm payment of ${name}` }).click();
    await expect(page.getByText("Her membership is extended by one period.")).toBeVisible();
    await expect(request).toHaveCount(0);
    const renewed = addMonthsClamped(endsOn, 12);
    await expect(row).toContainText(formatWatDay(renewed));
    await expect(row.locator('[data-status="active"]')).toBeVisible();
    await expect(row).toContainText("₦5,900");
  });

  test("a rejection needs a reason, shown next to the field", async ({ page }, testInfo) => {
    const { name } = await expiringMemberWithRenewal(testInfo);
    await signInAsAdmin(page, "/admin/members");
    await page.goto(`/admin/members?q=${encodeURIComponent(name)}`);
    const request = page.locator("li[data-renewal]", { hasText: name });
    const reason = request.getByLabel("Reason for rejecting");
    // Long enough for the browser's own check, too short once the server trims it.
    await reason.fill("  a  ");
    await request.getByRole("button", { name: `Reject renewal of ${name}` }).click();
    await expect(request.getByText("Please give a reason of at least 3 characters.")).toBeVisible();
    await expect(reason).toHaveAttribute("aria-invalid", "true");

    await reason.fill("The receipt is for another account.");
    await request.getByRole("button", { name: `Reject renewal of ${name}` }).click();
    await expect(page.getByText("She sees your reason on her dashboard.")).toBeVisible();
    await expect(request).toHaveCount(0);
  });

  test("the seeded pending renewal comes with its receipt, which the admin opens", async ({
    page,
  }) => {
    await signInAsAdmin(page, "/admin/members");
    const request = page.locator("li[data-renewal]", { hasText: "Maryam Sulaiman" });
    const receipt = request.getByRole("link", { name: /Payment receipt/ });
    const href = await receipt.getAttribute("href");
    expect(href).toMatch(/^\/admin\/uploads\/renewals\/[0-9a-f-]+\/receipt\.pdf$/);
    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    expect((await answer.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
