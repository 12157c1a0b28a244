import { and, eq, sql } from "drizzle-orm";
import { joinApplications, membershipPeriods, users } from "../../../db/schema";
import type { AppLoadContext } from "react-router";
import { getDb, type Db } from "~/models/db.server";
import type { PaystackConfig } from "~/services/paystack.server";
import { getSubmittedApplication } from "./applications.server";
import { sendApplicationReceived } from "./notices.server";
import { settlePaystackReference } from "./paystack-settlement.server";
import { paymentFor, targetOf } from "./payments.server";
import type { CalendarDay } from "./period-rules";

/**
 * Whom Paystack's checkout is for: the application's own payment reference, and the e-mail
 * Paystack requires of every customer. Many applicants give none, so it is the application's
 * e-mail, else her account's (a linked application), else `pay-<reference>@<the association's
 * domain>` — an address of ours that names the payment, never someone else's.
 */
export async function checkoutPayerOf(
  db: Db,
  applicationId: string,
  associationEmail: string,
): Promise<{ reference: string; email: string } | undefined> {
  const row = await checkoutPayerQuery(db, applicationId).get();
  if (!row) return undefined;
  const domain = associationEmail.slice(associationEmail.lastIndexOf("@") + 1) || "zamwe.org";
  const email =
    row.email?.trim() || row.accountEmail?.trim() || `pay-${row.reference.toLowerCase()}@${domain}`;
  return { reference: row.reference, email };
}

/** The application's reference and e-mail, and her account's e-mail (both named apart). */
export function checkoutPayerQuery(db: Db, applicationId: string) {
  return db
    .select({
      reference: joinApplications.paymentReference,
      email: joinApplications.email,
      accountEmail: sql<string | null>`${users.email}`.as("account_email"),
    })
    .from(joinApplications)
    .leftJoin(users, eq(users.id, joinApplications.userId))
    .where(eq(joinApplications.id, applicationId));
}

/**
 * The last day of a membership period, for the account whose membership it is only (what the
 * callback page tells her after a renewal): anyone else holding the reference learns nothing.
 */
async function periodEndFor(
  db: Db,
  periodId: string,
  viewerId: string | null,
): Promise<CalendarDay | undefined> {
  if (!viewerId) return undefined;
  const row = await periodEndForQuery(db, periodId, viewerId).get();
  return row?.endsOn as CalendarDay | undefined;
}

/** A period's last day, if the period is of a membership linked to this account. */
export function periodEndForQuery(db: Db, periodId: string, viewerId: string) {
  return db
    .select({ endsOn: membershipPeriods.endsOn })
    .from(membershipPeriods)
    .innerJoin(joinApplications, eq(joinApplications.id, membershipPeriods.applicationId))
    .where(and(eq(membershipPeriods.id, periodId), eq(joinApplications.userId, viewerId)));
}

/** What the page Paystack sends her back to tells her (its loader's outcome). */
export type CallbackOutcome =
  | { status: "renewed"; periodId: string | undefined; endsOn: CalendarDay | undefined }
  /** What she paid, with which reference (issue #38): the page says it. */
  | { status: "application-paid"; reference: string; amountKobo: number }
  | { status: "checking" }
  | { status: "not-paid" }
  | { status: "flagged" };

/**
 * Her return from Paystack's checkout: what the checkout came to, asked of Paystack itself (the
 * query string only names the reference), settled as the webhook settles it
 * (`settlePaystackReference`: confirmed once, her receipt sent once, whichever comes first), and
 * for a renewal — to her own session only (`viewerId`, issue #37) — the period it paid for.
 */
export async function settleReturnFromCheckout(
  context: AppLoadContext,
  paystack: PaystackConfig,
  input: { providerReference: string; origin: string; viewerId: string | null },
): Promise<CallbackOutcome> {
  const { providerReference, origin, viewerId } = input;
  const settled = await settlePaystackReference(context, paystack, providerReference, origin);
  if (settled.status !== "confirmed") return { status: settled.status };
  const db = getDb(context.cloudflare.env);
  const { payable } = settled;
  if (payable.purpose === "join") {
    const payment = await paymentFor(db, targetOf(payable));
    return {
      status: "application-paid",
      reference: payable.reference,
      amountKobo: payment?.amountKobo ?? payable.expectedKobo,
    };
  }
  const endsOn = settled.periodId ? await periodEndFor(db, settled.periodId, viewerId) : undefined;
  return { status: "renewed", periodId: endsOn ? settled.periodId : undefined, endsOn };
}

/** A submitted application's page, with the key only its applicant has (its first group). */
export const SUBMITTED_PAGE = /^\/join\/submitted\/([0-9a-f-]{36})$/i;

/**
 * Her Cancel at Paystack's checkout, handled where she comes back (issue #50: not in her page's
 * loader, which re-runs on every visit). "Application received", which waited for the checkout
 * (issue #38), goes now with how else to pay, once (its key), unless the application is paid.
 */
export async function settleCancelledCheckout(
  context: AppLoadContext,
  input: { back: string | null; origin: string },
): Promise<void> {
  const key = input.back && SUBMITTED_PAGE.exec(input.back)?.[1];
  if (!key) return;
  const env = context.cloudflare.env;
  const db = getDb(env);
  const application = await getSubmittedApplication(db, key);
  if (!application) return;
  const paid = await paymentFor(db, { purpose: "join", applicationId: application.id });
  if (!paid)
    await sendApplicationReceived(env, { applicationId: application.id, origin: input.origin });
}
