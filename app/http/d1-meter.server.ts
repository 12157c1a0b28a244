/**
 * The benchmark's count of rows D1 reads for one request (issue #41): D1 bills and limits by rows
 * read, and `meta.rows_read` is the figure it bills. Only when the Worker runs with
 * `BENCH_ROWS_READ=1` (the benchmark's `wrangler dev`, never production) and the request asks with
 * `x-bench-rows-read`; the answer carries the sum in `x-d1-rows-read`.
 *
 * drizzle reads selects with `raw()`, which has no meta: the metered statement runs such a read
 * twice, for its rows and for its meta. The benchmark times requests without the header.
 */
export const ROWS_READ_REQUEST_HEADER = "x-bench-rows-read";
export const ROWS_READ_RESPONSE_HEADER = "x-d1-rows-read";

type Counter = { rowsRead: number };
type Queryable = Pick<D1Database, "prepare" | "batch">;

function countOf(counter: Counter, result: D1Result<unknown>) {
  counter.rowsRead += result.meta?.rows_read ?? 0;
  return result;
}

const statementOf = new WeakMap<object, D1PreparedStatement>();

function meteredStatement(statement: D1PreparedStatement, counter: Counter): D1PreparedStatement {
  const metered = {
    bind: (...values: unknown[]) => meteredStatement(statement.bind(...values), counter),
    all: async () => countOf(counter, await statement.all()),
    run: async () => countOf(counter, await statement.run()),
    first: async (column?: string) => {
      const [row] = (countOf(counter, await statement.all()) as D1Result<Record<string, unknown>>)
        .results;
      if (row === undefined) return null;
      return column === undefined ? row : (row[column] ?? null);
    },
    raw: async (options?: { columnNames?: boolean }) => {
      // Rows as D1 returns them (a joined select's columns may share a name), then the same
      // statement again for its meta: only GET requests are metered, and a loader only reads.
      const rows = await statement.raw(options as { columnNames?: false });
      countOf(counter, await statement.all());
      return rows;
    },
  };
  statementOf.set(metered, statement);
  return metered as unknown as D1PreparedStatement;
}

function meteredDatabase<T extends Queryable>(database: T, counter: Counter): T {
  return new Proxy(database, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => meteredStatement(target.prepare(query), counter);
      }
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements.map((s) => statementOf.get(s) ?? s));
          for (const result of results) countOf(counter, result);
          return results;
        };
      }
      if (property === "withSession") {
        return (constraint?: string) =>
          meteredDatabase((target as unknown as D1Database).withSession(constraint), counter);
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** This request's env with a metered `DB` when the benchmark asks for it, else undefined. */
export function meterRowsRead(
  env: Env,
  request: Request,
): { env: Env; rowsRead: () => number } | undefined {
  if (env.BENCH_ROWS_READ !== "1" || env.ENVIRONMENT === "production") return undefined;
  if (request.method !== "GET" || !request.headers.has(ROWS_READ_REQUEST_HEADER)) return undefined;
  const counter: Counter = { rowsRead: 0 };
  return {
    env: { ...env, DB: meteredDatabase(env.DB, counter) },
    rowsRead: () => counter.rowsRead,
  };
}

/** The answer with the request's rows read in its header. */
export function withRowsRead(response: Response, rowsRead: number): Response {
  const answer = new Response(response.body, response);
  answer.headers.set(ROWS_READ_RESPONSE_HEADER, String(rowsRead));
  return answer;
}
