/**
 * The output names of a SELECT's columns, as SQLite (and so D1) names them: an alias after
 * `as`, else a column reference's column name, else the expression's own text. Reads the
 * top-level select list of drizzle's `.toSQL().sql`, skipping quoted text and parentheses.
 */
export function selectOutputNames(sql: string): string[] {
  const start = sql.search(/^select\s+/i);
  if (start !== 0) throw new Error(`not a select: ${sql}`);
  const items: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = "";
  for (let i = sql.match(/^select\s+(distinct\s+)?/i)![0].length; i < sql.length; i++) {
    const c = sql[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === "(") {
      depth++;
    } else if (c === ")") {
      depth--;
    } else if (depth === 0 && c === ",") {
      items.push(current.trim());
      current = "";
      continue;
    } else if (depth === 0 && /^\sfrom\s/i.test(sql.slice(i, i + 6))) {
      break;
    }
    current += c;
  }
  items.push(current.trim());
  return items.map((item) => {
    const alias = item.match(/\sas\s+"([^"]+)"$/i);
    if (alias) return alias[1]!;
    const column = item.match(/^(?:"[^"]+"\.)?"([^"]+)"$/);
    return column ? column[1]! : item;
  });
}
