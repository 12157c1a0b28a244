import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "./http/nonce";
import { InlineStylesheetContext } from "./http/stylesheet";
import { STYLESHEET_TEXT } from "./http/stylesheet-text.server";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);

  const body = await renderToReadableStream(
    <NonceContext.Provider value={loadContext.nonce}>
      <InlineStylesheetContext.Provider value={STYLESHEET_TEXT}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY_MS}
          nonce={loadContext.nonce || undefined}
        />
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
