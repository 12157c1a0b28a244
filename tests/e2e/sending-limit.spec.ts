import { expect, test } from "./fixtures";
import { runSql } from "./support/database";
import { E2E_UNPROVEN_PER_DAY } from "./support/mail-limits";
import { confirmSignUp, sendSignUpForm, signInAsAdmin, uniqueName } from "./support/people";

// Issue #50: a newcomer who signs up after the site's daily cap on messages to unproven
// addresses is reached is told, in her page's words, that her e-mail waits; an admin sees the
// banner on /admin and sends the held message from the Outbox; the newcomer then confirms her
// address. This project runs after the others (playwright.config.ts, "last"): it fills the
// day's cap, which would hold every other test's messages.
test.describe.configure({ mode: "serial" });

const FILL_KEY = "e2e-cap-fill:";
const VISITOR_KINDS = ["application-received", "password-reset", "confirm-address", "event-rsvp"];

/** The day's cap reached: rows that count against it, written straight into the e2e database. */
async function fillTheDay() {
  const since = Date.now() - 24 * 60 * 60 * 1000;
  const kinds = VISITOR_KINDS.map(() => "?").join(", ");
  const [[counted]] = (await runSql([
    {
      sql: `SELECT count(*) AS n FROM messages WHERE recipient_unproven = 1 AND created_at > ? AND kind IN (${kinds}) AND status NOT IN ('held', 'suppressed')`,
      params: [since, ...VISITOR_KINDS],
    },
  ])) as [[{ n: number }]];
  const missing = Math.max(0, E2E_UNPROVEN_PER_DAY - counted.n);
  await runSql([
    {
      sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
            INSERT INTO messages (id, idempotency_key, kind, recipient, language, status, payload, recipient_unproven, created_at, updated_at)
            SELECT lower(hex(randomblob(16))), ? || i, 'event-rsvp', 'fill-' || i || '@fill.example', 'en', 'sent', NULL, 1, ?, ?
            FROM n WHERE ? > 0`,
      params: [missing, FILL_KEY, Date.now(), Date.now(), missing],
    },
  ]);
}

test.afterAll(async () => {
  await runSql([
    { sql: "DELETE FROM messages WHERE idempotency_key LIKE ?", params: [`${FILL_KEY}%`] },
  ]);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a newcomer after the day's cap is told her e-mail waits; an admin sends it; she confirms her address", async ({
      page,
      browser,
      visit,
      expectAccessible,
    }, testInfo) => {
      test.setTimeout(120_000);
      await fillTheDay();
      const fullName = uniqueName(testInfo, "Zainab");
      const account = {
        fullName,
        email: `${fullName.replace(/\W+/g, ".").toLowerCase()}@example.com`,
        password: `Gusau-${fullName}`,
      };
      await sendSignUpForm(page, account);
      await expect(page).toHaveURL(/\/check-email\?for=signup&limited=1$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "We could not send your e-mail yet" }),
      ).toBeVisible();
      await expect(page.getByTestId("sending-limit")).toContainText(
        "Please try again in an hour, or write to ZAMWE on WhatsApp: +234 912 754 5291.",
      );
      await expect(page.getByRole("link", { name: "Write to ZAMWE on WhatsApp" })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/2349127545291\?text=/,
      );
      await expectAccessible();

      // The admin, in her own browser: the banner, then the Outbox's button.
      const context = await browser.newContext({ javaScriptEnabled });
      try {
        const admin = await context.newPage();
        await signInAsAdmin(admin);
        const banner = admin.getByTestId("held-by-site");
        await expect(banner).toContainText(/^1 message held back today by the sending limit\./);
        await banner.getByRole("link", { name: "Look at them in the Outbox" }).click();
        await expect(admin).toHaveURL(/\/admin\/outbox\?status=held$/);
        await expect(
          admin.locator("tr").filter({ hasText: account.email }).locator("[data-status]"),
        ).toHaveAttribute("data-status", "held");
        await admin.getByRole("button", { name: "Send held messages (1)" }).click();
        await expect(admin.getByText("1 held message sent")).toBeVisible();
        await expect(admin.getByTestId("held-by-site")).toHaveCount(0);
      } finally {
        await context.close();
      }

      // Sent by the queue's consumer (its batches wait a few seconds); her link works.
      await expect
        .poll(
          async () => {
            const [rows] = await runSql<{ status: string }>([
              {
                sql: "SELECT status FROM messages WHERE kind = 'confirm-address' AND lower(recipient) = lower(?)",
                params: [account.email],
              },
            ]);
            return rows![0]?.status;
          },
          { timeout: 30_000 },
        )
        .toBe("sent");
      await confirmSignUp(page, account);
      await visit("/dashboard");
    });
  });
}
