/**
 * The single source of truth for the D1 tables. `npm run db:generate` turns changes into SQL
 * migrations under migrations/. Times are UTC epoch milliseconds (shown in Africa/Lagos);
 * money is integer kobo; booleans are 0/1 integers.
 */
import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { industries } from "../app/config/industries";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = (name = "created_at") =>
  integer(name, { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const membershipPlans = ["starter", "pro"] as const;
export type MembershipPlan = (typeof membershipPlans)[number];
export const applicationStatuses = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
/** "steward": checks people in at an event's door and nothing else (issue #29). */
export const roles = ["user", "admin", "steward"] as const;
export type Role = (typeof roles)[number];

// ── Accounts ────────────────────────────────────────────────────────────────────────────────

export const users = sqliteTable(
  "users",
  {
    id: id(),
    /**
     * Null for an account opened with a phone number alone (issue #40). Made nullable in place
     * (migration 0025: a rebuild of this table would cascade-delete every row that refers to it).
     */
    email: text("email"),
    /** Her mobile number as +234…, once proven by a code sent to it; null until then. */
    phone: text("phone"),
    /** When she proved the phone by its code (issue #40). */
    phoneProvenAt: integer("phone_proven_at", { mode: "timestamp_ms" }),
    /**
     * Her choices now (issue #40), as her latest `consents` rows say (written in one batch with
     * them): her notices (reminders, tickets, receipts) by SMS instead of e-mail; announcements
     * by SMS too. An account without an e-mail gets her notices by SMS whatever this says.
     */
    smsNotices: integer("sms_notices", { mode: "boolean" }).notNull().default(false),
    smsAnnouncements: integer("sms_announcements", { mode: "boolean" }).notNull().default(false),
    /** Versioned: `pbkdf2-sha256$<iterations>$<salt>$<hash>` (see app/auth). */
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    /** The language she last chose on the site: her e-mails are written in it (issue #27). */
    language: text("language", { enum: ["en", "ha"] })
      .notNull()
      .default("en"),
    /** When she proved the address by its confirmation link; null until then (issue #27). */
    emailConfirmedAt: integer("email_confirmed_at", { mode: "timestamp_ms" }),
    /**
     * An account made by sign-up while e-mail is on cannot sign in until she opens the link sent
     * to her address (ADR 0036): a sign-in with its password fails exactly like a wrong one.
     * Confirming the address, or a reset link, lifts the hold.
     */
    signInHeld: integer("sign_in_held", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_phone_unique").on(t.phone),
  ],
);

export const profiles = sqliteTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  updatedAt: createdAt("updated_at"),
});

export const userRoles = sqliteTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: roles }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    index("user_roles_role_idx").on(t.role),
    check("user_roles_role_check", sql`${t.role} in ('user', 'admin', 'steward')`),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** Hex SHA-256 of the random token in the cookie: a leaked table cannot be replayed. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    /** When this session passed the admin's second factor (TOTP or recovery code); null until
     *  then. An admin with two-factor enabled gets the admin area only from a session with it. */
    secondFactorAt: integer("second_factor_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * Failed sign-ins, one row each, counted per key (`email:<address>` or `client:<ip>`) over a
 * sliding 15-minute window. In D1 rather than memory: isolates come and go.
 */
export const loginFailures = sqliteTable(
  "login_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    failedAt: integer("failed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("login_failures_key_failed_at_idx").on(t.key, t.failedAt)],
);

/**
 * An admin's TOTP key (RFC 6238: SHA-1, 30 s, 6 digits — what authenticator apps expect). A row
 * with `enabled_at` null is an enrolment in progress: the key shown as a QR code, not yet
 * confirmed with a first code. `last_used_step` is the time step of the last accepted code, so
 * the same code (or an older one) is never accepted twice.
 */
export const adminTotp = sqliteTable("admin_totp", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The raw 20-byte key, base32 (RFC 4648, no padding) as the authenticator app got it. */
  secret: text("secret").notNull(),
  createdAt: createdAt(),
  enabledAt: integer("enabled_at", { mode: "timestamp_ms" }),
  lastUsedStep: integer("last_used_step"),
});

/** Single-use recovery codes of an admin's enrolment, as hex SHA-256 (the codes are random). */
export const adminRecoveryCodes = sqliteTable(
  "admin_recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("admin_recovery_codes_user_id_idx").on(t.userId)],
);

/** One-time password-reset links an admin hands to a member (by WhatsApp: no e-mail service). */
export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    /** Hex SHA-256 of the token in the link. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

/** Every admin decision: who, what, when, and the record before → after (JSON). Append-only. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as it was at the time, so the log still reads after an account is gone. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    before: text("before"),
    after: text("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_subject_idx").on(t.subjectType, t.subjectId),
  ],
);

// ── Public forms ────────────────────────────────────────────────────────────────────────────

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    fullName: text("full_name"),
    /** The language of the page she subscribed on: the announcements' language (issue #38). */
    language: text("language", { enum: ["en", "ha"] })
      .notNull()
      .default("en"),
    subscribedAt: createdAt("subscribed_at"),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_unique").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_subscribed_at_idx").on(t.subscribedAt),
  ],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    isRead: integer("is_read", { mode: "boolean" }).notNull().default(false),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    submittedAt: createdAt("submitted_at"),
  },
  (t) => [
    // The admin's list, newest first, a page from the message in the URL (keyset, issue #41).
    index("contact_messages_submitted_idx").on(t.submittedAt, t.id),
    index("contact_messages_is_read_idx").on(t.isRead),
  ],
);

export const rsvpStatuses = ["confirmed", "waitlisted", "offered", "cancelled"] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];

export const events = sqliteTable(
  "events",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Hausa title/description (issue #20), optional: the Hausa page shows the English without. */
    titleHa: text("title_ha"),
    descriptionHa: text("description_ha"),
    eventDate: integer("event_date", { mode: "timestamp_ms" }).notNull(),
    location: text("location").notNull(),
    imageUrl: text("image_url"),
    maxAttendees: integer("max_attendees"),
    createdAt: createdAt(),
    updatedAt: createdAt("updated_at"),
  },
  (t) => [
    index("events_event_date_idx").on(t.eventDate),
    check("events_max_attendees_check", sql`${t.maxAttendees} is null or ${t.maxAttendees} > 0`),
  ],
);

export const eventRsvps = sqliteTable(
  "event_rsvps",
  {
    id: id(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    createdAt: createdAt(),
    /** The account that sent it, when she was signed in: what proves an RSVP is hers for
     *  "download my data" and "delete my account" (an e-mail address alone proves nothing). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /**
     * Issue #29: "confirmed" (a place), "waitlisted" (in line, by `created_at`), "offered" (a
     * freed place held for her until `offer_expires_at`), "cancelled" (by her or an admin).
     */
    status: text("status", { enum: rsvpStatuses }).notNull().default("confirmed"),
    /**
     * Her private manage link and ticket, `/rsvp/{code}`: 128 random bits, 32 lowercase hex.
     * Made by SQLite (its ChaCha20 generator, seeded by the system) unless the app gives one.
     */
    code: text("code")
      .notNull()
      .default(sql`(lower(hex(randomblob(16))))`),
    /** The language of the page she answered on: her e-mails' language. */
    language: text("language", { enum: ["en", "ha"] })
      .notNull()
      .default("en"),
    offeredAt: integer("offered_at", { mode: "timestamp_ms" }),
    offerExpiresAt: integer("offer_expires_at", { mode: "timestamp_ms" }),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    /** The first check-in at the door wins; later ones (another phone, a replay) are reported. */
    checkedInAt: integer("checked_in_at", { mode: "timestamp_ms" }),
    checkedInBy: text("checked_in_by").references(() => users.id, { onDelete: "set null" }),
    /** Which phone checked her in (a random id the check-in page keeps), for duplicates. */
    checkedInDevice: text("checked_in_device"),
  },
  (t) => [
    uniqueIndex("event_rsvps_event_email_unique").on(t.eventId, sql`lower(${t.email})`),
    uniqueIndex("event_rsvps_code_unique").on(t.code),
    index("event_rsvps_user_id_idx").on(t.userId),
    index("event_rsvps_event_status_created_idx").on(t.eventId, t.status, t.createdAt),
    check(
      "event_rsvps_status_check",
      sql`${t.status} in ('confirmed', 'waitlisted', 'offered', 'cancelled')`,
    ),
  ],
);

export const joinApplications = sqliteTable(
  "join_applications",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    /** E.164, e.g. +2348031234567. */
    phoneNumber: text("phone_number").notNull(),
    email: text("email"),
    contactAddress: text("contact_address").notNull(),
    /** Private: never selected for public pages. */
    nextOfKin: text("next_of_kin").notNull(),
    businessName: text("business_name").notNull(),
    /** The key of one of the association's industries (app/config/industries.ts). */
    businessType: text("business_type", { enum: industries }).notNull(),
    /** Her own words for an "other" business type (also what she typed before the list). */
    businessTypeDetail: text("business_type_detail"),
    whyJoin: text("why_join").notNull(),
    membershipPlan: text("membership_plan", { enum: membershipPlans }).notNull(),
    status: text("status", { enum: applicationStatuses }).notNull().default("pending"),
    photoUrl: text("photo_url"),
    /** Object keys in the uploads bucket (admins only). */
    photoKey: text("photo_key"),
    receiptKey: text("receipt_key"),
    /** Written by the applicant in the bank transfer narration, e.g. ZW-7K3Q9. */
    paymentReference: text("payment_reference").notNull(),
    paymentConfirmedAt: integer("payment_confirmed_at", { mode: "timestamp_ms" }),
    /** NDPA consent to show phone, e-mail and address in the public directory. */
    directoryConsent: integer("directory_consent", { mode: "boolean" }).notNull().default(false),
    /** Issued with the form, so a double submit creates one row. */
    idempotencyKey: text("idempotency_key"),
    submittedAt: createdAt("submitted_at"),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    /** Why an admin rejected it, told to the applicant in the rejection e-mail (issue #27). */
    rejectionReason: text("rejection_reason"),
    /** The language of the page she applied on: her e-mails before she has an account. */
    language: text("language", { enum: ["en", "ha"] })
      .notNull()
      .default("en"),
    /** The member account this application belongs to, once she links it from her dashboard. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** When she deleted her account (ADR 0020): the row stays for the association's accounts,
     *  with her personal fields cleared, and never shows on a public page again. */
    erasedAt: integer("erased_at", { mode: "timestamp_ms" }),
    /**
     * Issue #41, kept by triggers (migrations/0028): the end of her latest period while she can be
     * listed (approved, not erased; '9999-12-31' before her first period), else NULL. Listed: it
     * is no earlier than the grace boundary (ADR 0015), a comparison an index answers.
     */
    directoryEndsOn: text("directory_ends_on"),
    /**
     * Listed at the boundary the hourly job last wrote (site_settings 'directory_grace_from'):
     * kept by triggers, and by that job as days pass; the directory's counts follow it.
     */
    listed: integer("listed", { mode: "boolean" }).notNull().default(false),
    /**
     * When the applicant opened the link the "application received" message sent to `email`
     * (issue #37): only then does that address count as hers, link her membership to the
     * account that confirms it, or reach her data download.
     */
    emailProvenAt: integer("email_proven_at", { mode: "timestamp_ms" }),
    /** Hex SHA-256 of that link's token (kept once used: the link then says it is done). */
    emailProofHash: text("email_proof_hash"),
  },
  (t) => [
    uniqueIndex("join_applications_payment_reference_unique").on(t.paymentReference),
    uniqueIndex("join_applications_email_proof_hash_unique").on(t.emailProofHash),
    uniqueIndex("join_applications_idempotency_key_unique").on(t.idempotencyKey),
    // The directory: approved rows by name, and by business type then name (filter + counts).
    index("join_applications_status_type_name_idx").on(t.status, t.businessType, t.fullName),
    // The admin's applications, newest first, all or by status (keyset pages, issue #41).
    index("join_applications_submitted_idx").on(t.submittedAt, t.id),
    index("join_applications_status_submitted_idx").on(t.status, t.submittedAt, t.id),
    index("join_applications_email_idx").on(sql`lower(${t.email})`),
    index("join_applications_user_id_idx").on(t.userId),
    // The directory's pages (issue #41): by name, and by industry then name, listable rows only.
    // With her end day: the register's status filter reads it from the index (issue #41).
    index("join_applications_directory_name_idx")
      .on(t.fullName, t.id, t.directoryEndsOn)
      .where(sql`${t.directoryEndsOn} is not null`),
    index("join_applications_directory_type_name_idx")
      .on(t.businessType, t.fullName, t.id)
      .where(sql`${t.directoryEndsOn} is not null`),
    // A search of fewer than 3 letters: names that begin with them.
    index("join_applications_directory_lower_name_idx")
      .on(sql`lower(${t.fullName})`, t.id)
      .where(sql`${t.directoryEndsOn} is not null`),
    // The hourly job's moves of the boundary: who crosses it.
    index("join_applications_listed_ends_idx")
      .on(t.listed, t.directoryEndsOn)
      .where(sql`${t.directoryEndsOn} is not null`),
    check("join_applications_plan_check", sql`${t.membershipPlan} in ('starter', 'pro')`),
    check(
      "join_applications_status_check",
      sql`${t.status} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);

/**
 * One row per paid membership year (issue #18, ADR 0015): never updated, never overwritten, so
 * the history of a member's dues stays whole. Days are WAT calendar days, "YYYY-MM-DD"; the
 * membership is valid up to and including `ends_on`.
 */
export const membershipPeriods = sqliteTable(
  "membership_periods",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => joinApplications.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: membershipPlans }).notNull(),
    startsOn: text("starts_on").notNull(),
    endsOn: text("ends_on").notNull(),
    amountKobo: integer("amount_kobo").notNull(),
    /** The transfer this period was paid by: one payment pays for one period. */
    paymentReference: text("payment_reference").notNull(),
    confirmedBy: text("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }).notNull(),
    /** "application": the first year; "renewal"; "migration": members approved before periods. */
    origin: text("origin", { enum: ["application", "renewal", "migration"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("membership_periods_payment_reference_unique").on(t.paymentReference),
    uniqueIndex("membership_periods_application_starts_unique").on(t.applicationId, t.startsOn),
    index("membership_periods_application_ends_idx").on(t.applicationId, t.endsOn),
    check("membership_periods_days_check", sql`${t.startsOn} < ${t.endsOn}`),
    check("membership_periods_amount_check", sql`${t.amountKobo} >= 0`),
    check("membership_periods_plan_check", sql`${t.plan} in ('starter', 'pro')`),
    check(
      "membership_periods_origin_check",
      sql`${t.origin} in ('application', 'renewal', 'migration')`,
    ),
  ],
);

export const renewalStatuses = ["pending", "confirmed", "rejected"] as const;
export type RenewalStatus = (typeof renewalStatuses)[number];

/**
 * A member's request to renew (issue #18): the plan she chose, the transfer's reference and her
 * receipt, until an admin confirms it (which adds a period) or rejects it with a reason she sees.
 */
export const membershipRenewals = sqliteTable(
  "membership_renewals",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => joinApplications.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    plan: text("plan", { enum: membershipPlans }).notNull(),
    amountKobo: integer("amount_kobo").notNull(),
    paymentReference: text("payment_reference").notNull(),
    /** Object key in the uploads bucket (admins only). */
    receiptKey: text("receipt_key"),
    /** Issued with the form, so a double submit creates one request. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: renewalStatuses }).notNull().default("pending"),
    rejectReason: text("reject_reason"),
    requestedAt: createdAt("requested_at"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("membership_renewals_payment_reference_unique").on(t.paymentReference),
    uniqueIndex("membership_renewals_idempotency_key_unique").on(t.idempotencyKey),
    // One open request per membership: a second one is refused until the first is decided.
    uniqueIndex("membership_renewals_one_open_unique")
      .on(t.applicationId)
      .where(sql`${t.status} = 'pending'`),
    index("membership_renewals_status_requested_idx").on(t.status, t.requestedAt),
    check("membership_renewals_plan_check", sql`${t.plan} in ('starter', 'pro')`),
    check(
      "membership_renewals_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'rejected')`,
    ),
  ],
);

export const paymentPurposes = ["join", "renewal"] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];
export const paymentSources = ["admin", "paystack"] as const;
export type PaymentSource = (typeof paymentSources)[number];

/**
 * One row per confirmed payment (issue #28, ADR 0039): the application's first payment or a
 * renewal's, keyed by our payment reference, so a reference is confirmed exactly once whatever
 * confirms it (an admin, Paystack's callback, its webhook, a replay). Says who or what confirmed it.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: id(),
    /** Ours (the application's or the renewal's), e.g. ZW-7K3Q9: unique, one payment each. */
    reference: text("reference").notNull(),
    purpose: text("purpose", { enum: paymentPurposes }).notNull(),
    applicationId: text("application_id")
      .notNull()
      .references(() => joinApplications.id, { onDelete: "cascade" }),
    renewalId: text("renewal_id").references(() => membershipRenewals.id, {
      onDelete: "set null",
    }),
    /** What was paid; null only for confirmations recorded before this table (migration 0017)
     *  whose amount nothing recorded. */
    amountKobo: integer("amount_kobo"),
    currency: text("currency").notNull().default("NGN"),
    source: text("source", { enum: paymentSources }).notNull(),
    /** The provider's transaction id and the reference of the checkout that paid (online only). */
    providerId: text("provider_id"),
    providerReference: text("provider_reference"),
    confirmedBy: text("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("payments_reference_unique").on(t.reference),
    index("payments_application_idx").on(t.applicationId),
    // The payments page's latest online payments (issue #41).
    index("payments_source_confirmed_idx").on(t.source, t.confirmedAt, t.id),
    check("payments_purpose_check", sql`${t.purpose} in ('join', 'renewal')`),
    check("payments_source_check", sql`${t.source} in ('admin', 'paystack')`),
  ],
);

/**
 * A reference that names both an application and a renewal, found by migration 0019 (issue #37)
 * when it made references unique across the two: nothing is merged or dropped, each is listed
 * here for an admin to look at. Triggers on both tables keep new ones from happening.
 */
export const paymentReferenceConflicts = sqliteTable(
  "payment_reference_conflicts",
  {
    reference: text("reference").notNull(),
    applicationId: text("application_id").references(() => joinApplications.id, {
      onDelete: "set null",
    }),
    renewalId: text("renewal_id").references(() => membershipRenewals.id, {
      onDelete: "set null",
    }),
    foundAt: createdAt("found_at"),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.reference, t.renewalId] })],
);

export const checkoutStatuses = ["open", "paid", "abandoned"] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/**
 * A checkout started with an online provider (issue #28): Paystack's transaction for one of our
 * payment references. The first uses the payment reference itself; one started again after an
 * abandoned one gets `<reference>-2`, `-3`… (Paystack refuses a reference twice).
 */
export const onlineCheckouts = sqliteTable(
  "online_checkouts",
  {
    /** The reference the provider knows. */
    reference: text("reference").primaryKey(),
    provider: text("provider", { enum: ["paystack"] })
      .notNull()
      .default("paystack"),
    paymentReference: text("payment_reference").notNull(),
    purpose: text("purpose", { enum: paymentPurposes }).notNull(),
    applicationId: text("application_id")
      .notNull()
      .references(() => joinApplications.id, { onDelete: "cascade" }),
    renewalId: text("renewal_id").references(() => membershipRenewals.id, {
      onDelete: "cascade",
    }),
    amountKobo: integer("amount_kobo").notNull(),
    authorizationUrl: text("authorization_url").notNull(),
    status: text("status", { enum: checkoutStatuses }).notNull().default("open"),
    createdAt: createdAt(),
    settledAt: integer("settled_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("online_checkouts_payment_reference_idx").on(t.paymentReference, t.createdAt),
    check("online_checkouts_status_check", sql`${t.status} in ('open', 'paid', 'abandoned')`),
  ],
);

export const paymentFlagReasons = [
  "unknown-reference",
  "amount-mismatch",
  "currency-mismatch",
  "not-payable",
  "paid-twice",
  /** What Paystack says was paid for is not what our checkout of that reference was for. */
  "wrong-payable",
] as const;
export type PaymentFlagReason = (typeof paymentFlagReasons)[number];

/**
 * A provider's payment we did not confirm, for an admin to look at (issue #28): paid less, in
 * another currency, for a reference we do not know, for a request no longer open, or a second
 * time. One row per provider reference and reason, however often the webhook replays it.
 */
export const paymentFlags = sqliteTable(
  "payment_flags",
  {
    id: id(),
    provider: text("provider", { enum: ["paystack"] })
      .notNull()
      .default("paystack"),
    providerReference: text("provider_reference").notNull(),
    providerId: text("provider_id"),
    /** Ours, when the provider reference names one. */
    paymentReference: text("payment_reference"),
    applicationId: text("application_id").references(() => joinApplications.id, {
      onDelete: "set null",
    }),
    reason: text("reason", { enum: paymentFlagReasons }).notNull(),
    amountKobo: integer("amount_kobo"),
    expectedKobo: integer("expected_kobo"),
    currency: text("currency"),
    createdAt: createdAt(),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("payment_flags_reference_reason_unique").on(
      t.provider,
      t.providerReference,
      t.reason,
    ),
    index("payment_flags_open_idx").on(t.resolvedAt, t.createdAt),
  ],
);

/**
 * When an admin opened a WhatsApp reminder for a member (issue #18): the message itself goes out
 * from the admin's own WhatsApp, so this records only that it was opened, by whom and when.
 */
export const membershipReminders = sqliteTable(
  "membership_reminders",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => joinApplications.id, { onDelete: "cascade" }),
    openedBy: text("opened_by").references(() => users.id, { onDelete: "set null" }),
    openedAt: createdAt("opened_at"),
  },
  (t) => [index("membership_reminders_application_opened_idx").on(t.applicationId, t.openedAt)],
);

/**
 * A member's card (issue #19): her membership number, e.g. ZW-2026-00123 — the year she was
 * approved and a sequence unique across the association, given once at approval and never
 * changed — and the code of her public verification link `/verify/{code}` (ADR 0021).
 */
export const membershipCards = sqliteTable(
  "membership_cards",
  {
    applicationId: text("application_id")
      .primaryKey()
      .references(() => joinApplications.id, { onDelete: "cascade" }),
    /** 1, 2, 3… in order of approval: `max + 1` inside the one statement that inserts it. */
    seq: integer("seq").notNull(),
    number: text("number").notNull(),
    /** 128 random bits, base32; null until her card is first shown (then on every view). */
    verifyCode: text("verify_code"),
    /** The account the code was made for: the code verifies only while it holds the membership. */
    codeUserId: text("code_user_id").references(() => users.id, { onDelete: "set null" }),
    codeCreatedAt: integer("code_created_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("membership_cards_seq_unique").on(t.seq),
    uniqueIndex("membership_cards_number_unique").on(t.number),
    uniqueIndex("membership_cards_verify_code_unique").on(t.verifyCode),
  ],
);

// ── Content ─────────────────────────────────────────────────────────────────────────────────

export const resources = sqliteTable(
  "resources",
  {
    id: id(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    description: text("description"),
    /** Hausa title/description (issue #20), optional: the Hausa page shows the English without. */
    titleHa: text("title_ha"),
    descriptionHa: text("description_ha"),
    fileUrl: text("file_url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("resources_created_at_idx").on(t.createdAt),
    index("resources_category_idx").on(t.category, t.createdAt),
  ],
);

export const testimonials = sqliteTable(
  "testimonials",
  {
    id: id(),
    memberName: text("member_name").notNull(),
    businessName: text("business_name").notNull(),
    content: text("content").notNull(),
    /** The testimonial in Hausa (issue #20), optional; names are the same in both languages. */
    contentHa: text("content_ha"),
    photoUrl: text("photo_url"),
    isFeatured: integer("is_featured", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("testimonials_featured_created_at_idx").on(t.isFeatured, t.createdAt)],
);

// ── Members' websites ───────────────────────────────────────────────────────────────────────

export const websiteDesigns = ["market-stall", "boutique", "professional"] as const;
export type WebsiteDesign = (typeof websiteDesigns)[number];
export const websiteThemes = ["emerald", "indigo", "rose", "clay", "plum", "charcoal"] as const;
export type WebsiteTheme = (typeof websiteThemes)[number];
export const websiteStatuses = ["draft", "published"] as const;
export type WebsiteStatus = (typeof websiteStatuses)[number];

/**
 * A member's one-page business website (at most TEMPLATES_LIMIT per member, enforced by the
 * insert itself). `content` is JSON checked by `websiteContentSchema` on the way in and out.
 */
export const memberSites = sqliteTable(
  "member_sites",
  {
    id: id(),
    /**
     * The cascade removes the rows only: the app has no account deletion today; one added must
     * first collect her sites' logo_key and delete those R2 objects (as deleting a site does).
     */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lowercase letters, digits and hyphens; unique whatever its case. */
    slug: text("slug").notNull(),
    design: text("design", { enum: websiteDesigns }).notNull(),
    theme: text("theme", { enum: websiteThemes }).notNull().default("emerald"),
    status: text("status", { enum: websiteStatuses }).notNull().default("draft"),
    content: text("content").notNull(),
    /** Object key of the logo or photo in the uploads bucket. */
    logoKey: text("logo_key"),
    createdAt: createdAt(),
    updatedAt: createdAt("updated_at"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    /** Set when an admin takes the page down; shown to the member. */
    unpublishedReason: text("unpublished_reason"),
    unpublishedAt: integer("unpublished_at", { mode: "timestamp_ms" }),
    unpublishedBy: text("unpublished_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("member_sites_slug_unique").on(sql`lower(${t.slug})`),
    index("member_sites_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("member_sites_status_published_at_idx").on(t.status, t.publishedAt),
    check("member_sites_status_check", sql`${t.status} in ('draft', 'published')`),
    check(
      "member_sites_design_check",
      sql`${t.design} in ('market-stall', 'boutique', 'professional')`,
    ),
    check(
      "member_sites_theme_check",
      sql`${t.theme} in ('emerald', 'indigo', 'rose', 'clay', 'plum', 'charcoal')`,
    ),
  ],
);

// ── Messages (issue #27, ADR 0035) ───────────────────────────────────────────────────────────

/**
 * "held": not sent, because its unproven recipient had had enough messages (issue #37).
 * "delivered": the provider's report says it reached her (an SMS's delivery report, issue #40);
 * "bounced": the provider's report says it never will (an e-mail's hard bounce, issue #40).
 */
export const messageStatuses = [
  "queued",
  "sending",
  "sent",
  "delivered",
  "failed",
  "bounced",
  "suppressed",
  "held",
] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** The ways a message reaches her (issue #40). */
export const messageChannels = ["email", "sms"] as const;
export type MessageChannel = (typeof messageChannels)[number];

/**
 * Every e-mail the platform sends, one row each, written before it is queued: what, to whom, in
 * which language, how it went. `idempotency_key` is unique, so a message asked for twice (a
 * re-run of the daily job, a redelivered queue message) is one row and is sent once. `payload`
 * holds what the message is made from until it is sent (in production it is cleared then: it
 * may carry a sign-in link); `subject`, `body_text` and `body_html` are kept in development only,
 * for the Outbox (ADR 0035).
 */
export const messages = sqliteTable(
  "messages",
  {
    id: id(),
    idempotencyKey: text("idempotency_key").notNull(),
    kind: text("kind").notNull(),
    /** "email": `recipient` is her address; "sms": her phone, in E.164 (issue #40). */
    channel: text("channel", { enum: messageChannels }).notNull().default("email"),
    recipient: text("recipient").notNull(),
    language: text("language", { enum: ["en", "ha"] }).notNull(),
    /** The account it was written for, when there is one (so her deletion erases it). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: messageStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    payload: text("payload"),
    subject: text("subject"),
    bodyText: text("body_text"),
    bodyHtml: text("body_html"),
    providerId: text("provider_id"),
    lastError: text("last_error"),
    /** The announcement it belongs to, for an announcement's recipients. */
    announcementId: text("announcement_id").references(() => announcements.id, {
      onDelete: "set null",
    }),
    /** Her address was not proven when it was written: the site's daily cap counts it (#37). */
    recipientUnproven: integer("recipient_unproven", { mode: "boolean" }).notNull().default(false),
    /**
     * Why a held message was held (issue #50): "address" (her address had enough of its kind this
     * hour; its payload is dropped) or "site" (the site's daily cap on unproven addresses; its
     * payload is kept for a day, so that an admin can send it after a look) or "budget" (an
     * announcement's SMS past the month's SMS budget, issue #40: it waits, payload kept, for a
     * higher budget or the next month).
     */
    heldBy: text("held_by", { enum: ["address", "site", "budget"] }),
    createdAt: createdAt(),
    updatedAt: createdAt("updated_at"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /**
     * The pages an SMS was sent in (issue #40: 160 GSM-7 or 70 UCS-2 characters a page, as
     * providers bill), written when it is sent, in production too: the Outbox's cost comes from it.
     */
    smsPages: integer("sms_pages"),
  },
  (t) => [
    uniqueIndex("messages_idempotency_key_unique").on(t.idempotencyKey),
    index("messages_status_created_at_idx").on(t.status, t.createdAt),
    index("messages_created_at_idx").on(t.createdAt),
    index("messages_user_id_idx").on(t.userId),
    index("messages_recipient_idx").on(sql`lower(${t.recipient})`),
    // Per-recipient limits (issue #37): her messages of a kind in the last hour.
    index("messages_recipient_kind_created_idx").on(
      sql`lower(${t.recipient})`,
      t.kind,
      t.createdAt,
    ),
    index("messages_announcement_id_idx").on(t.announcementId),
    // The site-wide daily cap (issue #37): the last 24 hours of messages to unproven addresses.
    index("messages_unproven_created_idx")
      .on(t.createdAt)
      .where(sql`${t.recipientUnproven} = 1`),
    // A provider's delivery report names its own id for the message (issue #40).
    index("messages_channel_provider_id_idx").on(t.channel, t.providerId),
    // The Outbox's SMS of the month, and what they cost (issue #40).
    index("messages_channel_sent_at_idx").on(t.channel, t.sentAt),
    // The admin's banner and "Send held messages" (issue #50): the site's held messages.
    index("messages_held_by_site_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'held' and ${t.heldBy} = 'site'`),
    check(
      "messages_status_check",
      sql`${t.status} in ('queued', 'sending', 'sent', 'delivered', 'failed', 'bounced', 'suppressed', 'held')`,
    ),
    check("messages_channel_check", sql`${t.channel} in ('email', 'sms')`),
  ],
);

export const suppressionReasons = ["unsubscribed", "bounced", "complained"] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

/**
 * Addresses not to write to. "unsubscribed" stops announcements and the newsletter only; an
 * address that bounced or complained gets nothing at all (ADR 0035).
 */
export const emailSuppressions = sqliteTable(
  "email_suppressions",
  {
    /** Lower-cased. */
    email: text("email").primaryKey(),
    reason: text("reason", { enum: suppressionReasons }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "email_suppressions_reason_check",
      sql`${t.reason} in ('unsubscribed', 'bounced', 'complained')`,
    ),
  ],
);

/** A confirmation link sent after sign-up (7 days, single use): proves she owns the address. */
export const emailConfirmationTokens = sqliteTable(
  "email_confirmation_tokens",
  {
    /** Hex SHA-256 of the token in the link. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("email_confirmation_tokens_user_id_idx").on(t.userId)],
);

export const consentPurposes = ["sms-notices", "sms-announcements"] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/**
 * Every consent she gave or withdrew (issue #40), never changed afterwards: what it was for,
 * given or withdrawn, the words she was shown, and when — what the NDPA asks a controller to
 * be able to show. Her data download lists them. `users` keeps the latest of each as a flag.
 */
export const consents = sqliteTable(
  "consents",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: consentPurposes }).notNull(),
    given: integer("given", { mode: "boolean" }).notNull(),
    wording: text("wording").notNull(),
    language: text("language", { enum: ["en", "ha"] }).notNull(),
    recordedAt: createdAt("recorded_at"),
  },
  (t) => [index("consents_user_id_idx").on(t.userId, t.recordedAt)],
);

/** What a code sent by SMS is for (issue #40). */
export const phoneCodePurposes = ["sign-up", "reset-password"] as const;
export type PhoneCodePurpose = (typeof phoneCodePurposes)[number];

/**
 * A 6-digit code sent by SMS (issue #40): to open an account with the phone it proves, or to set
 * a new password on the account whose proven phone it is. Short-lived, single use, tried a few
 * times at most; only its hash is kept. A code works only in the browser that asked for it
 * (`requester_hash`): a code that reaches a phone unasked opens nothing for whoever asked. A
 * sign-up makes no account until its code is right: the account is made from this row then.
 */
export const phoneCodes = sqliteTable(
  "phone_codes",
  {
    id: id(),
    purpose: text("purpose", { enum: phoneCodePurposes }).notNull(),
    /** The number it was sent to, E.164: the one a right code proves. */
    phone: text("phone").notNull(),
    /** Hex SHA-256 of the row's id and the code (app/models/phone-codes.server.ts). */
    codeHash: text("code_hash").notNull(),
    /** Hex SHA-256 of the random value in the asking browser's cookie. */
    requesterHash: text("requester_hash").notNull(),
    /** A reset's account; null for a sign-up (no account yet). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** A sign-up's: what the account is opened with once the code is right. */
    fullName: text("full_name"),
    passwordHash: text("password_hash"),
    language: text("language", { enum: ["en", "ha"] })
      .notNull()
      .default("en"),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** Wrong codes tried against it; at the limit it is dead. */
    tries: integer("tries").notNull().default(0),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("phone_codes_requester_purpose_unique").on(t.requesterHash, t.purpose),
    index("phone_codes_expires_at_idx").on(t.expiresAt),
  ],
);

export const announcementSegments = [
  "active",
  "expiring",
  "grace",
  "lapsed",
  "newsletter",
  "event",
] as const;
export type AnnouncementSegment = (typeof announcementSegments)[number];

/** An admin's message to a segment of members or subscribers, sent through the queue. */
export const announcements = sqliteTable(
  "announcements",
  {
    id: id(),
    subjectEn: text("subject_en"),
    bodyEn: text("body_en"),
    subjectHa: text("subject_ha"),
    bodyHa: text("body_ha"),
    segment: text("segment", { enum: announcementSegments }).notNull(),
    /** The event whose RSVPs get it (segment "event"). */
    eventId: text("event_id").references(() => events.id, { onDelete: "set null" }),
    recipientCount: integer("recipient_count").notNull().default(0),
    /**
     * Texted too (issue #40): a short SMS with its subject and a link to read it, to the members
     * of the audience who agreed to announcements by SMS.
     */
    bySms: integer("by_sms", { mode: "boolean" }).notNull().default(false),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("announcements_created_at_idx").on(t.createdAt)],
);

/**
 * The association's settings an admin changes on the site (issue #40: the monthly SMS budget), one
 * row each, by name. The value is text; its model reads and checks it.
 */
/**
 * Listed members per industry (issue #41), kept by triggers on join_applications.listed and
 * business_type (migrations/0028), read by the directory's filter instead of a count per view.
 */
export const directoryIndustryCounts = sqliteTable("directory_industry_counts", {
  industry: text("industry", { enum: industries }).primaryKey(),
  members: integer("members").notNull().default(0),
});

/**
 * Counts the admin's pages show (issue #41), kept by triggers (migrations/0029) instead of a count
 * of every row per view: `applications:<status>`, `messages` and `messages:unread`.
 */
export const listCounts = sqliteTable("list_counts", {
  name: text("name").primaryKey(),
  total: integer("total").notNull().default(0),
});

/**
 * Members by the end day of their latest period (`join_applications.directory_ends_on`,
 * '9999-12-31' before the first) and plan, kept by triggers (migrations/0029): the register's and
 * the overview's counts by status, plan and renewal date are sums over day ranges, a row per day
 * and plan, not a row per member (issue #41).
 */
export const registerEndDays = sqliteTable(
  "register_end_days",
  {
    endsOn: text("ends_on").notNull(),
    plan: text("plan", { enum: membershipPlans }).notNull(),
    members: integer("members").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.endsOn, t.plan] })],
);

/**
 * Membership periods by the day they start and the day they end, kept by triggers
 * (migrations/0029): the periods covering a day are those started by then less those ended
 * before it, two sums over a row per day (the overview's members by month, issue #41).
 */
export const periodDays = sqliteTable("period_days", {
  day: text("day").primaryKey(),
  starting: integer("starting").notNull().default(0),
  ending: integer("ending").notNull().default(0),
});

// The directory's search index is an FTS5 table, `directory_search` (migrations/0028): drizzle
// cannot declare virtual tables. One row per listable application (rowid = its rowid): her name,
// business name, her words for "other", her location (only with directory consent) and her
// industry's code ("#fa", migrations/0030), Hausa's hooked letters folded (app/models/membership/directory-search.ts).

export const siteSettings = sqliteTable("site_settings", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: createdAt("updated_at"),
});

// ── Elections (issue #42, ADR 0058) ─────────────────────────────────────────────────────────

/**
 * An election at the AGM. A draft until voting opens (`opened_at`): then its positions,
 * candidates and electorate are frozen (triggers refuse changes, migrations/0031); after
 * `closed_at` nothing about it changes at all.
 */
export const elections = sqliteTable(
  "elections",
  {
    id: id(),
    title: text("title").notNull(),
    titleHa: text("title_ha"),
    /** When members may vote: from `opens_at` to before `closes_at` (entered in WAT). */
    opensAt: integer("opens_at", { mode: "timestamp_ms" }).notNull(),
    closesAt: integer("closes_at", { mode: "timestamp_ms" }).notNull(),
    /** Who may vote: members in good standing on this day (WAT, "YYYY-MM-DD")… */
    cutoffOn: text("cutoff_on").notNull(),
    /** …and, when set, members in their grace days on it too. */
    includeGrace: integer("include_grace", { mode: "boolean" }).notNull().default(false),
    /** Voting opened: the electorate was written (its size here) and everything froze. */
    openedAt: integer("opened_at", { mode: "timestamp_ms" }),
    electorateSize: integer("electorate_size"),
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("elections_opens_at_idx").on(t.opensAt),
    check("elections_window_check", sql`${t.opensAt} < ${t.closesAt}`),
    check("elections_opened_check", sql`(${t.openedAt} is null) = (${t.electorateSize} is null)`),
    check("elections_closed_check", sql`${t.closedAt} is null or ${t.openedAt} is not null`),
  ],
);

/** A position to fill (Chairperson, Secretary…), with how many seats it has. */
export const electionPositions = sqliteTable(
  "election_positions",
  {
    id: id(),
    electionId: text("election_id")
      .notNull()
      .references(() => elections.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    titleHa: text("title_ha"),
    seats: integer("seats").notNull().default(1),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("election_positions_election_idx").on(t.electionId, t.sort),
    check("election_positions_seats_check", sql`${t.seats} between 1 and 20`),
  ],
);

export const electionCandidates = sqliteTable(
  "election_candidates",
  {
    id: id(),
    electionId: text("election_id")
      .notNull()
      .references(() => elections.id, { onDelete: "cascade" }),
    positionId: text("position_id")
      .notNull()
      .references(() => electionPositions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    photoUrl: text("photo_url"),
    statement: text("statement").notNull().default(""),
    statementHa: text("statement_ha"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("election_candidates_position_idx").on(t.positionId, t.sort)],
);

/** Who may vote, written once when voting opens (members in good standing at the cut-off). */
export const electionElectors = sqliteTable(
  "election_electors",
  {
    electionId: text("election_id")
      .notNull()
      .references(() => elections.id, { onDelete: "cascade" }),
    applicationId: text("application_id")
      .notNull()
      .references(() => joinApplications.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.electionId, t.applicationId] })],
);

export const voteChannels = ["online", "paper"] as const;
export type VoteChannel = (typeof voteChannels)[number];

/**
 * That she has voted, and how: one row per elector per election (its primary key is the
 * once-only rule; its foreign key, the electorate). It says nothing of her choices: those are
 * in `election_ballots` under a receipt code, and nothing joins the two (no shared key, no order
 * — both tables are WITHOUT ROWID, kept in key order — and no time finer than the day).
 */
export const electionVoters = sqliteTable(
  "election_voters",
  {
    electionId: text("election_id").notNull(),
    applicationId: text("application_id").notNull(),
    channel: text("channel", { enum: voteChannels }).notNull(),
    /** The day (WAT) she voted; never the time. */
    votedOn: text("voted_on").notNull(),
    /** The steward who marked her "votes on paper". */
    markedBy: text("marked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.electionId, t.applicationId] }),
    foreignKey({
      columns: [t.electionId, t.applicationId],
      foreignColumns: [electionElectors.electionId, electionElectors.applicationId],
    }).onDelete("cascade"),
    check("election_voters_channel_check", sql`${t.channel} in ('online', 'paper')`),
  ],
);

/** An online ballot, under its random receipt code: no voter, no time finer than the day. */
export const electionBallots = sqliteTable(
  "election_ballots",
  {
    receipt: text("receipt").primaryKey(),
    electionId: text("election_id")
      .notNull()
      .references(() => elections.id, { onDelete: "cascade" }),
    castOn: text("cast_on").notNull(),
  },
  (t) => [index("election_ballots_election_idx").on(t.electionId, t.receipt)],
);

/** A ballot's choices: one row per candidate chosen (a position left blank has none). */
export const electionBallotChoices = sqliteTable(
  "election_ballot_choices",
  {
    receipt: text("receipt")
      .notNull()
      .references(() => electionBallots.receipt, { onDelete: "cascade" }),
    candidateId: text("candidate_id")
      .notNull()
      .references(() => electionCandidates.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.receipt, t.candidateId] }),
    index("election_ballot_choices_candidate_idx").on(t.candidateId),
  ],
);

/** The hall's paper ballots, counted there: a total per candidate, entered by an admin. */
export const electionPaperCounts = sqliteTable(
  "election_paper_counts",
  {
    candidateId: text("candidate_id")
      .primaryKey()
      .references(() => electionCandidates.id, { onDelete: "cascade" }),
    electionId: text("election_id")
      .notNull()
      .references(() => elections.id, { onDelete: "cascade" }),
    votes: integer("votes").notNull(),
    enteredBy: text("entered_by").references(() => users.id, { onDelete: "set null" }),
    enteredAt: integer("entered_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [check("election_paper_counts_votes_check", sql`${t.votes} >= 0`)],
);

/**
 * Certificates of attendance (issue #42): issued after an event to each place checked in at the
 * door (one per place), or added by an admin by name; checked by anyone at
 * `/verify/certificate/{code}`. Revoked, never deleted: a revoked code says so when checked.
 */
export const eventCertificates = sqliteTable(
  "event_certificates",
  {
    id: id(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** The checked-in place it was issued for (null: added by an admin, or the place removed). */
    rsvpId: text("rsvp_id").references(() => eventRsvps.id, { onDelete: "set null" }),
    /** Her account (her RSVP's, when she answered signed in): My records lists it. Her name on
     *  it is her personal data, so it goes with her account. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    /** The certificate's language: her RSVP's (the page she answered on). */
    language: text("language", { enum: ["en", "ha"] })
      .notNull()
      .default("en"),
    /** What its QR code and printed short code carry (app/utils/short-code.ts). */
    code: text("code").notNull(),
    issuedAt: integer("issued_at", { mode: "timestamp_ms" }).notNull(),
    issuedBy: text("issued_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    revokedBy: text("revoked_by").references(() => users.id, { onDelete: "set null" }),
    revokedReason: text("revoked_reason"),
  },
  (t) => [
    uniqueIndex("event_certificates_code_unique").on(t.code),
    // One per place: issuing again after more check-ins adds only the new ones.
    uniqueIndex("event_certificates_rsvp_unique").on(t.rsvpId),
    index("event_certificates_event_idx").on(t.eventId, t.fullName),
    index("event_certificates_user_idx").on(t.userId),
  ],
);
