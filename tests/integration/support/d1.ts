import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { getLoadContext, type CloudflareContext } from "../../../load-context";

const migrationsDir = join(import.meta.dirname, "../../../migrations");

/** The SQL statements of every migration, in order (drizzle-kit separates them with breakpoints). */
export function migrationStatements(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .flatMap((f) => readFileSync(join(migrationsDir, f), "utf8").split("--> statement-breakpoint"))
    .map((s) => s.trim())
    .filter(Boolean);
}

export type TestDatabase = {
  mf: Miniflare;
  db: D1Database;
  env: Env;
  context: ReturnType<typeof getLoadContext>;
  dispose: () => Promise<void>;
};

/**
 * A real D1 (workerd's SQLite, in memory) with every migration applied. Tests call loaders and
 * actions with `context` exactly as the Worker does.
 */
export async function createTestDatabase(
  vars: Partial<Env> = {},
  options: { rateLimits?: { perClient: number; perTarget: number } } = {},
): Promise<TestDatabase> {
  const limits = options.rateLimits;
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 404 }); } }",
    d1Databases: { DB: `test-${crypto.randomUUID()}` },
    r2Buckets: ["UPLOADS"],
    // The Workers Rate Limiting bindings, as wrangler.toml declares them (opt-in: most tests
    // post far more often than a person would).
    ratelimits: limits
      ? {
          FORM_CLIENT_LIMITER: { simple: { limit: limits.perClient, period: 60 } },
          FORM_TARGET_LIMITER: { simple: { limit: limits.perTarget, period: 60 } },
        }
      : undefined,
  });
  const db = (await mf.getD1Database("DB")) as unknown as D1Database;
  await db.batch(migrationStatements().map((sql) => db.prepare(sql)));
  const uploads = (await mf.getR2Bucket("UPLOADS")) as unknown as R2Bucket;
  const limiters = limits
    ? ((await mf.getBindings()) as Pick<Env, "FORM_CLIENT_LIMITER" | "FORM_TARGET_LIMITER">)
    : {};
  const env = { ENVIRONMENT: "test", ...vars, ...limiters, DB: db, UPLOADS: uploads } as Env;
  const ctx: CloudflareContext["ctx"] = {
    waitUntil: () => {},
    passThroughOnException: () => {},
  };
  return { mf, db, env, context: getLoadContext({ env, ctx }), dispose: () => mf.dispose() };
}

/** Run a multi-statement SQL text (e.g. the seed) statement by statement. */
export async function execSql(db: D1Database, sqlText: string) {
  const statements = sqlText
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  await db.batch(statements.map((s) => db.prepare(s)));
}
