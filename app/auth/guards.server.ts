import { redirect, type AppLoadContext } from "react-router";
import { toasts } from "~/http/toast.server";
import { LANGUAGE_PARAM } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import {
  awaitsSecondFactor,
  readSessionRecord,
  signedInOnly,
  type CurrentUser,
} from "./session.server";
import { mustEnrol, secondFactorStep } from "./two-factor.server";

const cache = new WeakMap<Request, Promise<CurrentUser | null>>();

/** This request's live session, signed in or half-open (read once per request). */
function sessionOf(request: Request, context: AppLoadContext): Promise<CurrentUser | null> {
  let session = cache.get(request);
  if (!session) {
    const { env, ctx } = context.cloudflare;
    session = readSessionRecord(env, request, (promise) => ctx.waitUntil(promise));
    cache.set(request, session);
  }
  return session;
}

/**
 * The signed-in user of this request, or null. A session still waiting for its second factor
 * is signed in nowhere (ADR 0028): every guard, the header and the login pages built on this
 * see nobody, so no page or action can forget to check it.
 */
export async function getUser(
  request: Request,
  context: AppLoadContext,
): Promise<CurrentUser | null> {
  return signedInOnly(await sessionOf(request, context));
}

/**
 * The session of an account with two-factor on that has passed the password but not the code
 * yet, or null: for the code step, the one page it opens (and logging out, which needs none).
 */
export async function getHalfOpenSession(
  request: Request,
  context: AppLoadContext,
): Promise<CurrentUser | null> {
  const session = await sessionOf(request, context);
  return session && awaitsSecondFactor(session) ? session : null;
}

/**
 * For the login pages: a session waiting for its code goes on to the code step, keeping where
 * she was going, rather than being asked for her password again.
 */
export async function sendHalfOpenToCodeStep(
  request: Request,
  context: AppLoadContext,
  to: string,
): Promise<void> {
  if (await getHalfOpenSession(request, context)) throw redirect(secondFactorStep(to));
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

/**
 * An admin or a steward: the roles are granted to an account by its e-mail (Admin → Team), so
 * staff always have one, though a member who opened her account with a phone alone has none.
 */
export type StaffUser = CurrentUser & { email: string };

const holds = (user: CurrentUser | null, role: "admin" | "steward"): user is StaffUser =>
  user !== null && user.email !== null && user.roles.includes(role);

export function isAdmin(user: CurrentUser | null): user is StaffUser {
  return holds(user, "admin");
}

/**
 * Stewards check people in at an event's door, and mark who votes on paper at an election's
 * hall (issue #42), and open nothing else (issue #29, ADR 0041).
 */
export function isSteward(user: CurrentUser | null): user is StaffUser {
  return holds(user, "steward");
}

/**
 * `/admin/events/{id}/check-in` and what hangs below it, and `/admin/elections/{id}/hall`: the
 * steward's whole admin area.
 */
export function isDoorPath(pathname: string): boolean {
  return /^\/admin\/events\/[^/]+\/check-in(?:[/.]|$)/.test(pathname) || isHallPath(pathname);
}

/** An election's hall (a door path): the layout around it speaks of votes, not tickets. */
export function isHallPath(pathname: string): boolean {
  return /^\/admin\/elections\/[^/]+\/hall\/?$/.test(pathname);
}

/**
 * Signed-in users with the admin role (read from D1). A page request without a session (or
 * with one still waiting for its code) goes to /admin/login, a member's to / with
 * "Unauthorized"; any other method gets 403.
 */
async function requireAdminRole(
  request: Request,
  context: AppLoadContext,
  allowed: (user: CurrentUser | null) => user is StaffUser = isAdmin,
): Promise<StaffUser> {
  const user = await getUser(request, context);
  if (allowed(user)) return user;
  if (!isPageRequest(request)) {
    throw new Response("Admin access required", { status: 403 });
  }
  if (!user) {
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(pathOf(request))}`);
  }
  // A steward's own entry is her dashboard, with the events she checks people in at (#38).
  if (isSteward(user)) {
    throw await toasts(context.cloudflare.env).redirectWithError("/dashboard", {
      message: "Unauthorized",
      description: "Admin access required. The check-in at the door is on your dashboard.",
    });
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
 * Signed-in admins only (requireAdminRole), and only after enrolling in two-factor when
 * `ADMIN_REQUIRE_2FA` asks for it: page requests then go to the enrolment page, any other
 * method gets 403. `enrolment`: this is the enrolment page, open to an admin who still has to
 * enrol.
 */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
  { enrolment = false }: { enrolment?: boolean } = {},
): Promise<StaffUser> {
  const user = await requireAdminRole(request, context);
  if (enrolment || !mustEnrol(user, context.cloudflare.env)) return user;
  if (!isPageRequest(request)) {
    throw new Response("Set up two-factor authentication first", { status: 403 });
  }
  throw redirect(ENROLMENT_PATH);
}

/**
 * The door's staff: admins (as `requireAdmin`, two-factor enrolment included) and stewards.
 * A member is refused exactly as `requireAdmin` refuses her. A steward signs in at /login like a
 * member and her account carries the role (ADR 0041), so a visitor who is not signed in is sent
 * to /login (the admin login opens for admins only).
 */
export async function requireCheckInStaff(
  request: Request,
  context: AppLoadContext,
): Promise<StaffUser> {
  if (isPageRequest(request) && !(await getUser(request, context))) {
    // Sent to /login: requireUser throws its redirect.
    await requireUser(request, context);
  }
  const user = await requireAdminRole(request, context, isCheckInStaff);
  return isAdmin(user) ? requireAdmin(request, context) : user;
}

function isCheckInStaff(user: CurrentUser | null): user is StaffUser {
  return isAdmin(user) || isSteward(user);
}

/** A local path to return to after signing in: one rule for every redirect (ADR 0029). */
export { safeRedirect } from "~/http/site-path.server";
