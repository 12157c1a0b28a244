import { TEST_SQL_PATH, type TestStatement } from "./test-database";
import { TEST_TASK_PATH } from "./test-jobs";

/**
 * Runs statements on the e2e database through the suite's server (./test-database.ts): in one
 * batch, all or nothing. Returns each statement's rows.
 */
export async function runSql<Row = Record<string, unknown>>(
  statements: TestStatement[],
): Promise<Row[][]> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}${TEST_SQL_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ statements }),
  });
  if (!response.ok)
    throw new Error(`${TEST_SQL_PATH}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Row[][]>;
}

/** Runs one task of the daily or hourly job now, through the suite's server (./test-jobs.ts). */
export async function runTask(name: string): Promise<Record<string, number>> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}${TEST_TASK_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name }),
  });
  if (!response.ok)
    throw new Error(`${TEST_TASK_PATH}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, number>>;
}
