import { redirect, type ActionFunctionArgs } from "react-router";
import { endSession } from "~/auth/session.server";
import { toasts } from "~/http/toast.server";
import { accountTexts } from "~/i18n/account";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";

const CLEAR_SITE_DATA = '"cache", "storage"';

/** Logging out is a POST (a link could be triggered by any page); GET just goes home. */
export const loader = () => redirect("/");

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const headers = new Headers({
    "Set-Cookie": await endSession(env, request),
    // What the site kept in this browser goes with her session (issue #37): the door's list and
    // queue (IndexedDB), its kept page (Cache Storage, HTTP cache) and its service worker. Not
    // "cookies": the answer's own cookies (the toast) must arrive.
    "Clear-Site-Data": CLEAR_SITE_DATA,
  });
  // Home in the language of the page she logged out from (the header posts to /logout?lang=…).
  return toasts(env).redirectWithSuccess(
    localeRedirectPath(request, "/"),
    accountTexts[pageLanguageOf(request)].toasts.loggedOut,
    { headers },
  );
}
