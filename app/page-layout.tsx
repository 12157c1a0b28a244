import { Outlet } from "react-router";
import { ErrorScreen } from "~/components/ui/status-screen";

/**
 * The layout every page sits in (vite.config.ts puts each route under it), with the site's
 * error screen. An action that throws (a 429, a 403, a body refused by the Worker) is shown by
 * the nearest boundary, and React Router then runs only the loaders above it: with this boundary below
 * the root, the root loader still runs, so the error page keeps the header, footer and the
 * page's language, with JavaScript and without (ADR 0029).
 */
export default function PageLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
