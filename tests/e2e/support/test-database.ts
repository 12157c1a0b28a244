/**
 * The suite writes its fixtures (a member of her own, a published site) through the server it
 * tests, not through a second process on the database file: the local runtime's SQLite has no
 * busy timeout, so a `wrangler d1 execute` that meets the server mid-write fails ("exited with
 * 1"), and the server can fail the same way. Here one runtime holds the database, and D1 runs
 * the statements one after another like any other request's. In the suite's entry only
 * (tests/e2e/support/worker.ts), with E2E_HOOKS=on (./test-hooks.ts); the production bundle has
 * none of it (tests/node/deploy-config.test.ts).
 */
import { testHooksOn } from "./test-hooks";

export const TEST_SQL_PATH = "/__e2e/sql";

export type TestStatement = { sql: string; params?: unknown[] };

/** POST {TEST_SQL_PATH} with `{ statements }`: runs them in one batch, answers their rows. */
export async function answerTestSql(request: Request, env: Env): Promise<Response | undefined> {
  if (!testHooksOn(env) || request.method !== "POST") return undefined;
  if (new URL(request.url).pathname !== TEST_SQL_PATH) return undefined;
  const { statements } = await request.json<{ statements: TestStatement[] }>();
  const results = await env.DB.batch(
    statements.map(({ sql, params = [] }) => env.DB.prepare(sql).bind(...params)),
  );
  return Response.json(results.map((result) => result.results));
}
