/**
 * The D1 databases of the workerd test project (vitest.config.ts declares them): DB and the
 * extras that `createTestDatabase()` hands out when a test file needs another database (a second
 * site configuration, a deliberately broken one).
 */
export const TEST_DATABASES = ["DB", "DB_2", "DB_3", "DB_4", "DB_5"] as const;
export type TestDatabaseBinding = (typeof TEST_DATABASES)[number];
