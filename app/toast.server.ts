import { createCookieSessionStorage, data } from "@remix-run/cloudflare";
import type { Toast } from "~/components/ui/toaster";
import { createToastUtilsWithCustomSession } from "remix-toast";

let isolateSecret: string | undefined;

/**
 * The flash cookie's signing secret: `SESSION_SECRET` (`wrangler secret put`, or `.dev.vars`
 * locally). Without one — a fresh `npm start` — a random secret for this isolate keeps the repo
 * free of secrets; flashes then survive only within one isolate, which is fine for local use.
 */
function secretFor(env: { SESSION_SECRET?: string; ENVIRONMENT?: string }): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (!isolateSecret) {
    if (env.ENVIRONMENT === "production") {
      console.warn("SESSION_SECRET is not set: flash messages use a per-isolate secret.");
    }
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    isolateSecret = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }
  return isolateSecret;
}

/** remix-toast's helpers over a signed, HttpOnly flash cookie, built from this request's env. */
export function toasts(env: object) {
  const typed = env as { SESSION_SECRET?: string; ENVIRONMENT?: string };
  return createToastUtilsWithCustomSession(
    createCookieSessionStorage({
      cookie: {
        name: "zamwe-flash",
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: typed.ENVIRONMENT === "production",
        secrets: [secretFor(typed)],
      },
    }),
  );
}

/**
 * An action's answer that stays on the page (validation kept, no redirect) with a message.
 * The message travels in the action data rather than the flash cookie: a browser without
 * JavaScript renders this very response, before any cookie could be read back.
 */
export function withToast<T extends object>(payload: T, toast: Toast, init?: ResponseInit) {
  return data({ ...payload, toast }, init);
}
