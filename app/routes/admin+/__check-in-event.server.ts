import type { AppLoadContext } from "react-router";
import { withinMinuteLimit } from "~/http/abuse.server";
import {
  checkInRoster,
  getCheckInEvent,
  searchCheckInRoster,
  type CheckInSearch,
} from "~/models/check-in.server";
import { getDb, type Db } from "~/models/db.server";
import type { Language } from "~/i18n/language";

/**
 * The event the door's pages are for, with the request's database; else what `notFound` makes,
 * thrown (the page's plain 404, or the sync's JSON answer).
 */
export async function checkInEventOr(
  context: AppLoadContext,
  id: string | undefined,
  notFound: () => unknown,
  language: Language = "en",
) {
  const db = getDb(context.cloudflare.env);
  const event = await getCheckInEvent(db, id ?? "", language);
  if (!event) throw notFound();
  return { db, event };
}

/**
 * The list for this search, limited like any guessing (issue #37): so many searches a minute
 * per account (the per-client limiter's budget, keyed by her account), and so many that find
 * nobody (CHECK_IN_SEARCH_LIMITS). Over a limit: the list without the search, and `limited`.
 */
export async function rosterForSearch(
  context: AppLoadContext,
  db: Db,
  input: { eventId: string; staffId: string; search: string },
): Promise<CheckInSearch> {
  if (
    input.search.trim() &&
    !(await withinMinuteLimit(context, `check-in-search:${input.staffId}`))
  ) {
    return { ...(await checkInRoster(db, input.eventId)), limited: { waitMs: 60_000 } };
  }
  return searchCheckInRoster(db, input);
}
