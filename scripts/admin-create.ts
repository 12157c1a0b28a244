#!/usr/bin/env -S npx tsx
/**
 * `npm run admin:create -- --email E --password P [--name N] [--remote] [--persist-to DIR]`
 * creates an admin account (or grants the role to an existing account, keeping its password)
 * in the local D1, or with --remote in the deployed one. The only way to the first admin:
 * nobody becomes admin by signing in.
 *
 * `--demo` (used by `npm start`) makes sure a demo admin exists in the local database, with a
 * random password kept in .wrangler/demo-admin.json (never in the repo), and prints it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { hashPassword, isCommonPassword } from "../app/auth/password.server";
import { COMMON_PASSWORD_MESSAGE, newPasswordField } from "../app/validation/auth";
import { emailField } from "../app/validation/fields";
import { executeSqlFile, query } from "./lib/local-db.mjs";

const demoFile = () => `${values["persist-to"] ?? ".wrangler"}/demo-admin.json`;
const DEMO_EMAIL = "admin@zamwe.local";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    demo: { type: "boolean", default: false },
  },
});

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

function adminSql(email: string, passwordHash: string, name: string) {
  const account = `(select id from users where lower(email) = lower(${quote(email)}))`;
  return [
    `insert into users (id, email, password_hash) values (${quote(crypto.randomUUID())}, ${quote(email.toLowerCase())}, ${quote(passwordHash)}) on conflict do nothing;`,
    `insert into profiles (user_id, full_name) select ${account}, ${quote(name)} on conflict do nothing;`,
    `insert into user_roles (user_id, role) select ${account}, 'user' on conflict do nothing;`,
    `insert into user_roles (user_id, role) select ${account}, 'admin' on conflict do nothing;`,
  ].join("\n");
}

async function ensureAdmin(input: { email: string; password: string; name: string }) {
  const target = { remote: values.remote };
  const persistTo = values["persist-to"];
  const emailKey = quote(input.email);
  const existing = query(
    `select id from users where lower(email) = lower(${emailKey})`,
    persistTo,
    target,
  );
  executeSqlFile(
    adminSql(input.email, await hashPassword(input.password), input.name),
    persistTo,
    target,
  );
  const [check] = query(
    `select count(*) as n from user_roles r join users u on u.id = r.user_id where lower(u.email) = lower(${emailKey}) and r.role = 'admin'`,
    persistTo,
    target,
  ) as { n: number }[];
  if (!check || check.n !== 1) fail("the admin role could not be granted.");
  return existing.length > 0 ? "granted" : "created";
}

async function demo() {
  const persistTo = values["persist-to"];
  const saved = existsSync(demoFile())
    ? (JSON.parse(readFileSync(demoFile(), "utf8")) as { email: string; password: string })
    : undefined;
  const present =
    saved &&
    query(`select id from users where lower(email) = lower(${quote(saved.email)})`, persistTo)
      .length > 0;
  if (saved && present) return saved;
  // A new local database (or a lost file): a new random password, stored outside the repo.
  const credentials = { email: DEMO_EMAIL, password: `zamwe-${crypto.randomUUID().slice(0, 13)}` };
  const anyone = query(
    `select id from users where lower(email) = lower(${quote(DEMO_EMAIL)})`,
    persistTo,
  );
  if (anyone.length > 0) {
    // The demo account exists but its password was lost: reset it for local use.
    executeSqlFile(
      `update users set password_hash = ${quote(await hashPassword(credentials.password))} where lower(email) = lower(${quote(DEMO_EMAIL)});`,
      persistTo,
    );
  }
  await ensureAdmin({ ...credentials, name: "Demo Admin" });
  mkdirSync(dirname(demoFile()), { recursive: true });
  writeFileSync(demoFile(), JSON.stringify(credentials, null, 2));
  return credentials;
}

if (values.demo) {
  if (values.remote) fail("--demo is for the local database only.");
  const credentials = await demo();
  console.log(
    `\n  Demo admin (local only): ${credentials.email} / ${credentials.password}\n  Sign in at /admin/login\n`,
  );
} else {
  const email = emailField.safeParse(values.email ?? "");
  if (!email.success) fail("--email must be a valid email address.");
  const password = newPasswordField.safeParse(values.password ?? "");
  if (!password.success) fail(password.error.issues[0]?.message ?? "invalid --password.");
  if (isCommonPassword(password.data)) fail(COMMON_PASSWORD_MESSAGE);
  const outcome = await ensureAdmin({
    email: email.data,
    password: password.data,
    name: values.name?.trim() || email.data,
  });
  console.log(
    outcome === "created"
      ? `Admin account created: ${email.data}`
      : `Admin role granted to the existing account ${email.data} (its password is unchanged).`,
  );
}
