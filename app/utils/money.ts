/**
 * Money as people read it. What forms type and D1 stores (integer kobo, ₦1 = 100 kobo) is in
 * ./naira-input.ts: the pages that only show prices (/join) do not load that.
 */

/** Kobo → Naira as people read it: 290000 → "₦2,900", 590050 → "₦5,900.50". */
export function formatNaira(kobo: number): string {
  return new Intl.NumberFormat("en-NG", {
    style: "currency",
    currency: "NGN",
    maximumFractionDigits: kobo % 100 === 0 ? 0 : 2,
  }).format(kobo / 100);
}
