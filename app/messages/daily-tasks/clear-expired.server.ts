import type { DailyTask } from "~/messages/daily-job.server";
import { getDb } from "~/models/db.server";
import { clearExpiredData } from "~/models/expired-data.server";

/** Expired sessions, spent reset and confirmation links, old failed sign-ins: deleted. */
export const clearExpired: DailyTask = {
  name: "expired data",
  run: (env, now) => clearExpiredData(getDb(env), now),
};
