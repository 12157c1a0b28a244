import type { AppLoadContext } from "react-router";

/**
 * What React Router passes a loader or action besides the request, context and params: the URL
 * it matched (`url`) and the route's pattern. A test calls a route's function directly, so it
 * adds them as the router would; no route of ours reads the pattern.
 */
export function routeArgs<
  Args extends { request: Request; context: AppLoadContext; params: object },
>(args: Args): Args & { url: URL; pattern: string } {
  return { ...args, url: new URL(args.request.url), pattern: "" };
}
