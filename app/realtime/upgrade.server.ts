import { isAdmin } from "~/auth/guards.server";
import { readSession } from "~/auth/session.server";
import { mustEnrol } from "~/auth/two-factor.server";
import { isRealtimeChannel } from "./channels";

/**
 * `GET /realtime/{channel}`: the WebSocket upgrade, decided here before the hub sees it.
 * `admin` needs a valid admin session (roles read from D1, second factor passed), else 401; `events` is public.
 */
export async function handleRealtimeRequest(
  request: Request,
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
): Promise<Response> {
  const channel = new URL(request.url).pathname.slice("/realtime/".length);
  if (!isRealtimeChannel(channel)) return new Response("Not Found", { status: 404 });
  if (request.method !== "GET") return new Response("Method Not Allowed", { status: 405 });
  if (channel === "admin") {
    const user = await readSession(env, request, (promise) => ctx.waitUntil(promise));
    // The same test as requireAdmin: readSession sees nobody in a session still owing its second
    // factor, and an admin who still has to enrol gets nothing either.
    if (!isAdmin(user) || mustEnrol(user, env)) {
      return new Response("Unauthorized", { status: 401 });
    }
  }
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  }
  const hub = env.REALTIME.get(env.REALTIME.idFromName("hub"));
  return hub.fetch(new Request(`https://hub/realtime/${channel}`, request));
}
