/**
 * Migration 0025 on a real D1 (issue #40): users.email becomes nullable in place, and accounts
 * gain a phone. A rebuild of `users` would cascade-delete what refers to it, so the test fills
 * the tables that do (profiles, roles, sessions) under 0024 and finds every row afterwards.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { applyRemainingMigrations, createTestDatabase, type TestDatabase } from "./support/d1";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({}, { migrationsBefore: "0025" });
  await t.db.batch([
    t.db.prepare(
      "INSERT INTO users (id, email, password_hash, language, email_confirmed_at, sign_in_held) VALUES ('u1', 'Amina@Zamwe.test', 'h1', 'ha', 5, 0), ('u2', 'b@zamwe.test', 'h2', 'en', NULL, 1)",
    ),
    t.db.prepare(
      "INSERT INTO profiles (user_id, full_name) VALUES ('u1', 'Amina'), ('u2', 'Bilkisu')",
    ),
    t.db.prepare(
      "INSERT INTO user_roles (user_id, role) VALUES ('u1', 'user'), ('u1', 'admin'), ('u2', 'user')",
    ),
    t.db.prepare(
      "INSERT INTO sessions (id, user_id, expires_at, last_seen_at) VALUES ('s1', 'u1', 9999999999999, 1)",
    ),
  ]);
  await applyRemainingMigrations(t.db);
});

describe("migration 0025", () => {
  it("keeps every account's values and every row that refers to an account", async () => {
    const accounts = await t.db
      .prepare(
        "SELECT id, email, password_hash, language, email_confirmed_at, sign_in_held, phone, phone_proven_at FROM users ORDER BY id",
      )
      .all();
    expect(accounts.results).toEqual([
      {
        id: "u1",
        email: "Amina@Zamwe.test",
        password_hash: "h1",
        language: "ha",
        email_confirmed_at: 5,
        sign_in_held: 0,
        phone: null,
        phone_proven_at: null,
      },
      {
        id: "u2",
        email: "b@zamwe.test",
        password_hash: "h2",
        language: "en",
        email_confirmed_at: null,
        sign_in_held: 1,
        phone: null,
        phone_proven_at: null,
      },
    ]);
    const counts = await t.db
      .prepare(
        "SELECT (SELECT count(*) FROM profiles) AS profiles, (SELECT count(*) FROM user_roles) AS roles, (SELECT count(*) FROM sessions) AS sessions",
      )
      .first();
    expect(counts).toEqual({ profiles: 2, roles: 3, sessions: 1 });
  });

  it("takes an account without an e-mail, and keeps e-mails and phones unique", async () => {
    await t.db
      .prepare(
        "INSERT INTO users (id, email, phone, password_hash) VALUES ('u3', NULL, '+2348031234567', 'h3'), ('u4', NULL, '+2348031234568', 'h4')",
      )
      .run();
    await expect(
      t.db
        .prepare(
          "INSERT INTO users (id, email, password_hash) VALUES ('u5', 'AMINA@zamwe.test', 'h')",
        )
        .run(),
    ).rejects.toThrow(/UNIQUE/);
    await expect(
      t.db
        .prepare(
          "INSERT INTO users (id, phone, password_hash) VALUES ('u6', '+2348031234567', 'h')",
        )
        .run(),
    ).rejects.toThrow(/UNIQUE/);
  });

  it("still deletes an account's rows with it (the foreign keys survived)", async () => {
    await t.db.prepare("DELETE FROM users WHERE id = 'u2'").run();
    const left = await t.db
      .prepare("SELECT (SELECT count(*) FROM profiles WHERE user_id = 'u2') AS profiles")
      .first();
    expect(left).toEqual({ profiles: 0 });
  });
});
