import { query } from "../../scripts/lib/local-db.mjs";
import { expect, test } from "./fixtures";

// This project runs after the others: it empties the content tables of the e2e database and
// checks the spec's empty states with JavaScript on and off.
test.describe.configure({ mode: "serial" });

test.beforeAll(() => {
  const persistTo = process.env.E2E_PERSIST_TO ?? ".wrangler/e2e-state";
  query(
    "DELETE FROM event_rsvps; DELETE FROM events; DELETE FROM resources; DELETE FROM testimonials;",
    persistTo,
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
