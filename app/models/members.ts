/** What the directory's client and server share (no database access here). */
export const MEMBERS_PER_PAGE = 24;
