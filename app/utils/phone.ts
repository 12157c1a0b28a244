/**
 * Phone numbers are stored in E.164 (+234…) and turned into WhatsApp links (`wa.me/234…`).
 * Nigerian numbers are written many ways: 0803 123 4567, 803-123-4567, 234803…, +234 (0) 803….
 */
export function toE164(raw: string): string | null {
  const trimmed = raw.trim();
  const hasPlus = trimmed.startsWith("+") || trimmed.startsWith("00");
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("00")) digits = digits.slice(2);
  if (digits.startsWith("2340")) digits = `234${digits.slice(4)}`; // +234 (0) 803…

  // Nigerian numbers: 0 + 10 digits, 10 digits without the 0, or 234 + 10 digits.
  if (!hasPlus && /^0[789]\d{9}$/.test(digits)) return `+234${digits.slice(1)}`;
  if (!hasPlus && /^[789]\d{9}$/.test(digits)) return `+234${digits}`;
  if (/^234[789]\d{9}$/.test(digits)) return `+${digits}`;
  if (/^2340?\d{7,9}$/.test(digits)) return null; // a Nigerian prefix with too few digits
  // Other countries: only with an explicit international prefix, 8–15 digits (E.164).
  if (hasPlus && /^[1-9]\d{7,14}$/.test(digits)) return `+${digits}`;
  return null;
}

/** `https://wa.me/<digits>` for any stored or typed number; null when it cannot be understood. */
export function whatsappLink(phone: string, text?: string): string | null {
  const e164 = toE164(phone);
  return e164 ? whatsappHref(e164, text) : null;
}

/** `tel:` href from a display number: "+234 912 754 5291" → "tel:+2349127545291". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function whatsappHref(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
