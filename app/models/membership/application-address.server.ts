import { and, desc, eq, gt, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { auditLog, joinApplications, users } from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { matchedEmail } from "~/models/users.server";
import type { Actor } from "~/models/audit.server";
import { linkStatements, unlinkStatements } from "./linking.server";

/**
 * An application's address counts only once proven (issue #37): the "application received"
 * message carries a link that proves it, and only a proven application address links her
 * membership to the account that confirms the same address. The link works for 30 days.
 */
export const ADDRESS_PROOF_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Why a link was made, in its audit entry: her application's address and her account's, both proven. */
export const PROVEN_ADDRESS_LINK = "proven-address";

/**
 * Stores the hash of a new proof link for the application's address, once: when it has an
 * address, not proven yet, and no link was made for it before (the "application received"
 * message, whose key sends it once, carries the one link). False: nothing to prove, or done.
 */
export async function storeAddressProof(
  db: Db,
  input: { applicationId: string; tokenHash: string },
): Promise<boolean> {
  const result = await db
    .update(joinApplications)
    .set({ emailProofHash: input.tokenHash })
    .where(
      and(
        eq(joinApplications.id, input.applicationId),
        isNotNull(joinApplications.email),
        ne(joinApplications.email, ""),
        isNull(joinApplications.emailProvenAt),
        isNull(joinApplications.emailProofHash),
        isNull(joinApplications.erasedAt),
      ),
    );
  return result.meta.changes > 0;
}

/** The link's 30 days, counted from the application. */
const proofFresh = (now: Date) =>
  gt(joinApplications.submittedAt, new Date(now.getTime() - ADDRESS_PROOF_TTL_MS));

const validProof = (tokenHash: string, now: Date) =>
  and(
    eq(joinApplications.emailProofHash, tokenHash),
    isNull(joinApplications.emailProvenAt),
    isNull(joinApplications.erasedAt),
    proofFresh(now),
  );

/**
 * The application a proof link names, for its page: still to prove (within the link's 30 days),
 * or proven already by it (the page then says so: the hash is kept, so the link opened again —
 * or the page reloaded after its button — still reads right).
 */
export async function findAddressProof(db: Db, tokenHash: string, now: Date) {
  const row = await db
    .select({
      id: joinApplications.id,
      email: joinApplications.email,
      provenAt: joinApplications.emailProvenAt,
    })
    .from(joinApplications)
    .where(
      and(
        eq(joinApplications.emailProofHash, tokenHash),
        isNull(joinApplications.erasedAt),
        or(isNotNull(joinApplications.emailProvenAt), proofFresh(now)),
      ),
    )
    .get();
  return row?.email ? { id: row.id, email: row.email, proven: row.provenAt !== null } : undefined;
}

export type AddressProofOutcome =
  { status: "proven"; email: string; linked: boolean } | { status: "invalid" };

/**
 * She pressed the button on the link's page: the application's address is hers. In one batch,
 * guarded by the link still being valid (a second press changes nothing): the address is marked
 * proven; and when an account has proven the same address and has no
 * membership yet, this approved, unlinked application is linked to it (audited, her own act) —
 * one application, never more, and never one linked to someone else already.
 */
export async function proveApplicationAddress(
  db: Db,
  input: { tokenHash: string; now: Date },
): Promise<AddressProofOutcome> {
  const { tokenHash, now } = input;
  const proof = await findAddressProof(db, tokenHash, now);
  if (!proof) return { status: "invalid" };
  const proven = (linked: boolean) => ({ status: "proven", email: proof.email, linked }) as const;
  if (proof.proven) return proven(false);
  const account = await provenAccountWithoutMembership(db, proof.email);
  const stillValid = sql`exists (select 1 from ${joinApplications} where ${and(
    eq(joinApplications.id, proof.id),
    validProof(tokenHash, now),
  )})`;
  const markProven = db
    .update(joinApplications)
    .set({ emailProvenAt: now })
    .where(and(eq(joinApplications.id, proof.id), validProof(tokenHash, now)));
  if (!account) {
    const marked = await markProven;
    return marked.meta.changes > 0 ? proven(false) : { status: "invalid" };
  }
  const [audit, link] = linkStatements(db, {
    applicationId: proof.id,
    account,
    actor: { userId: account.id, email: account.email },
    onlyIf: and(stillValid, isNull(joinApplications.userId))!,
    reason: PROVEN_ADDRESS_LINK,
  });
  // Linked first: its guard still sees the link unused.
  const [, linked, marked] = await db.batch([audit, link, markProven]);
  if (marked.meta.changes === 0) return { status: "invalid" };
  return proven(linked.meta.changes > 0);
}

/** The account that proved this address and has no application linked yet, if any. */
async function provenAccountWithoutMembership(db: Db, email: string) {
  const linked = db
    .select({ userId: joinApplications.userId })
    .from(joinApplications)
    .where(isNotNull(joinApplications.userId));
  return db
    .select({ id: users.id, email: matchedEmail() })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        isNotNull(users.emailConfirmedAt),
        sql`${users.id} not in ${linked}`,
      ),
    )
    .get();
}

/**
 * The one application her newly confirmed account address may link (on sign-up confirmation):
 * approved, kept, linked to nobody, and with this very address proven by its own link — the
 * newest if there were several. An address typed on an application and never proven links
 * nothing: it may be a relative's, a cyber café's, a typo.
 */
export function provenApplicationOfAddressQuery(db: Db, email: string) {
  return db
    .select({ id: joinApplications.id })
    .from(joinApplications)
    .where(
      and(
        eq(joinApplications.status, "approved"),
        isNull(joinApplications.userId),
        isNull(joinApplications.erasedAt),
        isNotNull(joinApplications.emailProvenAt),
        sql`lower(${joinApplications.email}) = lower(${email})`,
      ),
    )
    .orderBy(desc(joinApplications.submittedAt))
    .limit(1);
}

/** The reason the links made before issue #37 recorded: the account's address matched, unproven. */
const UNPROVEN_ADDRESS_LINK = "confirmed-email";

/**
 * Before issue #37, confirming an account's address linked every approved application that
 * named it, although nobody had proven the application's address: a relative's, a cyber café's,
 * a typo. Such an application (its latest link made that way, its address never proven) was
 * never hers to erase: deleting her account unlinks it first, audited, and leaves it as it was.
 */
export async function unlinkUnprovenAddressLinks(
  db: Db,
  user: { userId: string; actor: Actor; onlyIf: SQL },
) {
  const latestLinkReason = sql`(select case when json_valid(${auditLog.after}) then json_extract(${auditLog.after}, '$.reason') end
    from ${auditLog}
    where ${auditLog.action} = 'application.link' and ${auditLog.subjectType} = 'application'
      and ${auditLog.subjectId} = ${joinApplications.id}
    order by ${auditLog.id} desc limit 1)`;
  const strangers = await db
    .select({ id: joinApplications.id })
    .from(joinApplications)
    .where(
      and(
        eq(joinApplications.userId, user.userId),
        isNull(joinApplications.emailProvenAt),
        sql`${latestLinkReason} = ${UNPROVEN_ADDRESS_LINK}`,
      ),
    );
  const [first, ...rest] = strangers.flatMap(({ id }) =>
    unlinkStatements(db, {
      applicationId: id,
      actor: user.actor,
      onlyIf: and(eq(joinApplications.userId, user.userId), user.onlyIf),
      reason: "unproven-address",
    }),
  );
  if (first) await db.batch([first, ...rest]);
}
