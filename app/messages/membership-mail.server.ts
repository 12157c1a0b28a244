import type { MembershipPlan, PaymentSource } from "../../db/schema";
import { format, localePath, type Language } from "~/i18n/language";
import { joinTexts } from "~/i18n/join";
import { mailMembershipTexts } from "~/i18n/mail-membership";
import { membershipTexts } from "~/i18n/membership";
import { recordsTexts } from "~/i18n/records";
import {
  greetingFor,
  plainName,
  planName,
  siteUrl,
  type MailBlock,
  type MailContent,
  type RenderContext,
} from "~/messages/content.server";
import type { MessageTemplate } from "~/messages/template.server";
import { formatDayIn, formatWatDayIn } from "~/utils/hausa-dates";
import type { CalendarDay } from "~/models/membership/period-rules";
import { formatNaira } from "~/utils/money";
import { planPriceKobo } from "~/config/membership";
import { whatsappHref } from "~/utils/phone";

/**
 * The notices of an application and a renewal (issue #27): what happened, in her language, with
 * the way on. Payloads hold facts (kobo, WAT days, ids), never formatted text: a message is
 * written in its language when it is sent.
 */

type Applicant = { fullName: string; paymentReference: string; plan: MembershipPlan };

/**
 * A payment received for an application: what, how; confirmedAt in epoch ms. An admin's
 * confirmation of a transfer may record no amount: the plan's price is what was asked.
 */
export type ReceivedPayment = {
  amountKobo: number | null;
  source: PaymentSource;
  confirmedAt: number;
};

const amountPaid = ({ amountKobo, plan }: ReceivedPayment & Applicant, context: RenderContext) =>
  formatNaira(amountKobo ?? planPriceKobo(context.association, plan));

export type ApplicationReceivedPayload = Applicant & {
  /** The link that proves her application's address (issue #37); absent: nothing to prove. */
  addressProofToken?: string | null;
  /** Paid already (online, before this message): no word of how to pay (issue #38). */
  paid?: ReceivedPayment | null;
};

/** Her application's payment arrived (issue #38): what, how, the reference, what comes next. */
export type ApplicationPaymentReceivedPayload = Applicant & ReceivedPayment;

export type ApplicationDecisionPayload = Applicant & {
  /**
   * The address written to: the one she can sign up with to have her membership linked; null
   * when the decision went by SMS (issue #40).
   */
  email: string | null;
  /** Her application is linked to an account already (her dashboard shows it). */
  linked: boolean;
  membershipNumber: string | null;
  paymentConfirmed: boolean;
  /** The admin's reason for a rejection, when she gave one. */
  reason: string | null;
};

export type PaymentConfirmedPayload = {
  fullName: string;
  periodId: string;
  /** As the printed receipt numbers it (receiptNumber): R-ZW-7K3Q9. */
  receiptNumber: string;
  paymentReference: string;
  plan: MembershipPlan;
  amountKobo: number;
  startsOn: CalendarDay;
  endsOn: CalendarDay;
  /** Epoch ms. */
  confirmedAt: number;
  forRenewal: boolean;
  linked: boolean;
};

export type RenewalRejectedPayload = {
  fullName: string;
  paymentReference: string;
  amountKobo: number;
  reason: string;
};

const reasonBlock = (language: Language, reason: string | null): MailBlock[] =>
  reason
    ? [{ type: "paragraph", text: format(mailMembershipTexts[language].reason, { reason }) }]
    : [];

const contactBlock = ({ language, association }: RenderContext): MailBlock => ({
  type: "note",
  text: format(mailMembershipTexts[language].contact, { phone: association.phone }),
});

const applicationReceived: MessageTemplate<ApplicationReceivedPayload> = {
  category: "transactional",
  render: (payload, context) => {
    const { language, association } = context;
    const t = mailMembershipTexts[language];
    const price = planPriceKobo(association, payload.plan);
    const amount = formatNaira(price);
    const reference = payload.paymentReference;
    const name = plainName(payload.fullName);
    const joinPage = joinTexts[language];
    const whatsappText = format(
      name ? joinPage.submitted.whatsapp : joinPage.submitted.whatsappWithoutName,
      {
        association: association.shortName,
        name: name ?? "",
        reference,
      },
    );
    return {
      subject: format(t.received.subject, { shortName: association.shortName }),
      greeting: greetingFor(language, payload.fullName),
      blocks: [
        {
          type: "paragraph",
          text: format(t.received.intro, {
            name: association.fullName,
            plan: planName(context, payload.plan),
          }),
        },
        {
          type: "facts",
          rows: [
            [t.received.plan, planName(context, payload.plan)],
            [t.received.amount, amount],
            [t.received.reference, reference],
          ],
        },
        ...(payload.paid
          ? ([
              {
                type: "paragraph",
                text: format(t.receivedPaid, {
                  amount: amountPaid({ ...payload, ...payload.paid }, context),
                  how: t.paidWith[payload.paid.source],
                  reference,
                }),
              },
              { type: "paragraph", text: t.receivedPaidNext },
            ] as const)
          : ([
              { type: "paragraph", text: t.received.next },
              {
                type: "paragraph",
                text: format(t.received.pay, {
                  amount,
                  reference,
                  accountName: association.bank.accountName,
                  bank: association.bank.name,
                  accountNumber: association.bank.accountNumber,
                }),
              },
              {
                type: "paragraph",
                text: format(t.received.proof, { phone: association.phone, reference }),
              },
              {
                type: "action",
                label: membershipTexts[language].oneMoreStep.sendOnWhatsApp,
                url: whatsappHref(association.whatsappNumber, whatsappText),
              },
              { type: "paragraph", text: t.received.review },
            ] as const)),
        ...(payload.addressProofToken
          ? ([
              { type: "paragraph", text: t.received.proveAddress },
              {
                type: "action",
                label: t.received.proveAction,
                url: siteUrl(context, `/join/confirm-address/${payload.addressProofToken}`),
              },
            ] as const)
          : []),
      ],
    };
  },
};

const applicationPaymentReceived: MessageTemplate<ApplicationPaymentReceivedPayload> = {
  category: "transactional",
  render: (payload, context) => {
    const { language, association } = context;
    const t = mailMembershipTexts[language];
    return {
      subject: format(t.paymentReceived.subject, { shortName: association.shortName }),
      greeting: greetingFor(language, payload.fullName),
      blocks: [
        { type: "paragraph", text: t.paymentReceived.intro },
        {
          type: "facts",
          rows: [
            [t.received.plan, planName(context, payload.plan)],
            [t.paymentReceived.amount, amountPaid(payload, context)],
            [t.paymentReceived.how, t.paidWith[payload.source]],
            [t.paymentReceived.reference, payload.paymentReference],
            [t.paymentReceived.date, formatDayIn(payload.confirmedAt, language)],
          ],
        },
        { type: "paragraph", text: t.paymentReceived.next },
        contactBlock(context),
      ],
    };
  },
};

/** How she sees her membership online: her dashboard, or how to sign up and link. */
function accountBlocks(payload: ApplicationDecisionPayload, context: RenderContext): MailBlock[] {
  const t = mailMembershipTexts[context.language];
  if (payload.linked) {
    return [
      { type: "paragraph", text: t.approved.linked },
      { type: "action", label: t.approved.dashboardAction, url: siteUrl(context, "/dashboard") },
    ];
  }
  return [
    { type: "paragraph", text: format(t.approved.signUp, { email: payload.email ?? "" }) },
    { type: "action", label: t.approved.signUpAction, url: siteUrl(context, "/login?tab=signup") },
    {
      type: "paragraph",
      text: format(t.approved.linkOther, { reference: payload.paymentReference }),
    },
    { type: "action", label: t.approved.linkAction, url: siteUrl(context, "/dashboard/link") },
  ];
}

const applicationApproved: MessageTemplate<ApplicationDecisionPayload> = {
  category: "transactional",
  render: (payload, context) => {
    const { language, association } = context;
    const t = mailMembershipTexts[language];
    return {
      subject: format(t.approved.subject, { shortName: association.shortName }),
      greeting: greetingFor(language, payload.fullName),
      blocks: [
        { type: "paragraph", text: format(t.approved.intro, { name: association.fullName }) },
        ...(payload.membershipNumber
          ? [{ type: "facts", rows: [[t.approved.number, payload.membershipNumber]] } as const]
          : []),
        ...(payload.paymentConfirmed
          ? []
          : [
              {
                type: "paragraph",
                text: format(t.approved.waitingForPayment, { reference: payload.paymentReference }),
              } as const,
            ]),
        ...accountBlocks(payload, context),
        contactBlock(context),
      ],
    };
  },
};

const applicationRejected: MessageTemplate<ApplicationDecisionPayload> = {
  category: "transactional",
  render: (payload, context) => {
    const { language, association } = context;
    const t = mailMembershipTexts[language];
    return {
      subject: format(t.rejected.subject, { shortName: association.shortName }),
      greeting: greetingFor(language, payload.fullName),
      blocks: [
        {
          type: "paragraph",
          text: format(t.rejected.intro, {
            name: association.fullName,
            reference: payload.paymentReference,
          }),
        },
        ...reasonBlock(language, payload.reason),
        contactBlock(context),
      ],
    };
  },
};

/** The receipt: what the printed one says, and the link to print it. */
const paymentConfirmed: MessageTemplate<PaymentConfirmedPayload> = {
  category: "transactional",
  render: (payload, context): MailContent => {
    const { language, association } = context;
    const t = mailMembershipTexts[language];
    const r = recordsTexts[language].receipt;
    const receiptPath = localePath(`/dashboard/receipts/${payload.periodId}`, language);
    // Without an account yet, the link signs her in first and then opens the receipt.
    const receiptUrl = payload.linked
      ? `${context.origin}${receiptPath}`
      : siteUrl(context, `/login?redirectTo=${encodeURIComponent(receiptPath)}`);
    const plan = format(payload.forRenewal ? r.renewal : r.planMembership, {
      plan: planName(context, payload.plan),
    });
    return {
      subject: format(t.paymentConfirmed.subject, {
        shortName: association.shortName,
        number: payload.receiptNumber,
      }),
      greeting: greetingFor(language, payload.fullName),
      blocks: [
        {
          type: "paragraph",
          text: payload.forRenewal ? t.paymentConfirmed.introRenewal : t.paymentConfirmed.intro,
        },
        { type: "paragraph", text: format(r.number, { number: payload.receiptNumber }) },
        {
          type: "facts",
          rows: [
            [r.member, plainName(payload.fullName) ?? "—"],
            [r.plan, plan],
            [
              r.period,
              `${formatWatDayIn(payload.startsOn, language)} – ${formatWatDayIn(payload.endsOn, language)}`,
            ],
            [r.amountPaid, formatNaira(payload.amountKobo)],
            [r.paymentReference, payload.paymentReference],
            [r.dateConfirmed, formatDayIn(payload.confirmedAt, language)],
          ],
        },
        { type: "action", label: t.paymentConfirmed.receiptAction, url: receiptUrl },
        ...(payload.linked
          ? []
          : [{ type: "note", text: t.paymentConfirmed.signInFirst } as const]),
        contactBlock(context),
      ],
    };
  },
};

const renewalRejected: MessageTemplate<RenewalRejectedPayload> = {
  category: "transactional",
  render: (payload, context) => {
    const { language, association } = context;
    const t = mailMembershipTexts[language];
    return {
      subject: format(t.renewalRejected.subject, { shortName: association.shortName }),
      greeting: greetingFor(language, payload.fullName),
      blocks: [
        {
          type: "paragraph",
          text: format(t.renewalRejected.intro, {
            reference: payload.paymentReference,
            amount: formatNaira(payload.amountKobo),
          }),
        },
        ...reasonBlock(language, payload.reason),
        { type: "paragraph", text: t.renewalRejected.again },
        {
          type: "action",
          label: t.renewalRejected.renewAction,
          url: siteUrl(context, "/dashboard/renew"),
        },
        contactBlock(context),
      ],
    };
  },
};

/** The kinds of this module, spread into the registry (app/messages/templates.server.ts). */
export const membershipMail = {
  "application-received": applicationReceived,
  "application-payment-received": applicationPaymentReceived,
  "application-approved": applicationApproved,
  "application-rejected": applicationRejected,
  "payment-confirmed": paymentConfirmed,
  "renewal-rejected": renewalRejected,
};
