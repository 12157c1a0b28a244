/**
 * The hall at the AGM (issue #42): a steward finds a member of the electorate (her card's QR
 * code scanned, its number typed, or her name) and marks her "votes on paper" (markPaperVoter).
 * What the steward sees is what she needs at the table: the name, the card's number and whether
 * she has voted already and how. Never a ballot: nothing here reads one.
 */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import {
  electionElectors,
  electionVoters,
  joinApplications,
  membershipCards,
} from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { VERIFY_CODE_PATTERN } from "~/models/membership/cards.server";

/** The most electors one search shows: the hall searches for one person at a time. */
export const HALL_SEARCH_LIMIT = 20;

export type HallElector = {
  applicationId: string;
  name: string;
  cardNumber: string | null;
  /** How she voted, if she did ("paper": at this hall or another steward's table). */
  voted: "online" | "paper" | null;
};

/** A membership number as the card prints it: ZW-2026-00123 (five digits or more; any case). */
const CARD_NUMBER = /^zw-\d{4}-\d{5,}$/;

/**
 * The card's verification code in what was typed or scanned: its QR code's link
 * (`…/verify/{code}`) or the code alone.
 */
export function cardCodeIn(text: string): string | null {
  const typed = text.trim().toLowerCase();
  const code = /\/verify\/([^/?#]*)/.exec(typed)?.[1] ?? typed;
  return VERIFY_CODE_PATTERN.test(code) ? code : null;
}

/**
 * The electors this search finds (by card code, card number or a part of her name), by name,
 * with whether each has voted. A card code finds her only while it is the card of the account
 * it was made for, as /verify says (a replaced card finds nobody).
 */
export async function hallElectors(
  db: Db,
  electionId: string,
  search: string,
): Promise<{ electors: HallElector[]; more: boolean }> {
  const term = search.trim().toLowerCase();
  if (!term) return { electors: [], more: false };
  const code = cardCodeIn(term);
  const matches = code
    ? and(
        eq(membershipCards.verifyCode, code),
        eq(membershipCards.codeUserId, joinApplications.userId),
      )
    : CARD_NUMBER.test(term)
      ? eq(membershipCards.number, term.toUpperCase())
      : sql`instr(lower(${joinApplications.fullName}), ${term}) > 0`;
  const rows = await hallElectorsQuery(db, electionId, matches).limit(HALL_SEARCH_LIMIT + 1);
  return { electors: rows.slice(0, HALL_SEARCH_LIMIT), more: rows.length > HALL_SEARCH_LIMIT };
}

/**
 * The electors of the election, from its electorate with how each voted (if she did), and
 * `matches` naming whom; by name.
 */
export function hallElectorsQuery(db: Db, electionId: string, matches: SQL | undefined) {
  return db
    .select({
      applicationId: electionElectors.applicationId,
      name: joinApplications.fullName,
      cardNumber: membershipCards.number,
      voted: electionVoters.channel,
    })
    .from(electionElectors)
    .innerJoin(joinApplications, eq(joinApplications.id, electionElectors.applicationId))
    .leftJoin(membershipCards, eq(membershipCards.applicationId, electionElectors.applicationId))
    .leftJoin(
      electionVoters,
      and(
        eq(electionVoters.electionId, electionElectors.electionId),
        eq(electionVoters.applicationId, electionElectors.applicationId),
      ),
    )
    .where(and(eq(electionElectors.electionId, electionId), matches))
    .orderBy(asc(sql`lower(${joinApplications.fullName})`), asc(electionElectors.applicationId));
}

/** One elector of the election as the hall shows her; undefined outside the electorate. */
export async function hallElector(
  db: Db,
  electionId: string,
  applicationId: string,
): Promise<HallElector | undefined> {
  return hallElectorsQuery(db, electionId, eq(electionElectors.applicationId, applicationId)).get();
}
