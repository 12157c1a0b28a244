import { createCookieSessionStorage, data } from "react-router";
import type { Toast } from "~/components/ui/toaster";
import { createToastUtilsWithCustomSession } from "remix-toast";
import { cookieSecret } from "~/http/secrets.server";
import { safeRedirect } from "~/http/site-path.server";

/** What the flash cookie depends on: its signing secret, and whether it is production. */
type FlashEnv = Pick<Env, "SESSION_SECRET" | "ENVIRONMENT">;

/** The signed, HttpOnly flash cookie remix-toast keeps its one-time message in. */
function flashStorage(env: FlashEnv) {
  return createCookieSessionStorage({
    cookie: {
      name: "zamwe-flash",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.ENVIRONMENT === "production",
      secrets: [cookieSecret(env)],
    },
  });
}

/**
 * remix-toast's helpers over the flash cookie, built from this request's env. Their redirects
 * stay on the site whatever path they are given (app/http/site-path.server.ts): a target that
 * would leave it goes home instead.
 */
export function toasts(env: FlashEnv) {
  const utils = createToastUtilsWithCustomSession(flashStorage(env));
  const onSite =
    <Rest extends unknown[], Result>(redirectTo: (to: string, ...rest: Rest) => Result) =>
    (to: string, ...rest: Rest) =>
      redirectTo(safeRedirect(to, "/"), ...rest);
  return {
    ...utils,
    redirectWithToast: onSite(utils.redirectWithToast),
    redirectWithSuccess: onSite(utils.redirectWithSuccess),
    redirectWithError: onSite(utils.redirectWithError),
    redirectWithInfo: onSite(utils.redirectWithInfo),
    redirectWithWarning: onSite(utils.redirectWithWarning),
  };
}

/**
 * The message once read, the cookie is removed rather than left empty: a visitor who carries
 * no cookie gets the shared copy of content pages again (app/http/caching.server.ts).
 */
export async function clearFlashCookie(env: FlashEnv): Promise<string> {
  const storage = flashStorage(env);
  return storage.destroySession(await storage.getSession());
}

/**
 * An action's answer that stays on the page (validation kept, no redirect) with a message.
 * The message travels in the action data rather than the flash cookie: a browser without
 * JavaScript renders this very response, before any cookie could be read back.
 */
export function withToast<T extends object>(payload: T, toast: Toast, init?: ResponseInit) {
  return data({ ...payload, toast }, init);
}
