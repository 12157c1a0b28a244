import { DrizzleQueryError } from "drizzle-orm";

/**
 * An error as a log may keep it (issue #27: no personal data in logs). Drizzle's failed-query
 * error carries the query's bound values in its message (an address, a message's payload with a
 * link that signs someone in), so only its SQL and the database's own words are kept.
 */
export function loggableError(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    return `Failed query: ${error.query} (${loggableError(error.cause)})`;
  }
  return error instanceof Error ? error.message : String(error);
}
