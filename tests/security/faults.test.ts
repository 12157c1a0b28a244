/**
 * Faults (issue #8), injected into the real local D1 and the realtime binding:
 * - a read that throws → the page's empty state, and the error is logged;
 * - a write that throws → the spec's clear message, and nothing written;
 * - the second statement of a multi-row write failing → no partial rows (all or nothing);
 * - the realtime hub unreachable → the admin's change is stored and the action succeeds.
 */
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as applications from "../../app/routes/admin+/_index";
import * as content from "../../app/routes/admin+/content";
import * as eventDelete from "../../app/routes/admin+/events.$id.delete";
import * as adminEvents from "../../app/routes/admin+/events._index";
import * as messages from "../../app/routes/admin+/messages";
import * as adminNewsletter from "../../app/routes/admin+/newsletter";
import * as team from "../../app/routes/admin+/team";
import * as contact from "../../app/routes/_public+/contact";
import * as events from "../../app/routes/_public+/events._index";
import * as login from "../../app/routes/_auth+/login";
import * as members from "../../app/routes/_public+/members._index";
import * as resources from "../../app/routes/_public+/resources";
import * as stories from "../../app/routes/_public+/success-stories";
import { buildSeedSql, seedReference } from "../../db/seed-data.mjs";
import { getLoadContext } from "../../load-context";
import { settle, signedInAccount, type SignedIn } from "../integration/support/accounts";
import { createTestDatabase, execSql, type TestDatabase } from "../integration/support/d1";
import { request, statusOf } from "../integration/support/http";
import { failingStatements, reads, secondWriteFails, writes } from "./support/faults";
import { securityReport } from "./support/report";
import { routeArgs } from "../support/route-args";

const report = securityReport("faults", (counts) => ({
  summary: `${counts.faults ?? 0} faults injected (${[
    ["read", "failing reads"],
    ["write", "failing writes"],
    ["second-write", "second statements failed"],
    ["realtime", "realtime hub down"],
  ]
    .map(([key, label]) => `${label} ${counts[`faults:${key}`] ?? 0}`)
    .join(", ")})`,
  checks: counts.faults ?? 0,
}));
const fault = (kind: string) => () => {
  report.add("faults");
  report.add(`faults:${kind}`);
};

let t: TestDatabase;
let admin: SignedIn;
let bystander: SignedIn;
beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "faults-secret" } as Partial<Env>);
  await execSql(t.db, buildSeedSql(Date.now()));
  admin = await signedInAccount(t, "fault-admin@zamwe.test", { admin: true });
  bystander = await signedInAccount(t, "fault-bystander@zamwe.test");
});

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

/** A context over the same database with this binding (and realtime) in place of D1's. */
function contextWith(env: Partial<Env>, waits: Promise<unknown>[] = []): AppLoadContext {
  return getLoadContext({
    env: { ...t.env, ...env },
    ctx: { waitUntil: (p) => void waits.push(p), passThroughOnException() {} },
  });
}

type Route = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<unknown>;
const load = (loader: unknown, context: AppLoadContext, path: string, cookie?: string) =>
  settle(() =>
    (loader as Route)(routeArgs({ request: request(path, { cookie }), context, params: {} })),
  );
const post = (
  action: unknown,
  context: AppLoadContext,
  path: string,
  fields: Record<string, string>,
  { cookie = admin.cookie, params = {} as Record<string, string> } = {},
) =>
  settle(() =>
    (action as Route)(routeArgs({ request: request(path, { fields, cookie }), context, params })),
  );
const toastOf = (answer: unknown) =>
  (answer as { data?: { toast?: { message: string; description?: string } } }).data?.toast;

/** Every row count of every table: what "nothing half-written" is checked against. */
async function snapshot(): Promise<Record<string, number>> {
  const { results } = await t.db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
    )
    .all<{ name: string }>();
  const counts = await t.db.batch<{ n: number }>(
    results.map(({ name }) => t.db.prepare(`SELECT count(*) AS n FROM "${name}"`)),
  );
  return Object.fromEntries(results.map(({ name }, i) => [name, counts[i]!.results[0]!.n]));
}
const first = <T>(query: string, ...binds: unknown[]) =>
  t.db
    .prepare(query)
    .bind(...binds)
    .first<T>();

// One reference per application, unique by construction: five characters cut from a UUID
// (hex, with 0 and 1 folded) met an earlier one now and then, and the insert failed. "F" is a
// prefix the seed's references do not use.
let applicationsMade = 0;

function pendingApplication() {
  const id = crypto.randomUUID();
  const reference = seedReference("F", ++applicationsMade);
  return {
    id,
    insert: t.db
      .prepare(
        `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin,
           business_name, business_type, why_join, membership_plan, payment_reference, idempotency_key)
         VALUES (?, 'Fault Applicant', '+2348061230000', 'Gusau', 'Kin', 'Fault Ltd', 'Trade',
           'Why not', 'starter', ?, ?)`,
      )
      .bind(id, reference, id)
      .run(),
  };
}

async function eventWithRsvps(rsvps: number) {
  const id = crypto.randomUUID();
  await t.db.batch([
    t.db
      .prepare(
        "INSERT INTO events (id, title, description, event_date, location) VALUES (?, 'Doomed fair', 'RSVPs inside', ?, 'Gusau')",
      )
      .bind(id, Date.now() + 86_400_000),
    ...Array.from({ length: rsvps }, (_, i) =>
      t.db
        .prepare("INSERT INTO event_rsvps (id, event_id, full_name, email) VALUES (?, ?, ?, ?)")
        .bind(crypto.randomUUID(), id, `Guest ${i}`, `guest${i}-${id.slice(0, 8)}@example.com`),
    ),
  ]);
  return id;
}

const eventFields = {
  title: "Fault-tolerant workshop",
  description: "Bookkeeping for market traders.",
  date: "2027-03-14",
  time: "10:00",
  location: "Gusau Town Hall",
  maxAttendees: "40",
};
const resourceFields = {
  intent: "save-resource",
  title: "Fault guide",
  category: "Finance",
  fileUrl: "/downloads/fault.pdf",
};

describe("a read that throws: the page's empty state, logged", () => {
  const everything = () => contextWith({ DB: failingStatements(t.db, () => true, fault("read")) });
  const table = (name: string) =>
    contextWith({ DB: failingStatements(t.db, reads(name), fault("read")) });

  it.each([
    ["/events", events.loader, { events: [] }],
    ["/resources", resources.loader, { items: [], categories: [] }],
    ["/success-stories", stories.loader, { stories: [] }],
    ["/members", members.loader, { members: [], total: 0 }],
  ])("%s with D1 unavailable", async (path, loader, empty) => {
    const answer = await load(loader, everything(), path);
    expect(statusOf(answer)).toBe(200);
    expect(answer).toMatchObject(empty);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^\[load failure\]/),
      expect.any(String),
    );
  });

  it.each([
    ["/admin", applications.loader, "join_applications", { applications: [], total: 0 }],
    ["/admin/messages", messages.loader, "contact_messages", { messages: [], pageCount: 1 }],
    [
      "/admin/newsletter",
      adminNewsletter.loader,
      "newsletter_subscribers",
      { subscribers: [], total: 0 },
    ],
    ["/admin/events", adminEvents.loader, "events", { events: [] }],
    ["/admin/content", content.loader, "resources", { resources: [] }],
  ])(
    "%s with its table's reads throwing (the admin still signed in)",
    async (path, loader, name, empty) => {
      const answer = await load(loader, table(name), path, admin.cookie);
      expect(statusOf(answer)).toBe(200);
      expect(answer).toMatchObject(empty);
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/^\[load failure\]/),
        expect.any(String),
      );
    },
  );
});

describe("a write that throws: the clear message, nothing written", () => {
  const broken = () => contextWith({ DB: failingStatements(t.db, writes, fault("write")) });
  const pendingId = { value: "" };
  beforeAll(async () => {
    const application = pendingApplication();
    await application.insert;
    pendingId.value = application.id;
  });

  it.each([
    [
      "contact",
      () =>
        post(contact.action, broken(), "/contact", {
          name: "Amina",
          email: "amina@example.com",
          message: "Hello",
        }),
      { message: "Failed to send message. Please try again." },
    ],
    [
      "sign up",
      () =>
        post(login.action, broken(), "/login?tab=signup", {
          intent: "signup",
          fullName: "Fault Member",
          email: "fault-signup@example.com",
          password: "groundnut-pyramid-77",
        }),
      { message: "Signup failed", description: "Please try again." },
    ],
    [
      "approve an application",
      () =>
        post(applications.action, broken(), "/admin?index", {
          intent: "approve",
          id: pendingId.value,
        }),
      { message: "Update failed", description: "Please try again." },
    ],
    [
      "create an event",
      () => post(adminEvents.action, broken(), "/admin/events", eventFields),
      { message: "Update failed", description: "The event was not saved. Please try again." },
    ],
    [
      "grant admin",
      () => post(team.action, broken(), "/admin/team", { intent: "grant", email: bystander.email }),
      { message: "Update failed" },
    ],
    [
      "save a resource",
      () => post(content.action, broken(), "/admin/content", resourceFields),
      { message: "Update failed" },
    ],
  ])("%s", async (_name, submit, message) => {
    const before = await snapshot();
    const answer = await submit();
    expect(statusOf(answer)).toBe(503);
    expect(toastOf(answer)).toMatchObject(message);
    expect(logged).toHaveBeenCalled();
    expect(await snapshot()).toEqual(before);
  });
});

describe("a multi-row write whose second statement fails leaves no partial rows", () => {
  /** Runs the action over a D1 whose second write fails; checks the fault was reached. */
  async function withSecondWriteFailing(submit: (context: AppLoadContext) => Promise<unknown>) {
    const { binding, fired } = secondWriteFails(t.db, fault("second-write"));
    const before = await snapshot();
    const answer = await submit(contextWith({ DB: binding }));
    expect(fired()).toBe(true);
    expect(statusOf(answer)).toBe(503);
    expect(logged).toHaveBeenCalled();
    expect(await snapshot()).toEqual(before);
    return answer;
  }

  it("the harness: two separate writes (no batch) do leave the first row behind", async () => {
    // Proof that the checks below can fail: without a batch, the second write's failure is
    // visible as a partial row.
    const { binding, fired } = secondWriteFails(t.db, fault("second-write"));
    const id = crypto.randomUUID();
    await binding
      .prepare(
        "INSERT INTO resources (id, title, category, file_url) VALUES (?, 'Half', 'x', '/x')",
      )
      .bind(id)
      .run();
    await expect(
      binding
        .prepare(
          "INSERT INTO audit_log (actor_email, action, subject_type, subject_id) VALUES ('x', 'x', 'resource', ?)",
        )
        .bind(id)
        .run(),
    ).rejects.toThrow(/injected fault/);
    expect(fired()).toBe(true);
    expect(await first("SELECT id FROM resources WHERE id = ?", id)).toEqual({ id });
    await t.db.prepare("DELETE FROM resources WHERE id = ?").bind(id).run();
  });

  it("sign up (user, profile, role)", async () => {
    const email = "half-signed-up@example.com";
    await withSecondWriteFailing((context) =>
      post(login.action, context, "/login?tab=signup", {
        intent: "signup",
        fullName: "Half Member",
        email,
        password: "groundnut-pyramid-77",
      }),
    );
    expect(await first("SELECT id FROM users WHERE email = ?", email)).toBeNull();
  });

  it("approving an application (audit entry, decision)", async () => {
    const { id, insert } = pendingApplication();
    await insert;
    await withSecondWriteFailing((context) =>
      post(applications.action, context, "/admin?index", { intent: "approve", id }),
    );
    expect(
      await first(
        "SELECT status, reviewed_at, reviewed_by FROM join_applications WHERE id = ?",
        id,
      ),
    ).toEqual({ status: "pending", reviewed_at: null, reviewed_by: null });
    expect(await first("SELECT id FROM audit_log WHERE subject_id = ?", id)).toBeNull();
  });

  it("deleting an event with RSVPs (audit entry, event and its RSVPs)", async () => {
    const id = await eventWithRsvps(5);
    await withSecondWriteFailing((context) =>
      post(eventDelete.action, context, `/admin/events/${id}/delete`, {}, { params: { id } }),
    );
    expect(await first("SELECT count(*) AS n FROM event_rsvps WHERE event_id = ?", id)).toEqual({
      n: 5,
    });
    expect(await first("SELECT id FROM audit_log WHERE subject_id = ?", id)).toBeNull();
  });

  it("granting the admin role (audit entry, role)", async () => {
    await withSecondWriteFailing((context) =>
      post(team.action, context, "/admin/team", { intent: "grant", email: bystander.email }),
    );
    expect(
      await first("SELECT role FROM user_roles WHERE user_id = ? AND role = 'admin'", bystander.id),
    ).toBeNull();
    expect(await first("SELECT id FROM audit_log WHERE subject_id = ?", bystander.id)).toBeNull();
  });

  it("adding a resource and making a reset link (the change, its audit entry)", async () => {
    await withSecondWriteFailing((context) =>
      post(content.action, context, "/admin/content", { ...resourceFields, title: "Half guide" }),
    );
    expect(await first("SELECT id FROM resources WHERE title = 'Half guide'")).toBeNull();
    await withSecondWriteFailing((context) =>
      post(team.action, context, "/admin/team", { intent: "reset-link", email: bystander.email }),
    );
    expect(
      await first("SELECT id FROM password_reset_tokens WHERE user_id = ?", bystander.id),
    ).toBeNull();
  });
});

describe("the realtime hub unreachable: the admin's change is stored and the action succeeds", () => {
  /** A REALTIME binding whose hub cannot be reached: every call to it throws. */
  const down = () => {
    const unreachable = () => {
      fault("realtime")();
      throw new Error("realtime hub unreachable");
    };
    const stub = { fetch: unreachable, publish: unreachable };
    return { idFromName: (name: string) => name, get: () => stub } as unknown as Env["REALTIME"];
  };

  it.each([
    [
      "approve an application",
      async (context: AppLoadContext) => {
        const { id, insert } = pendingApplication();
        await insert;
        const answer = await post(applications.action, context, "/admin?index", {
          intent: "approve",
          id,
        });
        const row = await first<{ status: string }>(
          "SELECT status FROM join_applications WHERE id = ?",
          id,
        );
        return { answer, stored: row?.status === "approved" };
      },
    ],
    [
      "create an event",
      async (context: AppLoadContext) => {
        const title = `Live workshop ${crypto.randomUUID().slice(0, 8)}`;
        const answer = await post(adminEvents.action, context, "/admin/events", {
          ...eventFields,
          title,
        });
        return {
          answer,
          stored: Boolean(await first("SELECT id FROM events WHERE title = ?", title)),
        };
      },
    ],
    [
      "delete an event with RSVPs",
      async (context: AppLoadContext) => {
        const id = await eventWithRsvps(3);
        const answer = await post(
          eventDelete.action,
          context,
          `/admin/events/${id}/delete`,
          {},
          {
            params: { id },
          },
        );
        return { answer, stored: !(await first("SELECT id FROM events WHERE id = ?", id)) };
      },
    ],
    [
      "add a resource",
      async (context: AppLoadContext) => {
        const title = `Live guide ${crypto.randomUUID().slice(0, 8)}`;
        const answer = await post(content.action, context, "/admin/content", {
          ...resourceFields,
          title,
        });
        return {
          answer,
          stored: Boolean(await first("SELECT id FROM resources WHERE title = ?", title)),
        };
      },
    ],
  ])("%s", async (_name, act) => {
    const waits: Promise<unknown>[] = [];
    const { answer, stored } = await act(contextWith({ REALTIME: down() }, waits));
    expect(statusOf(answer)).toBe(302);
    expect(stored).toBe(true);
    // The announcement ran after the response, failed, and was only logged.
    await Promise.all(waits);
    expect(logged).toHaveBeenCalledWith("[realtime] could not publish:", expect.any(String));
  });
});
