import { format } from "~/i18n/language";
import type { MemberCardTexts } from "~/i18n/member-card";
import type { QrCode } from "~/utils/qr-code.server";

/** Text for SVG markup: the five characters XML gives meaning to, escaped. */
function xml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/**
 * The Member ID card as a standalone SVG document at ID-1 size (85.6 mm × 54 mm; one user unit is
 * 0.1 mm). Her photo is linked by its absolute URL over the disc with her initial, which shows
 * when the photo cannot load (an image viewer offline, or no photo).
 */
export function memberCardSvg(card: {
  associationName: string;
  name: string;
  number: string;
  photoUrl: string | null;
  plan: string;
  status: string;
  validUntil: string;
  qr: QrCode;
  /** Its labels in the page's language (app/i18n/member-card.ts). */
  texts: Pick<MemberCardTexts, "card">;
}): string {
  const t = card.texts;
  const nameSize = Math.max(
    24,
    Math.min(44, Math.floor((44 * 16) / Math.max(card.name.length, 1))),
  );
  const qrScale = 240 / card.qr.size;
  const rows = [
    [t.card.plan, card.plan],
    [t.card.status, card.status],
    [t.card.validUntil, card.validUntil],
  ]
    .map(
      ([label, value], i) =>
        `<text x="40" y="${340 + i * 55}" font-size="24" fill="#d1fadf">${xml(label!)}</text>` +
        `<text x="190" y="${340 + i * 55}" font-size="28" font-weight="700">${xml(value!)}</text>`,
    )
    .join("\n  ");
  const photo = card.photoUrl
    ? `<image href="${xml(card.photoUrl)}" x="40" y="115" width="120" height="120" preserveAspectRatio="xMidYMid slice" clip-path="url(#photo)"/>`
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="85.6mm" height="54mm" viewBox="0 0 856 540" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" fill="#fff" role="img" aria-label="${xml(format(t.card.imageLabel, { name: card.name, number: card.number }))}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0a5135"/>
      <stop offset="1" stop-color="#0e7a4d"/>
    </linearGradient>
    <clipPath id="photo"><circle cx="100" cy="175" r="60"/></clipPath>
  </defs>
  <rect width="856" height="540" rx="32" fill="url(#bg)"/>
  <text x="40" y="70" font-size="24" font-weight="600" letter-spacing="2" fill="#d1fadf">${xml(card.associationName.toUpperCase())}</text>
  <circle cx="100" cy="175" r="60" fill="#d1fadf"/>
  <text x="100" y="197" font-size="60" font-weight="700" text-anchor="middle" fill="#0a5135">${xml(card.name.trim().charAt(0).toUpperCase())}</text>
  ${photo}
  <text x="185" y="170" font-size="${nameSize}" font-weight="700">${xml(card.name)}</text>
  <text x="185" y="220" font-size="30" font-family="ui-monospace, Menlo, Consolas, monospace">${xml(card.number)}</text>
  ${rows}
  <rect x="576" y="130" width="250" height="250" rx="12" fill="#fff"/>
  <g transform="translate(581 135) scale(${qrScale.toFixed(4)})" shape-rendering="crispEdges"><path d="${card.qr.path}" fill="#000"/></g>
  <text x="701" y="420" font-size="22" text-anchor="middle" fill="#d1fadf">${xml(t.card.scanToVerify)}</text>
</svg>
`;
}
