/**
 * The audit log (issue #8) for the admin decisions on content, the newsletter list and reset
 * links: one entry per change, written in the same batch as the change, and none when the change
 * does not happen (an unknown id, invalid input, a toggle that changes nothing).
 */
import type { ActionFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { action as contentAction } from "../../app/routes/admin+/content";
import { action as newsletterAction } from "../../app/routes/admin+/newsletter";
import { action as teamAction } from "../../app/routes/admin+/team";
import { settle, signedInAccount, type SignedIn } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { request, statusOf } from "./support/http";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
let admin: SignedIn;
let member: SignedIn;
beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "audit-test-secret" } as Partial<Env>);
  admin = await signedInAccount(t, "auditor@zamwe.test", { admin: true });
  member = await signedInAccount(t, "audited-member@zamwe.test");
});

type Entry = {
  actor_id: string;
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: string | null;
  after: string | null;
};

const entries = async (subjectId: string) =>
  (
    await t.db
      .prepare(
        "SELECT actor_id, actor_email, action, subject_type, subject_id, before, after FROM audit_log WHERE subject_id = ? ORDER BY id",
      )
      .bind(subjectId)
      .all<Entry>()
  ).results;
const total = async () =>
  (await t.db.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>())!.n;
const json = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

const post = (
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  cookie = admin.cookie,
) =>
  settle(() =>
    action(
      routeArgs({ request: request(path, { fields, cookie }), context: t.context, params: {} }),
    ),
  );
const content = (fields: Record<string, string>, cookie?: string) =>
  post(contentAction, "/admin/content", fields, cookie);

const resourceFields = {
  intent: "save-resource",
  title: "Bookkeeping guide",
  category: "Finance",
  description: "One notebook for all accounts.",
  fileUrl: "/downloads/bookkeeping.pdf",
};
const testimonialFields = {
  intent: "save-testimonial",
  memberName: "Hauwa Garba",
  businessName: "Hauwa Crafts",
  content: "ZAMWE helped me find buyers.",
};

/** The id of the row a create just wrote (the newest of its table). */
const newest = async (table: "resources" | "testimonials") =>
  (await t.db
    .prepare(`SELECT id FROM ${table} ORDER BY created_at DESC, rowid DESC LIMIT 1`)
    .first<{ id: string }>())!.id;

const actor = () => ({ actor_id: admin.id, actor_email: admin.email });

describe("resources", () => {
  it("create, edit and delete each write one entry with before → after", async () => {
    expect(statusOf(await content(resourceFields))).toBe(302);
    const id = await newest("resources");
    expect(
      statusOf(await content({ ...resourceFields, id, title: "Bookkeeping guide (2nd ed.)" })),
    ).toBe(302);
    expect(statusOf(await content({ intent: "delete-resource", id }))).toBe(302);
    const log = await entries(id);
    expect(log.map((e) => e.action)).toEqual([
      "resource.create",
      "resource.update",
      "resource.delete",
    ]);
    for (const entry of log) expect(entry).toMatchObject({ ...actor(), subject_type: "resource" });
    expect(json(log[0]!.before)).toBeNull();
    expect(json(log[0]!.after)).toMatchObject({ title: "Bookkeeping guide", category: "finance" });
    expect(json(log[1]!.before)).toMatchObject({ title: "Bookkeeping guide" });
    expect(json(log[1]!.after)).toMatchObject({ title: "Bookkeeping guide (2nd ed.)" });
    expect(json(log[2]!.before)).toMatchObject({ title: "Bookkeeping guide (2nd ed.)" });
    expect(json(log[2]!.after)).toBeNull();
  });

  it("writes nothing when nothing changes: gone, invalid, or not an admin", async () => {
    const before = await total();
    const gone = crypto.randomUUID();
    expect(statusOf(await content({ ...resourceFields, id: gone }))).toBe(404);
    expect(statusOf(await content({ intent: "delete-resource", id: gone }))).toBe(302);
    expect(statusOf(await content({ ...resourceFields, title: "" }))).toBe(400);
    expect(statusOf(await content(resourceFields, member.cookie))).toBe(403);
    expect(await entries(gone)).toEqual([]);
    expect(await total()).toBe(before);
  });
});

describe("testimonials", () => {
  it("create, edit, feature, unfeature and delete each write one entry", async () => {
    expect(statusOf(await content(testimonialFields))).toBe(302);
    const id = await newest("testimonials");
    expect(
      statusOf(await content({ ...testimonialFields, id, content: "Buyers and friends." })),
    ).toBe(302);
    expect(statusOf(await content({ intent: "feature-testimonial", id, featured: "true" }))).toBe(
      302,
    );
    expect(statusOf(await content({ intent: "feature-testimonial", id, featured: "false" }))).toBe(
      302,
    );
    expect(statusOf(await content({ intent: "delete-testimonial", id }))).toBe(302);
    const log = await entries(id);
    expect(log.map((e) => e.action)).toEqual([
      "testimonial.create",
      "testimonial.update",
      "testimonial.feature",
      "testimonial.unfeature",
      "testimonial.delete",
    ]);
    for (const entry of log)
      expect(entry).toMatchObject({ ...actor(), subject_type: "testimonial" });
    expect(json(log[1]!.before)).toMatchObject({
      content: "ZAMWE helped me find buyers.",
      is_featured: false,
    });
    expect(json(log[1]!.after)).toMatchObject({ content: "Buyers and friends." });
    expect(json(log[2]!.before)).toEqual({ is_featured: false });
    expect(json(log[2]!.after)).toEqual({ is_featured: true });
    expect(json(log[4]!.before)).toMatchObject({ member_name: "Hauwa Garba" });
  });

  it("featuring a featured story, or a story that is gone, writes nothing", async () => {
    expect(statusOf(await content({ ...testimonialFields, isFeatured: "on" }))).toBe(302);
    const id = await newest("testimonials");
    const before = await total();
    expect(statusOf(await content({ intent: "feature-testimonial", id, featured: "true" }))).toBe(
      302,
    );
    const gone = crypto.randomUUID();
    expect(
      statusOf(await content({ intent: "feature-testimonial", id: gone, featured: "true" })),
    ).toBe(302);
    expect(statusOf(await content({ intent: "delete-testimonial", id: gone }))).toBe(302);
    expect(statusOf(await content({ ...testimonialFields, id: gone }))).toBe(404);
    expect(await total()).toBe(before);
  });
});

describe("newsletter subscriber removal", () => {
  it("writes one entry naming the address, and none for a subscriber already removed", async () => {
    const id = crypto.randomUUID();
    await t.db
      .prepare("INSERT INTO newsletter_subscribers (id, email, full_name) VALUES (?, ?, ?)")
      .bind(id, "reader@example.com", "Reader")
      .run();
    const remove = () =>
      post(newsletterAction, "/admin/newsletter", { intent: "remove-subscriber", id });
    expect(statusOf(await remove())).toBe(302);
    const before = await total();
    expect(statusOf(await remove())).toBe(302);
    expect(await total()).toBe(before);
    const log = await entries(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      ...actor(),
      action: "subscriber.remove",
      subject_type: "subscriber",
    });
    expect(json(log[0]!.before)).toEqual({ email: "reader@example.com", full_name: "Reader" });
  });
});

describe("password reset links", () => {
  it("writes one entry for the account (never the token), and none for an unknown e-mail", async () => {
    const answer = (await post(teamAction, "/admin/team", {
      intent: "reset-link",
      email: member.email,
    })) as { data: { resetLink: { url: string } } };
    const token = answer.data.resetLink.url.split("/").pop()!;
    const log = await entries(member.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      ...actor(),
      action: "password.reset-link",
      subject_type: "user",
    });
    expect(json(log[0]!.after)).toMatchObject({ email: member.email });
    expect(JSON.stringify(log[0])).not.toContain(token);
    const before = await total();
    const unknown = await post(teamAction, "/admin/team", {
      intent: "reset-link",
      email: "nobody@zamwe.test",
    });
    expect(statusOf(unknown)).toBe(404);
    expect(await total()).toBe(before);
  });
});
