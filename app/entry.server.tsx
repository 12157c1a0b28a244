import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "./http/nonce";
import { InlineStylesheetContext } from "./http/stylesheet";
import { STYLESHEET_TEXT } from "./http/stylesheet-text.server";
import type { RouteHandle } from "./root";

const ABORT_DELAY_MS = 5_000;
/** How long React Router waits for a loader's promise before it rejects it (Remix's abortDelay). */
export const streamTimeout = ABORT_DELAY_MS;

/**
 * Whether a route of the page asks for the script bundle (root.tsx renders <Scripts /> then).
 * React Router 7 puts the nonce it is given on every <link> too, so a page without scripts is
 * given none: its HTML, and so its ETag and the edge's copy, is the same for every visitor.
 */
function hydrates({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return staticHandlerContext.matches.some(
    (match) => (routeModules[match.route.id]?.handle as RouteHandle | undefined)?.hydrate === true,
  );
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce && hydrates(routerContext) ? loadContext.nonce : undefined;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);

  const body = await renderToReadableStream(
    <NonceContext.Provider value={loadContext.nonce}>
      <InlineStylesheetContext.Provider value={STYLESHEET_TEXT}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStylesheetContext.Provider>
    </NonceContext.Provider>,
    {
      nonce: loadContext.nonce || undefined,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));

  // Every page is small and fully server-rendered: wait for the whole document so the status
  // code is final (404s, error boundaries) and crawlers and no-JS browsers get it complete.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
