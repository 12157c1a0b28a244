import type { MetaFunction } from "@remix-run/cloudflare";
import { NotFound } from "~/components/ui/status-screen";
import { pageLanguage } from "~/i18n/language";
import { errorTexts } from "~/i18n/texts";

/** Any path no other route claims: a real HTTP 404 rendered inside the site's layout. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = ({ location }) => [
  { title: `${errorTexts[pageLanguage(location.search)].notFound.pageTitle} | ZAMWE` },
];

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
