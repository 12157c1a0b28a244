/**
 * A member whose year ends in ten days, with a pending renewal request (no receipt): application
 * `app-<n>` (reference `<n>J`, paid), its period, and renewal `renewal-<n>` (reference `<n>R`),
 * as the Paystack tests pay it (tests/integration/paystack-payments, payment-references).
 */
export async function insertMemberWithRenewal(db: D1Database, n: string, priceKobo: number) {
  const member = { applicationId: `app-${n}`, renewalId: `renewal-${n}`, reference: `${n}R` };
  await db.batch([
    db
      .prepare(
        `INSERT INTO join_applications (id, full_name, phone_number, email, contact_address, next_of_kin,
          business_name, business_type, why_join, membership_plan, status, payment_reference, payment_confirmed_at)
         VALUES (?, 'Amina Musa', '+2348030000001', 'amina@example.com', 'Gusau', 'Kin', 'Shop',
          'agriculture', 'To grow', 'pro', 'approved', ?, 1)`,
      )
      .bind(member.applicationId, `${n}J`),
    db
      .prepare(
        `INSERT INTO membership_periods (id, application_id, plan, starts_on, ends_on, amount_kobo,
          payment_reference, confirmed_at, origin)
         VALUES (?, ?, 'pro', date('now', '-355 days'), date('now', '+10 days'), 590000, ?, 1, 'application')`,
      )
      .bind(`period-${n}`, member.applicationId, `${n}J`),
    db
      .prepare(
        `INSERT INTO membership_renewals (id, application_id, plan, amount_kobo, payment_reference,
          idempotency_key, status) VALUES (?, ?, 'pro', ?, ?, ?, 'pending')`,
      )
      .bind(member.renewalId, member.applicationId, priceKobo, member.reference, `key-${n}`),
  ]);
  return member;
}
