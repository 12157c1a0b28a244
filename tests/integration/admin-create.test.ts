import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../app/auth/password.server";
import { COMMON_PASSWORD_MESSAGE } from "../../app/validation/auth";
import { applyMigrations, executeSqlFile, query } from "../../scripts/lib/local-db.mjs";

// `npm run admin:create` against a throw-away local D1 (SQLite under a temp --persist-to), the
// way a deployer runs it. Every wrangler call takes seconds: the timeouts are long.
const SLOW = 300_000;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "zamwe-admin-create-"));
  applyMigrations(dir);
}, SLOW);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function adminCreate(...args: string[]) {
  const result = spawnSync(
    "node_modules/.bin/tsx",
    ["scripts/admin-create.ts", ...args, "--persist-to", dir],
    {
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_UPDATE_NOTIFIER: "1" },
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

type Account = { id: string; email: string; password_hash: string; full_name: string | null };
function account(email: string): Account | undefined {
  const escaped = email.replaceAll("'", "''");
  const [row] = query(
    `select u.id, u.email, u.password_hash, p.full_name from users u
     left join profiles p on p.user_id = u.id where lower(u.email) = lower('${escaped}')`,
    dir,
  ) as Account[];
  return row;
}
function rolesOf(userId: string): string[] {
  return (
    query(`select role from user_roles where user_id = '${userId}' order by role`, dir) as {
      role: string;
    }[]
  ).map((row) => row.role);
}
const userCount = () => (query("select count(*) as n from users", dir) as { n: number }[])[0]!.n;

describe("npm run admin:create", () => {
  it(
    "creates an admin account: roles user and admin, a PBKDF2 hash of the password",
    async () => {
      const run = adminCreate(
        "--email",
        "Boss@Example.com",
        "--password",
        "Admin-Pass-2024",
        "--name",
        "Hajiya Boss",
      );
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain("Admin account created: Boss@Example.com");
      const boss = account("boss@example.com")!;
      expect(boss).toMatchObject({ email: "boss@example.com", full_name: "Hajiya Boss" });
      expect(rolesOf(boss.id)).toEqual(["admin", "user"]);
      expect(boss.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
      expect(await verifyPassword("Admin-Pass-2024", boss.password_hash)).toBe(true);
    },
    SLOW,
  );

  it(
    "run again for the same e-mail with another password: the role is kept, the password unchanged",
    async () => {
      const before = account("boss@example.com")!;
      const users = userCount();
      const run = adminCreate("--email", "BOSS@example.com", "--password", "Other-Pass-2025");
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain("its password is unchanged");
      const after = account("boss@example.com")!;
      expect(after.id).toBe(before.id);
      expect(after.password_hash).toBe(before.password_hash);
      expect(await verifyPassword("Other-Pass-2025", after.password_hash)).toBe(false);
      expect(rolesOf(after.id)).toEqual(["admin", "user"]);
      expect(userCount()).toBe(users);
    },
    SLOW,
  );

  it(
    "grants the admin role to an existing member, keeping her password",
    async () => {
      executeSqlFile(
        `insert into users (id, email, password_hash) values ('member-1', 'member@example.com', 'pbkdf2-sha256$1$c2FsdA==$Eg+2z/z4syxD5yJSVsT4N6hlSMkszDVICAWYfLcL4Xs=');
         insert into profiles (user_id, full_name) values ('member-1', 'Member One');
         insert into user_roles (user_id, role) values ('member-1', 'user');`,
        dir,
      );
      const run = adminCreate("--email", "member@example.com", "--password", "Ignored-Pass-2024");
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain("Admin role granted to the existing account member@example.com");
      const member = account("member@example.com")!;
      expect(rolesOf("member-1")).toEqual(["admin", "user"]);
      expect(member.full_name).toBe("Member One");
      expect(await verifyPassword("password", member.password_hash)).toBe(true);
    },
    SLOW,
  );

  it(
    "refuses a common password, a short one and a bad e-mail with a non-zero exit, creating nothing",
    () => {
      const users = userCount();
      const common = adminCreate("--email", "weak@example.com", "--password", "Password123");
      expect(common.status).not.toBe(0);
      expect(common.stderr).toContain(COMMON_PASSWORD_MESSAGE);
      const short = adminCreate("--email", "weak@example.com", "--password", "Ab3$xyz");
      expect(short.status).not.toBe(0);
      expect(short.stderr).toContain("Please use at least 8 characters.");
      const email = adminCreate("--email", "not-an-email", "--password", "Admin-Pass-2024");
      expect(email.status).not.toBe(0);
      expect(email.stderr).toContain("--email must be a valid email address.");
      const none = adminCreate("--password", "Admin-Pass-2024");
      expect(none.status).not.toBe(0);
      expect(account("weak@example.com")).toBeUndefined();
      expect(userCount()).toBe(users);
    },
    SLOW,
  );
});
