import { encode } from "uqr";

export type QrCode = { size: number; path: string };

/** The QR code as one SVG path (a unit square per dark module), drawn by the page itself. */
export function qrCode(text: string): QrCode {
  const { size, data } = encode(text, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size, path };
}
