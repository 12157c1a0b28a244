import type { AppLoadContext } from "@remix-run/cloudflare";
import type { RealtimeChannel, RealtimeEvent } from "./channels";

/**
 * Tells the open dashboards (and /events pages) that something changed. Called after the D1
 * write succeeded; runs after the response (waitUntil) and never fails the user's action — an
 * unreachable hub only means the pages refresh on their next load.
 */
export function announce(
  context: AppLoadContext,
  channels: RealtimeChannel[],
  event: RealtimeEvent,
): void {
  const { env, ctx } = context.cloudflare;
  ctx.waitUntil(publish(env, channels, event));
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
    console.error("[realtime] could not publish:", error);
  }
}
