import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  adminTotp,
  auditLog,
  eventRsvps,
  events,
  joinApplications as ja,
  membershipPeriods as mp,
  membershipRenewals as mr,
  memberSites,
  membershipCards,
  messages,
  profiles,
  sessions,
  userRoles,
  users,
} from "../../db/schema";
import type { Db } from "~/models/db.server";
import { consentHistoryOf } from "~/models/sms-choices.server";
import { certificatesOfQuery } from "~/models/certificates.server";
import { listWebsitesOf } from "~/models/websites.server";

/*
 * "Download my data" (NDPA 2023, issue #19): everything held about her, read in one D1 batch.
 * What is hers is what her account proves: the account itself, the applications linked to it
 * (ADR 0012), their periods and renewals, RSVPs sent while signed in, her websites, audit
 * entries whose subject is one of these, and the e-mails sent to her (herMessages: what, when,
 * to which address — not their text). Nothing is found by her e-mail address alone: sign-up
 * does not verify it, so a newsletter subscription (nothing but an address and a name) or a
 * message sent with that address may be someone else's. Left out on purpose: the password
 * hash, two-factor secret and recovery codes, session and reset tokens (secrets that would let
 * anyone holding the file act as her), upload object keys (our storage names: whether a photo
 * or receipt is on file is said instead), form idempotency keys, and other people's identities
 * (the admin who confirmed or decided something is "an administrator").
 */

const ADMINISTRATOR = "a ZAMWE administrator";

/**
 * Her e-mails (issue #27, ADR 0020): those written for her account, and those sent to the address
 * of an application linked to it before it had an account — an address she proved (its link,
 * issue #37), not one merely typed on her application or her profile, which may be anyone's.
 * Never one found by her account's address alone, nor one written for another account. Her
 * download lists these; deleting her account deletes them.
 */
export function herMessages(db: Db, userId: string): SQL {
  const applicationAddresses = db
    .select({ email: sql`lower(${ja.email})` })
    .from(ja)
    .where(and(eq(ja.userId, userId), sql`${ja.email} is not null`, isNotNull(ja.emailProvenAt)));
  return or(
    eq(messages.userId, userId),
    and(isNull(messages.userId), sql`lower(${messages.recipient}) in ${applicationAddresses}`),
  )!;
}

/** The reads of her data, in the order `personalDataOf` takes them (one D1 batch). */
export function readQueries(db: Db, user: { userId: string }) {
  const { userId } = user;
  const mine = db.select({ id: ja.id }).from(ja).where(eq(ja.userId, userId));
  const herRenewals = db.select({ id: mr.id }).from(mr).where(inArray(mr.applicationId, mine));
  const herSites = db
    .select({ id: memberSites.id })
    .from(memberSites)
    .where(eq(memberSites.userId, userId));
  return [
    db
      .select({
        id: users.id,
        email: users.email,
        emailConfirmedAt: users.emailConfirmedAt,
        phone: users.phone,
        phoneProvenAt: users.phoneProvenAt,
        smsNotices: users.smsNotices,
        smsAnnouncements: users.smsAnnouncements,
        language: users.language,
        fullName: profiles.fullName,
        createdAt: users.createdAt,
        roles: sql<
          string | null
        >`(select group_concat(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id})`.as(
          "roles",
        ),
        twoFactorEnabledAt: sql<
          number | null
        >`(select ${adminTotp.enabledAt} from ${adminTotp} where ${adminTotp.userId} = ${users.id})`.as(
          "two_factor_enabled_at",
        ),
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId)),
    db
      .select({
        startedAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt)),
    db
      .select({
        id: ja.id,
        fullName: ja.fullName,
        phoneNumber: ja.phoneNumber,
        email: ja.email,
        contactAddress: ja.contactAddress,
        nextOfKin: ja.nextOfKin,
        businessName: ja.businessName,
        businessType: ja.businessType,
        businessTypeDetail: ja.businessTypeDetail,
        whyJoin: ja.whyJoin,
        membershipPlan: ja.membershipPlan,
        status: ja.status,
        rejectionReason: ja.rejectionReason,
        language: ja.language,
        membershipNumber: sql<
          string | null
        >`(select ${membershipCards.number} from ${membershipCards} where ${membershipCards.applicationId} = ${ja.id})`.as(
          "membership_number",
        ),
        photoUrl: ja.photoUrl,
        photoOnFile: sql<boolean>`${ja.photoKey} is not null`.mapWith(Boolean).as("photo_on_file"),
        receiptOnFile: sql<boolean>`${ja.receiptKey} is not null`
          .mapWith(Boolean)
          .as("receipt_on_file"),
        paymentReference: ja.paymentReference,
        paymentConfirmedAt: ja.paymentConfirmedAt,
        directoryConsent: ja.directoryConsent,
        submittedAt: ja.submittedAt,
        reviewedAt: ja.reviewedAt,
      })
      .from(ja)
      .where(eq(ja.userId, userId))
      .orderBy(asc(ja.submittedAt)),
    db
      .select({
        id: mp.id,
        applicationId: mp.applicationId,
        plan: mp.plan,
        startsOn: mp.startsOn,
        endsOn: mp.endsOn,
        amountKobo: mp.amountKobo,
        paymentReference: mp.paymentReference,
        confirmedAt: mp.confirmedAt,
        origin: mp.origin,
      })
      .from(mp)
      .where(inArray(mp.applicationId, mine))
      .orderBy(asc(mp.startsOn)),
    db
      .select({
        id: mr.id,
        applicationId: mr.applicationId,
        plan: mr.plan,
        amountKobo: mr.amountKobo,
        paymentReference: mr.paymentReference,
        receiptOnFile: sql<boolean>`${mr.receiptKey} is not null`
          .mapWith(Boolean)
          .as("receipt_on_file"),
        status: mr.status,
        rejectReason: mr.rejectReason,
        requestedAt: mr.requestedAt,
        decidedAt: mr.decidedAt,
      })
      .from(mr)
      .where(inArray(mr.applicationId, mine))
      .orderBy(asc(mr.requestedAt)),
    db
      .select({
        id: eventRsvps.id,
        eventId: eventRsvps.eventId,
        // Both tables have more columns than these: each output gets a name of its own.
        eventTitle: sql<string>`${events.title}`.as("event_title"),
        eventDate: sql<Date>`${events.eventDate}`.mapWith(events.eventDate).as("event_date"),
        eventLocation: sql<string>`${events.location}`.as("event_location"),
        fullName: eventRsvps.fullName,
        email: eventRsvps.email,
        phoneNumber: eventRsvps.phoneNumber,
        sentAt: sql<Date>`${eventRsvps.createdAt}`.mapWith(eventRsvps.createdAt).as("sent_at"),
      })
      .from(eventRsvps)
      .innerJoin(events, eq(events.id, eventRsvps.eventId))
      .where(eq(eventRsvps.userId, userId))
      .orderBy(asc(events.eventDate)),
    db
      .select({
        action: auditLog.action,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        byHerself: sql<boolean>`${auditLog.actorId} is not null and ${auditLog.actorId} = ${userId}`
          .mapWith(Boolean)
          .as("by_herself"),
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.subjectType, "user"), eq(auditLog.subjectId, userId)),
          and(eq(auditLog.subjectType, "application"), inArray(auditLog.subjectId, mine)),
          and(eq(auditLog.subjectType, "renewal"), inArray(auditLog.subjectId, herRenewals)),
          and(eq(auditLog.subjectType, "site"), inArray(auditLog.subjectId, herSites)),
        ),
      )
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
    // What was sent to her and when, never what it said: the text is the association's
    // standard wording, and a payload may hold a link that signs her in.
    db
      .select({
        kind: messages.kind,
        status: messages.status,
        address: messages.recipient,
        language: messages.language,
        queuedAt: messages.createdAt,
        sentAt: messages.sentAt,
      })
      .from(messages)
      .where(herMessages(db, userId))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
  ] as const;
}

/** Whose data it is: the signed-in account. */
type DataSubject = { userId: string; email: string | null; phone: string | null };

/** Keys under which an audit entry may name an account; another account's value is withheld. */
const ACCOUNT_KEYS = new Set(["user_id", "account_email", "email"]);

/** An entry's before/after as JSON, without another account's id or e-mail in it. */
function ownRecord(json: string | null, self: DataSubject): unknown {
  if (!json) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return parsed;
  // Her phone too: the log names a member who has no e-mail by it (actorOf).
  const own = new Set([self.userId, self.email?.toLowerCase(), self.phone].filter(Boolean));
  return Object.fromEntries(
    Object.entries(parsed).map(([key, value]) =>
      ACCOUNT_KEYS.has(key) &&
      typeof value === "string" &&
      !own.has(key.includes("email") ? value.toLowerCase() : value)
        ? [key, "(another account)"]
        : [key, value],
    ),
  );
}

/** Everything held about her, as the JSON download carries it. */
export async function personalDataOf(db: Db, user: DataSubject) {
  const [first, ...rest] = readQueries(db, user);
  const [accounts, signIns, applications, periods, renewals, rsvps, audit, emails] = await db.batch(
    [first, ...rest],
  );
  const [websites, certificates] = await Promise.all([
    listWebsitesOf(db, user.userId),
    // Her certificates of attendance (issue #42), with the code anyone checks them by.
    certificatesOfQuery(db, user.userId),
  ]);
  // Every consent she gave or withdrew, with its words (issue #40).
  const consents = await consentHistoryOf(db, user.userId);
  const account = accounts[0];
  return {
    account: account
      ? {
          id: account.id,
          email: account.email,
          emailConfirmedAt: account.emailConfirmedAt,
          phone: account.phone,
          phoneProvenAt: account.phoneProvenAt,
          smsNotices: account.smsNotices,
          smsAnnouncements: account.smsAnnouncements,
          language: account.language,
          fullName: account.fullName,
          createdAt: account.createdAt,
          roles: (account.roles ?? "").split(",").filter(Boolean),
          twoFactorEnabled: account.twoFactorEnabledAt !== null,
        }
      : null,
    sessions: signIns,
    applications,
    membershipPeriods: periods,
    renewals,
    rsvps,
    certificates: certificates.map((certificate) => ({
      code: certificate.code,
      fullName: certificate.fullName,
      eventTitle: certificate.eventTitle,
      eventDate: certificate.eventDate,
      issuedAt: certificate.issuedAt,
      revokedAt: certificate.revokedAt,
    })),
    websites: websites.map(({ userId: _userId, logoKey, ...site }) => ({
      ...site,
      logoOnFile: logoKey !== null,
    })),
    auditEntries: audit.map(({ byHerself, before, after, ...entry }) => ({
      ...entry,
      by: byHerself ? "you" : ADMINISTRATOR,
      before: ownRecord(before, user),
      after: ownRecord(after, user),
    })),
    emails,
    consents,
  };
}

export type PersonalData = Awaited<ReturnType<typeof personalDataOf>>;
