// The directory at scale (issue #41): six requests of /members, one connection, `seconds` each
// after a warm-up, with the rows D1 read for each (the Worker's `x-d1-rows-read`, answered only
// to the benchmark: app/http/d1-meter.server.ts).
import autocannon from "autocannon";

const ROWS_READ_HEADER = "x-bench-rows-read";

/** The href of the page's rel="next" link, entities decoded; undefined on the last page. */
function nextHref(html) {
  const tag = html.match(/<a\b[^>]*\brel="next"[^>]*>/)?.[0];
  const href = tag?.match(/\bhref="([^"]+)"/)?.[1];
  return href?.replaceAll("&amp;", "&");
}

/**
 * The address of the page of `start` holding its `nth` row, reached as a visitor would: "Next"
 * links. `headers`: the requests' (an admin's cookie).
 */
export async function deepPageUrl(origin, nth, perPage, { start = "/members", headers = {} } = {}) {
  let url = start;
  for (let hop = 0; hop < Math.floor((nth - 1) / perPage); hop++) {
    const next = nextHref(await (await fetch(origin + url, { headers })).text());
    if (!next) throw new Error(`${start} has fewer than ${nth} rows`);
    url = next;
  }
  return url;
}

async function rowsReadOf(origin, url, headers) {
  const response = await fetch(origin + url, {
    headers: { ...headers, [ROWS_READ_HEADER]: "1" },
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const rowsRead = response.headers.get("x-d1-rows-read");
  if (rowsRead === null) throw new Error("The Worker reports no rows read (BENCH_ROWS_READ)");
  return Number(rowsRead);
}

export async function measureDirectory({ origin, members, seconds, perPage = 24, log }) {
  const requests = [
    { name: "no query", url: "/members" },
    { name: "a name query", url: "/members?q=aisha" },
    { name: "a 2-letter query", url: "/members?q=ha" },
    { name: "an industry filter", url: "/members?type=fashion" },
    { name: "a query and an industry", url: "/members?q=bello&type=fashion" },
    { name: "the 500th member onwards", url: await deepPageUrl(origin, 500, perPage) },
  ];
  const results = await measureRequests({ origin, requests, seconds, log });
  const goalsMet = {
    p99Under50ms: results.every((r) => r.p99Ms < 50),
    rowsReadAtMost500: results.every((r) => r.rowsRead <= 500),
  };
  return { members, requests: results, goalsMet };
}

/** Each request's p50 and p99 over `seconds` on one connection, after a warm-up, and its rows read. */
export async function measureRequests({ origin, requests, seconds, headers = {}, log }) {
  const results = [];
  for (const request of requests) {
    log(`  ${request.name}: ${request.url}`);
    const rowsRead = await rowsReadOf(origin, request.url, headers);
    const options = {
      url: origin + request.url,
      headers: { ...headers, "accept-encoding": "gzip" },
    };
    await autocannon({ ...options, connections: 1, duration: 1 });
    const single = await autocannon({ ...options, connections: 1, duration: seconds });
    const errors = single.errors + single.timeouts + single.non2xx;
    if (errors > 0) throw new Error(`${request.url}: ${errors} failed requests`);
    results.push({ ...request, p50Ms: single.latency.p50, p99Ms: single.latency.p99, rowsRead });
  }
  return results;
}

export function directoryTable(directory, seconds) {
  return requestsTable(
    `Directory with ${directory.members.toLocaleString("en")} members: one connection, ${seconds} s each; rows read from D1's meta.rows_read; goals p99 < 50 ms, rows read ≤ 500`,
    directory.requests,
  );
}

export function requestsTable(title, requests) {
  return [
    title,
    "",
    "| request | url | p50 ms | p99 ms | rows read |",
    "| --- | --- | ---: | ---: | ---: |",
    ...requests.map(
      (r) => `| ${r.name} | \`${r.url}\` | ${r.p50Ms} | ${r.p99Ms} | ${r.rowsRead} |`,
    ),
  ].join("\n");
}
