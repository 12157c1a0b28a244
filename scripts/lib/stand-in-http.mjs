// What the local stand-ins of outside services (Paystack: scripts/paystack-stand-in.mjs; Termii:
// scripts/termii-stand-in.mjs) share: reading a request's body as their APIs take it, answering
// JSON, and running as a program that prints its URL and exits with its parent.
import { parseArgs } from "node:util";

const MAX_BODY_BYTES = 1024 * 1024;

export function sendJson(response, { status, body }) {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

/**
 * A JSON (or form-encoded, as the services' PHP samples post) body as an object, and its raw
 * text; undefined when it was answered already (too large, not JSON), with `refusal(status,
 * message)` — the service's own shape of a refusal.
 */
export async function readBody(request, response, refusal) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      sendJson(response, refusal(413, "Request body too large"));
      return undefined;
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if ((request.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const body = JSON.parse(text || "{}");
    if (body && typeof body === "object" && !Array.isArray(body)) return body;
  } catch {
    // answered below
  }
  sendJson(response, refusal(400, "Invalid JSON body"));
  return undefined;
}

/**
 * Runs a stand-in as a program: `--port` (0: any free one) on 127.0.0.1, `--secret`, and
 * `--exit-with-stdin` (exit when stdin closes, so it never outlives a parent that dies). Its
 * first line on stdout is its URL, for the parent to read (scripts/lib/stand-in-process.mjs).
 */
export function serveFromCommandLine(createServer, { defaultSecret }) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "0" },
      secret: { type: "string", default: defaultSecret },
      "exit-with-stdin": { type: "boolean", default: false },
    },
  });
  const server = createServer({ secret: values.secret });
  server.listen(Number(values.port), "127.0.0.1", () => {
    const { port } = server.address();
    process.stdout.write(`http://127.0.0.1:${port}\n`);
  });
  const stop = () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  if (values["exit-with-stdin"]) {
    process.stdin.on("end", stop);
    process.stdin.on("close", stop);
    process.stdin.resume();
  }
}
