import type { DailyTask } from "~/messages/daily-job.server";
import { scheduledMailOrigin } from "~/messages/mail-settings.server";
import { getDb } from "~/models/db.server";
import { abandonCheckout, checkoutsToReconcile } from "~/models/membership/online-payments.server";
import {
  collectingAnnouncer,
  onlinePayments,
  settleAndNotify,
} from "~/models/membership/paystack-settlement.server";

/** At most this many checkouts asked about per day (Paystack's API is not ours to hammer). */
const RECONCILE_LIMIT = 200;

/**
 * The backstop of online payments (ADR 0039): a checkout still open half an hour on — her
 * callback and every webhook lost — is asked about at Paystack; paid, it is confirmed (receipt
 * and all) as the webhook would have; abandoned or failed, it is set aside.
 */
export const reconcileOnlinePayments: DailyTask = {
  name: "online payments",
  async run(env, now) {
    const paystack = onlinePayments(env);
    if (!paystack) return { asked: 0 };
    const db = getDb(env);
    const origin = scheduledMailOrigin(env);
    const counts = { asked: 0, confirmed: 0, abandoned: 0, flagged: 0, unanswered: 0 };
    // The open admin dashboards hear of what it confirmed or flagged, as from the webhook.
    const { tell, settled } = collectingAnnouncer(env);
    for (const reference of await checkoutsToReconcile(db, { now, limit: RECONCILE_LIMIT })) {
      counts.asked += 1;
      const outcome = await settleAndNotify(env, paystack, reference, { now, origin, tell });
      if (outcome.status === "confirmed") counts.confirmed += 1;
      else if (outcome.status === "flagged") counts.flagged += 1;
      else if (outcome.status === "checking") counts.unanswered += 1;
      else {
        await abandonCheckout(db, reference, now);
        counts.abandoned += 1;
      }
    }
    await settled();
    return counts;
  },
};
