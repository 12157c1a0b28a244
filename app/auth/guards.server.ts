import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { toasts } from "~/http/toast.server";
import { LANGUAGE_PARAM } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { readSession, type CurrentUser } from "./session.server";
import { adminAccess } from "./two-factor.server";

const cache = new WeakMap<Request, Promise<CurrentUser | null>>();

/** The signed-in user of this request (read once per request), or null. */
export function getUser(request: Request, context: AppLoadContext): Promise<CurrentUser | null> {
  let user = cache.get(request);
  if (!user) {
    const { env, ctx } = context.cloudflare;
    user = readSession(env, request, (promise) => ctx.waitUntil(promise));
    cache.set(request, user);
  }
  return user;
}

function pathOf(request: Request) {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * Signed-in users only: anybody else goes to /login, in the language of the page she asked for
 * (`/login?lang=ha&redirectTo=…`), and comes back to that page afterwards.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<CurrentUser> {
  const user = await getUser(request, context);
  if (!user) {
    const language = pageLanguageOf(request);
    const lang = language === "en" ? "" : `${LANGUAGE_PARAM}=${language}&`;
    throw redirect(`/login?${lang}redirectTo=${encodeURIComponent(pathOf(request))}`);
  }
  return user;
}

export function isAdmin(user: CurrentUser | null): user is CurrentUser {
  return user?.roles.includes("admin") ?? false;
}

/**
 * Users with the admin role (read from D1), whatever their second factor: for the code page
 * itself. A page request without a session goes to /admin/login, a member's to / with
 * "Unauthorized"; any other method gets 403.
 */
export async function requireAdminRole(
  request: Request,
  context: AppLoadContext,
): Promise<CurrentUser> {
  const user = await getUser(request, context);
  if (isAdmin(user)) return user;
  if (!isPageRequest(request)) {
    throw new Response("Admin access required", { status: 403 });
  }
  if (!user) {
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(pathOf(request))}`);
  }
  throw await toasts(context.cloudflare.env).redirectWithError("/", {
    message: "Unauthorized",
    description: "Admin access required",
  });
}

function isPageRequest(request: Request) {
  const method = request.method.toUpperCase();
  return method === "GET" || method === "HEAD";
}

export const ENROLMENT_PATH = "/admin/security";

/**
 * Admins only, and only from a session that has passed her second factor when she has one (or
 * after enrolling, when `ADMIN_REQUIRE_2FA` asks for it). Page requests go to the code page or
 * the enrolment page; any other method gets 403. `enrolment`: this is the enrolment page, open
 * to an admin who still has to enrol.
 */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
  { enrolment = false }: { enrolment?: boolean } = {},
): Promise<CurrentUser> {
  const user = await requireAdminRole(request, context);
  const access = adminAccess(user, context.cloudflare.env);
  if (access === "full" || (access === "needs-enrolment" && enrolment)) return user;
  if (!isPageRequest(request)) {
    throw new Response(
      access === "needs-code"
        ? "Enter your two-factor code first"
        : "Set up two-factor authentication first",
      { status: 403 },
    );
  }
  if (access === "needs-code") {
    throw redirect(`/admin/login/code?redirectTo=${encodeURIComponent(pathOf(request))}`);
  }
  throw redirect(ENROLMENT_PATH);
}

/** A local path to return to after signing in: one rule for every redirect (ADR 0029). */
export { safeRedirect } from "~/http/site-path.server";
