import { z } from "zod";
import { nigerianMobileOf } from "~/utils/nigerian-mobile";
import { MAX_PRICE_KOBO, nairaToKobo } from "~/utils/naira-input";

/**
 * Admin → Outbox: retry a failed or a late message; `status` is the list she retried it from
 * (a message status, checked by the route), which she is taken back to.
 */
export const retryMessageSchema = z.object({
  id: z.string().trim().min(1).max(64),
  status: z.string().trim().max(20).optional(),
});

/** Admin → Outbox: send herself a test message (to her own address). */
export const testMessageSchema = z.object({});

/** The refusal of a number no SMS can reach (issue #40): what the phone forms say too. */
export const notANigerianMobile = "Please enter a Nigerian mobile number, e.g. 0803 123 4567.";

/** Admin → Outbox: send a test SMS (issue #40) to a Nigerian mobile she types. */
export const testSmsSchema = z.object({
  phone: z
    .string({ required_error: "Please enter a phone number." })
    .trim()
    .min(1, "Please enter a phone number.")
    .max(30, "Please enter a shorter phone number.")
    .refine((value) => nigerianMobileOf(value) !== null, notANigerianMobile),
});

/**
 * Admin → Outbox: the monthly SMS budget (issue #40), in naira; empty for none. Past it, the
 * announcements' texts wait; codes and notices still go.
 */
export const smsBudgetSchema = z.object({
  budget: z
    .string()
    .trim()
    .max(20, "Please enter the budget in naira, e.g. 20000, or leave it empty for none.")
    .optional()
    .refine((value) => {
      if (!value) return true;
      const kobo = nairaToKobo(value);
      return kobo !== null && kobo <= MAX_PRICE_KOBO;
    }, "Please enter the budget in naira, e.g. 20000, or leave it empty for none."),
});

/**
 * Admin → Outbox: send the messages the site's daily sending limit holds back (issue #50), after
 * a look. `count`: how many she saw on the button, so that she is told if more came since.
 */
export const releaseHeldSchema = z.object({ count: z.coerce.number().int().min(0).max(1_000_000) });
