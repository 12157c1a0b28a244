import { expect, type Page, type TestInfo } from "@playwright/test";
import { query } from "../../../scripts/lib/local-db.mjs";
import { addDays, addMonthsClamped, watDayOf } from "../../../app/utils/membership-period";
import { signUpAndLogIn, uniqueName } from "./people";

const persistTo = process.env.E2E_PERSIST_TO ?? ".wrangler/e2e-state";
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const reference = () =>
  `ZW-${Array.from({ length: 5 }, () => ALPHABET[Math.floor(Math.random() * 32)]).join("")}`;
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * A member of her own for one test (both projects share one database, and a year or a request
 * can be renewed or confirmed once only): approved and paid, her year ending `endsInDays` from
 * today in WAT (negative: ended), optionally with a pending request to renew on Pro. Written
 * straight into the e2e database, as the app would have left it.
 */
export function memberOfHerOwn(
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
  query(
    `INSERT INTO join_applications (id, full_name, phone_number, email, contact_address, next_of_kin, business_name, business_type, why_join, membership_plan, status, payment_reference, payment_confirmed_at, directory_consent, submitted_at, reviewed_at)
       VALUES (${quote(id)}, ${quote(name)}, ${quote(phone)}, NULL, 'Gusau', 'Musa, 0803 000 1111', ${quote(`${name} Weaving`)}, 'Crafts', 'To grow.', 'starter', 'approved', ${quote(paymentReference)}, ${paidAt}, 0, ${paidAt}, ${paidAt});
     INSERT INTO membership_periods (id, application_id, plan, starts_on, ends_on, amount_kobo, payment_reference, confirmed_by, confirmed_at, origin)
       VALUES (${quote(crypto.randomUUID())}, ${quote(id)}, 'starter', ${quote(startsOn)}, ${quote(endsOn)}, 290000, ${quote(paymentReference)}, NULL, ${paidAt}, 'application');
     ${
       renewal
         ? `INSERT INTO membership_renewals (id, application_id, plan, amount_kobo, payment_reference, receipt_key, idempotency_key, status, requested_at)
       VALUES (${quote(crypto.randomUUID())}, ${quote(id)}, 'pro', 590000, ${quote(reference())}, NULL, ${quote(crypto.randomUUID())}, 'pending', ${Date.now()});`
         : ""
     }`,
    persistTo,
  );
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
