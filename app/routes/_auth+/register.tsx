import { redirect, type LoaderFunctionArgs } from "react-router";
import { localeRedirectPath } from "~/i18n/language.server";

/**
 * The spec's calls to action point at /register; the application form lives at /join, in the
 * language of the address she came by (`/register?lang=ha` → `/join?lang=ha`).
 */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(localeRedirectPath(request, "/join"), 302);
}
