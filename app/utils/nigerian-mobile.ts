// Apart from ./phone.ts, which every public page loads (the shell's WhatsApp links): only the
// SMS forms and the server need this, and the shell stays as small as it was (tests/budgets).
import { toE164 } from "./phone";

/**
 * A Nigerian mobile number in E.164: +234, then 70x, 80x, 81x, 90x or 91x and 7 more digits
 * (what an SMS can reach; toE164 also keeps landlines and other countries).
 */
export function isNigerianMobile(e164: string): boolean {
  return /^\+234[789][01]\d{8}$/.test(e164);
}

/** A typed or stored number as a Nigerian mobile in E.164, or null when an SMS cannot reach it. */
export function nigerianMobileOf(raw: string): string | null {
  const e164 = toE164(raw);
  return e164 !== null && isNigerianMobile(e164) ? e164 : null;
}

/**
 * What a sign-in name ("Email or phone number", issue #40) names when it is a phone: a name with
 * an "@" is an address, anything else is read as a Nigerian mobile (null when it is not one).
 */
export function phoneOfSignInName(name: string): string | null {
  return name.includes("@") ? null : nigerianMobileOf(name);
}
