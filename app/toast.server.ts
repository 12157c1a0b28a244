import { createCookieSessionStorage, data } from "@remix-run/cloudflare";
import type { Toast } from "~/components/ui/toaster";
import { createToastUtilsWithCustomSession } from "remix-toast";
import { cookieSecret } from "~/secrets.server";

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
        secrets: [cookieSecret(typed)],
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
