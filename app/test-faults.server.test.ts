import { describe, expect, it } from "vitest";
import { withTestFaults } from "./test-faults.server";

const env = (environment: string) =>
  ({
    ENVIRONMENT: environment,
    DB: { prepare: (sql: string) => `prepared ${sql}` },
  }) as unknown as Env;
const request = new Request("http://x", { headers: { "x-test-fault": "d1" } });

describe("withTestFaults", () => {
  it("does nothing outside test runs, whatever the request says", () => {
    const production = env("production");
    expect(withTestFaults(request, production)).toBe(production);
  });

  it("fails every write (reads go on) in a test run when asked", () => {
    const faulty = withTestFaults(request, env("test"));
    expect(() => faulty.DB.prepare("INSERT INTO x VALUES (1)")).toThrow("injected test fault");
    expect(() => faulty.DB.prepare(" update x set a = 1")).toThrow("injected test fault");
    expect(faulty.DB.prepare("SELECT 1")).toBe("prepared SELECT 1");
    const untouched = env("test");
    expect(withTestFaults(new Request("http://x"), untouched)).toBe(untouched);
  });
});
