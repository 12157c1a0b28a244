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

type Account = {
  id: string;
  email: string;
  password_hash: string;
  full_name: string | null;
  roles: string[];
};
/**
 * The account with this e-mail (with its roles) and the number of users, in one query: every
 * query is a `wrangler d1 execute`, which takes seconds.
 */
function snapshot(email: string): { account?: Account; users: number } {
  const escaped = email.replaceAll("'", "''");
  const [row] = query(
    `select (select count(*) from users) as users, u.id, u.email, u.password_hash, p.full_name,
       (select group_concat(role, ',') from (select role from user_roles r
         where r.user_id = u.id order by role)) as roles
     from (select 1) left join users u on lower(u.email) = lower('${escaped}')
     left join profiles p on p.user_id = u.id`,
    dir,
  ) as (Omit<Account, "roles" | "id"> & {
    id: string | null;
    roles: string | null;
    users: number;
  })[];
  const { users, roles, id, ...rest } = row!;
  return {
    users,
    account: id ? { ...rest, id, roles: roles ? roles.split(",") : [] } : undefined,
  };
}
const account = (email: string) => snapshot(email).account;

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
      expect(boss.roles).toEqual(["admin", "user"]);
      expect(boss.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
      expect(await verifyPassword("Admin-Pass-2024", boss.password_hash)).toBe(true);
    },
    SLOW,
  );

  it(
    "run again for the same e-mail with another password: the role is kept, the password unchanged",
    async () => {
      const { account: before, users } = snapshot("boss@example.com");
      const run = adminCreate("--email", "BOSS@example.com", "--password", "Other-Pass-2025");
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain("its password is unchanged");
      const { account: after, users: usersAfter } = snapshot("boss@example.com");
      expect(after!.id).toBe(before!.id);
      expect(after!.password_hash).toBe(before!.password_hash);
      expect(await verifyPassword("Other-Pass-2025", after!.password_hash)).toBe(false);
      expect(after!.roles).toEqual(["admin", "user"]);
      expect(usersAfter).toBe(users);
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
      expect(member.roles).toEqual(["admin", "user"]);
      expect(member.full_name).toBe("Member One");
      expect(await verifyPassword("password", member.password_hash)).toBe(true);
    },
    SLOW,
  );

  it(
    "refuses a common password, a short one and a bad e-mail with a non-zero exit, creating nothing",
    () => {
      const { users } = snapshot("weak@example.com");
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
      expect(snapshot("weak@example.com")).toEqual({ users, account: undefined });
    },
    SLOW,
  );
});
