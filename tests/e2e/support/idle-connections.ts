import http from "node:http";
import type { Socket } from "node:net";

/**
 * The suite's own HTTP requests (`page.request`, `request`: Playwright's APIRequestContext, in
 * this Node process) go through keep-alive agents that keep an idle connection forever, while the
 * worker's runtime (workerd) closes a connection after 5 s idle. A request written on a pooled
 * connection as the server closes it — or before this busy process has read the server's FIN —
 * dies with ECONNRESET, and a POST is never retried. Browsers retry such a request; Node's client
 * does not. So an idle pooled connection is closed here after 4 s, before the server would: the
 * client always closes first (what undici does by default). ADR 0019.
 */
const IDLE_MS = 4_000;

// Node's own method returns whether the socket may be kept (its types say void).
const keepSocketAlive = http.Agent.prototype.keepSocketAlive as (
  this: http.Agent,
  socket: Socket,
) => boolean;
http.Agent.prototype.keepSocketAlive = function (this: http.Agent, socket: Socket) {
  const kept = keepSocketAlive.call(this, socket);
  // The agent destroys a free socket whose timeout fires (Node's _http_agent, onTimeout), as it
  // does for its own `timeout` option and a server's `Keep-Alive: timeout=` hint.
  if (kept) socket.setTimeout(IDLE_MS);
  return kept;
} as typeof http.Agent.prototype.keepSocketAlive;
