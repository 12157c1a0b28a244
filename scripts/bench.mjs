#!/usr/bin/env node
// `npm run bench`: the project's benchmark. Seeds a separate local D1 with 10,000 approved and
// 5,000 other applications, serves the built worker with `wrangler dev` on loopback, and measures
// each target with autocannon for a fixed time. Prints a table and writes bench/latest.json.
import autocannon from "autocannon";
import { rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { benchApplicationsSql } from "../db/bench-data.mjs";
import { seedId } from "../db/seed-data.mjs";
import { applyMigrations, executeSqlFile, query } from "./lib/local-db.mjs";
import { bin, fileExists, freePort, run, start } from "./lib/run.mjs";

const persistTo = ".wrangler/bench-state";
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

if (!fileExists("build/server/index.js") || process.env.BENCH_BUILD !== "0") {
  console.log("› Building…");
  run(bin("remix"), ["vite:build"]);
}
console.log("› Preparing the benchmark database (10,000 approved + 5,000 other applications)…");
rmSync(persistTo, { recursive: true, force: true });
applyMigrations(persistTo);
run("node", ["scripts/seed.mjs", "--persist-to", persistTo]);
executeSqlFile(benchApplicationsSql(), persistTo);
const [{ approved }] = query(
  "SELECT count(*) AS approved FROM join_applications WHERE status = 'approved'",
  persistTo,
);
console.log(`  approved members: ${approved}`);

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = start(
  bin("wrangler"),
  [
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    persistTo,
    "--log-level",
    "warn",
  ],
  { stdio: ["ignore", "ignore", "inherit"] },
);
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/about`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("wrangler dev did not start within 60 s");
}

const memberId = seedId("bench:4242");
const targets = [
  { name: "/ (home)", path: "/" },
  { name: "/members (10,000)", path: "/members" },
  { name: "/members?q=bello", path: "/members?q=bello" },
  { name: "/members?page=200", path: "/members?page=200" },
  { name: "/members/{id}", path: `/members/${memberId}` },
  { name: "/resources", path: "/resources" },
];

async function measure(target) {
  const response = await fetch(origin + target.path);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}`);
  // Warm up; then latency one request at a time (the time a visitor waits), then throughput
  // under concurrent load (where latency also includes queueing behind other requests).
  await autocannon({ url: origin + target.path, connections: 2, duration: 1 });
  const single = await autocannon({ url: origin + target.path, connections: 1, duration: seconds });
  const loaded = await autocannon({ url: origin + target.path, connections, duration: seconds });
  return {
    name: target.name,
    path: target.path,
    p50Ms: single.latency.p50,
    p99Ms: single.latency.p99,
    requestsPerSecond: Math.round(loaded.requests.average),
    loadedP50Ms: loaded.latency.p50,
    loadedP99Ms: loaded.latency.p99,
    errors:
      single.errors +
      single.non2xx +
      single.timeouts +
      loaded.errors +
      loaded.non2xx +
      loaded.timeouts,
    htmlGzipBytes: gzipSync(html).length,
  };
}

try {
  await waitForServer();
  const results = [];
  for (const target of targets) {
    console.log(`› ${target.name} for ${seconds} s with ${connections} connections…`);
    results.push(await measure(target));
  }
  console.log(
    `\n| target | p50 ms | p99 ms | req/s (${connections} conn.) | p50/p99 ms under load | errors | HTML gzip |`,
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.p50Ms} | ${r.p99Ms} | ${r.requestsPerSecond} | ${r.loadedP50Ms}/${r.loadedP99Ms} | ${r.errors} | ${(r.htmlGzipBytes / 1024).toFixed(1)} KB |`,
    );
  }
  const directory = results.find((r) => r.path === "/members");
  const targetsMet = {
    directoryP50Under30ms: directory.p50Ms < 30,
    directoryP99Under100ms: directory.p99Ms < 100,
    directoryHtmlUnder60KBGzip: directory.htmlGzipBytes < 60 * 1024,
  };
  console.log(`\nTargets (directory, 10,000 members): ${JSON.stringify(targetsMet)}`);
  writeFileSync(
    "bench/latest.json",
    `${JSON.stringify({ date: new Date().toISOString(), seconds, connections, approved, results, targetsMet }, null, 2)}\n`,
  );
  console.log("Wrote bench/latest.json");
} finally {
  stop();
}
