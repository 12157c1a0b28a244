// Issue #42: the association's elections in a real browser, with JavaScript on and off. The
// admin prepares an election (a position, two candidates), opens it and watches its turnout;
// it cannot close before its time; its public page shows who stands. A member votes online; a
// steward marks one who votes on paper at the hall, and the admin's turnout follows live. Every
// page passes axe.
import { expect, test } from "./fixtures";
import { runSql } from "./support/database";
import { signInAsAdmin, stewardLogsIn, stewardSeed, uniqueName } from "./support/people";
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

test.describe("a draft", () => {
  test("its details are corrected (bad input kept under its field), then it is deleted after asking", async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const title = uniqueName(testInfo, "Draft Electoin");
    const electionId = crypto.randomUUID();
    await runSql([
      {
        sql: "INSERT INTO elections (id, title, opens_at, closes_at, cutoff_on) VALUES (?, ?, ?, ?, '2026-01-01')",
        params: [electionId, title, Date.now() + 86_400_000, Date.now() + 2 * 86_400_000],
      },
    ]);
    await signInAsAdmin(page, `/admin/elections/${electionId}`);
    const details = page.getByRole("region", { name: "Election details" });
    const fixed = title.replace("Electoin", "Election");
    await details.getByLabel("Title", { exact: true }).fill(fixed);
    // Closing before it opens: refused under its field, what was typed kept.
    const opens = details.getByLabel("Voting opens on");
    await details.getByLabel("Voting closes on").fill(await opens.inputValue());
    await details.getByLabel("at (WAT)").last().fill("00:00");
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(details.getByText("Voting must close after it opens.")).toBeVisible();
    await expect(details.getByLabel("Title", { exact: true })).toHaveValue(fixed);
    const closes = wat(Date.now() + 3 * 86_400_000);
    await details.getByLabel("Voting closes on").fill(closes.date);
    await details.getByLabel("at (WAT)").last().fill(closes.time);
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Election updated", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: fixed })).toBeVisible();
    await expectAccessible();

    await page.getByRole("link", { name: "Delete this draft" }).click();
    const asking = page.getByRole("region", { name: `Delete the draft "${fixed}"?` });
    await expect(asking).toBeVisible();
    await expectAccessible();
    await asking.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page).toHaveURL("/admin/elections");
    await expect(page.getByText("Election deleted", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: fixed })).toHaveCount(0);
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
    // Her way to the elections and their results stays.
    await expect(
      page.getByRole("link", {
        name: hausa ? "Zaɓuɓɓuka da sakamakonsu" : "Elections and their results",
      }),
    ).toBeVisible();
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
    // The admin signs in first: the window below is for her vote alone.
    const admin = await browser.newContext();
    try {
      const desk = await admin.newPage();
      await signInAsAdmin(desk);
      // Voting ends 20 s from now: time enough to vote (a few seconds), and the close waits for
      // its time; the suite waits out what is left of it.
      const closesAt = Date.now() + 20_000;
      const electionId = await openElectionFor(member.id, closesAt);
      const hausa = jsEnabled;
      await page.goto(hausa ? `/vote/${electionId}?lang=ha` : `/vote/${electionId}`);
      await page.getByLabel("Binta Musa").check();
      await page.getByRole("button", { name: hausa ? "Duba ƙuriʼata" : "Review my vote" }).click();
      await page.getByRole("button", { name: hausa ? "Jefa ƙuriʼata" : "Cast my vote" }).click();
      const receipt = (await page.locator("[data-receipt]").textContent())!.trim();
      expect(receipt).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

      await desk.goto(`/admin/elections/${electionId}`);
      // Before its time the page says when it can be closed (the refusal itself: the first test).
      await expect(desk.getByText("The election can be closed from")).toBeVisible();
      await desk.waitForTimeout(Math.max(0, closesAt - Date.now() + 1_000));
      await desk.reload();
      await desk.getByRole("button", { name: "Close the election" }).click();
      await expect(desk.getByText("Election closed", { exact: true })).toBeVisible();
      await expect(desk.getByText("The results are published.")).toBeVisible();

      // The public results: her receipt with her choice, the turnout, the elected.
      await page.goto(hausa ? `/elections/${electionId}?lang=ha` : `/elections/${electionId}`);
      const ballots = page.getByRole("table", {
        name: hausa ? "Duk ƙuriʼun intanet" : "Every online ballot",
      });
      await expect(ballots.getByRole("row", { name: new RegExp(receipt) })).toContainText(
        "Binta Musa",
      );
      await expectAccessible();
      // The list of elections has it, closed, and leads back to it.
      await page.getByRole("link", { name: hausa ? "Duk zaɓuɓɓuka" : "All elections" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        hausa ? "Zaɓuɓɓuka" : "Elections",
      );
      const listed = page.getByRole("listitem").filter({
        has: page.locator(`a[href^="/elections/${electionId}"]`),
      });
      await expect(listed).toContainText(hausa ? /An rufe ranar/ : /Closed on/);
      await expectAccessible();
    } finally {
      await admin.close();
    }
  });
});

test.describe("the hall", () => {
  test("a steward finds a member at the hall and marks her: votes on paper; the admin's turnout follows", async ({
    page,
    browser,
    expectAccessible,
    jsEnabled,
  }, testInfo) => {
    test.setTimeout(90_000);
    const member = await memberOfHerOwn(testInfo, { base: "Hall Voter", endsInDays: 200 });
    const electionId = await openElectionFor(member.id);
    const { steward, statements } = await stewardSeed(testInfo);
    // Her card: a year no card is numbered in, and a sequence below every real one, so that
    // the next member's card is numbered as always.
    const cardNumber = `ZW-2099-${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
    await runSql([
      ...statements,
      {
        sql: "INSERT INTO membership_cards (application_id, seq, number) VALUES (?, ?, ?)",
        params: [member.id, -Math.floor(Math.random() * 1e9) - 1, cardNumber],
      },
    ]);
    // The admin watches the election's page (with JavaScript it follows the votes live).
    const admin = await browser.newContext();
    try {
      const desk = await admin.newPage();
      await signInAsAdmin(desk, `/admin/elections/${electionId}`);
      const turnout = desk.getByLabel("Turnout").getByRole("definition").first();
      await expect(turnout).toHaveText("0 of 1");

      // In Hausa without JavaScript, found by her name; in English with it, by her card.
      const hausa = !jsEnabled;
      const hall = `/admin/elections/${electionId}/hall${hausa ? "?lang=ha" : ""}`;
      await page.goto(hall);
      await expect(page).toHaveURL(/\/login\?(lang=ha&)?redirectTo=/);
      await stewardLogsIn(page, steward.email, hausa ? "ha" : "en");
      await expect(page).toHaveURL(hall);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        hausa ? "Ƙuriʼar takarda a zauren taro" : "Votes on paper at the hall",
      );
      await expect(page.getByTestId("hall-turnout")).toHaveText(
        hausa
          ? "Membobi 0 cikin 1 sun jefa ƙuriʼa (0 ta intanet, 0 a takarda)."
          : "0 of 1 members have voted (0 online, 0 on paper).",
      );
      await page
        .getByLabel(hausa ? "Lambar kati, mahaɗin kati ko suna" : "Card number, card link or name")
        .fill(hausa ? member.name.toLowerCase() : cardNumber.toLowerCase());
      await page.getByRole("button", { name: hausa ? "Nemo" : "Find", exact: true }).click();
      await expect(page.getByText(member.name, { exact: true })).toBeVisible();
      await expect(page.getByText(cardNumber)).toBeVisible();
      await expectAccessible();
      await page
        .getByRole("button", {
          name: hausa ? `${member.name} za ta jefa a takarda` : `${member.name} votes on paper`,
        })
        .click();
      await expect(page.getByTestId("hall-answer")).toHaveText(
        hausa
          ? `${member.name} za ta jefa ƙuriʼa a takarda. Ki ba ta takardar ƙuriʼa ɗaya.`
          : `${member.name} votes on paper. Hand her one ballot paper.`,
      );
      await expect(page.getByTestId("hall-turnout")).toHaveText(
        hausa
          ? "Membobi 1 cikin 1 sun jefa ƙuriʼa (0 ta intanet, 1 a takarda)."
          : "1 of 1 members have voted (0 online, 1 on paper).",
      );
      // Marked: no second button for her, her row says how she voted.
      await expect(page.getByRole("button", { name: new RegExp(member.name) })).toHaveCount(0);
      await expect(
        page.getByText(hausa ? /Ta jefa: A takarda$/ : /Voted: On paper$/),
      ).toBeVisible();
      await expectAccessible();

      // The admin's turnout: live with JavaScript (the Durable Object's message), else on reload.
      if (!jsEnabled) await desk.reload();
      await expect(turnout).toHaveText("1 of 1");
      await expect(desk.getByLabel("Turnout").getByRole("definition").last()).toHaveText("1");
    } finally {
      await admin.close();
    }
  });
});
