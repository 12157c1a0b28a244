/**
 * Migration 0018 on a real D1 (issue #29): the RSVP and role tables are rebuilt (new columns, a
 * wider role check). Rows written under 0017 keep every value; each RSVP gets a place and a
 * private code of its own; roles stay as they were, and "steward" becomes a role.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { applyRemainingMigrations, createTestDatabase, type TestDatabase } from "./support/d1";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({}, { migrationsBefore: "0018" });
  await t.db.batch([
    t.db.prepare("INSERT INTO users (id, email, password_hash) VALUES ('u1', 'a@zamwe.test', 'x')"),
    t.db.prepare("INSERT INTO user_roles (user_id, role) VALUES ('u1', 'user'), ('u1', 'admin')"),
    t.db.prepare(
      `INSERT INTO events (id, title, description, event_date, location, max_attendees)
       VALUES ('e1', 'Fair', 'A fair', 1893456000000, 'Gusau', 2)`,
    ),
    ...[1, 2, 3].map((n) =>
      t.db
        .prepare(
          `INSERT INTO event_rsvps (id, event_id, full_name, email, phone_number, created_at, user_id)
           VALUES (?, 'e1', ?, ?, NULL, ?, ?)`,
        )
        .bind(`r${n}`, `Guest ${n}`, `guest${n}@zamwe.test`, 1_000 + n, n === 1 ? "u1" : null),
    ),
  ]);
  await applyRemainingMigrations(t.db);
});

describe("migration 0018", () => {
  it("keeps every RSVP as it was, each with a place and a private code of its own", async () => {
    const rows = (
      await t.db
        .prepare(
          "SELECT id, full_name, email, created_at, user_id, status, code, language, checked_in_at FROM event_rsvps ORDER BY id",
        )
        .all<Record<string, unknown>>()
    ).results;
    expect(rows.map(({ code: _code, ...rest }) => rest)).toEqual(
      [1, 2, 3].map((n) => ({
        id: `r${n}`,
        full_name: `Guest ${n}`,
        email: `guest${n}@zamwe.test`,
        created_at: 1_000 + n,
        user_id: n === 1 ? "u1" : null,
        status: "confirmed",
        language: "en",
        checked_in_at: null,
      })),
    );
    const codes = rows.map((row) => row.code as string);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(codes).size).toBe(3);
  });

  it("keeps the roles, takes a steward, and still refuses a role that does not exist", async () => {
    await t.db.prepare("INSERT INTO user_roles (user_id, role) VALUES ('u1', 'steward')").run();
    const roles = await t.db
      .prepare("SELECT role FROM user_roles WHERE user_id = 'u1' ORDER BY role")
      .all();
    expect(roles.results).toEqual([{ role: "admin" }, { role: "steward" }, { role: "user" }]);
    await expect(
      t.db.prepare("INSERT INTO user_roles (user_id, role) VALUES ('u1', 'owner')").run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    // A new RSVP without a code gets one; the e-mail is still unique per event in any case.
    await t.db
      .prepare(
        "INSERT INTO event_rsvps (id, event_id, full_name, email) VALUES ('r4', 'e1', 'Four', 'four@zamwe.test')",
      )
      .run();
    await expect(
      t.db
        .prepare(
          "INSERT INTO event_rsvps (id, event_id, full_name, email) VALUES ('r5', 'e1', 'Again', 'FOUR@zamwe.test')",
        )
        .run(),
    ).rejects.toThrow(/UNIQUE constraint failed/);
  });
});
