import { expect, type Page } from "@playwright/test";
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
