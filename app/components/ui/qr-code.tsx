import type { QrCode } from "~/utils/qr-code.server";

/** A QR code drawn as inline SVG (no image request, crisp at any size and in print). */
export function QrCodeSvg({
  qr,
  label,
  width,
  className = "",
}: {
  qr: QrCode;
  label: string;
  width?: number | string;
  className?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={width}
      height={width}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
