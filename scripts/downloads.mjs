#!/usr/bin/env node
// Writes the demo resource files the seed links to (public/downloads/*.pdf): small, valid,
// one-page PDFs with a title and a short text, so the demo Download buttons lead somewhere real.
// The association replaces them with its own documents (same names, or new rows in /admin).
import { mkdirSync, writeFileSync } from "node:fs";
import { seedResources } from "../db/seed-data.mjs";

function pdf(title, lines) {
  const esc = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "-");
  const text = [
    "BT /F1 20 Tf 56 770 Td",
    `(${esc(title)}) Tj`,
    "/F1 11 Tf 0 -28 Td 15 TL",
    ...lines.map((l) => `(${esc(l)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

function wrap(text, width = 85) {
  const words = text.split(/\s+/);
  const lines = [""];
  for (const word of words) {
    const last = lines.length - 1;
    if ((lines[last] + " " + word).trim().length > width) lines.push(word);
    else lines[last] = (lines[last] + " " + word).trim();
  }
  return lines;
}

mkdirSync("public/downloads", { recursive: true });
for (const [title, category, description, fileUrl] of seedResources) {
  const lines = [
    `Category: ${category}`,
    "",
    ...wrap(description ?? "A practical guide for ZAMWE members."),
    "",
    "Zamfara Women Entrepreneurs Association (ZAMWE) - Gusau, Zamfara State, Nigeria",
    "info@zamwe.org - +234 912 754 5291",
  ];
  writeFileSync(`public${fileUrl}`, pdf(title, lines));
  console.log(`public${fileUrl}`);
}
