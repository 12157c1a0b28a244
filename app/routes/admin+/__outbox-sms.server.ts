import type { AdminFormScope } from "~/http/admin-form.server";
import { toasts } from "~/http/toast.server";
import { enqueue } from "~/messages/send.server";
import { smsPagePriceKobo } from "~/messages/sms.server";
import { getDb, readOr } from "~/models/db.server";
import { countHeldByBudget, releaseHeldByBudget, smsSentSince } from "~/models/messages.server";
import { setSmsBudget, smsBudgetKobo } from "~/models/site-settings.server";
import { smsSettings } from "~/models/sms.server";
import { startOfWatMonth } from "~/utils/dates";
import { formatNaira } from "~/utils/money";
import { nairaToKobo } from "~/utils/naira-input";
import type { SmsState } from "./__outbox-panels";

/**
 * The Outbox's SMS panel (issue #40): whether SMS is on, the month's texts and their cost, the
 * monthly budget and the texts that wait for it, read together.
 */
export async function smsStateOf(env: Env, now: Date): Promise<SmsState> {
  const termii = smsSettings(env);
  if (!termii) return { on: false };
  const db = getDb(env);
  const [month, budgetKobo, heldByBudget] = await Promise.all([
    readOr("the month's SMS", { texts: 0, pages: 0 }, () => smsSentSince(db, startOfWatMonth(now))),
    readOr("the SMS budget", null, () => smsBudgetKobo(db)),
    readOr("texts held by the budget", 0, () => countHeldByBudget(db)),
  ]);
  return {
    on: true,
    senderId: termii.senderId,
    pagePriceKobo: smsPagePriceKobo(env),
    month,
    budgetKobo,
    heldByBudget,
  };
}

/**
 * "Save the budget": the monthly SMS budget set (empty: none), and the texts that waited queued
 * again, each weighed against the new budget as it is sent.
 */
export async function saveSmsBudget(form: AdminFormScope, budget: string | undefined) {
  const now = new Date();
  const kobo = budget ? nairaToKobo(budget) : null;
  await setSmsBudget(form.db, { kobo, actor: form.admin, now });
  const ids = await releaseHeldByBudget(form.db, now);
  await enqueue(form.env, ids);
  const waiting = ids.length === 1 ? "1 waiting text" : `${ids.length} waiting texts`;
  return toasts(form.env).redirectWithSuccess("/admin/outbox", {
    message: "SMS budget saved",
    description:
      (kobo === null
        ? "No monthly budget: texts are not held back."
        : `${formatNaira(kobo)} a month.`) + (ids.length > 0 ? ` ${waiting} queued again.` : ""),
  });
}
