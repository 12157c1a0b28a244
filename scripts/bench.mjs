#!/usr/bin/env node
// `npm run bench`: the project's benchmark (issue 9, extending the directory's). Seeds a separate
// local D1 with 10,000 approved and 5,000 other applications, serves the worker bundled as for a
// deploy on loopback (Miniflare, scripts/e2e-server.mjs), and measures:
//   1. page cost in Chromium at 360×740 over "slow 3G" and "fast 4G" with 4× CPU slowdown;
//   2. Lighthouse (mobile) on /, /events, /members, /join;
//   3. server load with autocannon, a fixed time per target;
//   4. live updates: from a visitor's RSVP until another visitor's open /events has reloaded.
// Prints the tables, writes bench/latest.json and bench/latest.md. Nothing leaves 127.0.0.1.
//   5. the directory at BENCH_MEMBERS members: six requests' latency and rows read (issue #41);
//   6. the admin's lists at BENCH_MEMBERS members, as an admin: latency and rows read (issue #41).
// BENCH_PARTS=page-cost,lighthouse,load,live,directory,admin-lists picks parts; BENCH_BUILD=0
// reuses build/.
import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { format, resolveConfig } from "prettier";
import { contentPages, interactivePages } from "../app/config/pages.ts";
import { benchApplicationsSql } from "../db/bench-data.mjs";
import { seedId } from "../db/seed-data.mjs";
import { runLighthouse } from "./bench/lighthouse.mjs";
import { devVarArgs } from "./lib/dev-vars.mjs";
import { measureLiveUpdates } from "./bench/live-update.mjs";
import { directoryTable, measureDirectory } from "./bench/directory.mjs";
import { adminListsTable, measureAdminLists } from "./bench/admin-lists.mjs";
import { measurePageCost, profiles } from "./bench/page-cost.mjs";
import { findOrInstallChromium } from "./find-chromium.mjs";
import { buildIsFresh } from "./lib/build.mjs";
import { applyMigrations, executeSqlFile, query } from "./lib/local-db.mjs";
import { bin, fileExists, freePort, run, start } from "./lib/run.mjs";

const persistTo = ".wrangler/bench-state";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const browsers = Number(process.env.BENCH_BROWSERS ?? 1);
const liveSamples = Number(process.env.BENCH_LIVE_SAMPLES ?? 20);
const parts = new Set(
  (process.env.BENCH_PARTS ?? "page-cost,lighthouse,load,live,directory,admin-lists").split(","),
);
const members = Number(process.env.BENCH_MEMBERS ?? 10_000);
const startedAt = Date.now();
const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;

const chromiumPath =
  parts.has("page-cost") || parts.has("lighthouse") || parts.has("live")
    ? findOrInstallChromium({ full: true })
    : undefined;
// A build newer than the sources is reused (BENCH_BUILD=1 forces one, BENCH_BUILD=0 skips it).
const build = process.env.BENCH_BUILD;
if (build === "1" || (build !== "0" && !buildIsFresh()) || !fileExists("build/server/index.js")) {
  console.log("› Building…");
  run(bin("react-router"), ["build"]);
} else {
  console.log("› Reusing build/ (newer than the sources)");
}
console.log(
  `› Preparing the benchmark database (${members} approved + ${members / 2} other applications)…`,
);
rmSync(persistTo, { recursive: true, force: true });
applyMigrations(persistTo);
run("node", ["scripts/seed.mjs", "--persist-to", persistTo]);
executeSqlFile(benchApplicationsSql({ approved: members, others: members / 2 }), persistTo);
const [{ approved }] = query(
  "SELECT count(*) AS approved FROM join_applications WHERE status = 'approved'",
  persistTo,
);
console.log(`  approved members: ${approved} (${elapsed()})`);

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// The Worker as `wrangler deploy` bundles it (React's production build: `wrangler dev` bundles
// its development build, several times slower to render), run by Miniflare as in the e2e suite,
// without `wrangler dev`'s proxy in front of it (scripts/e2e-server.mjs).
const server = start(
  "node",
  [
    "scripts/e2e-server.mjs",
    "server.ts",
    "--outdir",
    ".cache/bench-worker",
    "--port",
    String(port),
    "--persist-to",
    persistTo,
    // The Worker answers the directory part with the rows D1 read (app/http/d1-meter.server.ts).
    ...devVarArgs({ BENCH_ROWS_READ: "1" }),
  ],
  { stdio: ["ignore", "ignore", "inherit"] },
);
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

async function waitForServer() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/about`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("The benchmark's server did not start within 90 s");
}

/**
 * A member account for /dashboard, through the real forms; its session cookie. Sign-up starts no
 * session (it answers the same whether the e-mail was new or taken, ADR 0010): she then logs in.
 */
/**
 * A query on the benchmark's database while its server has it open: two workerd processes on
 * one SQLite file, so now and then the second is refused ("internal error"); it tries again.
 */
async function queryWhileServing(sql) {
  for (let attempt = 1; ; attempt++) {
    try {
      return query(sql, persistTo);
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

async function signUp({ admin = false } = {}) {
  const account = {
    email: `bench-${randomUUID()}@example.com`,
    password: `bench-${randomUUID()}`,
  };
  const post = (tab, fields) =>
    fetch(`${origin}/login?tab=${tab}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
      headers: { Origin: origin },
    });
  const signedUp = await post("signup", { intent: "signup", fullName: "Bench Member", ...account });
  if (signedUp.status !== 302)
    throw new Error(`Sign-up for the benchmark failed (${signedUp.status})`);
  // E-mail is on locally, so her account is held until she confirms her address (ADR 0036):
  // she opens the link of the message written for her and enters her password.
  const [message] = await queryWhileServing(
    `SELECT payload FROM messages WHERE kind = 'confirm-address' AND recipient = '${account.email}'`,
  );
  if (!message) throw new Error("Sign-up for the benchmark wrote no confirmation message");
  const { token } = JSON.parse(message.payload).data;
  const response = await fetch(`${origin}/confirm-email/${token}`, {
    method: "POST",
    body: new URLSearchParams({ password: account.password }),
    redirect: "manual",
    headers: { Origin: origin },
  });
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("zamwe-session="));
  if (response.status !== 302 || !session) {
    throw new Error(`Log-in for the benchmark failed (${response.status})`);
  }
  // Her account is an approved member's (/dashboard/profile is a member's page): the benchmark
  // links one of its approved applications to it, as an admin's link would. Or an admin's.
  await queryWhileServing(
    admin
      ? // The admin's lists: her account is given the role, as `npm run admin:create` would.
        `INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM users WHERE email = '${account.email}'`
      : `UPDATE join_applications SET user_id = (SELECT id FROM users WHERE email = '${account.email}') WHERE id = '${memberId}'`,
  );
  const [name, value] = [
    session.slice(0, session.indexOf("=")),
    session.slice(session.indexOf("=") + 1),
  ];
  return [{ name, value, domain: "127.0.0.1", path: "/" }];
}

const memberId = seedId("bench:4242");
const kb = (bytes) => (bytes === null ? "–" : `${(bytes / 1024).toFixed(1)}`);
const ms = (value) => (value === null ? "–" : String(Math.round(value)));

// ── 1. Page cost ────────────────────────────────────────────────────────────────────────────
async function pageCost() {
  const cookies = await signUp();
  // /sites/{slug} and /builder belong to the website builder; measured once they exist.
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const site = sitemap.match(/<loc>[^<]*(\/sites\/[^<]+)<\/loc>/)?.[1];
  const pages = [];
  for (const page of [...contentPages, ...interactivePages]) {
    let url = page.path;
    if (page.path === "/members/:id") url = `/members/${memberId}`;
    else if (page.path === "/sites/:slug") url = site;
    if (!url) continue;
    // Her own pages, as the member she is (an anonymous visitor is sent to /login instead).
    const signedIn = page.path.startsWith("/dashboard") || page.path === "/builder";
    if (page.optional && (await fetch(origin + url, { redirect: "manual" })).status === 404)
      continue;
    pages.push({
      name: page.path === "/members/:id" ? "/members/{id}" : page.path,
      url,
      cookies: signedIn ? cookies : [],
    });
  }
  // In Hausa too (issue 20: the budgets hold in both languages; issue 30: the first paint too):
  // the home page, /members and /join.
  for (const path of ["/", "/members", "/join"]) {
    const at = pages.findIndex((page) => page.name === path);
    const url = `${path}?lang=ha`;
    pages.splice(at + 1, 0, { name: url, url, cookies: [] });
  }
  // BENCH_PAGES=/join,/join?lang=ha measures only those rows.
  const only = process.env.BENCH_PAGES?.split(",");
  if (only) pages.splice(0, pages.length, ...pages.filter((page) => only.includes(page.name)));
  console.log(
    `\n› Page cost: ${pages.length} pages × ${profiles.length} networks × ${runs} cold loads (${elapsed()})…`,
  );
  return measurePageCost({ chromiumPath, origin, pages, runs, browsers, log: console.log });
}

function pageCostTable(results, profile) {
  const rows = results.filter((r) => r.profile === profile.name);
  return [
    `Page cost, ${profile.name} (${profile.latency} ms RTT, ${Math.round((profile.downloadThroughput * 8) / 1024)} kbit/s), 4× CPU, 360×740, median of ${runs} cold loads; KB on the wire (headers included), except "JS gz (bodies)": the scripts without their headers`,
    "",
    "| page | requests | scripts | HTML | CSS | JS | JS gz (bodies) | images | other | total KB | FCP ms | LCP ms | h1 painted ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.requests} | ${r.scripts} | ${kb(r.bytes.html)} | ${kb(r.bytes.css)} | ${kb(r.bytes.js)} | ${kb(r.jsBody)} | ${kb(r.bytes.img)} | ${kb(r.bytes.other + r.bytes.font)} | ${kb(r.totalBytes)} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.h1Ms)} |`,
    ),
  ].join("\n");
}

// ── 2. Lighthouse ───────────────────────────────────────────────────────────────────────────
const lighthouseTargets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

function lighthouseTable(results) {
  const lines = [
    "Lighthouse 12 (mobile preset: simulated slow 4G, 4× CPU), targets ≥ 95 / 100 / 100 / 100",
    "",
    "| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...results.map(
      (r) =>
        `| ${r.path} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${r.metrics.fcpMs} | ${r.metrics.lcpMs} | ${r.metrics.tbtMs} | ${r.metrics.cls} |`,
    ),
  ];
  const failed = results.flatMap((r) => r.failed.map((f) => `- ${r.path}: ${f}`));
  if (failed.length > 0) lines.push("", "Audits below 90:", ...failed);
  return lines.join("\n");
}

// ── 3. Server load ──────────────────────────────────────────────────────────────────────────
const contactBody = (i) =>
  new URLSearchParams({
    name: "Bench Visitor",
    email: `bench${i}@example.com`,
    message: "A message from the load benchmark.",
  }).toString();
/** A distinct client address per request (Miniflare takes CF-Connecting-IP as sent). */
const visitorAddress = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const loadTargets = [
  { name: "/ (home)", path: "/" },
  { name: "/events", path: "/events" },
  { name: `/members (${members.toLocaleString("en")})`, path: "/members" },
  { name: "/members/{id}", path: `/members/${memberId}` },
  {
    name: "POST /contact",
    path: "/contact",
    method: "POST",
    // The message is stored in the benchmark's own database; success is a redirect.
    body: contactBody(0),
    // Each request is another visitor (her own address and e-mail), as in real traffic: one
    // client posting hundreds of messages a minute would meet the abuse limits (429).
    perVisitor: (i) => ({
      headers: { "cf-connecting-ip": visitorAddress(i) },
      body: contactBody(i),
    }),
    expectStatus: 302,
  },
];

/** Requests that did not get the expected answer (errors, timeouts, other status codes). */
function failures(result, expectStatus) {
  const wrongStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== expectStatus)
    .reduce((sum, [, stat]) => sum + stat.count, 0);
  return result.errors + result.timeouts + wrongStatus;
}

async function measureLoad(target) {
  const expectStatus = target.expectStatus ?? 200;
  const options = {
    url: origin + target.path,
    method: target.method ?? "GET",
    body: target.body,
    headers: target.body
      ? { "content-type": "application/x-www-form-urlencoded", origin }
      : { "accept-encoding": "gzip" },
  };
  const first = await fetch(origin + target.path, {
    method: options.method,
    body: options.body,
    headers: options.headers,
    redirect: "manual",
    // A hung server fails the benchmark instead of hanging it.
    signal: AbortSignal.timeout(30_000),
  });
  const html = Buffer.from(await first.arrayBuffer());
  if (first.status !== expectStatus) throw new Error(`${target.path} answered ${first.status}`);
  // Warm up; then latency one request at a time (the time a visitor waits), then throughput
  // under concurrent load (where latency also includes queueing behind other requests).
  if (target.perVisitor) {
    let visitor = 1;
    options.requests = [
      {
        setupRequest: (request) => {
          const { headers, body } = target.perVisitor(visitor++);
          return { ...request, headers: { ...request.headers, ...headers }, body };
        },
      },
    ];
  }
  await autocannon({ ...options, connections: 2, duration: 1 });
  const single = await autocannon({ ...options, connections: 1, duration: seconds });
  const loaded = await autocannon({ ...options, connections, duration: seconds });
  return {
    name: target.name,
    path: target.path,
    method: options.method,
    p50Ms: single.latency.p50,
    p99Ms: single.latency.p99,
    requestsPerSecond: Math.round(loaded.requests.average),
    loadedP50Ms: loaded.latency.p50,
    loadedP99Ms: loaded.latency.p99,
    errors: failures(single, expectStatus) + failures(loaded, expectStatus),
    requests: single.requests.total + loaded.requests.total,
    // fetch() hands back the body decompressed: gzip it as the network would carry it.
    htmlGzipBytes: expectStatus === 200 ? gzipSync(html).length : null,
  };
}

function loadTable(results) {
  return [
    `Server load: the deploy bundle on Miniflare, loopback, ${seconds} s per measurement; p50/p99 one request at a time, req/s with ${connections} connections`,
    "",
    `| target | p50 ms | p99 ms | req/s (${connections} conn.) | p50/p99 ms under load | errors | HTML gzip |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.p50Ms} | ${r.p99Ms} | ${r.requestsPerSecond} | ${r.loadedP50Ms}/${r.loadedP99Ms} | ${r.errors} | ${r.htmlGzipBytes === null ? "–" : `${kb(r.htmlGzipBytes)} KB`} |`,
    ),
  ].join("\n");
}

// ── 4. Live updates ─────────────────────────────────────────────────────────────────────────
function liveTable(live) {
  const row = (what, key) => `| ${what} | ${live[key].median} | ${live[key].max} |`;
  return [
    `Live updates: ${live.samples.length} RSVPs, one at a time, by other visitors while /events is open in Chromium; ms from sending the RSVP`,
    "",
    "| until | median ms | max ms |",
    "| --- | ---: | ---: |",
    row("its answer (the write committed)", "answeredMs"),
    row("the hub's message at the open page", "messageMs"),
    row("the open page has reloaded its data", "reloadedMs"),
  ].join("\n");
}

try {
  await waitForServer();
  const report = { date: new Date().toISOString(), approved, machine: "see bench/README.md" };
  const tables = [];

  if (parts.has("page-cost")) {
    report.pageCost = await pageCost();
    for (const profile of profiles) tables.push(pageCostTable(report.pageCost, profile));
    // Issue 30's goals, on slow 3G: the h1 painted within 1 s, ≤ 90 KB of JavaScript gz in
    // ≤ 8 files (a content page sends none).
    const slow = report.pageCost.filter((r) => r.profile === profiles[0].name);
    report.firstPaintTargetsMet = {
      h1Within1s: slow.every((r) => r.h1Ms !== null && r.h1Ms <= 1000),
      jsWithin90KB: slow.every((r) => r.jsBody <= 90 * 1024),
      atMost8Scripts: slow.every((r) => r.scripts <= 8),
    };
  }
  if (parts.has("lighthouse")) {
    console.log(`\n› Lighthouse on /, /events, /members, /join (${elapsed()})…`);
    report.lighthouse = await runLighthouse({
      chromiumPath,
      origin,
      paths: ["/", "/events", "/members", "/join"],
      log: console.log,
    });
    tables.push(lighthouseTable(report.lighthouse));
    report.lighthouseTargetsMet = report.lighthouse.every((r) =>
      Object.entries(lighthouseTargets).every(([c, min]) => r.scores[c] >= min),
    );
  }
  if (parts.has("load")) {
    report.load = { seconds, connections, results: [] };
    for (const target of loadTargets) {
      console.log(
        `› ${target.name} for ${seconds} s, then ${seconds} s with ${connections} connections (${elapsed()})…`,
      );
      report.load.results.push(await measureLoad(target));
    }
    tables.push(loadTable(report.load.results));
    const directory = report.load.results.find((r) => r.path === "/members");
    report.directoryTargetsMet = {
      p50Under30ms: directory.p50Ms < 30,
      p99Under100ms: directory.p99Ms < 100,
      htmlUnder60KBGzip: directory.htmlGzipBytes < 60 * 1024,
    };
  }

  if (parts.has("live")) {
    console.log(`\n› Live updates: ${liveSamples} RSVPs with /events open (${elapsed()})…`);
    report.live = await measureLiveUpdates({
      chromiumPath,
      origin,
      eventId: seedId("event:trade-fair"),
      samples: liveSamples,
      log: console.log,
    });
    tables.push(liveTable(report.live));
  }

  if (parts.has("directory")) {
    console.log(`\n› The directory with ${members} members, six requests (${elapsed()})…`);
    report.directory = await measureDirectory({ origin, members, seconds, log: console.log });
    tables.push(directoryTable(report.directory, seconds));
    console.log(`Directory goals: ${JSON.stringify(report.directory.goalsMet)}`);
  }

  if (parts.has("admin-lists")) {
    console.log(`\n› The admin's lists with ${members} members (${elapsed()})…`);
    const [session] = await signUp({ admin: true });
    report.adminLists = await measureAdminLists({
      origin,
      members,
      seconds,
      cookie: `${session.name}=${session.value}`,
      log: console.log,
    });
    tables.push(adminListsTable(report.adminLists, seconds));
  }

  const text = tables.join("\n\n");
  console.log(`\n${text}\n`);
  if (report.firstPaintTargetsMet) {
    console.log(`First-paint targets (slow 3G): ${JSON.stringify(report.firstPaintTargetsMet)}`);
  }
  if (report.lighthouse) console.log(`Lighthouse targets met: ${report.lighthouseTargetsMet}`);
  if (report.directoryTargetsMet) {
    console.log(
      `Directory targets under load (${members} members): ${JSON.stringify(report.directoryTargetsMet)}`,
    );
  }
  report.durationSeconds = Math.round((Date.now() - startedAt) / 1000);
  // Written as the repository's Prettier would write them, so that `prettier --check` stays green.
  const write = async (path, content) =>
    writeFileSync(path, await format(content, { ...(await resolveConfig(path)), filepath: path }));
  // A run of some parts keeps the other parts' last figures (each part's own date is the run's).
  const previous = fileExists("bench/latest.json")
    ? JSON.parse(readFileSync("bench/latest.json", "utf8"))
    : {};
  await write("bench/latest.json", JSON.stringify({ ...previous, ...report }, null, 2));
  await write(
    "bench/latest.md",
    `# Latest benchmark (${report.date.slice(0, 10)}, ${report.durationSeconds} s)\n\n${text}\n`,
  );
  console.log(`Wrote bench/latest.json and bench/latest.md in ${elapsed()}`);
} finally {
  stop();
}
