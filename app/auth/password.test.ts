import { encodeBase64 } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords.server";
import {
  PBKDF2_ITERATIONS,
  WORKERS_PBKDF2_MAX_ITERATIONS,
  decoyPasswordHash,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from "./password.server";

const FORMAT = /^pbkdf2-sha256\$100000\$([A-Za-z0-9+/]+=*)\$([A-Za-z0-9+/]+=*)$/;
const base64Bytes = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!, (b) => parseInt(b, 16));

describe("password hashing", () => {
  it("never exceeds the Workers PBKDF2 maximum of 100,000 iterations", () => {
    expect(WORKERS_PBKDF2_MAX_ITERATIONS).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(WORKERS_PBKDF2_MAX_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
  });

  it("stores pbkdf2-sha256$100000$salt$hash with a 16-byte salt and a 32-byte hash", async () => {
    const stored = await hashPassword("Gusau-Spices-2024");
    const match = FORMAT.exec(stored);
    expect(match, stored).not.toBeNull();
    expect(base64Bytes(match![1]!)).toHaveLength(16);
    expect(base64Bytes(match![2]!)).toHaveLength(32);
    expect(stored).not.toContain("Gusau-Spices-2024");
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("Gusau-Spices-2024");
    expect(await verifyPassword("Gusau-Spices-2024", stored)).toBe(true);
    expect(await verifyPassword("gusau-spices-2024", stored)).toBe(false);
    expect(await verifyPassword("Gusau-Spices-2024 ", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts: two hashes of one password differ, and both verify", async () => {
    const [a, b] = await Promise.all([
      hashPassword("same password"),
      hashPassword("same password"),
    ]);
    expect(a).not.toBe(b);
    expect(a.split("$")[2]).not.toBe(b.split("$")[2]);
    expect(await verifyPassword("same password", a)).toBe(true);
    expect(await verifyPassword("same password", b)).toBe(true);
  });

  it("honours the iteration count a stored hash carries (RFC 7914 PBKDF2-HMAC-SHA256 vector)", async () => {
    // PBKDF2-HMAC-SHA256(P="password", S="salt", c=1, dkLen=32)
    const salt = encodeBase64(new TextEncoder().encode("salt"));
    const hash = encodeBase64(
      hexBytes("120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
    );
    expect(await verifyPassword("password", `pbkdf2-sha256$1$${salt}$${hash}`)).toBe(true);
    expect(await verifyPassword("passwore", `pbkdf2-sha256$1$${salt}$${hash}`)).toBe(false);
    // The same hash claimed for 2 iterations is wrong.
    expect(await verifyPassword("password", `pbkdf2-sha256$2$${salt}$${hash}`)).toBe(false);
  });

  it("returns false (never throws) for malformed, unknown-scheme or over-limit stored strings", async () => {
    const good = await hashPassword("Gusau-Spices-2024");
    const [, , salt, hash] = good.split("$");
    const bad = [
      "",
      "not a hash",
      "Gusau-Spices-2024",
      `bcrypt$100000$${salt}$${hash}`,
      `PBKDF2-SHA256$100000$${salt}$${hash}`,
      `pbkdf2-sha512$100000$${salt}$${hash}`,
      `pbkdf2-sha256$100001$${salt}$${hash}`,
      `pbkdf2-sha256$1000000$${salt}$${hash}`,
      `pbkdf2-sha256$0$${salt}$${hash}`,
      `pbkdf2-sha256$-5$${salt}$${hash}`,
      `pbkdf2-sha256$1.5$${salt}$${hash}`,
      `pbkdf2-sha256$abc$${salt}$${hash}`,
      `pbkdf2-sha256$$${salt}$${hash}`,
      `pbkdf2-sha256$100000$$${hash}`,
      `pbkdf2-sha256$100000$${salt}$`,
      `pbkdf2-sha256$100000$${salt}`,
      `${good}$extra`,
      `pbkdf2-sha256$100000$!!not base64!!$${hash}`,
      `pbkdf2-sha256$100000$${salt}$!!not base64!!`,
      // A truncated hash must not match by prefix.
      `pbkdf2-sha256$100000$${salt}$${encodeBase64(base64Bytes(hash!).slice(0, 16))}`,
    ];
    for (const stored of bad) {
      await expect(verifyPassword("Gusau-Spices-2024", stored), stored).resolves.toBe(false);
    }
    expect(await verifyPassword("Gusau-Spices-2024", good)).toBe(true);
  });

  it("the decoy hash for unknown e-mails is a real hash of the same cost that nothing matches", async () => {
    const decoy = await decoyPasswordHash();
    expect(decoy).toMatch(FORMAT);
    expect(await decoyPasswordHash()).toBe(decoy);
    expect(await verifyPassword("", decoy)).toBe(false);
    expect(await verifyPassword("password", decoy)).toBe(false);
  });
});

describe("common passwords", () => {
  it("holds the 1,000 most common passwords", () => {
    expect(COMMON_PASSWORDS).toHaveLength(1000);
    expect(COMMON_PASSWORDS.slice(0, 3)).toEqual(["123456", "password", "12345678"]);
  });

  it("refuses them in any letter case", () => {
    for (const password of [
      "password",
      "PASSWORD",
      "PassWord",
      "qwertyuiop",
      "Football",
      "12345678",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of COMMON_PASSWORDS) {
      expect(isCommonPassword(password.toUpperCase()), password).toBe(true);
    }
  });

  it("accepts a good one", () => {
    expect(isCommonPassword("Gusau-Spices-2024")).toBe(false);
    expect(isCommonPassword("tuwo shinkafa at noon")).toBe(false);
  });
});
