import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminLayout from "../../app/routes/admin+/_layout";
import * as applications from "../../app/routes/admin+/_index";
import * as eventDelete from "../../app/routes/admin+/events.$id.delete";
import * as eventEdit from "../../app/routes/admin+/events.$id._index";
import * as rsvpCsv from "../../app/routes/admin+/events.$id.rsvps[.csv]";
import * as events from "../../app/routes/admin+/events._index";
import * as messages from "../../app/routes/admin+/messages";
import * as team from "../../app/routes/admin+/team";
import * as uploads from "../../app/routes/admin+/uploads.$";
import { buildSeedSql } from "../../db/seed-data.mjs";
import { getDb } from "../../app/models/db.server";
import {
  newPaymentReference,
  submitApplication,
} from "../../app/models/membership/applications.server";
import type { JoinSubmission } from "../../app/validation/join";
import { joinDetails } from "./support/join";
import { parseCsv } from "../support/parse-csv";
import { signedInAccount, settle, type SignedIn } from "./support/accounts";
import { DEFAULT_TERMS, periodEnd, watDayOf } from "../../app/models/membership/period-rules";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
let admin: SignedIn;
let member: SignedIn;
const now = new Date("2026-11-21T10:00:00Z");

beforeAll(async () => {
  t = await createTestDatabase();
  await execSql(t.db, buildSeedSql(now.getTime()));
  admin = await signedInAccount(t, "chair@zamwe.test", { admin: true });
  member = await signedInAccount(t, "member@zamwe.test");
});

type Who = "anonymous" | "member" | "admin";
const cookieOf = (who: Who) =>
  who === "anonymous" ? undefined : who === "member" ? member.cookie : admin.cookie;

function request(who: Who, url: string, form?: Record<string, string>) {
  const headers = new Headers();
  const cookie = cookieOf(who);
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`http://zamwe.test${url}`, {
    method: form ? "POST" : "GET",
    headers,
    body: form ? new URLSearchParams(form) : undefined,
  });
}

function callAction(
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  who: Who,
  url: string,
  form: Record<string, string>,
  params: Record<string, string> = {},
  context = t.context,
) {
  return settle(() => action(routeArgs({ request: request(who, url, form), context, params })));
}

function callLoader(
  loader: (args: LoaderFunctionArgs) => Promise<unknown>,
  who: Who,
  url: string,
  params: Record<string, string> = {},
) {
  return settle(() =>
    loader(routeArgs({ request: request(who, url), context: t.context, params })),
  );
}

async function first<T>(sql: string, ...binds: unknown[]) {
  return (await t.db
    .prepare(sql)
    .bind(...binds)
    .first()) as T;
}

/** Everything an admin action could change, to compare before and after. */
async function snapshot() {
  const tables = [
    "join_applications",
    "contact_messages",
    "events",
    "event_rsvps",
    "user_roles",
    "password_reset_tokens",
    "membership_periods",
  ];
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    result[table] = (await t.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()).results;
  }
  return result;
}

const pending = () =>
  first<{ id: string }>("SELECT id FROM join_applications WHERE status = 'pending' LIMIT 1");
const anEvent = () => first<{ id: string }>("SELECT id FROM events LIMIT 1");
const aMessage = () => first<{ id: string }>("SELECT id FROM contact_messages LIMIT 1");

const eventForm = {
  title: "Soap Making",
  description: "Learn to make soap.",
  date: "2030-03-14",
  time: "10:30",
  location: "Gusau",
};

describe("admin authorisation", () => {
  it("refuses every admin action to anonymous visitors and members with 403, changing nothing", async () => {
    const applicationId = (await pending()).id;
    const eventId = (await anEvent()).id;
    const messageId = (await aMessage()).id;
    const actions: [
      string,
      (args: ActionFunctionArgs) => Promise<unknown>,
      string,
      Record<string, string>,
      Record<string, string>?,
    ][] = [
      ["approve", applications.action, "/admin?index", { intent: "approve", id: applicationId }],
      ["reject", applications.action, "/admin?index", { intent: "reject", id: applicationId }],
      [
        "payment",
        applications.action,
        "/admin?index",
        { intent: "payment", id: applicationId, confirmed: "true" },
      ],
      ["read", messages.action, "/admin/messages", { intent: "read", id: messageId }],
      ["create event", events.action, "/admin/events?index", eventForm],
      ["edit event", eventEdit.action, `/admin/events/${eventId}`, eventForm, { id: eventId }],
      ["delete event", eventDelete.action, `/admin/events/${eventId}/delete`, {}, { id: eventId }],
      ["grant admin", team.action, "/admin/team", { intent: "grant", email: member.email }],
      ["revoke admin", team.action, "/admin/team", { intent: "revoke", userId: admin.id }],
      ["reset link", team.action, "/admin/team", { intent: "reset-link", email: member.email }],
    ];
    for (const who of ["anonymous", "member"] as const) {
      for (const [name, action, url, form, params] of actions) {
        const before = await snapshot();
        const answer = await callAction(action, who, url, form, params);
        expect(answer, `${who} ${name}`).toBeInstanceOf(Response);
        expect((answer as Response).status, `${who} ${name}`).toBe(403);
        expect(await snapshot(), `${who} ${name}`).toEqual(before);
      }
    }
  }, 120_000);

  it("sends anonymous visitors to /admin/login and members home, from every admin page", async () => {
    const eventId = (await anEvent()).id;
    const loaders: [
      (args: LoaderFunctionArgs) => Promise<unknown>,
      string,
      Record<string, string>?,
    ][] = [
      [adminLayout.loader, "/admin"],
      [applications.loader, "/admin?status=pending"],
      [messages.loader, "/admin/messages"],
      [events.loader, "/admin/events"],
      [eventEdit.loader, `/admin/events/${eventId}`, { id: eventId }],
      [eventDelete.loader, `/admin/events/${eventId}/delete`, { id: eventId }],
      [rsvpCsv.loader, `/admin/events/${eventId}/rsvps.csv`, { id: eventId }],
      [team.loader, "/admin/team"],
      [
        uploads.loader,
        "/admin/uploads/applications/x/photo.jpg",
        { "*": "applications/x/photo.jpg" },
      ],
    ];
    for (const [loader, url, params] of loaders) {
      const anonymous = (await callLoader(loader, "anonymous", url, params)) as Response;
      expect(anonymous.status, url).toBe(302);
      expect(anonymous.headers.get("Location"), url).toBe(
        `/admin/login?redirectTo=${encodeURIComponent(url)}`,
      );
      const asMember = (await callLoader(loader, "member", url, params)) as Response;
      expect(asMember.status, url).toBe(302);
      expect(asMember.headers.get("Location"), url).toBe("/");
      expect(asMember.headers.get("Set-Cookie"), url).toMatch(/^zamwe-flash=/);
    }
  }, 60_000);
});

describe("applications", () => {
  it("lists newest first with filters, and counts for the dashboard", async () => {
    const all = (await callLoader(applications.loader, "admin", "/admin")) as Awaited<
      ReturnType<typeof applications.loader>
    >;
    const total = await first<{ n: number }>("SELECT count(*) AS n FROM join_applications");
    expect(all.total).toBe(total.n);
    const times = all.applications.map((a) => new Date(a.submittedAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const onlyPending = (await callLoader(
      applications.loader,
      "admin",
      "/admin?status=pending",
    )) as typeof all;
    expect(onlyPending.applications.every((a) => a.status === "pending")).toBe(true);
    const someone = all.applications[0]!;
    const byPhone = (await callLoader(
      applications.loader,
      "admin",
      `/admin?q=${encodeURIComponent(`0${someone.phoneNumber.slice(4)}`)}`,
    )) as typeof all;
    expect(byPhone.applications.map((a) => a.id)).toContain(someone.id);
    const byReference = (await callLoader(
      applications.loader,
      "admin",
      `/admin?q=${someone.paymentReference.toLowerCase()}`,
    )) as typeof all;
    expect(byReference.applications.map((a) => a.id)).toEqual([someone.id]);
    const layout = (await callLoader(adminLayout.loader, "admin", "/admin")) as Awaited<
      ReturnType<typeof adminLayout.loader>
    >;
    expect(layout.counts?.totalApplications).toBe(total.n);
  });

  it("decides a pending application once, storing when and by whom", async () => {
    const { id } = await pending();
    const answer = (await callAction(applications.action, "admin", "/admin?index&status=pending", {
      intent: "approve",
      id,
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin?status=pending");
    const row = await first<{ status: string; reviewed_by: string; reviewed_at: number }>(
      "SELECT status, reviewed_by, reviewed_at FROM join_applications WHERE id = ?",
      id,
    );
    expect(row.status).toBe("approved");
    expect(row.reviewed_by).toBe(admin.id);
    expect(row.reviewed_at).toBeGreaterThan(0);

    const second = (await callAction(applications.action, "admin", "/admin?index", {
      intent: "reject",
      id,
    })) as { data: { toast: { message: string } }; init: { status: number } };
    expect(second.init.status).toBe(409);
    expect(second.data.toast.message).toBe("Update failed");
    expect(
      (await first<{ status: string }>("SELECT status FROM join_applications WHERE id = ?", id))
        .status,
    ).toBe("approved");

    // One audit entry: who, what, before → after; the refused second decision wrote none.
    const { results: audit } = await t.db
      .prepare(
        "SELECT actor_id, actor_email, action, before, after FROM audit_log WHERE subject_id = ?",
      )
      .bind(id)
      .all();
    expect(audit).toEqual([
      {
        actor_id: admin.id,
        actor_email: admin.email,
        action: "application.approve",
        before: '{"status":"pending"}',
        after: '{"status":"approved"}',
      },
    ]);
  });

  it("shows the applicant's e-mail as hers and the reviewer's apart, before and after review", async () => {
    const stored = await submitApplication(getDb(t.env), {
      ...joinDetails(crypto.randomUUID()),
      fullName: "Zainab Two-Emails",
      email: "zainab.applicant@example.com",
      paymentReference: newPaymentReference(),
    } as JoinSubmission);
    if (stored === "reference-taken") throw new Error("fresh reference refused");
    type Listed = Awaited<ReturnType<typeof applications.loader>>;
    const card = async () => {
      const listed = (await callLoader(
        applications.loader,
        "admin",
        "/admin?q=Zainab%20Two-Emails",
      )) as Listed;
      expect(listed.applications.map((a) => a.id)).toEqual([stored.id]);
      return listed.applications[0]!;
    };

    const before = await card();
    expect(before.email).toBe("zainab.applicant@example.com");
    expect(before.reviewerEmail).toBeNull();

    await callAction(applications.action, "admin", "/admin?index", {
      intent: "approve",
      id: stored.id,
    });
    const after = await card();
    expect(after.email).toBe("zainab.applicant@example.com");
    expect(after.reviewerEmail).toBe(admin.email);
    expect(after.reviewerEmail).not.toBe(after.email);
    expect(after.status).toBe("approved");
  });

  it("records the payment apart from the decision, and refuses a malformed request", async () => {
    const { id } = await pending();
    await callAction(applications.action, "admin", "/admin?index", {
      intent: "payment",
      id,
      confirmed: "true",
    });
    const row = await first<{ status: string; payment_confirmed_at: number | null }>(
      "SELECT status, payment_confirmed_at FROM join_applications WHERE id = ?",
      id,
    );
    expect(row.status).toBe("pending");
    expect(row.payment_confirmed_at).not.toBeNull();
    const bad = (await callAction(applications.action, "admin", "/admin?index", {
      intent: "approve",
      id: "not-a-uuid",
    })) as { init: { status: number } };
    expect(bad.init.status).toBe(400);
  });

  it("starts her first membership period once she is approved and paid, and takes it back with the payment mark", async () => {
    const { id } = await first<{ id: string }>(
      "SELECT id FROM join_applications WHERE status = 'pending' AND payment_confirmed_at IS NULL LIMIT 1",
    );
    const post = (form: Record<string, string>) =>
      callAction(applications.action, "admin", "/admin?index", { id, ...form });
    const periods = async () =>
      (
        await t.db
          .prepare(
            "SELECT starts_on, ends_on, plan, amount_kobo, confirmed_at, confirmed_by, origin FROM membership_periods WHERE application_id = ?",
          )
          .bind(id)
          .all<{ starts_on: string; ends_on: string; confirmed_at: number; origin: string }>()
      ).results;
    await post({ intent: "approve" });
    expect(await periods()).toEqual([]);
    await post({ intent: "payment", confirmed: "true" });
    await post({ intent: "payment", confirmed: "true" });
    const [period, ...more] = await periods();
    expect(more).toEqual([]);
    const startsOn = watDayOf(period!.confirmed_at);
    const application = await first<{ plan: "starter" | "pro"; payment_reference: string }>(
      "SELECT membership_plan AS plan, payment_reference FROM join_applications WHERE id = ?",
      id,
    );
    expect(period).toEqual({
      starts_on: startsOn,
      ends_on: periodEnd(startsOn, DEFAULT_TERMS),
      plan: application.plan,
      amount_kobo: application.plan === "pro" ? 590_000 : 290_000,
      confirmed_at: period!.confirmed_at,
      confirmed_by: admin.id,
      origin: "application",
    });
    await post({ intent: "payment", confirmed: "false" });
    expect(await periods()).toEqual([]);
  });
});

describe("messages", () => {
  it("marks a message read with read_at, once", async () => {
    const { id } = await first<{ id: string }>(
      "SELECT id FROM contact_messages WHERE is_read = 0 LIMIT 1",
    );
    const answer = (await callAction(messages.action, "admin", "/admin/messages", {
      intent: "read",
      id,
    })) as Response;
    expect(answer.status).toBe(302);
    const row = await first<{ is_read: number; read_at: number }>(
      "SELECT is_read, read_at FROM contact_messages WHERE id = ?",
      id,
    );
    expect(row.is_read).toBe(1);
    await callAction(messages.action, "admin", "/admin/messages", { intent: "read", id });
    const again = await first<{ read_at: number }>(
      "SELECT read_at FROM contact_messages WHERE id = ?",
      id,
    );
    expect(again.read_at).toBe(row.read_at);
  });
});

describe("events", () => {
  it("creates an event entered in WAT as the right UTC instant, and refuses bad input", async () => {
    const before = await first<{ n: number }>("SELECT count(*) AS n FROM events");
    const answer = (await callAction(events.action, "admin", "/admin/events?index", {
      ...eventForm,
      title: "WAT check",
      maxAttendees: "2",
    })) as Response;
    expect(answer.status).toBe(302);
    const row = await first<{ event_date: number; max_attendees: number }>(
      "SELECT event_date, max_attendees FROM events WHERE title = 'WAT check'",
    );
    expect(new Date(row.event_date).toISOString()).toBe("2030-03-14T09:30:00.000Z");
    expect(row.max_attendees).toBe(2);

    const bad = (await callAction(events.action, "admin", "/admin/events?index", {
      ...eventForm,
      date: "2030-02-30",
      maxAttendees: "0",
      title: "",
    })) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(bad.init.status).toBe(400);
    expect(bad.data.result.error).toMatchObject({
      title: ["Please enter a title."],
      date: ["This is not a real date."],
      maxAttendees: ["At least 1 place, or leave empty for no limit."],
    });
    expect((await first<{ n: number }>("SELECT count(*) AS n FROM events")).n).toBe(before.n + 1);
  });

  it("exports every RSVP as CSV (BOM, quoting, formulas neutralised), then deletes the event with them", async () => {
    const eventId = (await first<{ id: string }>("SELECT id FROM events WHERE title = 'WAT check'"))
      .id;
    await t.db.prepare("UPDATE events SET max_attendees = NULL WHERE id = ?").bind(eventId).run();
    const statements = Array.from({ length: 150 }, (_, i) =>
      t.db
        .prepare("INSERT INTO event_rsvps (id, event_id, full_name, email) VALUES (?, ?, ?, ?)")
        .bind(
          crypto.randomUUID(),
          eventId,
          i === 0 ? '=HYPERLINK("x")' : `Guest, "${i}"\nNext`,
          `g${i}@example.com`,
        ),
    );
    await t.db.batch(statements);
    const response = (await callLoader(
      rsvpCsv.loader,
      "admin",
      `/admin/events/${eventId}/rsvps.csv`,
      {
        id: eventId,
      },
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="rsvps-wat-check\.csv"$/,
    );
    const { bom, rows } = parseCsv(
      new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()),
    );
    expect(bom).toBe(true);
    // Issue #29 added each RSVP's status and check-in time.
    expect(rows[0]).toEqual(["Full Name", "Email", "Phone", "RSVP At", "Status", "Checked In At"]);
    const count = await first<{ n: number }>(
      "SELECT count(*) AS n FROM event_rsvps WHERE event_id = ?",
      eventId,
    );
    expect(rows.length - 1).toBe(count.n);
    expect(rows.map((r) => r[0])).toContain(`'=HYPERLINK("x")`);
    expect(rows.map((r) => r[0])).toContain('Guest, "7"\nNext');

    const deleted = (await callAction(
      eventDelete.action,
      "admin",
      `/admin/events/${eventId}/delete`,
      {},
      { id: eventId },
    )) as Response;
    expect(deleted.status).toBe(302);
    const audit = await first<{ before: string; after: string | null }>(
      "SELECT before, after FROM audit_log WHERE action = 'event.delete' AND subject_id = ?",
      eventId,
    );
    expect(JSON.parse(audit.before)).toMatchObject({ title: "WAT check", rsvps: 150 });
    expect(audit.after).toBeNull();
    expect(await first("SELECT id FROM events WHERE id = ?", eventId)).toBeNull();
    expect(
      (
        await first<{ n: number }>(
          "SELECT count(*) AS n FROM event_rsvps WHERE event_id = ?",
          eventId,
        )
      ).n,
    ).toBe(0);
  });
});
