import { drizzle } from "drizzle-orm/d1";
import { loggableError } from "~/models/loggable-error.server";

/**
 * A drizzle client over this request's D1 binding (Workers hand env per request). Without the
 * schema: no query uses drizzle's relational API (`db.query`), and handing it the schema makes
 * every client work out every table's relations again, on each of a page's several calls.
 */
export function getDb(env: Pick<Env, "DB">) {
  return drizzle(env.DB);
}

export type Db = ReturnType<typeof getDb>;

/**
 * Spec §8: a failed read is logged and the page shows its empty or not-found state — never a 500.
 */
export async function readOr<T>(label: string, fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`[load failure] ${label}:`, loggableError(error));
    return fallback;
  }
}
