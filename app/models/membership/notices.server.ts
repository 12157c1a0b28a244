import { and, eq, sql, type SQL } from "drizzle-orm";
import {
  type PaymentSource,
  joinApplications as ja,
  membershipCards,
  membershipPeriods as mp,
  membershipRenewals,
  users,
} from "../../../db/schema";
import type { Language } from "~/i18n/language";
import { getDb, type Db } from "~/models/db.server";
import { generateToken, hashToken } from "~/auth/session.server";
import { receiptNumber } from "~/models/membership/receipts.server";
import { storeAddressProof } from "./application-address.server";
import { paymentFor } from "./payments.server";
import { mailSettings } from "~/messages/mail-settings.server";
import {
  sendMessage,
  type Recipient,
  type SendEnv,
  type SendOutcome,
} from "~/messages/send.server";
import { noticeRecipient } from "~/messages/channels.server";
import type { MessageKind } from "~/messages/templates.server";
import { smsOn } from "~/models/sms.server";
import { loggableError } from "~/models/loggable-error.server";

/**
 * The e-mails sent when something happens to an application or a renewal (issue #27, "Notices"):
 * called after the change committed, each with an idempotency key naming the event, so a double
 * click or a second confirmation sends nothing twice. A notice never fails the page that asked
 * for it: whatever goes wrong is logged and answered "failed".
 */
export type NoticeOutcome =
  | SendOutcome
  /** No message for this: no address to write to, or the event did not happen (yet). */
  | "nothing"
  | "failed";

/** Whether a notice went on its way (the admin's toast may say so). */
export const emailed = (...outcomes: NoticeOutcome[]) => outcomes.includes("queued");

async function notice(
  env: SendEnv,
  what: string,
  send: () => Promise<NoticeOutcome>,
): Promise<NoticeOutcome> {
  if (!mailSettings(env).on) return "off";
  try {
    return await send();
  } catch (error) {
    console.error(`[mail] could not send the ${what} notice:`, loggableError(error));
    return "failed";
  }
}

/** What recipientOf needs, in any query that reads an application and her account. */
const applicantColumns = {
  fullName: ja.fullName,
  applicationEmail: ja.email,
  applicationLanguage: sql<Language>`${ja.language}`.as("application_language"),
  userId: ja.userId,
  accountEmail: sql<string | null>`${users.email}`.as("account_email"),
  accountLanguage: sql<Language | null>`${users.language}`.as("account_language"),
  // Her channel (issue #40): her proven phone, else her application's; whether she chose SMS.
  noticePhone: sql<string | null>`coalesce(${users.phone}, ${ja.phoneNumber})`.as("notice_phone"),
  smsNotices: sql<boolean>`coalesce(${users.smsNotices}, 0)`.mapWith(Boolean).as("sms_notices"),
  erased: sql<boolean>`${ja.erasedAt} is not null`.mapWith(Boolean).as("erased"),
};

type Applicant = {
  fullName: string;
  applicationEmail: string | null;
  applicationLanguage: Language;
  userId: string | null;
  accountEmail: string | null;
  accountLanguage: Language | null;
  noticePhone: string | null;
  smsNotices: boolean;
  erased: boolean;
};

/**
 * Who an application's notices are for. Linked to an account: its address and the language she
 * last chose on the site. Otherwise the address on the application, in the language of the page
 * she applied on. A deleted member's kept record gets nothing.
 */
function recipientOf(env: SendEnv, applicant: Applicant, kind: MessageKind): Recipient | null {
  if (applicant.erased) return null;
  const textsOn = smsOn(env);
  // Her account's address, or (not linked yet) her application's; by SMS when she chose it or
  // has no address (issue #40).
  const account = applicant.userId
    ? {
        userId: applicant.userId,
        email: applicant.accountEmail,
        smsNotices: applicant.smsNotices,
        language: applicant.accountLanguage ?? "en",
      }
    : {
        userId: null,
        email: applicant.applicationEmail || null,
        smsNotices: false,
        language: applicant.applicationLanguage,
      };
  return noticeRecipient(kind, { ...account, phone: applicant.noticePhone }, { smsOn: textsOn });
}

/** An application as its notices need it: her name, address, language, plan and number. */
export function applicantQuery(db: Db, applicationId: string) {
  return db
    .select({
      ...applicantColumns,
      paymentReference: ja.paymentReference,
      plan: ja.membershipPlan,
      status: ja.status,
      rejectionReason: ja.rejectionReason,
      paymentConfirmed: sql<boolean>`${ja.paymentConfirmedAt} is not null`
        .mapWith(Boolean)
        .as("payment_confirmed"),
      membershipNumber: membershipCards.number,
    })
    .from(ja)
    .leftJoin(users, eq(users.id, ja.userId))
    .leftJoin(membershipCards, eq(membershipCards.applicationId, ja.id))
    .where(eq(ja.id, applicationId));
}

const findApplicant = (env: SendEnv, applicationId: string) =>
  applicantQuery(getDb(env), applicationId).get();

/**
 * "We received your application", in the language of the page she applied on (stored with it),
 * with her payment reference and what happens next. Sent once per application (a resubmitted
 * form is the same one).
 */
export function sendApplicationReceived(
  env: SendEnv,
  input: { applicationId: string; origin: string },
) {
  return notice(env, "application-received", async () => {
    const application = await findApplicant(env, input.applicationId);
    const to = application && recipientOf(env, application, "application-received");
    if (!application || !to) return "nothing";
    // The link that proves her application's address, made once (the message is sent once),
    // and only in a message to that very address.
    const token = generateToken();
    const db = getDb(env);
    const proving =
      "email" in to &&
      to.email === application.applicationEmail &&
      (await storeAddressProof(db, {
        applicationId: input.applicationId,
        tokenHash: hashToken(token),
      }));
    // Paid online before this message goes (Pay now on /join): it says so, not how to pay.
    const paid = await paymentFor(db, { purpose: "join", applicationId: input.applicationId });
    return sendMessage(env, {
      kind: "application-received",
      to,
      data: {
        fullName: application.fullName,
        paymentReference: application.paymentReference,
        plan: application.plan,
        addressProofToken: proving ? token : null,
        paid: paid ? receivedPayment(paid) : null,
      },
      key: `application-received:${input.applicationId}`,
      origin: input.origin,
    });
  });
}

const receivedPayment = (payment: {
  amountKobo: number | null;
  source: PaymentSource;
  confirmedAt: Date;
}) => ({
  amountKobo: payment.amountKobo,
  source: payment.source,
  confirmedAt: payment.confirmedAt.getTime(),
});

/**
 * Her application's payment arrived before its first year began (it waits for approval): what
 * was paid, how, the reference and what comes next (issue #38). Once approved, the receipt is
 * that message instead. Keyed by the application: one payment, one message.
 */
export function sendApplicationPaymentReceived(
  env: SendEnv,
  input: { applicationId: string; origin: string },
) {
  return notice(env, "application payment-received", async () => {
    const application = await findApplicant(env, input.applicationId);
    const to = application && recipientOf(env, application, "application-payment-received");
    const payment =
      application &&
      (await paymentFor(getDb(env), { purpose: "join", applicationId: input.applicationId }));
    if (!application || !to || !payment) return "nothing";
    return sendMessage(env, {
      kind: "application-payment-received",
      to,
      data: {
        fullName: application.fullName,
        paymentReference: application.paymentReference,
        plan: application.plan,
        ...receivedPayment(payment),
      },
      key: `application-payment-received:${input.applicationId}`,
      origin: input.origin,
    });
  });
}

/** The decision on her application: approved (how to sign up and link) or rejected. */
export function sendApplicationDecision(
  env: SendEnv,
  input: { applicationId: string; status: "approved" | "rejected"; origin: string },
) {
  return notice(env, "application-decision", async () => {
    const application = await findApplicant(env, input.applicationId);
    const kind = input.status === "approved" ? "application-approved" : "application-rejected";
    const to = application && recipientOf(env, application, kind);
    if (!application || !to || application.status !== input.status) return "nothing";
    return sendMessage(env, {
      kind,
      to,
      data: {
        fullName: application.fullName,
        paymentReference: application.paymentReference,
        plan: application.plan,
        email: "email" in to ? to.email : null,
        linked: application.userId !== null,
        membershipNumber: application.membershipNumber,
        paymentConfirmed: application.paymentConfirmed,
        reason: input.status === "rejected" ? application.rejectionReason : null,
      },
      key: `application-decision:${input.applicationId}:${input.status}`,
      origin: input.origin,
    });
  });
}

/** A membership period and its applicant, as her receipt needs them. */
export function receiptNoticeQuery(db: Db, period: SQL) {
  return db
    .select({
      ...applicantColumns,
      periodId: mp.id,
      paymentReference: sql<string>`${mp.paymentReference}`.as("period_reference"),
      plan: mp.plan,
      amountKobo: mp.amountKobo,
      startsOn: mp.startsOn,
      endsOn: mp.endsOn,
      confirmedAt: mp.confirmedAt,
      origin: mp.origin,
    })
    .from(mp)
    .innerJoin(ja, eq(ja.id, mp.applicationId))
    .leftJoin(users, eq(users.id, ja.userId))
    .where(period);
}

/**
 * Her receipt, once a payment has become a membership period: the first year (when approval
 * and the confirmed payment have both happened) or a confirmed renewal. Keyed by the payment
 * reference — one transfer pays one period — so confirming again sends nothing.
 */
async function sendReceipt(env: SendEnv, period: SQL, origin: string): Promise<NoticeOutcome> {
  const row = await receiptNoticeQuery(getDb(env), period).get();
  const to = row && recipientOf(env, row, "payment-confirmed");
  if (!row || !to) return "nothing";
  return sendMessage(env, {
    kind: "payment-confirmed",
    to,
    data: {
      fullName: row.fullName,
      periodId: row.periodId,
      receiptNumber: receiptNumber(row),
      paymentReference: row.paymentReference,
      plan: row.plan,
      amountKobo: row.amountKobo,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      confirmedAt: row.confirmedAt.getTime(),
      forRenewal: row.origin === "renewal",
      linked: row.userId !== null,
    },
    key: `payment-confirmed:${row.paymentReference}`,
    origin,
  });
}

/** The first year's receipt, if the application's first period exists now (else nothing). */
export function sendJoinReceipt(env: SendEnv, input: { applicationId: string; origin: string }) {
  return notice(env, "join payment-confirmed", () =>
    sendReceipt(
      env,
      and(eq(mp.applicationId, input.applicationId), eq(mp.origin, "application"))!,
      input.origin,
    ),
  );
}

/** A confirmed renewal's receipt: the period its payment reference paid for. */
export function sendRenewalReceipt(env: SendEnv, input: { renewalId: string; origin: string }) {
  return notice(env, "renewal payment-confirmed", () =>
    sendReceipt(
      env,
      sql`${mp.paymentReference} = (select ${membershipRenewals.paymentReference} from ${membershipRenewals} where ${membershipRenewals.id} = ${input.renewalId} and ${membershipRenewals.status} = 'confirmed')`,
      input.origin,
    ),
  );
}

/** A renewal request and its applicant, as the notice of its rejection needs them. */
export function renewalNoticeQuery(db: Db, renewalId: string) {
  return db
    .select({
      ...applicantColumns,
      status: membershipRenewals.status,
      paymentReference: sql<string>`${membershipRenewals.paymentReference}`.as("renewal_reference"),
      amountKobo: membershipRenewals.amountKobo,
      reason: membershipRenewals.rejectReason,
    })
    .from(membershipRenewals)
    .innerJoin(ja, eq(ja.id, membershipRenewals.applicationId))
    .leftJoin(users, eq(users.id, ja.userId))
    .where(eq(membershipRenewals.id, renewalId));
}

/** Her renewal request was rejected: the admin's reason, and how to try again. */
export function sendRenewalRejected(env: SendEnv, input: { renewalId: string; origin: string }) {
  return notice(env, "renewal-rejected", async () => {
    const row = await renewalNoticeQuery(getDb(env), input.renewalId).get();
    const to = row && recipientOf(env, row, "renewal-rejected");
    if (!row || !to || row.status !== "rejected") return "nothing";
    return sendMessage(env, {
      kind: "renewal-rejected",
      to,
      data: {
        fullName: row.fullName,
        paymentReference: row.paymentReference,
        amountKobo: row.amountKobo,
        reason: row.reason ?? "",
      },
      key: `renewal-rejected:${input.renewalId}`,
      origin: input.origin,
    });
  });
}
