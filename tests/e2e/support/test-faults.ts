/**
 * Fault injection for the end-to-end suite only (its own Worker entry, tests/e2e/support/worker.ts;
 * the production bundle contains none of this). With E2E_HOOKS=on (./test-hooks.ts), a request
 * carrying
 *  - `x-test-fault: d1` sees a D1 binding on which every write fails (reads still work), so the
 *    suite can check the spec's failure messages in a real browser;
 *  - `x-test-fault: d1-down` sees a D1 binding on which every call fails, reads too, with an
 *    internal message the suite then checks never reaches the page.
 * Everywhere else it does nothing.
 */
import { testHooksOn } from "./test-hooks";

export const TEST_FAULT_HEADER = "x-test-fault";

/** The internal detail of the `d1-down` failure: it must never reach a visitor. */
export const INTERNAL_DETAIL = "secret-internal-detail";

const isWrite = (sql: string) => /^\s*(insert|update|delete|replace)\b/i.test(sql);

/** A D1 binding whose methods run `guard` (which may throw) before the real one. */
function guarded(db: D1Database, guard: (method: string | symbol, args: unknown[]) => void) {
  return new Proxy(db, {
    get(target, prop): unknown {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      // The Worker runs each request in a D1 session (issue #41): its queries meet the same fault.
      if (prop === "withSession") {
        return (...args: unknown[]) =>
          guarded(value.apply(target, args) as unknown as D1Database, guard);
      }
      if (prop === "getBookmark") return value.bind(target);
      return (...args: unknown[]) => {
        guard(prop, args);
        return value.apply(target, args);
      };
    },
  });
}

const faults: Record<string, (db: D1Database) => D1Database> = {
  d1: (db) =>
    guarded(db, (method, [sql]) => {
      if (method === "prepare" && typeof sql === "string" && isWrite(sql)) {
        throw new Error("D1_ERROR: injected test fault");
      }
    }),
  "d1-down": (db) =>
    guarded(db, () => {
      throw new Error(`D1_ERROR: injected test fault (${INTERNAL_DETAIL})`);
    }),
};

export function withTestFaults(request: Request, env: Env): Env {
  const fault = faults[request.headers.get(TEST_FAULT_HEADER) ?? ""];
  if (!testHooksOn(env) || !fault) return env;
  return { ...env, DB: fault(env.DB) };
}
