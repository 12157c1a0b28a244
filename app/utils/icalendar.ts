/** RFC 5545 §3.1: a content line is at most 75 octets long, not counting its line break. */
export const MAX_LINE_OCTETS = 75;

/** The octets of one code point in UTF-8 (a lone surrogate is sent as U+FFFD: 3 octets). */
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line (RFC 5545 §3.1): after at most 75 octets of UTF-8 comes CRLF and a space,
 * and so on. Counted in octets, not JavaScript's UTF-16 units — a Hausa ƙ or ɗ is 2 octets, an
 * emoji 4 — and cut only between code points, so no UTF-8 sequence is ever split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  // for…of walks code points: a surrogate pair stays together.
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}
