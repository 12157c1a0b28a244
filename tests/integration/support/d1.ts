import { applyD1Migrations, env as bindings } from "cloudflare:test";
import { getLoadContext, type CloudflareContext } from "../../../load-context";
import { TEST_DATABASES, type TestDatabaseBinding } from "../../support/bindings";
import { standIn } from "./paystack";
import { failingStatements, writes } from "../../security/support/faults";

/** What vitest.config.ts binds for the tests beside the app's own bindings. */
type TestBindings = Env &
  Record<TestDatabaseBinding, D1Database> & {
    TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1];
    /** A real rate limiter no test reaches (vitest.config.ts): the limits are opt-in. */
    UNLIMITED_LIMITER: RateLimit;
  };
const testBindings = bindings as unknown as TestBindings;

/** The sender of the tests' e-mail (scripts/lib/dev-vars.mjs has the local one). */
export const TEST_MAIL_FROM = "ZAMWE <no-reply@zamwe.test>";

export type TestDatabase = {
  db: D1Database;
  env: Env;
  context: ReturnType<typeof getLoadContext>;
};

/** Whether a database of this test file has its migrations already (it is in use). */
async function inUse(db: D1Database): Promise<boolean> {
  const table = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'")
    .first();
  return table !== null;
}

/**
 * A real D1 (workerd's SQLite, inside the test's own workerd) with every migration applied, the
 * real R2 bucket and realtime hub, and `vars` on top of the test environment. Tests call loaders
 * and actions with `context` exactly as the Worker does.
 *
 * Each test file has its own storage (vitest-pool-workers), so the first call of a file gets a
 * fresh DB; a further call in the same file gets the next fresh database, for a test that needs
 * other settings or a database it may break.
 */
export async function createTestDatabase(
  vars: Partial<Env> = {},
  options: {
    rateLimits?: boolean;
    /** Only the migrations named before this one (e.g. "0012"), to test a migration on old rows. */
    migrationsBefore?: string;
    /**
     * Every migration but this one (e.g. "0013"), to test it on rows written by today's code,
     * which writes the later migrations' columns: applyRemainingMigrations then applies it.
     */
    migrationsWithout?: string;
  } = {},
): Promise<TestDatabase> {
  let db: D1Database | undefined;
  for (const name of TEST_DATABASES) {
    if (!(await inUse(testBindings[name]))) {
      db = testBindings[name];
      break;
    }
  }
  if (!db) {
    throw new Error(`A test file may open ${TEST_DATABASES.length} databases (vitest.config.ts)`);
  }
  const { migrationsBefore: before, migrationsWithout: without } = options;
  await applyD1Migrations(
    db,
    testBindings.TEST_MIGRATIONS.filter(
      (m) => (!before || m.name < before) && (!without || !m.name.startsWith(without)),
    ),
  );
  // The Workers Rate Limiting bindings are opt-in: most tests post far more often than a person.
  const limiter = (name: "FORM_CLIENT_LIMITER" | "FORM_TARGET_LIMITER") =>
    options.rateLimits ? testBindings[name] : testBindings.UNLIMITED_LIMITER;
  const env: Env = {
    // The local settings (scripts/lib/dev-vars.mjs): development, where a sent message keeps
    // its text (app/messages/mail-settings.server.ts keepsMessageText), as the tests read it.
    ENVIRONMENT: "development",
    ADMIN_REQUIRE_2FA: "false",
    MAIL_FROM: TEST_MAIL_FROM,
    EMAIL: testBindings.EMAIL,
    MAIL_QUEUE: testBindings.MAIL_QUEUE,
    // Paystack stays off without PAYSTACK_SECRET_KEY; a test that sets it (./paystack.ts,
    // `paystackVars`) reaches the run's stand-in, never the internet.
    PAYSTACK_BASE_URL: standIn.url,
    ...vars,
    DB: db,
    UPLOADS: testBindings.UPLOADS,
    REALTIME: testBindings.REALTIME,
    FORM_CLIENT_LIMITER: limiter("FORM_CLIENT_LIMITER"),
    FORM_TARGET_LIMITER: limiter("FORM_TARGET_LIMITER"),
  };
  const ctx: CloudflareContext["ctx"] = {
    waitUntil: () => {},
    passThroughOnException: () => {},
  };
  return { db, env, context: getLoadContext({ env, ctx }) };
}

/** Applies the migrations a database does not have yet (after `migrationsBefore`). */
export async function applyRemainingMigrations(db: D1Database) {
  await applyD1Migrations(db, testBindings.TEST_MIGRATIONS);
}

/** Run a multi-statement SQL text (e.g. the seed) statement by statement. */
export async function execSql(db: D1Database, sqlText: string) {
  const statements = sqlText
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  await db.batch(statements.map((s) => db.prepare(s)));
}

/** The `n` of a `SELECT count(*) AS n …` statement. */
export async function countOf(db: D1Database, sql: string, ...binds: unknown[]) {
  const row = await db
    .prepare(sql)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n;
}

/**
 * The test database's load context with a D1 that records and refuses every write that
 * `counts` (all writes unless told): what a loader that only reads sees (issue #50).
 * `attempted` lists each write refused.
 */
export function readOnlyContext(
  t: TestDatabase,
  counts: (sql: string) => boolean = writes,
): { context: TestDatabase["context"]; attempted: string[] } {
  const attempted: string[] = [];
  const db = failingStatements(t.env.DB, counts, () => attempted.push("write"));
  const context = getLoadContext({ env: { ...t.env, DB: db }, ctx: t.context.cloudflare.ctx });
  return { context, attempted };
}
