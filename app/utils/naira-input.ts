/** Money as the forms type it and D1 stores it: integer kobo (₦1 = 100 kobo). */

/** Integer kobo, up to ₦100,000,000. */
export const MAX_PRICE_KOBO = 100_000_000 * 100;

/** "₦2,500", "2500", "N2500.50" → kobo. */
export function nairaToKobo(raw: string): number | null {
  const cleaned = raw.replace(/[\s,₦]/g, "").replace(/^(ngn|n)/i, "");
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const kobo = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(kobo) ? kobo : null;
}

/** Kobo → what the form shows: 250000 → "2500", 250050 → "2500.50". */
export function koboToNaira(kobo: number): string {
  const naira = Math.floor(kobo / 100);
  const rest = kobo % 100;
  return rest ? `${naira}.${String(rest).padStart(2, "0")}` : String(naira);
}
