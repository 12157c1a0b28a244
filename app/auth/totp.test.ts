import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";
import {
  generateRecoveryCodes,
  generateTotpSecret,
  groupSecret,
  hashRecoveryCode,
  matchTotp,
  timeStep,
  totpKeyUri,
} from "./totp.server";
import { twoFactorRequired } from "./two-factor.server";
import { qrCode } from "~/utils/qr-code.server";

/** RFC 6238 appendix B's SHA-1 key, "12345678901234567890", in base32. */
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const codeAt = (secret: string, step: number) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);

describe("TOTP codes", () => {
  it("match RFC 6238's test vector (SHA-1, 30 s, last 6 of 8 digits)", () => {
    // T = 59 s → 94287082; T = 1111111109 s → 07081804.
    expect(matchTotp(RFC_SECRET, "287082", new Date(59_000), null)).toBe(1);
    expect(matchTotp(RFC_SECRET, "081804", new Date(1111111109_000), null)).toBe(37037036);
  });

  it("are accepted one step either side of now, and not two", () => {
    const secret = generateTotpSecret();
    const now = new Date("2026-11-21T10:00:10Z");
    const step = timeStep(now);
    expect(matchTotp(secret, codeAt(secret, step), now, null)).toBe(step);
    expect(matchTotp(secret, codeAt(secret, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, codeAt(secret, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, codeAt(secret, step - 2), now, null)).toBeNull();
    expect(matchTotp(secret, codeAt(secret, step + 2), now, null)).toBeNull();
  });

  it("refuse a step already used, or an earlier one (no replay)", () => {
    const secret = generateTotpSecret();
    const now = new Date("2026-11-21T10:00:10Z");
    const step = timeStep(now);
    expect(matchTotp(secret, codeAt(secret, step), now, step)).toBeNull();
    expect(matchTotp(secret, codeAt(secret, step - 1), now, step)).toBeNull();
    expect(matchTotp(secret, codeAt(secret, step + 1), now, step)).toBe(step + 1);
    // 30 s later the next code is fine.
    const later = new Date(now.getTime() + 30_000);
    expect(matchTotp(secret, codeAt(secret, step + 1), later, step)).toBe(step + 1);
  });

  it("refuse anything but six digits, and a wrong key", () => {
    const secret = generateTotpSecret();
    const now = new Date();
    const code = codeAt(secret, timeStep(now));
    expect(matchTotp(secret, `${code}0`, now, null)).toBeNull();
    expect(matchTotp(secret, code.slice(1), now, null)).toBeNull();
    expect(matchTotp(secret, "abcdef", now, null)).toBeNull();
    expect(matchTotp(generateTotpSecret(), code, now, null)).toBeNull();
    expect(matchTotp("not base32!", code, now, null)).toBeNull();
  });
});

describe("enrolment", () => {
  it("makes a 160-bit key, shown in groups of four", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(decodeBase32IgnorePadding(secret)).toHaveLength(20);
    expect(groupSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });

  it("puts the key in an otpauth URI for SHA-1, 6 digits, 30 s", () => {
    const uri = new URL(totpKeyUri("ZAMWE", "chair@zamwe.test", RFC_SECRET));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(RFC_SECRET);
    expect(uri.searchParams.get("algorithm")).toBe("SHA1");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
    expect(uri.searchParams.get("issuer")).toBe("ZAMWE");
  });

  it("draws the QR code as one path of unit squares", () => {
    const qr = qrCode(totpKeyUri("ZAMWE", "chair@zamwe.test", RFC_SECRET));
    expect(qr.size).toBeGreaterThan(21);
    expect(qr.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
  });
});

describe("recovery codes", () => {
  it("are ten distinct xxxxx-xxxxx codes, hashed the same however they are typed", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const [code] = codes as [string];
    expect(hashRecoveryCode(code.toUpperCase().replace("-", " "))).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("ADMIN_REQUIRE_2FA", () => {
  it("is what the variable says, and on in production when it is missing", () => {
    expect(twoFactorRequired({ ADMIN_REQUIRE_2FA: "true" })).toBe(true);
    expect(twoFactorRequired({ ADMIN_REQUIRE_2FA: "false", ENVIRONMENT: "production" })).toBe(
      false,
    );
    expect(twoFactorRequired({ ENVIRONMENT: "production" })).toBe(true);
    expect(twoFactorRequired({ ENVIRONMENT: "development" })).toBe(false);
  });
});
