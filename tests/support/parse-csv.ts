/**
 * Reads back what app/utils/csv.ts writes (RFC 4180: quoted cells, "" for a quote, CRLF or LF
 * inside quotes kept), independently of that module, so the tests check the format itself.
 * Returns whether the text began with a UTF-8 byte-order mark, and the rows without it.
 */
export function parseCsv(text: string): { bom: boolean; rows: string[][] } {
  const bom = text.startsWith("\uFEFF");
  const body = bom ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        cell += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && body[i + 1] === "\n") {
      // CRLF ends the row: handled at the \n.
    } else if (c === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else {
      cell += c;
    }
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return { bom, rows };
}
