/** What the directory's client and server share (no database access here). */
export const MEMBERS_PER_PAGE = 24;

/** The page size: `DIRECTORY_PAGE_SIZE` (1–100) when set for a deployment or a test run. */
export function directoryPageSize(env: Pick<Env, "DIRECTORY_PAGE_SIZE">): number {
  const value = Number(env.DIRECTORY_PAGE_SIZE);
  return Number.isInteger(value) && value >= 1 && value <= 100 ? value : MEMBERS_PER_PAGE;
}
