import { drizzle } from "drizzle-orm/d1";
import * as schema from "../../db/schema";
import { loggableError } from "~/models/loggable-error.server";

/** A drizzle client over this request's D1 binding (Workers hand env per request). */
export function getDb(env: Pick<Env, "DB">) {
  return drizzle(env.DB, { schema });
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
