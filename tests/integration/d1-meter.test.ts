/**
 * The benchmark's rows-read count (issue #41, app/http/d1-meter.server.ts): the Worker's entry
 * answers it only when run with BENCH_ROWS_READ=1 and asked; a metered database returns what
 * the plain one does, for drizzle's selects, batches and first().
 */
import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import worker from "../../server";
import { buildSeedSql } from "../../db/seed-data.mjs";
import { joinApplications, membershipPeriods } from "../../db/schema";
import { getDb } from "../../app/models/db.server";
import {
  meterRowsRead,
  ROWS_READ_REQUEST_HEADER,
  ROWS_READ_RESPONSE_HEADER,
} from "../../app/http/d1-meter.server";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { workerContext } from "./support/http";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await execSql(t.db, buildSeedSql());
});

const directory = (env: Env, headers: Record<string, string> = {}) =>
  worker.fetch(
    new Request("http://zamwe.test/members", {
      headers: { Host: "zamwe.test", ...headers },
    }) as Parameters<typeof worker.fetch>[0],
    env,
    workerContext,
  );
const asked = { [ROWS_READ_REQUEST_HEADER]: "1" };

describe("rows read, for the benchmark", () => {
  it("is answered only to a request that asks, by a Worker run with BENCH_ROWS_READ=1", async () => {
    const metered = await directory({ ...t.env, BENCH_ROWS_READ: "1" }, asked);
    expect(metered.status).toBe(200);
    const approved = await t.db
      .prepare("SELECT count(*) AS n FROM join_applications WHERE status = 'approved'")
      .first<{ n: number }>();
    // Today's directory counts every listed member for the industry filter.
    expect(Number(metered.headers.get(ROWS_READ_RESPONSE_HEADER))).toBeGreaterThanOrEqual(
      approved!.n,
    );
    const plain = await directory(t.env);
    // The same page, but for the nonces of its Content-Security-Policy.
    const page = async (response: Response) =>
      (await response.text()).replace(/nonce="[^"]*"/g, "");
    expect(await page(metered)).toBe(await page(plain));
    expect(
      (await directory({ ...t.env, BENCH_ROWS_READ: "1" })).headers.has(ROWS_READ_RESPONSE_HEADER),
    ).toBe(false);
    expect((await directory(t.env, asked)).headers.has(ROWS_READ_RESPONSE_HEADER)).toBe(false);
    const request = new Request("http://zamwe.test/members", { headers: asked });
    expect(
      meterRowsRead({ ...t.env, BENCH_ROWS_READ: "1", ENVIRONMENT: "production" }, request),
    ).toBeUndefined();
  });

  it("returns what the plain database returns, and counts every statement", async () => {
    const request = new Request("http://zamwe.test/", { headers: asked });
    const meter = meterRowsRead({ ...t.env, BENCH_ROWS_READ: "1" }, request)!;
    const joined = (db: ReturnType<typeof getDb>) =>
      db
        .select({
          applicationId: joinApplications.id,
          fullName: joinApplications.fullName,
          periodId: membershipPeriods.id,
          endsOn: membershipPeriods.endsOn,
        })
        .from(joinApplications)
        .innerJoin(membershipPeriods, eq(membershipPeriods.applicationId, joinApplications.id))
        .orderBy(asc(membershipPeriods.id));
    const plainDb = getDb(t.env);
    const meteredDb = getDb(meter.env);
    const expected = await joined(plainDb);
    expect(expected.length).toBeGreaterThan(0);
    expect(await joined(meteredDb)).toEqual(expected);
    const afterSelect = meter.rowsRead();
    expect(afterSelect).toBeGreaterThan(0);

    // A batch's rows come as objects (drizzle maps them by position: hence distinct names).
    const names = (db: ReturnType<typeof getDb>) =>
      db
        .select({ applicationId: joinApplications.id, fullName: joinApplications.fullName })
        .from(joinApplications)
        .orderBy(asc(joinApplications.id));
    const [batched] = await meteredDb.batch([names(meteredDb), names(meteredDb).limit(1)]);
    expect(batched).toEqual(await names(plainDb));
    expect(meter.rowsRead()).toBeGreaterThan(afterSelect);

    const first = await meteredDb
      .select({ id: joinApplications.id })
      .from(joinApplications)
      .where(eq(joinApplications.id, expected[0]!.applicationId))
      .get();
    expect(first).toEqual({ id: expected[0]!.applicationId });
    const one = await meter.env.DB.prepare("SELECT 7 AS seven").first("seven");
    expect(one).toBe(7);
  });
});
