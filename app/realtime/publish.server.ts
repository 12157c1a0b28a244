import type { AppLoadContext } from "react-router";
import { REALTIME_TAB_HEADER, isTabId, type RealtimeChannel, type RealtimeEvent } from "./channels";
import { loggableError } from "~/models/loggable-error.server";

/**
 * Tells the open dashboards (and /events pages) that something changed. Called after the D1
 * write succeeded; runs after the response (waitUntil) and never fails the user's action — an
 * unreachable hub only means the pages refresh on their next load. Given the request, the
 * message carries the posting tab's id, so that tab does not reload a second time (ADR 0014).
 */
export function announce(
  context: AppLoadContext,
  channels: RealtimeChannel[],
  event: Omit<RealtimeEvent, "origin">,
  request?: Request,
): void {
  const { env, ctx } = context.cloudflare;
  const tab = request?.headers.get(REALTIME_TAB_HEADER);
  ctx.waitUntil(publish(env, channels, isTabId(tab) ? { ...event, origin: tab } : event));
}

export async function publish(
  env: Pick<Env, "REALTIME">,
  channels: RealtimeChannel[],
  event: RealtimeEvent,
): Promise<void> {
  try {
    const namespace = env.REALTIME;
    await namespace.get(namespace.idFromName("hub")).publish(channels, event);
  } catch (error) {
    console.error("[realtime] could not publish:", loggableError(error));
  }
}
