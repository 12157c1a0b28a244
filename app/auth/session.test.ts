import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./guards.server";
import {
  ADMIN_IDLE_TTL,
  MEMBER_IDLE_TTL,
  STEWARD_IDLE_TTL,
  generateToken,
  hashToken,
  idleTtl,
  sessionStorage,
} from "./session.server";

const HOUR = 60 * 60 * 1000;

describe("session tokens", () => {
  it("are 256 random bits, base64url without padding", () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decodeBase64urlIgnorePadding(token)).toHaveLength(32);
  });

  it("are unique", () => {
    const tokens = new Set(Array.from({ length: 2000 }, () => generateToken()));
    expect(tokens.size).toBe(2000);
  });

  it("are stored as their lower-case hex SHA-256", () => {
    expect(hashToken("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(hashToken("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
  });

  it("hash like WebCrypto's SHA-256", async () => {
    const token = generateToken();
    const digest = new Uint8Array(
      await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)),
    );
    const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
    expect(hashToken(token)).toBe(hex);
  });
});

describe("idle expiry", () => {
  it("is 30 days for members, a day for stewards and 12 hours for admins", () => {
    expect(MEMBER_IDLE_TTL).toBe(30 * 24 * HOUR);
    expect(ADMIN_IDLE_TTL).toBe(12 * HOUR);
    expect(STEWARD_IDLE_TTL).toBe(24 * HOUR);
    expect(idleTtl(["user", "steward"])).toBe(24 * HOUR);
    expect(idleTtl(["user", "admin", "steward"])).toBe(12 * HOUR);
    expect(idleTtl(["user"])).toBe(30 * 24 * HOUR);
    expect(idleTtl([])).toBe(30 * 24 * HOUR);
    expect(idleTtl(["admin"])).toBe(12 * HOUR);
    expect(idleTtl(["user", "admin"])).toBe(12 * HOUR);
  });
});

describe("the session cookie", () => {
  const commit = async (env: { SESSION_SECRET?: string; ENVIRONMENT?: string }) => {
    const storage = sessionStorage(env);
    const session = await storage.getSession();
    session.set("token", "t0ken");
    session.set("roles", ["user"]);
    return storage.commitSession(session);
  };

  it("is __Host-, HttpOnly, Secure, SameSite=Lax, Path=/ in production", async () => {
    const cookie = await commit({ SESSION_SECRET: "s3cret", ENVIRONMENT: "production" });
    expect(cookie).toMatch(/^__Host-zamwe-session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Domain=");
  });

  it("is HttpOnly and SameSite=Lax over plain HTTP in development", async () => {
    const cookie = await commit({ SESSION_SECRET: "s3cret", ENVIRONMENT: "development" });
    expect(cookie).toMatch(/^zamwe-session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
  });

  it("is signed: one signed with another secret is ignored", async () => {
    const cookie = (await commit({ SESSION_SECRET: "other" })).split(";")[0]!;
    const session = await sessionStorage({ SESSION_SECRET: "s3cret" }).getSession(cookie);
    expect(session.get("token")).toBeUndefined();
    const own = (await commit({ SESSION_SECRET: "s3cret" })).split(";")[0]!;
    expect((await sessionStorage({ SESSION_SECRET: "s3cret" }).getSession(own)).get("token")).toBe(
      "t0ken",
    );
  });
});

describe("safeRedirect", () => {
  it("keeps local paths", () => {
    expect(safeRedirect("/dashboard", "/x")).toBe("/dashboard");
    expect(safeRedirect("/admin/team?tab=1#a", "/x")).toBe("/admin/team?tab=1#a");
    expect(safeRedirect("/", "/x")).toBe("/");
  });

  it("drops other sites, protocol-relative and backslash tricks, and missing values", () => {
    for (const to of [
      "//evil.com",
      "//evil.com/dashboard",
      "https://evil.com",
      "http://evil.com/dashboard",
      "/\\evil.com",
      // Browsers drop tabs and newlines from URLs: "/\t/evil.com" would become "//evil.com".
      "/\t/evil.com",
      "/\n/evil.com",
      "/\r\n/evil.com",
      "\\\\evil.com",
      "javascript:alert(1)",
      "dashboard",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirect(to, "/dashboard"), String(to)).toBe("/dashboard");
    }
  });

  it("drops a non-string form value (a file)", () => {
    expect(safeRedirect(new File(["/admin"], "x.txt"), "/dashboard")).toBe("/dashboard");
  });
});
