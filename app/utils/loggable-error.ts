import { DrizzleQueryError } from "drizzle-orm";

/**
 * What of an error may go in a log (issue #27: no personal data in logs). A failed drizzle query
 * names its parameters in its message ("Failed query: … params: amina@example.com,…"): its
 * cause, the database's own error, is logged instead.
 */
export function loggableError(error: unknown): string {
  const inner = error instanceof DrizzleQueryError ? error.cause : error;
  return inner instanceof Error ? inner.message : String(inner);
}
