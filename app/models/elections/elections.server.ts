/**
 * Elections at the AGM (issue #42, ADR 0058): preparing one, its electorate at the cut-off,
 * opening it (which freezes it), the hall's paper count, turnout and the close. Ballots are in
 * ballots.server.ts. The rules that must hold whatever the code does are triggers and keys of
 * migrations/0031.
 */
import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import {
  electionCandidates,
  electionElectors,
  electionPaperCounts,
  electionPositions,
  electionVoters,
  elections,
  joinApplications,
  membershipPeriods,
} from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { auditStatement, type Actor, type AuditActor } from "~/models/audit.server";
import { addDays, type CalendarDay, type MembershipTerms } from "~/models/membership/period-rules";

export type ElectionInput = {
  title: string;
  titleHa?: string | null;
  opensAt: Date;
  closesAt: Date;
  cutoffOn: CalendarDay;
  includeGrace: boolean;
};

/** An election's details as the audit log keeps them (instants as milliseconds). */
const detailsForAudit = (input: ElectionInput) => ({
  ...input,
  opensAt: input.opensAt.getTime(),
  closesAt: input.closesAt.getTime(),
});

export async function createElection(db: Db, actor: Actor, input: ElectionInput) {
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(elections).values({ id, ...input, createdBy: actor.userId }),
    auditStatement(db, {
      actor,
      action: "election.create",
      subjectType: "election",
      subjectId: id,
      after: detailsForAudit(input),
    }),
  ]);
  return id;
}

/**
 * The election as it must still stand when a statement runs (the write happens only then): a
 * change raced by the opening or the close is not written.
 */
export const electionStill = (electionId: string, condition: SQL) =>
  sql`exists (select 1 from ${elections} where ${elections.id} = ${electionId} and ${condition})`;

const unopened = sql`${elections.openedAt} is null`;
/** Voting has been opened (and maybe closed): no longer a draft, a page of the site. */
const opened = sql`${elections.openedAt} is not null`;
export const openNotClosed = sql`${elections.openedAt} is not null and ${elections.closedAt} is null`;

/** Opened, not closed, and within its voting times at `now`. */
export const openAtTime = (now: Date) =>
  sql`${openNotClosed} and ${elections.opensAt} <= ${now.getTime()} and ${elections.closesAt} > ${now.getTime()}`;

/** Still a draft: the condition every change of a prepared election is written under. */
const isDraft = (electionId: string) => electionStill(electionId, unopened);

export type PositionInput = { title: string; titleHa?: string | null; seats: number };

/** A position added to a draft; "frozen" once voting has opened. */
export async function addPosition(
  db: Db,
  actor: Actor,
  electionId: string,
  input: PositionInput,
): Promise<{ id: string } | "frozen"> {
  const id = crypto.randomUUID();
  const [, inserted] = await db.batch([
    auditStatement(db, {
      actor,
      action: "election.position.add",
      subjectType: "election",
      subjectId: electionId,
      after: { positionId: id, ...input },
      onlyIf: isDraft(electionId),
    }),
    db.insert(electionPositions).select(
      sql`select ${id}, ${electionId}, ${input.title}, ${input.titleHa ?? null}, ${input.seats},
          (select count(*) from ${electionPositions} where ${electionPositions.electionId} = ${electionId})
          where ${isDraft(electionId)}`,
    ),
  ]);
  return inserted.meta.changes > 0 ? { id } : "frozen";
}

export type CandidateInput = {
  name: string;
  photoUrl?: string | null;
  statement: string;
  statementHa?: string | null;
};

/** A candidate for a position of a draft; "frozen" once voting has opened (or no such position). */
export async function addCandidate(
  db: Db,
  actor: Actor,
  positionId: string,
  input: CandidateInput,
): Promise<{ id: string } | "frozen"> {
  const [position] = await db
    .select({ electionId: electionPositions.electionId })
    .from(electionPositions)
    .where(eq(electionPositions.id, positionId));
  if (!position) return "frozen";
  const id = crypto.randomUUID();
  const { electionId } = position;
  const [, inserted] = await db.batch([
    auditStatement(db, {
      actor,
      action: "election.candidate.add",
      subjectType: "election",
      subjectId: electionId,
      after: { candidateId: id, positionId, ...input },
      onlyIf: isDraft(electionId),
    }),
    db.insert(electionCandidates).select(
      sql`select ${id}, ${electionId}, ${positionId}, ${input.name}, ${input.photoUrl ?? null},
          ${input.statement}, ${input.statementHa ?? null},
          (select count(*) from ${electionCandidates} where ${electionCandidates.positionId} = ${positionId})
          where ${isDraft(electionId)}`,
    ),
  ]);
  return inserted.meta.changes > 0 ? { id } : "frozen";
}

export type Election = typeof elections.$inferSelect;

/** Every election, the latest voting first: the admin's list. */
export async function listElections(db: Db): Promise<Election[]> {
  return db.select().from(elections).orderBy(desc(elections.opensAt), desc(elections.id));
}

/** A draft's details as they stand, for the audit entry's `before` (read in the same batch). */
const draftDetailsBefore = (electionId: string) =>
  sql`(select json_object('title', ${elections.title}, 'titleHa', ${elections.titleHa},
    'opensAt', ${elections.opensAt}, 'closesAt', ${elections.closesAt},
    'cutoffOn', ${elections.cutoffOn}, 'includeGrace', json(case when ${elections.includeGrace} then 'true' else 'false' end))
    from ${elections} where ${elections.id} = ${electionId})`;

/**
 * A draft's title, times and electorate changed (audited, before and after); "frozen" once
 * voting has opened, or for no such draft.
 */
export async function updateDraft(
  db: Db,
  actor: Actor,
  electionId: string,
  input: ElectionInput,
): Promise<"updated" | "frozen"> {
  const [, updated] = await db.batch([
    auditStatement(db, {
      actor,
      action: "election.update",
      subjectType: "election",
      subjectId: electionId,
      before: draftDetailsBefore(electionId),
      after: detailsForAudit(input),
      onlyIf: isDraft(electionId),
    }),
    db
      .update(elections)
      .set({ ...input, titleHa: input.titleHa ?? null })
      .where(and(eq(elections.id, electionId), unopened))
      .returning({ id: elections.id }),
  ]);
  return updated.length > 0 ? "updated" : "frozen";
}

/**
 * A draft deleted with its positions and candidates (audited with its details); "frozen" once
 * voting has opened (the triggers refuse it anyway), or for no such draft.
 */
export async function deleteDraft(
  db: Db,
  actor: Actor,
  electionId: string,
): Promise<"deleted" | "frozen"> {
  const [, deleted] = await db.batch([
    auditStatement(db, {
      actor,
      action: "election.delete",
      subjectType: "election",
      subjectId: electionId,
      before: draftDetailsBefore(electionId),
      onlyIf: isDraft(electionId),
    }),
    db
      .delete(elections)
      .where(and(eq(elections.id, electionId), unopened))
      .returning({ id: elections.id }),
  ]);
  return deleted.length > 0 ? "deleted" : "frozen";
}

/**
 * Takes a position (with its candidates) or a candidate off a draft; "frozen" once voting has
 * opened (the triggers refuse it anyway) or when the draft has no such item.
 */
export async function removeFromDraft(
  db: Db,
  actor: Actor,
  electionId: string,
  item: { positionId: string } | { candidateId: string },
): Promise<"removed" | "frozen"> {
  const [election] = await db
    .select({ openedAt: elections.openedAt })
    .from(elections)
    .where(eq(elections.id, electionId));
  if (!election || election.openedAt) return "frozen";
  const [table, id] =
    "positionId" in item
      ? ([electionPositions, item.positionId] as const)
      : ([electionCandidates, item.candidateId] as const);
  const theItem = and(eq(table.id, id), eq(table.electionId, electionId));
  const [, removed] = await db.batch([
    auditStatement(db, {
      actor,
      action: "positionId" in item ? "election.position.remove" : "election.candidate.remove",
      subjectType: "election",
      subjectId: electionId,
      after: item,
      onlyIf: sql`${isDraft(electionId)} and exists (select 1 from ${table} where ${theItem})`,
    }),
    db.delete(table).where(theItem).returning({ id: table.id }),
  ]);
  return removed.length > 0 ? "removed" : "frozen";
}

export async function getElection(db: Db, electionId: string): Promise<Election | undefined> {
  const [election] = await db.select().from(elections).where(eq(elections.id, electionId));
  return election;
}

export type BallotPosition = {
  id: string;
  title: string;
  titleHa: string | null;
  seats: number;
  candidates: {
    id: string;
    name: string;
    photoUrl: string | null;
    statement: string;
    statementHa: string | null;
  }[];
};

/** The election's positions in order, each with its candidates in order. */
export async function ballotPositions(db: Db, electionId: string): Promise<BallotPosition[]> {
  const [positions, candidates] = await db.batch([
    db
      .select({
        id: electionPositions.id,
        title: electionPositions.title,
        titleHa: electionPositions.titleHa,
        seats: electionPositions.seats,
      })
      .from(electionPositions)
      .where(eq(electionPositions.electionId, electionId))
      .orderBy(asc(electionPositions.sort), asc(electionPositions.id)),
    db
      .select({
        id: electionCandidates.id,
        positionId: electionCandidates.positionId,
        name: electionCandidates.name,
        photoUrl: electionCandidates.photoUrl,
        statement: electionCandidates.statement,
        statementHa: electionCandidates.statementHa,
      })
      .from(electionCandidates)
      .where(eq(electionCandidates.electionId, electionId))
      .orderBy(asc(electionCandidates.sort), asc(electionCandidates.id)),
  ]);
  return positions.map((position) => ({
    ...position,
    candidates: candidates
      .filter((candidate) => candidate.positionId === position.id)
      .map(({ positionId: _position, ...candidate }) => candidate),
  }));
}

export type Electorate = Pick<ElectionInput, "cutoffOn" | "includeGrace">;

/**
 * Members in good standing on the cut-off day: approved, not erased, with a period that had
 * begun by then and had not ended before it (valid through its end day); with `includeGrace`,
 * also those whose period ended within the grace days before it.
 */
function electorateWhere({ cutoffOn, includeGrace }: Electorate, terms: MembershipTerms) {
  const lastEnd = includeGrace ? addDays(cutoffOn, -terms.graceDays) : cutoffOn;
  return and(
    eq(joinApplications.status, "approved"),
    isNull(joinApplications.erasedAt),
    sql`exists (select 1 from ${membershipPeriods}
      where ${membershipPeriods.applicationId} = ${joinApplications.id}
        and ${membershipPeriods.startsOn} <= ${cutoffOn} and ${membershipPeriods.endsOn} >= ${lastEnd})`,
  );
}

/** How many would vote with this cut-off: shown while the election is prepared. */
export async function electorateCount(db: Db, electorate: Electorate, terms: MembershipTerms) {
  const [row] = await db
    .select({ members: sql<number>`count(*)` })
    .from(joinApplications)
    .where(electorateWhere(electorate, terms));
  return row?.members ?? 0;
}

export type OpenRefusal = "not-found" | "already-open" | "too-early" | "too-late" | "incomplete";

/** Who opens and closes at the time when no admin has: the audit log names the job. */
export const HOURLY_JOB: AuditActor = { userId: null, email: "the hourly job" };

/**
 * Opens voting, at or after its time: writes the electorate at the cut-off and freezes the
 * election (positions, candidates, electorate), in one batch with its audit entry. Every
 * position needs a candidate.
 */
export async function openElection(
  db: Db,
  actor: AuditActor,
  electionId: string,
  terms: MembershipTerms,
  now = new Date(),
): Promise<{ electorateSize: number } | OpenRefusal> {
  const election = await getElection(db, electionId);
  if (!election) return "not-found";
  if (election.openedAt) return "already-open";
  if (now < election.opensAt) return "too-early";
  // Its voting time is over: opening would freeze it with nobody able to vote.
  if (now >= election.closesAt) return "too-late";
  const positions = await ballotPositions(db, electionId);
  if (positions.length === 0 || positions.some((p) => p.candidates.length === 0)) {
    return "incomplete";
  }
  const opening = electionStill(
    electionId,
    sql`${unopened} and ${elections.opensAt} <= ${now.getTime()} and ${elections.closesAt} > ${now.getTime()}`,
  );
  const [, , opened] = await db.batch([
    auditStatement(db, {
      actor,
      action: "election.open",
      subjectType: "election",
      subjectId: electionId,
      after: { cutoffOn: election.cutoffOn, includeGrace: election.includeGrace },
      onlyIf: opening,
    }),
    db.insert(electionElectors).select(
      sql`select ${electionId}, ${joinApplications.id} from ${joinApplications}
          where ${and(electorateWhere(election, terms), opening)}`,
    ),
    db
      .update(elections)
      .set({
        openedAt: now,
        electorateSize: sql`(select count(*) from ${electionElectors} where ${electionElectors.electionId} = ${electionId})`,
      })
      .where(
        and(
          eq(elections.id, electionId),
          isNull(elections.openedAt),
          sql`${elections.opensAt} <= ${now.getTime()} and ${elections.closesAt} > ${now.getTime()}`,
        ),
      )
      .returning({ electorateSize: elections.electorateSize }),
  ]);
  const [row] = opened;
  return row ? { electorateSize: row.electorateSize ?? 0 } : "already-open";
}

/**
 * What the hourly job does at the time (issue #42): drafts whose voting time has begun and not
 * ended (opened if complete), and open elections whose closing time has passed.
 */
export async function electionsDue(db: Db, now: Date) {
  const at = now.getTime();
  const [toOpen, toClose] = await db.batch([
    db
      .select({ id: elections.id })
      .from(elections)
      .where(sql`${unopened} and ${elections.opensAt} <= ${at} and ${elections.closesAt} > ${at}`),
    db
      .select()
      .from(elections)
      .where(sql`${openNotClosed} and ${elections.closesAt} <= ${at}`),
  ]);
  return { toOpen: toOpen.map((e) => e.id), toClose };
}

/** The elections open for votes at `now` (and `among`, when given), the soonest to close first. */
export function electionsOpenAt(db: Db, now = new Date(), among?: SQL) {
  return db
    .select({
      id: elections.id,
      title: elections.title,
      titleHa: elections.titleHa,
      closesAt: elections.closesAt,
    })
    .from(elections)
    .where(and(openAtTime(now), among))
    .orderBy(asc(elections.closesAt));
}

/** The most elections the public list shows: an association holds one or two a year. */
export const PUBLISHED_ELECTIONS_LIMIT = 50;

/** One election that has been opened, if any: her dashboard then links to /elections. */
export const openedElectionQuery = (db: Db) =>
  db.select({ id: elections.id }).from(elections).where(opened).limit(1);

/** Every election whose voting has been opened (never a draft), the latest first: /elections. */
export function publishedElections(db: Db) {
  return db
    .select({
      id: elections.id,
      title: elections.title,
      titleHa: elections.titleHa,
      opensAt: elections.opensAt,
      closesAt: elections.closesAt,
      openedAt: elections.openedAt,
      closedAt: elections.closedAt,
    })
    .from(elections)
    .where(opened)
    .orderBy(desc(elections.opensAt), asc(elections.id))
    .limit(PUBLISHED_ELECTIONS_LIMIT);
}

export type Turnout = { electorate: number; online: number; paper: number };

/** Voted / electorate, online and on paper: what the admin watches while voting is open. */
export async function electionTurnout(db: Db, election: Election): Promise<Turnout> {
  const rows = await db
    .select({ channel: electionVoters.channel, voters: sql<number>`count(*)` })
    .from(electionVoters)
    .where(eq(electionVoters.electionId, election.id))
    .groupBy(electionVoters.channel);
  const of = (channel: string) => rows.find((r) => r.channel === channel)?.voters ?? 0;
  return { electorate: election.electorateSize ?? 0, online: of("online"), paper: of("paper") };
}

/** The hall's totals entered so far, a row per candidate counted. */
export function paperCounts(db: Db, electionId: string) {
  return db
    .select({ candidateId: electionPaperCounts.candidateId, votes: electionPaperCounts.votes })
    .from(electionPaperCounts)
    .where(eq(electionPaperCounts.electionId, electionId));
}

export type PaperCountRefusal = "not-open" | "unknown-candidate" | "more-than-voters";

/**
 * The hall's count, a total per candidate (each replaces the last entered), while voting is open.
 * No candidate can have more paper votes than members marked "votes on paper", nor a position
 * more than those members times its seats.
 */
export async function enterPaperCounts(
  db: Db,
  actor: Actor,
  election: Election,
  counts: Record<string, number>,
  now = new Date(),
): Promise<"entered" | PaperCountRefusal> {
  if (!election.openedAt || election.closedAt) return "not-open";
  const [positions, turnout, stored] = await Promise.all([
    ballotPositions(db, election.id),
    electionTurnout(db, election),
    paperCounts(db, election.id),
  ]);
  const positionOf = new Map(
    positions.flatMap((position) => position.candidates.map((c) => [c.id, position] as const)),
  );
  const entries = Object.entries(counts);
  if (entries.some(([candidateId]) => !positionOf.has(candidateId))) return "unknown-candidate";
  // The totals as they will stand: these entries over those entered before.
  const totals = new Map([
    ...stored.map((row) => [row.candidateId, row.votes] as const),
    ...entries,
  ]);
  const votesFor = (position: BallotPosition) =>
    position.candidates.reduce((sum, c) => sum + (totals.get(c.id) ?? 0), 0);
  if (
    entries.some(([, votes]) => votes > turnout.paper) ||
    positions.some((position) => votesFor(position) > turnout.paper * position.seats)
  ) {
    return "more-than-voters";
  }
  const stillOpen = electionStill(election.id, openNotClosed);
  await db.batch([
    auditStatement(db, {
      actor,
      action: "election.paper-count",
      subjectType: "election",
      subjectId: election.id,
      after: { counts, paperVoters: turnout.paper },
      onlyIf: stillOpen,
    }),
    ...entries.map(([candidateId, votes]) =>
      db
        .insert(electionPaperCounts)
        .values({
          candidateId,
          electionId: election.id,
          votes,
          enteredBy: actor.userId,
          enteredAt: now,
        })
        .onConflictDoUpdate({
          target: electionPaperCounts.candidateId,
          set: { votes, enteredBy: actor.userId, enteredAt: now },
        }),
    ),
  ]);
  return "entered";
}

export type CloseRefusal = "not-open" | "too-early";

/** Closes an open election at or after its closing time; from then on nothing changes. */
export async function closeElection(
  db: Db,
  actor: AuditActor,
  election: Election,
  now = new Date(),
): Promise<"closed" | CloseRefusal> {
  if (!election.openedAt || election.closedAt) return "not-open";
  if (now < election.closesAt) return "too-early";
  const [, closed] = await db.batch([
    auditStatement(db, {
      actor,
      action: "election.close",
      subjectType: "election",
      subjectId: election.id,
      onlyIf: electionStill(election.id, sql`${elections.closedAt} is null`),
    }),
    db
      .update(elections)
      .set({ closedAt: now })
      .where(and(eq(elections.id, election.id), isNull(elections.closedAt)))
      .returning({ id: elections.id }),
  ]);
  return closed.length > 0 ? "closed" : "not-open";
}
