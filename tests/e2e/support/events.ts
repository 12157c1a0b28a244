import { expect, type Page } from "@playwright/test";
import { runSql } from "./database";
import { signInAsAdmin } from "./people";

/**
 * An event of a test's own, created by the admin through /admin/events (far in the future, so it
 * sorts after the seeded ones): its id. The page stays signed in as the admin.
 */
export async function createEventAsAdmin(
  page: Page,
  event: { title: string; description: string; date: string; location: string; places: number },
): Promise<string> {
  await signInAsAdmin(page, "/admin/events");
  await page.getByLabel("Title", { exact: true }).fill(event.title);
  await page.getByLabel("Description", { exact: true }).fill(event.description);
  await page.getByLabel("Date").fill(event.date);
  await page.getByLabel("Time (WAT)").fill("10:00");
  await page.getByLabel("Location").fill(event.location);
  await page.getByLabel(/Max attendees/).fill(String(event.places));
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByText("Event created")).toBeVisible();
  const href = await page.getByRole("link", { name: event.title }).getAttribute("href");
  return href!.split("/").pop()!;
}

/**
 * The private link of her place, from the newest RSVP message written to `email` (e-mail is on
 * in the suite: the link goes to her address only, issue #37), read from its stored payload —
 * there as soon as the form has answered, before the queue has sent it.
 */
export async function rsvpLinkMailedTo(email: string): Promise<string> {
  const [rows] = await runSql<{ code: string | null }>([
    {
      sql: "SELECT json_extract(payload, '$.data.code') AS code FROM messages WHERE kind IN ('event-rsvp', 'event-offer') AND lower(recipient) = lower(?) ORDER BY created_at DESC LIMIT 1",
      params: [email],
    },
  ]);
  const code = rows?.[0]?.code;
  expect(code, `an RSVP message to ${email}`).toMatch(/^[0-9a-f]{32}$/);
  return `/rsvp/${code}`;
}

/** How many RSVP messages (first and sent again) were written to `email`. */
export async function rsvpMessagesTo(email: string): Promise<number> {
  const [rows] = await runSql<{ n: number }>([
    {
      sql: "SELECT count(*) AS n FROM messages WHERE kind = 'event-rsvp' AND lower(recipient) = lower(?)",
      params: [email],
    },
  ]);
  return rows![0]!.n;
}
