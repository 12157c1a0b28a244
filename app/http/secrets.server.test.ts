import { afterEach, describe, expect, it, vi } from "vitest";
import { cookieSecret, missingSecret, refuseWithoutSecrets } from "./secrets.server";

afterEach(() => vi.restoreAllMocks());

const request = new Request("https://zamwe.example/about");

describe("a production Worker without its secrets", () => {
  it("refuses with a 500 page and one log line naming the variable", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = refuseWithoutSecrets({ ENVIRONMENT: "production" }, request);
    expect(response?.status).toBe(500);
    expect(response?.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response?.headers.get("Cache-Control")).toBe("no-store");
    const page = await response!.text();
    expect(page).toContain("<h1>This site is not available right now</h1>");
    // The visitor is not told which secret; the deployer's log is.
    expect(page).not.toContain("SESSION_SECRET");
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toMatch(/^\[config\] SESSION_SECRET is not set/);
    expect(warn).not.toHaveBeenCalled();
  });

  it("tells a visitor of a Hausa page in Hausa", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const hausa = new Request("https://zamwe.example/about?lang=ha");
    const page = await refuseWithoutSecrets({ ENVIRONMENT: "production" }, hausa)!.text();
    expect(page).toContain('<html lang="ha">');
    expect(page).toContain("<h1>Wannan shafi ba ya aiki a yanzu</h1>");
    expect(page).toContain('<a href="/?lang=ha"');
  });

  it("an empty secret counts as missing, and signing cookies is refused too", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(missingSecret({ ENVIRONMENT: "production", SESSION_SECRET: "" })).toBe("SESSION_SECRET");
    expect(
      refuseWithoutSecrets({ ENVIRONMENT: "production", SESSION_SECRET: "" }, request)?.status,
    ).toBe(500);
    expect(() => cookieSecret({ ENVIRONMENT: "production" })).toThrow(/SESSION_SECRET/);
  });

  it("serves normally once the secret is set", () => {
    const log = vi.spyOn(console, "error");
    const env = { ENVIRONMENT: "production", SESSION_SECRET: "a-real-secret" };
    expect(refuseWithoutSecrets(env, request)).toBeNull();
    expect(cookieSecret(env)).toBe("a-real-secret");
    expect(log).not.toHaveBeenCalled();
  });
});

describe("development and the tests", () => {
  it("keep the per-isolate fallback without a secret", () => {
    for (const ENVIRONMENT of ["development", "test", undefined]) {
      expect(refuseWithoutSecrets({ ENVIRONMENT }, request)).toBeNull();
      const secret = cookieSecret({ ENVIRONMENT });
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(cookieSecret({ ENVIRONMENT })).toBe(secret);
    }
  });
});
