import { expect, test } from "./fixtures";
import { runSql } from "./support/database";

// This project runs after the others: it empties the content tables of the e2e database and
// checks the spec's empty states with JavaScript on and off.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await runSql(
    ["event_rsvps", "events", "resources", "testimonials"].map((table) => ({
      sql: `DELETE FROM ${table}`,
    })),
  );
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("events, resources and success stories show their empty states", async ({
      page,
      visit,
    }) => {
      await visit("/events");
      await expect(page.getByText("No upcoming events at the moment.")).toBeVisible();
      await expect(page.getByText("Check back soon for exciting new events!")).toBeVisible();
      await visit("/resources");
      await expect(page.getByText("No resources available yet.")).toBeVisible();
      await visit("/success-stories");
      await expect(
        page.getByText("No success stories available yet. Check back soon!"),
      ).toBeVisible();
    });
  });
}
