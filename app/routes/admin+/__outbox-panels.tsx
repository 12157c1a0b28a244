import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { hrefWith } from "~/components/ui/pagination";
import { formatNaira } from "~/utils/money";
import { smsBudgetForm, testSmsForm } from "~/validation/forms";
import { koboToNaira } from "~/utils/naira-input";
import { messageChannels, type MessageChannel, type MessageStatus } from "../../../db/schema";
import { statusLabels } from "./__outbox-status";

/** The Outbox's panels (admin+/outbox._index.tsx): what is on, what waits, and its filters. */

/** Whether e-mail is on: its sender, or why not (mailSettings). */
export type MailState =
  { on: true; from: string } | { on: false; reason: "no-sender" | "no-binding" | string };

/** Whether SMS is on (issue #40): its sender ID, the price of a page, the month's texts. */
export type SmsState =
  | {
      on: true;
      senderId: string;
      pagePriceKobo: number;
      month: { texts: number; pages: number };
      /** The monthly budget (null: none), and the announcements' texts that wait for it. */
      budgetKobo: number | null;
      heldByBudget: number;
    }
  | { on: false };

/** "1 page", "2 pages": an SMS's size as it is billed. */
export const pagesLabel = (pages: number) => (pages === 1 ? "1 page" : `${pages} pages`);

/** "2 pages · about ₦10": what an SMS cost, at the configured price of a page. */
export function smsCost(pages: number, pagePriceKobo: number): string {
  return `${pagesLabel(pages)} · about ${formatNaira(pages * pagePriceKobo)}`;
}

/** The statuses in the order a message goes through them (db/schema.ts messageStatuses). */
export const statuses = Object.keys(statusLabels) as MessageStatus[];

/** The Outbox's words for a channel (issue #40). */
export const channelLabels: Record<MessageChannel, string> = { email: "E-mail", sms: "SMS" };

export function MailStatus({ mail }: { mail: MailState }) {
  if (mail.on) {
    return (
      <p className="text-stone-700" data-testid="mail-status">
        E-mail is on. Messages are sent from {mail.from}.
      </p>
    );
  }
  return (
    <p
      className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
      data-testid="mail-status"
    >
      E-mail is off for this site:{" "}
      {mail.reason === "no-sender"
        ? "no sender address (MAIL_FROM) is set."
        : "the Email Service binding is missing."}{" "}
      Nothing is sent; WhatsApp links and the admin pages work as before. The README explains how to
      turn e-mail on.
    </p>
  );
}

/**
 * SMS (issue #40): whether it is on, and a test text to a number she types, to see it arrive
 * (locally the Termii stand-in records it, and the Outbox shows its text).
 */
export function SmsStatus({
  sms,
  lastResult,
  budgetResult,
  pending,
}: {
  sms: SmsState;
  lastResult: SubmissionResult<string[]> | undefined;
  budgetResult: SubmissionResult<string[]> | undefined;
  pending: boolean;
}) {
  const [form, fields] = useZodForm(testSmsForm, { id: "test-sms", lastResult });
  if (!sms.on) {
    return (
      <p className="text-stone-700" data-testid="sms-status">
        SMS is off for this site: no Termii key and sender ID (TERMII_API_KEY, TERMII_SENDER_ID) are
        set. Messages go by e-mail only. The README explains how to turn SMS on.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-stone-700" data-testid="sms-status">
        SMS is on. Texts are sent as {sms.senderId}.
      </p>
      <p className="text-stone-700" data-testid="sms-month">
        This month: {sms.month.texts === 1 ? "1 SMS" : `${sms.month.texts} SMS`},{" "}
        {smsCost(sms.month.pages, sms.pagePriceKobo)} (at {formatNaira(sms.pagePriceKobo)} a page;
        Termii&apos;s bill is what counts).
      </p>
      <SmsBudget sms={sms} lastResult={budgetResult} pending={pending} />
      <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="sms" />
        <TextField
          field={fields.phone}
          label="Phone for a test SMS"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <SubmitButton pending={pending} label="Send a test SMS" pendingLabel="Sending..." />
      </Form>
    </div>
  );
}

/**
 * The monthly SMS budget (issue #40): past it, the announcements' texts wait (for a higher
 * budget, or the next month); codes, tickets, reminders and receipts still go.
 */
function SmsBudget({
  sms,
  lastResult,
  pending,
}: {
  sms: Extract<SmsState, { on: true }>;
  lastResult: SubmissionResult<string[]> | undefined;
  pending: boolean;
}) {
  const [form, fields] = useZodForm(smsBudgetForm, {
    id: "sms-budget",
    lastResult,
    defaultValue: { budget: sms.budgetKobo === null ? "" : koboToNaira(sms.budgetKobo) },
  });
  const spent = sms.month.pages * sms.pagePriceKobo;
  return (
    <div className="space-y-2" data-testid="sms-budget">
      <p className="text-stone-700">
        {sms.budgetKobo === null
          ? "No monthly SMS budget is set: texts are never held back."
          : `Monthly SMS budget: ${formatNaira(sms.budgetKobo)}, about ${formatNaira(spent)} spent. Past it, announcements by SMS wait until the budget is raised or the month ends; codes, tickets, reminders and receipts still go.`}
      </p>
      {sms.heldByBudget > 0 ? (
        <p className="font-semibold text-amber-900" data-testid="held-by-budget">
          {sms.heldByBudget === 1
            ? "1 announcement text waits for the budget."
            : `${sms.heldByBudget} announcement texts wait for the budget.`}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="budget" />
        <TextField
          field={fields.budget}
          label="Monthly SMS budget (₦, empty for none)"
          inputMode="decimal"
        />
        <SubmitButton pending={pending} label="Save the budget" pendingLabel="Saving..." />
      </Form>
    </div>
  );
}

/**
 * The messages the site's daily sending limit holds back (issue #50): how many, and one button
 * that sends them all, after a look at the list. They expire 24 hours after they were asked for.
 */
export function ReleaseHeld({ count, pending }: { count: number; pending: boolean }) {
  const many = count === 1 ? "1 message" : `${count} messages`;
  return (
    <div
      className="space-y-3 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
      data-testid="held-by-site"
    >
      <p>
        <strong>{many} held back today by the sending limit.</strong> Visitors asked for them
        (sign-up confirmations, application receipts, RSVP links) after the site had sent its
        day&apos;s messages to addresses nobody has proven. Look at them below; send them if they
        are real people. Unsent, they expire 24 hours after they were asked for.
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="release" />
        <input type="hidden" name="count" value={count} />
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Send held messages ({count})
        </button>
      </Form>
    </div>
  );
}

/** Links to the messages of one channel, and of one status (each keeps the other). */
export function OutboxFilters({
  status,
  channel,
  counts,
  total,
}: {
  status: MessageStatus | null;
  channel: MessageChannel | null;
  counts: Partial<Record<MessageStatus, number>>;
  total: number;
}) {
  return (
    <>
      <nav aria-label="Messages by channel">
        <ul className="flex flex-wrap gap-2">
          {[null, ...messageChannels].map((c) => (
            <li key={c ?? "all"}>
              <Link
                to={hrefWith("/admin/outbox", {
                  status: status ?? undefined,
                  channel: c ?? undefined,
                })}
                aria-current={channel === c ? "page" : undefined}
                className="inline-block rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-stone-300 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {c ? channelLabels[c] : "Every channel"}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <nav aria-label="Messages by status">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={hrefWith("/admin/outbox", { channel: channel ?? undefined })}
              aria-current={status === null ? "page" : undefined}
              className="inline-block rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-stone-300 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              All <span data-count="all">{total}</span>
            </Link>
          </li>
          {statuses.map((s) => (
            <li key={s}>
              <Link
                to={hrefWith("/admin/outbox", { status: s, channel: channel ?? undefined })}
                aria-current={status === s ? "page" : undefined}
                className="inline-block rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-stone-300 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {statusLabels[s]} <span data-count={s}>{counts[s] ?? 0}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
