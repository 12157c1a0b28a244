/** What a file is, from its first bytes — never from its name or the browser's claim. */
export type SniffedType = { mime: string; extension: string };

const signatures: { bytes: (number | null)[]; type: SniffedType }[] = [
  { bytes: [0xff, 0xd8, 0xff], type: { mime: "image/jpeg", extension: "jpg" } },
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    type: { mime: "image/png", extension: "png" },
  },
  // RIFF....WEBP
  {
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
    type: { mime: "image/webp", extension: "webp" },
  },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { mime: "application/pdf", extension: "pdf" } },
];

export function sniffFileType(head: Uint8Array): SniffedType | null {
  for (const { bytes, type } of signatures) {
    if (head.length >= bytes.length && bytes.every((b, i) => b === null || head[i] === b)) {
      return type;
    }
  }
  return null;
}
