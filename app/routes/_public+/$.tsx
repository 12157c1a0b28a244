import type { MetaFunction } from "react-router";
import { NotFound } from "~/components/ui/status-screen";
import { shellTextsOf } from "~/utils/seo";

/** Any path no other route claims: a real HTTP 404 rendered inside the site's layout. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => [
  { title: `${shellTextsOf(matches)?.errors.notFound.pageTitle ?? "Page not found"} | ZAMWE` },
];

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
