// Issue #42: the association's elections in a real browser, with JavaScript on and off. The
// admin prepares an election (a position, two candidates), opens it and watches its turnout;
// it cannot close before its time; its public page shows who stands. Every page passes axe.
import { expect, test } from "./fixtures";
import { signInAsAdmin, uniqueName } from "./support/people";
import { memberOfHerOwn, signUpAndLink } from "./support/members";
import { openElectionFor } from "./support/page-addresses";

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

    // Its public page: who stands, and no count while voting is open.
    await page.getByRole("link", { name: "Public page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Voting is open until .+\.$/)).toBeVisible();
    await expect(page.getByText("Amina Bello will serve.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectAccessible();

    await visit("/admin/elections");
    await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText(
      "Voting open",
    );
  });
});

test.describe("/vote/:id", () => {
  test("a member votes from her dashboard: review, cast, her receipt; once only", async ({
    page,
    expectAccessible,
    jsEnabled,
  }, testInfo) => {
    test.setTimeout(90_000);
    const member = await memberOfHerOwn(testInfo, { base: "Voter", endsInDays: 200 });
    await signUpAndLink(page, testInfo, "Voter Account", member);
    const electionId = await openElectionFor(member.id);
    // In Hausa without JavaScript, in English with it: both languages, both ways.
    const hausa = !jsEnabled;
    await page.goto(hausa ? "/dashboard?lang=ha" : "/dashboard");
    await page
      .getByRole("link", {
        name: hausa ? "Jefa ƙuriʼa yanzu: Kwamitin Zartarwa" : "Vote now: Executive Committee",
        exact: true,
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`/vote/${electionId}`));
    await expectAccessible();
    await page.getByLabel("Amina Bello").check();
    await page.getByLabel("Zainab Umar").check();
    await page.getByRole("button", { name: hausa ? "Duba ƙuriʼata" : "Review my vote" }).click();
    await expect(
      page.getByRole("heading", { name: hausa ? "Ki duba ƙuriʼarki" : "Check your vote" }),
    ).toBeVisible();
    const chosen = page.getByRole("definition");
    await expect(chosen).toContainText("Amina Bello");
    await expect(chosen).toContainText("Zainab Umar");
    await expect(chosen).not.toContainText("Binta Musa");
    await expectAccessible();
    await page.getByRole("button", { name: hausa ? "Jefa ƙuriʼata" : "Cast my vote" }).click();
    await expect(
      page.getByRole("heading", { name: hausa ? "An jefa ƙuriʼarki" : "Your vote is cast" }),
    ).toBeVisible();
    await expect(page.locator("[data-receipt]")).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await expectAccessible();

    // Once only: the ballot is a refusal now, and the dashboard offers no vote.
    await page.goto(hausa ? `/vote/${electionId}?lang=ha` : `/vote/${electionId}`);
    await expect(
      page.getByText(
        hausa
          ? "Kin riga kin jefa ƙuriʼa a wannan zaɓen."
          : "You have already voted in this election.",
      ),
    ).toBeVisible();
    await page.goto(hausa ? "/dashboard?lang=ha" : "/dashboard");
    await expect(
      page.getByRole("link", {
        name: hausa ? "Jefa ƙuriʼa yanzu: Kwamitin Zartarwa" : "Vote now: Executive Committee",
        exact: true,
      }),
    ).toHaveCount(0);
  });
});

test.describe("the close", () => {
  test("she votes; at its closing time the admin closes it; she finds her receipt in the results", async ({
    page,
    browser,
    expectAccessible,
    jsEnabled,
  }, testInfo) => {
    test.setTimeout(120_000);
    const member = await memberOfHerOwn(testInfo, { base: "Counted Voter", endsInDays: 200 });
    await signUpAndLink(page, testInfo, "Counted Voter Account", member);
    // Voting ends 40 s from now: time enough to vote, and the close waits for its time.
    const closesAt = Date.now() + 40_000;
    const electionId = await openElectionFor(member.id, closesAt);
    const hausa = jsEnabled;
    await page.goto(hausa ? `/vote/${electionId}?lang=ha` : `/vote/${electionId}`);
    await page.getByLabel("Binta Musa").check();
    await page.getByRole("button", { name: hausa ? "Duba ƙuriʼata" : "Review my vote" }).click();
    await page.getByRole("button", { name: hausa ? "Jefa ƙuriʼata" : "Cast my vote" }).click();
    const receipt = (await page.locator("[data-receipt]").textContent())!.trim();
    expect(receipt).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

    const admin = await browser.newContext();
    try {
      const desk = await admin.newPage();
      await signInAsAdmin(desk, `/admin/elections/${electionId}`);
      await expect(desk.getByText("The election can be closed from")).toBeVisible();
      // The clock is what is tested here: the button refuses before the closing time.
      await desk.waitForTimeout(Math.max(0, closesAt - Date.now() + 1_000));
      await desk.reload();
      await desk.getByRole("button", { name: "Close the election" }).click();
      await expect(desk.getByText("Election closed", { exact: true })).toBeVisible();
      await expect(desk.getByText("The results are published.")).toBeVisible();
    } finally {
      await admin.close();
    }

    // The public results: her receipt with her choice, the turnout, the elected.
    await page.goto(hausa ? `/elections/${electionId}?lang=ha` : `/elections/${electionId}`);
    const ballots = page.getByRole("table", {
      name: hausa ? "Duk ƙuriʼun intanet" : "Every online ballot",
    });
    await expect(ballots.getByRole("row", { name: new RegExp(receipt) })).toContainText(
      "Binta Musa",
    );
    await expectAccessible();
  });
});
