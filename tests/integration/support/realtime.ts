import { toasts } from "../../../app/http/toast.server";
import { getLoadContext } from "../../../load-context";
import type { TestDatabase } from "./d1";

type Published = { channels: string[]; event: { type: string; id: string } };

/**
 * A context whose live-update hub is a stand-in recording what announce() sends (the Durable
 * Object itself is tested in realtime.test.ts), and `published()`: what was announced since the
 * last call, once the Worker's waitUntil work has settled.
 */
export function recordingRealtime(t: TestDatabase) {
  const sent: Published[] = [];
  const pendingWork: Promise<unknown>[] = [];
  const realtime = {
    idFromName: (name: string) => name,
    get: () => ({
      publish: async (channels: string[], event: Published["event"]) => {
        sent.push({ channels, event });
        return 1;
      },
    }),
  };
  const context = getLoadContext({
    // The stand-in has only what announce() calls of a Durable Object namespace.
    env: { ...t.env, REALTIME: realtime } as unknown as Env,
    ctx: { waitUntil: (p) => void pendingWork.push(p), passThroughOnException: () => {} },
  });
  return {
    context,
    async published() {
      await Promise.all(pendingWork.splice(0));
      return sent.splice(0);
    },
    forget() {
      sent.length = 0;
    },
  };
}

/** The flash message a redirect carries, read back the way the next page's loader reads it. */
export async function flashOf(t: TestDatabase, response: Response) {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await toasts(t.env).getToast(
    new Request("http://zamwe.test", { headers: { Cookie: cookie } }),
  );
  return toast;
}
