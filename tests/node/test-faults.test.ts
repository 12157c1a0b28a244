import { describe, expect, it } from "vitest";
import { withTestFaults } from "../e2e/support/test-faults";

// A stand-in binding whose calls say what they would have done: enough to see which ones the
// faults let through (the e2e suite runs them against the real D1).
const binding = {
  prepare: (sql: string) => `prepared ${sql}`,
  batch: (statements: unknown[]) => `batched ${statements.length}`,
  exec: (sql: string) => `executed ${sql}`,
};
/** An env with the suite's hooks on (E2E_HOOKS=on) or off. */
const env = (hooks: "on" | "off") =>
  ({ ENVIRONMENT: "development", E2E_HOOKS: hooks, DB: binding }) as unknown as Env;
const faulty = (fault: string) => new Request("http://x", { headers: { "x-test-fault": fault } });

describe("withTestFaults", () => {
  it("does nothing outside test runs, whatever the request says", () => {
    const production = {
      ENVIRONMENT: "production",
      DB: binding,
    } as unknown as Env;
    const hooksOff = env("off");
    expect(withTestFaults(faulty("d1"), hooksOff)).toBe(hooksOff);
    expect(withTestFaults(faulty("d1"), production)).toBe(production);
    expect(withTestFaults(faulty("d1-down"), production)).toBe(production);
  });

  it("fails every write (reads go on) in a test run when asked", () => {
    const broken = withTestFaults(faulty("d1"), env("on"));
    expect(() => broken.DB.prepare("INSERT INTO x VALUES (1)")).toThrow("injected test fault");
    expect(() => broken.DB.prepare(" update x set a = 1")).toThrow("injected test fault");
    expect(broken.DB.prepare("SELECT 1")).toBe("prepared SELECT 1");
    const untouched = env("on");
    expect(withTestFaults(new Request("http://x"), untouched)).toBe(untouched);
    expect(withTestFaults(faulty("something-else"), untouched)).toBe(untouched);
  });

  it("fails every call, reads too, with the internal detail the suite looks for (d1-down)", () => {
    const down = withTestFaults(faulty("d1-down"), env("on"));
    expect(() => down.DB.prepare("SELECT 1")).toThrow("secret-internal-detail");
    expect(() => down.DB.batch([])).toThrow("secret-internal-detail");
    expect(() => down.DB.exec("SELECT 1")).toThrow("secret-internal-detail");
  });
});
