import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/people";

// Issue 18: the admin's overview is drawn on the server (SVG, no script), each chart titled by
// its question and readable as a table. It runs in the "seeded" projects, before any test adds,
// approves or renews a member, so its figures are the seed's (18 active members, one expiring,
// one in grace, one lapsed; tests/integration/membership-overview.test.ts checks every chart).
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
  await expect(rows.locator("td")).toHaveText(["18", "1", "1", "1", "0"]);
  // Each bar of the picture is there, with its number written beside it.
  await expect(charts.first().locator("svg rect")).toHaveCount(5);
  await expect(charts.nth(1).locator("svg rect")).toHaveCount(12);
  await expect(charts.nth(2).locator("svg rect")).toHaveCount(12);
  // Within 30 days: Maryam Sulaiman (approved 350 days ago); 61–90: the three members approved
  // 300, 290 and 280 days ago.
  await expect(
    page
      .getByRole("table", { name: "How many memberships end in the next 90 days?" })
      .locator("tbody td"),
  ).toHaveText(["1", "0", "3"]);
});
