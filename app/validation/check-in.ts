import { z } from "zod";

/** The check-in page's search box (GET): part of a name, the end of a ticket code, or a code. */
export const checkInSearchSchema = z.object({
  q: z.string().trim().max(200).optional().default(""),
});

/** The list's "Check in" button (no JavaScript): one place by its id. */
export const checkInSchema = z.object({
  rsvpId: z.string().trim().min(1).max(64),
});

/** The most check-ins one sync sends (a phone offline for a whole event sends them in parts). */
export const SYNC_BATCH_LIMIT = 200;

/**
 * What a phone sends (POST …/check-in/sync, JSON): the check-ins it made, each by the place's
 * id (from its list) or by a ticket code (typed or scanned), with the time it happened; its
 * device id makes a replay of the same queue count once.
 */
export const checkInSyncSchema = z.object({
  device: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  checkIns: z
    .array(
      z
        .object({
          rsvpId: z.string().max(64).optional(),
          code: z.string().max(300).optional(),
          at: z.number().int().nonnegative(),
        })
        .refine((checkIn) => (checkIn.rsvpId === undefined) !== (checkIn.code === undefined)),
    )
    .min(1)
    .max(SYNC_BATCH_LIMIT),
});

export type CheckInSync = z.infer<typeof checkInSyncSchema>;
