// Issue #42: the association's elections in a real browser, with JavaScript on and off. The
// admin prepares an election (a position, two candidates), opens it and watches its turnout;
// it cannot close before its time. Every page passes axe.
import { expect, test } from "./fixtures";
import { signInAsAdmin, uniqueName } from "./support/people";

/** An instant's WAT date and time, as the form's inputs take them. */
function wat(instant: number) {
  const iso = new Date(instant + 60 * 60 * 1000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

test.describe("Admin → Elections", () => {
  test("prepare an election, open it, see its turnout; it cannot close before its time", async ({
    page,
    visit,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(90_000);
    const title = uniqueName(testInfo, "Executive Committee");
    await signInAsAdmin(page);
    await visit("/admin/elections");
    const opens = wat(Date.now() - 60 * 60 * 1000);
    const closes = wat(Date.now() + 2 * 60 * 60 * 1000);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Voting opens on").fill(opens.date);
    await page.getByLabel("at (WAT)").first().fill(opens.time);
    await page.getByLabel("Voting closes on").fill(closes.date);
    await page.getByLabel("at (WAT)").last().fill(closes.time);
    await page.getByLabel(/^Cut-off day/).fill(opens.date);
    await page.getByRole("button", { name: "Create election" }).click();
    await expect(page.getByText("Election created")).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText(/\d+ members as things stand/)).toBeVisible();
    await expectAccessible();

    await page.getByRole("textbox", { name: /^Position \(/ }).fill("Chairperson");
    await page.getByRole("button", { name: "Add position" }).click();
    await expect(page.getByText("Position added")).toBeVisible();
    for (const name of ["Amina Bello", "Binta Musa"]) {
      await page.getByLabel("Name").fill(name);
      await page.getByLabel("Statement", { exact: true }).fill(`${name} will serve.`);
      await page.getByRole("button", { name: "Add candidate" }).click();
      await expect(page.getByText("Candidate added")).toBeVisible();
      await expect(page.getByRole("button", { name: `Remove ${name}` })).toBeVisible();
    }
    await expectAccessible();

    await page.getByRole("button", { name: "Open voting" }).click();
    await expect(page.getByText("Voting is open", { exact: true })).toBeVisible();
    await expect(page.getByText("Voting open", { exact: true })).toBeVisible();
    const turnout = page.getByLabel("Turnout").getByRole("definition").first();
    await expect(turnout).toHaveText(/^0 of \d+$/);
    // Frozen: the draft's forms are gone; the hall's count and the close are there.
    await expect(page.getByRole("button", { name: "Add position" })).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "Paper ballots counted at the hall" }),
    ).toBeVisible();
    await expectAccessible();

    await page.getByRole("button", { name: "Close the election" }).click();
    await expect(page.getByText(/^Voting closes at .+, not before\.$/)).toBeVisible();
    await expect(page.getByText("Voting open", { exact: true })).toBeVisible();

    await visit("/admin/elections");
    await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText(
      "Voting open",
    );
  });
});
