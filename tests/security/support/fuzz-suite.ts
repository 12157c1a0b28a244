import type { ActionFunctionArgs } from "react-router";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../app/auth/password.server";
import { generateToken, hashToken, startSession } from "../../../app/auth/session.server";
import { getDb } from "../../../app/models/db.server";
import { newPaymentReference } from "../../../app/models/membership/applications.server";
import { serializeContent } from "../../../app/models/websites.server";
import { createMemberAccount } from "../../../app/models/users.server";
import * as applicationsAdmin from "../../../app/routes/admin+/_index";
import * as contentAdmin from "../../../app/routes/admin+/content";
import * as eventEdit from "../../../app/routes/admin+/events.$id._index";
import * as eventsAdmin from "../../../app/routes/admin+/events._index";
import * as messagesAdmin from "../../../app/routes/admin+/messages";
import * as newsletterAdmin from "../../../app/routes/admin+/newsletter";
import * as sitesAdmin from "../../../app/routes/admin+/sites";
import * as teamAdmin from "../../../app/routes/admin+/team";
import * as announcementsAdmin from "../../../app/routes/admin+/announcements";
import * as adminLogin from "../../../app/routes/_auth+/admin_.login";
import * as builderCreate from "../../../app/routes/_member+/builder";
import * as builderEdit from "../../../app/routes/_member+/builder_.$id";
import * as builderDelete from "../../../app/routes/_member+/builder_.$id_.delete";
import * as contact from "../../../app/routes/_public+/contact";
import * as dashboardLink from "../../../app/routes/_member+/dashboard_.link";
import * as rsvp from "../../../app/routes/_public+/events.$id.rsvp";
import * as join from "../../../app/routes/_public+/join._index";
import * as login from "../../../app/routes/_auth+/login";
import * as newsletter from "../../../app/routes/_public+/newsletter";
import * as resetPassword from "../../../app/routes/_auth+/reset-password.$token";
import * as forgotPassword from "../../../app/routes/_auth+/forgot-password";
import * as templates from "../../../app/routes/_member+/templates";
import * as unsubscribe from "../../../app/routes/_public+/unsubscribe.$token";
import { unsubscribePath } from "../../../app/messages/unsubscribe.server";
import { createTestDatabase, type TestDatabase } from "../../integration/support/d1";
import { entriesOf, plans, requestOf, type Plan } from "./hostile";
import { securityReport, type SecurityReport } from "./report";
import { routeArgs } from "../../support/route-args";

/**
 * Input fuzzing (issue #8): every form's action gets at least 200 generated hostile inputs
 * (fast-check) — missing, extra, renamed and doubled fields; files where text belongs; 10 KB–1 MB
 * strings; control characters, RTL overrides, emoji; SQL and HTML/JS payloads; malformed e-mails
 * and phone numbers; JSON, text/plain, empty and broken multipart bodies. For each input:
 *
 * - the action answers (or throws) a Response, or returns data, with a status below 500;
 * - members' and admins' forms are sent with a live session and are never refused for it, so
 *   their validation is what answers;
 * - row counts change by one whole valid record of the form or not at all, and no table is left
 *   with a partial record (a user without profile or role, an over-full event, …).
 *
 * One database for the file; each run's targets (an application to decide, a subscriber to
 * remove, …) are made fresh where the valid variant would use them up.
 */

const RUNS = 200;
const ORIGIN = "http://zamwe.test";
const PASSWORD = "a-long-test-password";
/** The payment reference of an application stored before the run. */
const TAKEN_REFERENCE = "ZW-TAKEN";

let t: TestDatabase;

type Account = { id: string; email: string };

async function account(name: string, roles: ("user" | "admin")[] = ["user"]): Promise<Account> {
  const email = `${name}@fuzz.test`;
  const created = await createMemberAccount(getDb(t.env), {
    fullName: name,
    email,
    passwordHash: await hashPassword(PASSWORD),
  });
  if (created === "duplicate") throw new Error(`${email} exists already`);
  if (roles.includes("admin")) {
    await sql("INSERT INTO user_roles (user_id, role) VALUES (?, 'admin')", created.id);
  }
  return { id: created.id, email };
}

const statements = new Map<string, D1PreparedStatement>();

/** A bound statement (prepared once per SQL text: each prepare is a round trip to workerd). */
function statement(query: string, ...binds: unknown[]) {
  let prepared = statements.get(query);
  if (!prepared) {
    prepared = t.db.prepare(query);
    statements.set(query, prepared);
  }
  return binds.length > 0 ? prepared.bind(...binds) : prepared;
}

async function sql(query: string, ...binds: unknown[]) {
  return statement(query, ...binds).run();
}

// ── What is counted and what must always hold ───────────────────────────────────────────────

const tables = [
  "users",
  "profiles",
  "user_roles",
  "sessions",
  "login_failures",
  "password_reset_tokens",
  "newsletter_subscribers",
  "contact_messages",
  "events",
  "event_rsvps",
  "join_applications",
  "resources",
  "testimonials",
  "member_sites",
  "announcements",
  "email_suppressions",
] as const;
type Table = (typeof tables)[number];
type Counts = Record<Table, number>;

/** Each must count zero rows: the shapes a half-written record would leave. */
const invariants = {
  "users without a profile":
    "SELECT count(*) FROM users u WHERE NOT EXISTS (SELECT 1 FROM profiles p WHERE p.user_id = u.id)",
  "users without the user role":
    "SELECT count(*) FROM users u WHERE NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'user')",
  "profiles without a user":
    "SELECT count(*) FROM profiles p WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id)",
  "roles without a user":
    "SELECT count(*) FROM user_roles r WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id)",
  "sessions without a user":
    "SELECT count(*) FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id)",
  "RSVPs without an event":
    "SELECT count(*) FROM event_rsvps r WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.id = r.event_id)",
  "events over capacity":
    "SELECT count(*) FROM events e WHERE e.max_attendees IS NOT NULL AND (SELECT count(*) FROM event_rsvps r WHERE r.event_id = e.id) > e.max_attendees",
  "decisions without a time":
    "SELECT count(*) FROM join_applications WHERE status <> 'pending' AND reviewed_at IS NULL",
  "sites with unreadable content":
    "SELECT count(*) FROM member_sites WHERE json_valid(content) = 0 OR json_extract(content, '$.businessName') IS NULL",
  "sites without an owner":
    "SELECT count(*) FROM member_sites s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id)",
  "no admin left":
    "SELECT CASE WHEN count(*) = 0 THEN 1 ELSE 0 END FROM user_roles WHERE role = 'admin'",
} as const;

const stateQuery = `SELECT ${[
  ...tables.map((table) => `(SELECT count(*) FROM ${table}) AS "${table}"`),
  ...Object.entries(invariants).map(([name, query]) => `(${query}) AS "${name}"`),
].join(", ")}`;

type State = { counts: Counts; broken: string[] };

function stateOf(row: Record<string, number>): State {
  const counts = Object.fromEntries(tables.map((table) => [table, row[table]!])) as Counts;
  const broken = Object.keys(invariants).filter((name) => row[name] !== 0);
  return { counts, broken };
}

// ── The answer of an action ─────────────────────────────────────────────────────────────────

type Answer = { status: number; location: string | null; thrown: boolean };

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

/** Files cannot travel back to the page: returned data must not carry any. */
function hasFile(value: unknown, depth = 0): boolean {
  if (value instanceof Blob) return true;
  if (depth > 20 || typeof value !== "object" || value === null) return false;
  return Object.values(value).some((child) => hasFile(child, depth + 1));
}

/** An error and its causes, one per line. */
function messagesOf(error: unknown): string {
  const lines: string[] = [];
  for (let e = error, depth = 0; e !== undefined && depth < 5; depth++) {
    lines.push(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return lines.join("\n  caused by ");
}

async function answerOf(call: () => Promise<unknown>): Promise<Answer> {
  let value: unknown;
  let thrown = false;
  try {
    value = await call();
  } catch (error) {
    value = error;
    thrown = true;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("Location"), thrown };
  }
  if (thrown && !isDataWithInit(value)) {
    throw new Error(`the action threw ${messagesOf(value)}`, { cause: value });
  }
  if (isDataWithInit(value)) {
    if (hasFile(value.data)) throw new Error("the action data carries a File");
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, location: headers.get("Location"), thrown };
  }
  if (hasFile(value)) throw new Error("the action data carries a File");
  return { status: 200, location: null, thrown };
}

// ── The forms ───────────────────────────────────────────────────────────────────────────────

type Who = "anonymous" | "member" | "owner" | "admin";
type Delta = Partial<Counts>;
type Prepared = {
  params?: Record<string, string>;
  valid: Record<string, string | File>;
  /** Writes that make this input's target (run in one batch with the count before). */
  setup?: D1PreparedStatement[];
};

export type FormSpec = {
  name: string;
  who: Who;
  action: (args: ActionFunctionArgs) => Promise<unknown>;
  path: string;
  /** Every field of the form (the generator mutates each). */
  fields: readonly string[];
  /** How many valid variants `prepare` knows (e.g. approve / reject / payment). */
  variants?: number;
  /** Per input: the route params and a valid submission of the chosen variant. */
  prepare: (variant: number) => Prepared;
  /** What one whole valid record changes; any other change of a count fails. */
  records?: Delta[];
  /** Counts that change as a side effect (login failures, sessions replaced…). */
  volatile?: Table[];
};

let admin: Account;
let otherAdmin: Account;
let member: Account;
let owner: Account;
let resetUser: { id: string };
let eventId: string;
let editedEventId: string;
let ownSiteId: string;
let publishedSiteId: string;
let resourceId: string;
let testimonialId: string;

const png = () =>
  new File(
    [
      Buffer.from(
        "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
          "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
        "hex",
      ),
    ],
    "photo.png",
    { type: "image/png" },
  );
const pdf = () => new File([new TextEncoder().encode("%PDF-1.4 receipt")], "receipt.pdf");

let serial = 0;
const unique = (prefix: string) => `${prefix}-${++serial}-${crypto.randomUUID().slice(0, 6)}`;

const joinDetails = () => ({
  fullName: "Hajara Sulaiman",
  phoneNumber: "0806 123 4602",
  email: `${unique("hajara")}@example.com`,
  contactAddress: "Maradun, Zamfara State",
  nextOfKin: "Sulaiman Bello, 0803 000 0000",
  businessName: "Hajara Farms",
  businessType: "agriculture",
  whyJoin: "To learn bookkeeping & meet buyers.",
  membershipPlan: "pro",
  directoryConsent: "on",
  idempotencyKey: crypto.randomUUID(),
});
const joinFields = [...Object.keys(joinDetails()), "intent", "paymentReference"];

/** A pending application to decide or claim (the statement, and its id and reference). */
function pendingApplication(phone = "+2348061234602") {
  const id = crypto.randomUUID();
  const reference = newPaymentReference();
  const insert = statement(
    `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin,
       business_name, business_type, why_join, membership_plan, payment_reference, idempotency_key)
     VALUES (?, 'Fuzz Applicant', ?, 'Gusau', 'Kin', 'Fuzz Ltd', 'Trade', 'Why not', 'starter', ?, ?)`,
    id,
    phone,
    reference,
    crypto.randomUUID(),
  );
  return { id, reference, insert };
}

/** A draft page of this member (the statement and its id). */
function newSite(userId: string) {
  const id = crypto.randomUUID();
  const insert = statement(
    "INSERT INTO member_sites (id, user_id, slug, design, content) VALUES (?, ?, ?, 'boutique', ?)",
    id,
    userId,
    unique("fuzz-site"),
    serializeContent({ businessName: "Fuzz Fabrics", products: [] }),
  );
  return { id, insert };
}

const eventFields = (title: string) => ({
  title,
  description: "Bookkeeping for market traders.",
  date: "2027-03-14",
  time: "10:00",
  location: "Gusau Town Hall",
  imageUrl: "/images/events/workshop.jpg",
  maxAttendees: "40",
});

const siteFields = () => {
  const fields: Record<string, string | File> = {
    intent: "save",
    design: "boutique",
    theme: "indigo",
    slug: unique("amina-fabrics"),
    businessName: "Amina Fabrics",
    tagline: "Ankara and lace",
    about: "We sell fabrics in Gusau market.",
    openingHours: "Mon–Sat 8–6",
    location: "Gusau Central Market",
    phone: "0803 123 4567",
    whatsapp: "+234 806 555 0101",
    email: "amina@example.com",
    instagram: "@amina.fabrics",
    facebook: "AminaFabrics",
    tiktok: "@amina_fabrics",
    removeLogo: "on",
    logo: png(),
  };
  for (let i = 0; i < 3; i++) {
    fields[`products[${i}].name`] = `Product ${i}`;
    fields[`products[${i}].description`] = "Soft cotton";
    fields[`products[${i}].price`] = "₦2,500";
  }
  return fields;
};

const forms: FormSpec[] = [
  {
    name: "contact",
    who: "anonymous",
    action: contact.action,
    path: "/contact",
    fields: ["name", "email", "phone", "message"],
    prepare: () => ({
      valid: {
        name: "Amina Bello",
        email: "amina@example.com",
        phone: "0803 123 4567",
        message: "Hello, when is the next meeting?",
      },
    }),
    records: [{ contact_messages: 1 }],
  },
  {
    name: "newsletter",
    who: "anonymous",
    action: newsletter.action,
    path: "/newsletter",
    fields: ["fullName", "email"],
    prepare: () => ({
      valid: { fullName: "Amina Bello", email: `${unique("reader")}@example.com` },
    }),
    records: [{ newsletter_subscribers: 1 }],
  },
  {
    name: "RSVP",
    who: "anonymous",
    action: rsvp.action,
    path: "/events/{id}/rsvp",
    fields: ["fullName", "email", "phone"],
    prepare: () => ({
      params: { id: eventId },
      valid: {
        fullName: "Zainab Musa",
        email: `${unique("guest")}@example.com`,
        phone: "0803 123 4567",
      },
    }),
    records: [{ event_rsvps: 1 }],
  },
  {
    name: "join, step 1 (continue / back)",
    who: "anonymous",
    action: join.action,
    path: "/join",
    fields: joinFields,
    variants: 2,
    prepare: (variant) => ({
      valid: {
        ...joinDetails(),
        intent: variant === 0 ? "continue" : "back",
        paymentReference: newPaymentReference(),
      },
    }),
  },
  {
    name: "join, submit (multipart with photo and receipt)",
    who: "anonymous",
    action: join.action,
    path: "/join",
    fields: [...joinFields, "photo", "receipt"],
    variants: 2,
    prepare: (variant) => ({
      valid: {
        ...joinDetails(),
        intent: "submit",
        // Variant 1: a new application with a reference another application already has.
        paymentReference: variant === 0 ? newPaymentReference() : TAKEN_REFERENCE,
        photo: png(),
        receipt: pdf(),
      },
    }),
    records: [{ join_applications: 1 }],
  },
  {
    name: "sign up",
    who: "anonymous",
    action: login.action,
    path: "/login?tab=signup",
    fields: ["intent", "fullName", "email", "password"],
    prepare: () => ({
      valid: {
        intent: "signup",
        fullName: "Maryam Sani",
        email: `${unique("maryam")}@example.com`,
        password: "kolanut-harmattan-42",
      },
    }),
    // Sign-up starts no session (ADR 0012).
    records: [{ users: 1, profiles: 1, user_roles: 1 }],
    volatile: ["login_failures"],
  },
  {
    name: "login",
    who: "anonymous",
    action: login.action,
    path: "/login",
    fields: ["intent", "email", "password", "redirectTo"],
    prepare: () => ({
      // A fresh start for the lockout, so that valid credentials keep reaching the session.
      setup: [statement("DELETE FROM login_failures")],
      valid: { intent: "login", email: member.email, password: PASSWORD, redirectTo: "/dashboard" },
    }),
    records: [{ sessions: 1 }],
    volatile: ["login_failures"],
  },
  {
    name: "admin login",
    who: "anonymous",
    action: adminLogin.action,
    path: "/admin/login",
    fields: ["email", "password", "redirectTo"],
    prepare: () => ({
      setup: [statement("DELETE FROM login_failures")],
      valid: { email: admin.email, password: PASSWORD, redirectTo: "/admin/messages" },
    }),
    records: [{ sessions: 1 }],
    volatile: ["login_failures"],
  },
  {
    name: "reset password",
    who: "anonymous",
    action: resetPassword.action,
    path: "/reset-password/{token}",
    fields: ["password", "confirmPassword"],
    prepare: () => {
      const token = generateToken();
      return {
        setup: [
          statement(
            "INSERT INTO password_reset_tokens (id, user_id, created_by, expires_at) VALUES (?, ?, ?, ?)",
            hashToken(token),
            resetUser.id,
            admin.id,
            Date.now() + 3_600_000,
          ),
        ],
        params: { token },
        valid: { password: "groundnut-pyramid-77", confirmPassword: "groundnut-pyramid-77" },
      };
    },
    records: [{}],
    volatile: ["password_reset_tokens", "sessions"],
  },
  {
    name: "forgot password",
    who: "anonymous",
    action: forgotPassword.action,
    path: "/forgot-password",
    fields: ["email"],
    // An account's link is made at most once in 15 minutes; its message row is not counted here.
    prepare: () => ({ valid: { email: member.email } }),
    records: [{}],
    volatile: ["password_reset_tokens"],
  },
  {
    name: "dashboard: link an application",
    who: "member",
    action: dashboardLink.action,
    path: "/dashboard/link",
    fields: ["phoneNumber", "paymentReference"],
    prepare: () => {
      const { reference, insert } = pendingApplication("+2348031234567");
      return {
        setup: [insert],
        valid: { phoneNumber: "0803 123 4567", paymentReference: reference },
      };
    },
    // A well-formed try that matches no application is counted against the account and the phone
    // (issue #15): one login_failures row each, by design.
    volatile: ["login_failures"],
  },
  {
    name: "builder: create a page",
    who: "owner",
    action: builderCreate.action,
    path: "/builder",
    fields: ["design", "businessName", "slug"],
    prepare: () => ({
      // Room under the limit of 5 (the page being edited stays).
      setup: [roomForPages()],
      valid: { design: "market-stall", businessName: "Amina Fabrics", slug: unique("amina") },
    }),
    records: [{ member_sites: 1 }],
  },
  {
    name: "builder: edit a page (multipart with logo)",
    who: "owner",
    action: builderEdit.action,
    path: "/builder/{id}",
    fields: Object.keys(siteFields()),
    variants: 4,
    prepare: (variant) => ({
      params: { id: ownSiteId },
      valid: { ...siteFields(), intent: ["save", "publish", "unpublish", "preview"][variant]! },
    }),
  },
  {
    name: "templates: duplicate / publish / unpublish",
    who: "owner",
    action: templates.action,
    path: "/templates",
    fields: ["intent", "siteId"],
    variants: 3,
    prepare: (variant) => ({
      setup: [roomForPages()],
      valid: { intent: ["duplicate", "publish", "unpublish"][variant]!, siteId: ownSiteId },
    }),
    records: [{ member_sites: 1 }],
  },
  {
    name: "builder: delete a page",
    who: "owner",
    action: builderDelete.action,
    path: "/builder/{id}/delete",
    fields: ["siteId"],
    prepare: () => {
      const { id, insert } = newSite(owner.id);
      return { setup: [insert], params: { id }, valid: { siteId: id } };
    },
    records: [{ member_sites: -1 }],
  },
  {
    name: "admin: applications (approve / reject / payment)",
    who: "admin",
    action: applicationsAdmin.action,
    path: "/admin?status=pending",
    fields: ["intent", "id", "confirmed"],
    variants: 3,
    prepare: (variant) => {
      const { id, insert } = pendingApplication();
      const intent = ["approve", "reject", "payment"][variant]!;
      return {
        setup: [insert],
        valid: { intent, id, ...(intent === "payment" ? { confirmed: "true" } : {}) },
      };
    },
  },
  {
    name: "admin: mark a message read",
    who: "admin",
    action: messagesAdmin.action,
    path: "/admin/messages?filter=unread",
    fields: ["intent", "id"],
    prepare: () => {
      const id = crypto.randomUUID();
      return {
        setup: [
          statement(
            "INSERT INTO contact_messages (id, name, email, message) VALUES (?, 'Visitor', 'v@example.com', 'Hello')",
            id,
          ),
        ],
        valid: { intent: "read", id },
      };
    },
  },
  {
    name: "admin: create an event",
    who: "admin",
    action: eventsAdmin.action,
    path: "/admin/events",
    fields: Object.keys(eventFields("")),
    prepare: () => ({ valid: eventFields("Bookkeeping workshop") }),
    records: [{ events: 1 }],
  },
  {
    name: "admin: edit an event",
    who: "admin",
    action: eventEdit.action,
    path: "/admin/events/{id}",
    fields: Object.keys(eventFields("")),
    prepare: () => ({
      params: { id: editedEventId },
      valid: eventFields("Bookkeeping workshop (moved)"),
    }),
  },
  {
    name: "admin: content, save a resource (add / edit)",
    who: "admin",
    action: contentAdmin.action,
    path: "/admin/content",
    fields: ["intent", "id", "title", "category", "description", "fileUrl"],
    variants: 2,
    prepare: (variant) => ({
      valid: {
        intent: "save-resource",
        ...(variant === 1 ? { id: resourceId } : {}),
        title: "Bookkeeping guide",
        category: "Finance",
        description: "Keep your accounts in one notebook.",
        fileUrl: "https://zamwe.example/guides/bookkeeping.pdf",
      },
    }),
    records: [{ resources: 1 }],
  },
  {
    name: "admin: content, save a testimonial (add / edit)",
    who: "admin",
    action: contentAdmin.action,
    path: "/admin/content",
    fields: ["intent", "id", "memberName", "businessName", "content", "photoUrl", "isFeatured"],
    variants: 2,
    prepare: (variant) => ({
      valid: {
        intent: "save-testimonial",
        ...(variant === 1 ? { id: testimonialId } : {}),
        memberName: "Hauwa Garba",
        businessName: "Hauwa Crafts",
        content: "ZAMWE helped me find buyers.",
        photoUrl: "/images/testimonials/hauwa.jpg",
        isFeatured: "on",
      },
    }),
    records: [{ testimonials: 1 }],
  },
  {
    name: "admin: content, delete / feature",
    who: "admin",
    action: contentAdmin.action,
    path: "/admin/content",
    fields: ["intent", "id", "featured"],
    variants: 3,
    prepare: (variant) => {
      const resource = crypto.randomUUID();
      const testimonial = crypto.randomUUID();
      const setup = [
        statement(
          "INSERT INTO resources (id, title, category, file_url) VALUES (?, 'Guide', 'finance', '/g.pdf')",
          resource,
        ),
        statement(
          "INSERT INTO testimonials (id, member_name, business_name, content) VALUES (?, 'A', 'B', 'C')",
          testimonial,
        ),
      ];
      const valid: Record<string, string> = [
        { intent: "delete-resource", id: resource },
        { intent: "feature-testimonial", id: testimonial, featured: "true" },
        { intent: "delete-testimonial", id: testimonial },
      ][variant]!;
      return { setup, valid };
    },
    records: [{ resources: -1 }, { testimonials: -1 }],
  },
  {
    name: "admin: team (grant / revoke / reset link)",
    who: "admin",
    action: teamAdmin.action,
    path: "/admin/team",
    fields: ["intent", "email", "userId"],
    variants: 3,
    prepare: (variant) => {
      const setup = [
        statement("DELETE FROM user_roles WHERE user_id = ? AND role = 'admin'", member.id),
        statement(
          "INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, 'admin')",
          otherAdmin.id,
        ),
      ];
      const valid: Record<string, string> = [
        { intent: "grant", email: member.email },
        { intent: "revoke", userId: otherAdmin.id },
        { intent: "reset-link", email: member.email },
      ][variant]!;
      return { setup, valid };
    },
    records: [{ user_roles: 1 }, { user_roles: -1 }, { password_reset_tokens: 1 }],
  },
  {
    name: "admin: newsletter, remove a subscriber",
    who: "admin",
    action: newsletterAdmin.action,
    path: "/admin/newsletter",
    fields: ["intent", "id"],
    prepare: () => {
      const id = crypto.randomUUID();
      return {
        setup: [
          statement(
            "INSERT INTO newsletter_subscribers (id, email) VALUES (?, ?)",
            id,
            `${unique("subscriber")}@example.com`,
          ),
        ],
        valid: { intent: "remove-subscriber", id },
      };
    },
    records: [{ newsletter_subscribers: -1 }],
  },
  {
    name: "admin: send an announcement",
    who: "admin",
    action: announcementsAdmin.action,
    path: "/admin/announcements",
    fields: ["intent", "key", "subjectEn", "bodyEn", "subjectHa", "bodyHa", "segment", "eventId"],
    prepare: () => ({
      // Someone to send it to (the newsletter list may have been emptied by the form above).
      setup: [
        statement(
          "INSERT INTO newsletter_subscribers (id, email) VALUES (?, ?)",
          crypto.randomUUID(),
          `${unique("reader")}@example.com`,
        ),
      ],
      valid: {
        intent: "send",
        key: crypto.randomUUID(),
        subjectEn: "Market day",
        bodyEn: "The market opens at nine.",
        segment: "newsletter",
      },
    }),
    records: [{ announcements: 1 }],
  },
  {
    // The one-click post reads no field: any body unsubscribes the link's address, once.
    name: "unsubscribe (one-click)",
    who: "anonymous",
    action: unsubscribe.action,
    path: "/unsubscribe/{token}",
    fields: ["List-Unsubscribe"],
    prepare: () => {
      const id = crypto.randomUUID();
      const email = `${unique("unsubscriber")}@example.com`;
      return {
        setup: [
          statement(
            "INSERT INTO messages (id, idempotency_key, kind, recipient, language, status) VALUES (?, ?, 'announcement', ?, 'en', 'sent')",
            id,
            `fuzz:${id}`,
            email,
          ),
          statement(
            "INSERT INTO newsletter_subscribers (id, email) VALUES (?, ?)",
            crypto.randomUUID(),
            email,
          ),
        ],
        params: { token: unsubscribePath(t.env, id).slice("/unsubscribe/".length) },
        valid: { "List-Unsubscribe": "One-Click" },
      };
    },
    records: [{ email_suppressions: 1, newsletter_subscribers: -1 }],
  },
  {
    name: "admin: sites, unpublish a page",
    who: "admin",
    action: sitesAdmin.action,
    path: "/admin/sites",
    fields: ["siteId", "reason"],
    prepare: () => ({
      setup: [
        statement(
          "UPDATE member_sites SET status = 'published', published_at = ? WHERE id = ?",
          Date.now(),
          publishedSiteId,
        ),
      ],
      valid: { siteId: publishedSiteId, reason: "Selling counterfeit goods is not allowed." },
    }),
  },
];

// ── The run ─────────────────────────────────────────────────────────────────────────────────

/** Pages of the owner other than the one being edited: deleted, to stay under the limit of 5. */
const roomForPages = () =>
  statement("DELETE FROM member_sites WHERE user_id = ? AND id <> ?", owner.id, ownSiteId);

const tally = new Map<string, Record<number, number>>();
let report: SecurityReport;
/** The session cookie of each kind of visitor, fresh for each form. */
const cookies = new Map<Who, string>();

function describePlan(plan: Plan) {
  return JSON.stringify(plan, (_key, value: unknown) =>
    value instanceof File
      ? `File(${JSON.stringify(value.name)}, ${value.type || "no type"}, ${value.size} bytes)`
      : typeof value === "string" && value.length > 200
        ? `${value.slice(0, 80)}… (${value.length} characters)`
        : value,
  );
}

function sameDelta(delta: Delta, expected: Delta) {
  return tables.every((table) => (delta[table] ?? 0) === (expected[table] ?? 0));
}

/** The counts after the previous input: the counts before this one when nothing was set up. */
let last: State | undefined;

async function tryInput(form: FormSpec, plan: Plan) {
  const { params = {}, valid, setup = [] } = form.prepare(plan.variant);
  const path = form.path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? "");
  const cookie = cookies.get(form.who);
  const request = await requestOf(
    `${ORIGIN}${path}`,
    entriesOf(plan, valid),
    plan.transport,
    cookie ? { Cookie: cookie } : {},
  );

  // The set-up writes and the counts before, in one round trip to workerd.
  let before = last;
  if (setup.length > 0 || !before) {
    const results = await t.db.batch<Record<string, number>>([...setup, statement(stateQuery)]);
    before = stateOf(results.at(-1)!.results[0]!);
  }
  const answer = await answerOf(() =>
    form.action(routeArgs({ request, context: t.context, params })),
  );
  const after = stateOf((await statement(stateQuery).first<Record<string, number>>())!);
  last = after;

  const counts = tally.get(form.name) ?? {};
  if (!tally.has(form.name)) report.add("forms");
  report.add("inputs");
  counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  tally.set(form.name, counts);

  if (
    answer.status >= 500 ||
    (form.who !== "anonymous" &&
      ([401, 403].includes(answer.status) || /^\/(admin\/)?login/.test(answer.location ?? ""))) ||
    after.broken.length > 0
  ) {
    const where = `${form.name}: ${describePlan(plan)}`;
    expect(answer.status, where).toBeLessThan(500);
    // The session was accepted: the form's own checks answered, not the guard.
    expect([401, 403], where).not.toContain(answer.status);
    expect(answer.location ?? "", where).not.toMatch(/^\/(admin\/)?login/);
    expect(after.broken, where).toEqual([]);
  }
  const delta: Delta = {};
  for (const table of tables) {
    if (form.volatile?.includes(table)) continue;
    const change = after.counts[table] - before.counts[table];
    if (change !== 0) delta[table] = change;
  }
  const allowed = [{}, ...(form.records ?? [])];
  if (!allowed.some((expected) => sameDelta(delta, expected))) {
    expect.fail(
      `${form.name}: ${describePlan(plan)}\nchanged ${JSON.stringify(delta)}; allowed ${JSON.stringify(allowed)}`,
    );
  }
}

/**
 * Registers the fuzzing of the forms `select` picks, as its own test file (vitest runs files side
 * by side: the two halves of the suite share its time), reported to npm test as `suite`.
 */
export function fuzzForms(suite: string, select: (form: FormSpec) => boolean) {
  report = securityReport(suite, (counts) => {
    const perForm = [...tally.values()].map((statuses) =>
      Object.values(statuses).reduce((a, b) => a + b, 0),
    );
    return {
      summary: `${counts.forms ?? 0} forms, ${counts.inputs ?? 0} hostile inputs (${perForm.length ? Math.min(...perForm) : 0}–${perForm.length ? Math.max(...perForm) : 0} per form)`,
      checks: counts.inputs ?? 0,
      perForm: Object.fromEntries(tally),
    };
  });

  async function setUp() {
    t = await createTestDatabase();
    admin = await account("fuzz-admin", ["user", "admin"]);
    otherAdmin = await account("fuzz-second-admin", ["user", "admin"]);
    member = await account("fuzz-member");
    owner = await account("fuzz-owner");
    resetUser = await account("fuzz-forgetful");
    eventId = crypto.randomUUID();
    editedEventId = crypto.randomUUID();
    resourceId = crypto.randomUUID();
    testimonialId = crypto.randomUUID();
    const ownSite = newSite(owner.id);
    const publishedSite = newSite(member.id);
    ownSiteId = ownSite.id;
    publishedSiteId = publishedSite.id;
    const future = Date.now() + 30 * 86_400_000;
    await t.db.batch([
      ...[eventId, editedEventId].map((id) =>
        statement(
          "INSERT INTO events (id, title, description, event_date, location) VALUES (?, 'Market day', 'Meet buyers', ?, 'Gusau')",
          id,
          future,
        ),
      ),
      ownSite.insert,
      publishedSite.insert,
      statement(
        `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin,
           business_name, business_type, why_join, membership_plan, payment_reference, idempotency_key)
         VALUES (?, 'Earlier Applicant', '+2348030000000', 'Gusau', 'Kin', 'Earlier Ltd', 'Trade',
           'Why not', 'pro', ?, ?)`,
        crypto.randomUUID(),
        TAKEN_REFERENCE,
        crypto.randomUUID(),
      ),
      statement(
        "INSERT INTO resources (id, title, category, file_url) VALUES (?, 'Guide', 'finance', '/g.pdf')",
        resourceId,
      ),
      statement(
        "INSERT INTO testimonials (id, member_name, business_name, content) VALUES (?, 'A', 'B', 'C')",
        testimonialId,
      ),
    ]);
  }
  beforeAll(setUp, 120_000);

  afterAll(async () => {
    const total = [...tally.values()].reduce(
      (sum, counts) => sum + Object.values(counts).reduce((a, b) => a + b, 0),
      0,
    );
    const lines = [...tally.entries()].map(
      ([name, counts]) =>
        `  ${name}: ${Object.values(counts).reduce((a, b) => a + b, 0)} inputs, statuses ${JSON.stringify(counts)}`,
    );
    console.log(`[fuzz] ${tally.size} forms, ${total} hostile inputs\n${lines.join("\n")}`);
  });

  const accounts = (): Record<Exclude<Who, "anonymous">, Account> => ({ member, owner, admin });

  async function fuzzForm(form: FormSpec) {
    if (form.who !== "anonymous") {
      const who = accounts()[form.who];
      const roles = form.who === "admin" ? (["user", "admin"] as const) : (["user"] as const);
      const setCookie = await startSession(t.env, { id: who.id, roles: [...roles] });
      cookies.set(form.who, setCookie.split(";")[0]!);
    }
    last = undefined;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(plans(form.fields, form.variants), async (plan) => {
        runs += 1;
        await tryInput(form, plan);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(runs).toBe(RUNS);
  }

  describe("every form refuses hostile input with a 4xx (never a 5xx) and stores only whole records", () => {
    for (const form of forms.filter(select)) {
      it(form.name, () => fuzzForm(form), 600_000);
    }
  });
}
