#!/usr/bin/env node
// `npm run db:seed [-- --persist-to DIR] [--if-empty]`: demo data into the local D1.
import { fileURLToPath } from "node:url";
import { buildSeedSql, SEEDED_RENEWAL_RECEIPT_KEY } from "../db/seed-data.mjs";
import { executeSqlFile, query } from "./lib/local-db.mjs";
import { bin, capture } from "./lib/run.mjs";

const args = process.argv.slice(2);
const persistIndex = args.indexOf("--persist-to");
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : undefined;

if (args.includes("--if-empty")) {
  const [{ n }] = query("SELECT count(*) AS n FROM events", persistTo);
  if (n > 0) {
    console.log("Local database already has data: not seeding.");
    process.exit(0);
  }
}
executeSqlFile(buildSeedSql(), persistTo);
// The pending renewal's receipt, in the local uploads bucket, so an admin can open it.
capture(bin("wrangler"), [
  "r2",
  "object",
  "put",
  `zamwe-uploads/${SEEDED_RENEWAL_RECEIPT_KEY}`,
  "--local",
  ...(persistTo ? ["--persist-to", persistTo] : []),
  "--file",
  fileURLToPath(new URL("../db/demo-receipt.pdf", import.meta.url)),
  "--content-type",
  "application/pdf",
]);
const counts = query(
  "SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM join_applications) AS applications, (SELECT count(*) FROM resources) AS resources, (SELECT count(*) FROM testimonials) AS testimonials",
  persistTo,
)[0];
console.log(`Seeded local database: ${JSON.stringify(counts)}`);
