/**
 * The reminder the day before an election closes (issue #42): electors with an account who have
 * not voted and not been reminded, in open elections closing within the next 24 hours. Reads
 * only; the hourly job sends each once (its key names the election and the member).
 */
import { and, eq, sql } from "drizzle-orm";
import {
  electionElectors,
  electionVoters,
  elections,
  joinApplications,
  messages,
  users,
} from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { memberNoticeColumns } from "~/models/sms-choices.server";
import { openNotClosed } from "./elections.server";

const DAY_MS = 24 * 60 * 60 * 1000;

const KEY_PREFIX = "election-reminder:";

export const electionReminderKey = (electionId: string, applicationId: string) =>
  `${KEY_PREFIX}${electionId}:${applicationId}`;

/** Who is still to vote in an election closing within a day of `now`, with her channels. */
export function dueElectionRemindersQuery(db: Db, now: Date, limit: number) {
  const at = now.getTime();
  return db
    .select({
      electionId: sql<string>`${elections.id}`.as("election_id"),
      title: elections.title,
      titleHa: elections.titleHa,
      closesAt: elections.closesAt,
      applicationId: sql<string>`${joinApplications.id}`.as("application_id"),
      fullName: joinApplications.fullName,
      ...memberNoticeColumns(),
    })
    .from(electionElectors)
    .innerJoin(elections, eq(elections.id, electionElectors.electionId))
    .innerJoin(joinApplications, eq(joinApplications.id, electionElectors.applicationId))
    .innerJoin(users, eq(users.id, joinApplications.userId))
    .where(
      and(
        sql`${openNotClosed} and ${elections.closesAt} > ${at} and ${elections.closesAt} <= ${at + DAY_MS}`,
        sql`not exists (select 1 from ${electionVoters} where ${electionVoters.electionId} = ${electionElectors.electionId}
          and ${electionVoters.applicationId} = ${electionElectors.applicationId})`,
        // Not reminded yet (its key, as electionReminderKey writes it): each run takes the next
        // ones, so an electorate above the run's limit is reminded in full over the hours.
        sql`not exists (select 1 from ${messages} where ${messages.idempotencyKey} =
          ${KEY_PREFIX} || ${electionElectors.electionId} || ':' || ${electionElectors.applicationId})`,
      ),
    )
    .limit(limit);
}
