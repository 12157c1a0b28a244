#!/usr/bin/env node
// The end-to-end suite's server: the worker bundled as `wrangler deploy` bundles it, with the
// bindings of wrangler.toml, run by Miniflare — the local runtime under `wrangler dev` — without
// `wrangler dev`'s proxy in front of it. That proxy forwards each request to the worker's runtime
// over a pooled HTTP connection, and both sides close idle connections after 5 s: a request sent
// as the pool reuses a connection the worker side is closing is lost, and a lost POST is answered
// 503 "Your worker restarted mid-request" although nothing restarted (workers-sdk issues #14641,
// #15252). The suite posts forms all the time, so one in a few full runs failed for nothing
// (ADR 0019). Miniflare's own entry hands requests to the worker inside the runtime. The
// benchmark serves the production entry with it too (`--outdir` keeps its bundle apart): what a
// deploy ships, with React's production build (`wrangler dev` bundles the development one).
//
//   node scripts/e2e-server.mjs ENTRY --port N --persist-to DIR [--outdir DIR] [--var NAME:VALUE]…
import { parseArgs } from "node:util";
import { join, parse, resolve } from "node:path";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { bin, run } from "./lib/run.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string" },
    "persist-to": { type: "string" },
    outdir: { type: "string", default: ".cache/e2e-worker" },
    var: { type: "string", multiple: true, default: [] },
  },
});
const [entry] = positionals;
if (!entry || !values.port || !values["persist-to"]) {
  console.error("usage: node scripts/e2e-server.mjs ENTRY --port N --persist-to DIR [--var K:V]…");
  process.exit(2);
}

// The same bundling as a deploy (esbuild through wrangler), from the suite's entry.
const { outdir } = values;
run(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir, entry], {
  stdio: ["ignore", "ignore", "inherit"],
});

const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
const vars = Object.fromEntries(
  values.var.map((pair) => {
    const at = pair.indexOf(":");
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);
// The folders `wrangler dev --persist-to` and `wrangler d1 execute --persist-to` use, so the
// suite's seeding and its direct queries (scripts/lib/local-db.mjs) see the same database.
const state = join(resolve(values["persist-to"]), "v3");

const mf = new Miniflare({
  ...workerOptions,
  name: "zamwe",
  // One module: esbuild bundled everything (its remaining dynamic import() is never reached).
  modules: [{ type: "ESModule", path: join(outdir, `${parse(entry).name}.js`) }],
  bindings: { ...workerOptions.bindings, ...vars },
  host: "127.0.0.1",
  port: Number(values.port),
  // No network here: Miniflare's stand-in `request.cf` instead of fetching Cloudflare's.
  cf: false,
  d1Persist: join(state, "d1"),
  r2Persist: join(state, "r2"),
  durableObjectsPersist: join(state, "do"),
  cachePersist: join(state, "cache"),
  kvPersist: join(state, "kv"),
  log: new Log(LogLevel.WARN),
});
const url = await mf.ready;
console.log(`Ready on ${url}`);

const stop = async () => {
  await mf.dispose();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
