import { expect, type Page, type TestInfo } from "@playwright/test";
import { addDays, addMonthsClamped, watDayOf } from "../../../app/models/membership/period-rules";
import { runSql } from "./database";
import { signUpAndLogIn, uniqueName } from "./people";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** A payment reference nobody has: the form ZW-XXXXX, random. */
export const reference = () =>
  `ZW-${Array.from({ length: 5 }, () => ALPHABET[Math.floor(Math.random() * 32)]).join("")}`;

/**
 * A member of her own for one test (both projects share one database, and a year or a request
 * can be renewed or confirmed once only): approved and paid, her year ending `endsInDays` from
 * today in WAT (negative: ended), optionally with a pending request to renew on Pro. Written
 * into the e2e database through the suite's server (./database.ts), as the app would have left it.
 */
export async function memberOfHerOwn(
  testInfo: TestInfo,
  { base, endsInDays, renewal = false }: { base: string; endsInDays: number; renewal?: boolean },
) {
  const name = uniqueName(testInfo, base);
  const id = crypto.randomUUID();
  const endsOn = addDays(watDayOf(Date.now()), endsInDays);
  const startsOn = addMonthsClamped(endsOn, -12);
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const phone = `+234803${digits}`;
  const paymentReference = reference();
  const paidAt = Date.now() - (365 - endsInDays) * 24 * 60 * 60 * 1000;
  await runSql([
    {
      sql: `INSERT INTO join_applications (id, full_name, phone_number, email, contact_address, next_of_kin, business_name, business_type, why_join, membership_plan, status, payment_reference, payment_confirmed_at, directory_consent, submitted_at, reviewed_at)
        VALUES (?, ?, ?, NULL, 'Gusau', 'Musa, 0803 000 1111', ?, 'crafts', 'To grow.', 'starter', 'approved', ?, ?, 0, ?, ?)`,
      params: [id, name, phone, `${name} Weaving`, paymentReference, paidAt, paidAt, paidAt],
    },
    {
      sql: `INSERT INTO membership_periods (id, application_id, plan, starts_on, ends_on, amount_kobo, payment_reference, confirmed_by, confirmed_at, origin)
        VALUES (?, ?, 'starter', ?, ?, 290000, ?, NULL, ?, 'application')`,
      params: [crypto.randomUUID(), id, startsOn, endsOn, paymentReference, paidAt],
    },
    ...(renewal
      ? [
          {
            sql: `INSERT INTO membership_renewals (id, application_id, plan, amount_kobo, payment_reference, receipt_key, idempotency_key, status, requested_at)
              VALUES (?, ?, 'pro', 590000, ?, NULL, ?, 'pending', ?)`,
            params: [crypto.randomUUID(), id, reference(), crypto.randomUUID(), Date.now()],
          },
        ]
      : []),
  ]);
  return { id, name, phone, paymentReference, endsOn };
}

/**
 * She signs up (an account of her own, named `base` and unique) and links her membership on the
 * dashboard with the phone and payment reference she applied with.
 */
export async function signUpAndLink(
  page: Page,
  testInfo: TestInfo,
  base: string,
  member: { phone: string; paymentReference: string },
) {
  const fullName = uniqueName(testInfo, base);
  const email = `${fullName.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  await signUpAndLogIn(page, { fullName, email, password: `Gusau-${fullName}` });
  await page.getByLabel("Phone Number").fill(member.phone);
  await page.getByLabel("Payment Reference").fill(member.paymentReference);
  await page.getByRole("button", { name: "Link my application" }).click();
  await expect(page.getByRole("link", { name: "My directory profile" })).toBeVisible();
  return { fullName, email };
}
