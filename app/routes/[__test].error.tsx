import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/**
 * Exists only in test runs (ENVIRONMENT=test, set by the e2e suite): throws, so the suite can
 * check that an unexpected error shows the generic error screen and no stack trace.
 * Everywhere else it is an ordinary 404.
 */
export function loader({ context }: LoaderFunctionArgs) {
  if (context.cloudflare.env.ENVIRONMENT !== "test") {
    throw new Response("Not Found", { status: 404 });
  }
  throw new Error("Deliberate test failure: secret-internal-detail");
}

export default function TestError() {
  return null;
}
