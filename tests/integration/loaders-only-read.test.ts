// Issue #50: a loader only reads. Loaders re-run after every action and on every prefetch, so a
// write in one happens at times nobody chose. Every route's loader in app/routes is called here
// (as a visitor, a member and an admin, on the seeded data) against a D1 that records and refuses
// every write: a new write in any loader fails this test. What a loader may still write, and why:
// - her session's sliding expiry (`touchSession`: reading who she is keeps her signed in);
// - Paystack's callback, where Paystack sends her back after its checkout (a GET by Paystack's
//   design): it settles her payment, once, as the webhook does (ADR 0039, ADR 0048).
// (Admin → Security's first view stored the key to enrol, found by this test; "Set up two-factor
// authentication", an action, makes it now.)
import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedSql, seedId } from "../../db/seed-data.mjs";
import { writes } from "../security/support/faults";
import { signedInAccount, settle, type SignedIn } from "./support/accounts";
import { createTestDatabase, execSql, readOnlyContext, type TestDatabase } from "./support/d1";
import { request } from "./support/http";
import { routeArgs } from "../support/route-args";

type RouteModule = { loader?: (args: unknown) => unknown };
const routes = import.meta.glob<RouteModule>("../../app/routes/**/[!_]*.{ts,tsx}", {
  eager: true,
});

/** Loaders that write (see above), by design. */
const WRITING_BY_DESIGN = ["payments.paystack.callback.tsx"];
const isSessionTouch = (sql: string) => /^\s*update\s+"sessions"\s+set\s+"last_seen_at"/i.test(sql);

let t: TestDatabase;
let member: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestDatabase();
  await execSql(t.db, buildSeedSql());
  member = await signedInAccount(t, "reader-member@zamwe.test");
  admin = await signedInAccount(t, "reader-admin@zamwe.test", { admin: true });
});

/** Every parameter a route of ours takes, filled with something the seed has (or not). */
const params = {
  id: seedId("event:trade-fair"),
  code: "0".repeat(32),
  key: crypto.randomUUID(),
  token: "x".repeat(43),
  slug: "amina-spices",
  eventFile: `${seedId("event:trade-fair")}.ics`,
  "*": "x",
};

describe("loaders only read (issue #50)", () => {
  it("finds the route modules", () => {
    expect(Object.keys(routes).length).toBeGreaterThan(80);
  });

  for (const who of ["a visitor", "a member", "an admin"] as const) {
    it(`no loader writes, for ${who}`, async () => {
      const cookie =
        who === "a member" ? member.cookie : who === "an admin" ? admin.cookie : undefined;
      const writers: string[] = [];
      for (const [file, module] of Object.entries(routes)) {
        if (!module.loader || WRITING_BY_DESIGN.some((name) => file.endsWith(name))) continue;
        const { context, attempted } = readOnlyContext(
          t,
          (sql) => writes(sql) && !isSessionTouch(sql),
        );
        for (const query of ["", "?lang=ha"]) {
          await settle(async () =>
            module.loader!(
              routeArgs({ request: request(`/${query}`, { cookie }), context, params }),
            ),
          );
        }
        if (attempted.length > 0) writers.push(file);
      }
      expect(writers).toEqual([]);
    });
  }
});
