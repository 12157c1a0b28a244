// Issue #42: certificates of attendance in a real browser, with JavaScript on and off. After an
// event the admin issues them in one step to everyone checked in at the door; each certificate
// is a page in her language whose QR code carries its check's link, which says "valid" until the
// admin revokes it; a code typed from paper is checked too. Every page passes axe.
import { qrCode } from "../../app/utils/qr-code.server";
import { expect, test } from "./fixtures";
import { runSql } from "./support/database";
import { signInAsAdmin, uniqueName } from "./support/people";

/** An event that began an hour ago, with two places checked in at the door (one in Hausa). */
async function eventWithAttendees(title: string, names: [string, string]) {
  const eventId = crypto.randomUUID();
  const checkedIn = Date.now() - 30 * 60 * 1000;
  await runSql([
    {
      sql: "INSERT INTO events (id, title, title_ha, description, event_date, location) VALUES (?, ?, ?, 'A day of training', ?, 'Gusau')",
      params: [eventId, title, `${title} (Hausa)`, Date.now() - 60 * 60 * 1000],
    },
    ...names.map((name, index) => ({
      sql: "INSERT INTO event_rsvps (id, event_id, full_name, email, language, checked_in_at) VALUES (?, ?, ?, ?, ?, ?)",
      params: [
        crypto.randomUUID(),
        eventId,
        name,
        `${crypto.randomUUID()}@example.com`,
        index === 0 ? "ha" : "en",
        checkedIn,
      ],
    })),
  ]);
  return eventId;
}

test("the admin issues certificates after the event; each is checked by its QR code's link; a revoked one says so", async ({
  page,
  visit,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = uniqueName(testInfo, "Bookkeeping Workshop");
  const hausa = uniqueName(testInfo, "Hauwa Certified");
  const english = uniqueName(testInfo, "Esther Certified");
  const eventId = await eventWithAttendees(title, [hausa, english]);

  await signInAsAdmin(page);
  await visit(`/admin/events/${eventId}`);
  await page.getByRole("link", { name: "Certificates of attendance" }).click();
  await expect(
    page.getByText("2 places checked in at the door have no certificate yet."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Issue certificates" }).click();
  await expect(page.getByText("2 certificates issued")).toBeVisible();
  await expect(
    page.getByText("0 places checked in at the door have no certificate yet."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Issued (2)" })).toBeVisible();
  await expectAccessible();
  // Deleting the event would delete them: its delete page says so before anything goes.
  await visit(`/admin/events/${eventId}/delete`);
  await expect(page.getByTestId("certificates-warning")).toHaveText(
    /^2 certificates of attendance were issued for it\. Deleting the event deletes them too/,
  );
  await visit(`/admin/events/${eventId}/certificates`);

  // Her certificate, in Hausa: the association, the event, her name, and the QR code's link.
  const hers = page.getByRole("listitem").filter({ hasText: hausa });
  const code = (await hers.getByRole("link").textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await visit(`/certificates/${code}?lang=ha`);
  await expect(page.getByRole("heading", { name: "Takardar shaidar halarta" })).toBeVisible();
  await expect(page.getByText(hausa, { exact: true })).toBeVisible();
  await expect(page.getByText(`${title} (Hausa)`, { exact: true })).toBeVisible();
  await expect(page.locator("[data-code]")).toHaveText(code);
  // The QR code carries the check's address without a language: whoever scans it reads it in hers.
  const checkUrl = new URL(`/verify/certificate/${code}`, page.url()).href;
  const qr = page.getByRole("img", { name: "Lambar QR: tabbatar da wannan takardar shaida" });
  await expect(qr.locator("path")).toHaveAttribute("d", qrCode(checkUrl).path);

  // What the QR code opens: valid, with her name and the event (in Hausa, as she chose).
  await visit(checkUrl);
  const checked = page.getByRole("region", { name: "Takardar shaidar da aka tabbatar" });
  await expect(checked.getByText("Sahihiya ce", { exact: true })).toBeVisible();
  await expect(checked.getByText(hausa)).toBeVisible();
  await visit(`${checkUrl}?lang=en`);
  await expect(page.getByRole("region", { name: "The certificate checked" })).toContainText(
    "Valid",
  );

  // A code typed from paper: any case, spaces instead of dashes.
  await visit("/verify/certificate");
  await page.getByLabel("Certificate code").fill(code.toLowerCase().replace(/-/g, " "));
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/certificate/${code}$`));
  await expect(page.getByRole("region", { name: "The certificate checked" })).toContainText(
    "Valid",
  );
  await page.getByLabel("Certificate code").fill("not a code");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Enter the code as it is printed: 16 letters and digits, e.g. 7KQ2-M9XD-AB12-CD34.",
  );
  await expectAccessible();

  // Revoked with a reason: the check says so from then on.
  await page.goto(`/admin/events/${eventId}/certificates`);
  await page.getByLabel(`Reason to revoke ${hausa}’s certificate`).fill("Issued by mistake");
  await page
    .getByRole("listitem")
    .filter({ hasText: hausa })
    .getByRole("button", { name: "Revoke" })
    .click();
  await expect(page.getByText("Certificate revoked", { exact: true })).toBeVisible();
  await expect(page.getByText(/Issued by mistake$/)).toBeVisible();
  await page.goto(`/verify/certificate/${code}`);
  await expect(page.getByRole("region", { name: "The certificate checked" })).toContainText(
    "Revoked",
  );
  await page.goto(`/certificates/${code}`);
  await expect(page.getByRole("alert")).toHaveText(
    "This certificate was revoked: it no longer certifies attendance.",
  );
});
