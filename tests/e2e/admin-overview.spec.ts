import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/people";

// Issue 18: the admin's overview is drawn on the server (SVG, no script), each chart titled by
// its question and readable as a table. The exact numbers for the seeded association are checked
// in tests/integration/membership-overview.test.ts; here, what the admin and a screen reader get.
test("the overview's charts render with their numbers, as pictures and as tables", async ({
  page,
  visit,
}) => {
  await signInAsAdmin(page);
  await visit("/admin");
  const overview = page.getByRole("region", { name: "Overview" });
  const charts = overview.locator("figure");
  await expect(charts).toHaveCount(5);
  await expect(overview.locator("figcaption")).toHaveText([
    "Where do our members stand today?",
    "How many members were active at each month's end?",
    "How many applications came in each week?",
    "Which plans do listed members hold?",
    "How many memberships end in the next 90 days?",
  ]);
  const status = page.getByRole("table", { name: "Where do our members stand today?" });
  const rows = status.locator("tbody tr");
  await expect(rows.locator("th")).toHaveText([
    "active",
    "expiring",
    "grace",
    "lapsed",
    "not paid yet",
  ]);
  const counts = (await rows.locator("td").allTextContents()).map(Number);
  // The seed: at least 18 active members and one lapsed (other specs may renew or approve some).
  expect(counts[0]).toBeGreaterThanOrEqual(18);
  expect(counts[3]).toBeGreaterThanOrEqual(1);
  // Each bar of the picture is there, with its number written beside it.
  await expect(charts.first().locator("svg rect")).toHaveCount(5);
  await expect(charts.nth(1).locator("svg rect")).toHaveCount(12);
  await expect(charts.nth(2).locator("svg rect")).toHaveCount(12);
  await expect(
    page
      .getByRole("table", { name: "How many memberships end in the next 90 days?" })
      .locator("tbody tr"),
  ).toHaveCount(3);
});
