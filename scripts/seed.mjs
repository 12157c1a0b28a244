#!/usr/bin/env node
// `npm run db:seed [-- --persist-to DIR] [--if-empty]`: demo data into the local D1.
import { buildSeedSql } from "../db/seed-data.mjs";
import { executeSqlFile, query } from "./lib/local-db.mjs";

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
const counts = query(
  "SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM join_applications) AS applications, (SELECT count(*) FROM resources) AS resources, (SELECT count(*) FROM testimonials) AS testimonials",
  persistTo,
)[0];
console.log(`Seeded local database: ${JSON.stringify(counts)}`);
