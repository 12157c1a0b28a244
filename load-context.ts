import type { AppLoadContext } from "react-router";
import type { Refusal } from "./app/http/plain-page.server";

/** What every loader and action receives as `context.cloudflare`, in the Worker and in tests. */
export type CloudflareContext = {
  env: Env;
  // The dev proxy's ctx lacks `tracing`; only these two are used.
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
};

declare module "react-router" {
  interface AppLoadContext {
    cloudflare: CloudflareContext;
    /** This response's Content-Security-Policy nonce (see app/http/security-headers.server.ts). */
    nonce: string;
    /** The Worker's refusal of this request, thrown by its route's action (server.ts). */
    refusal?: Refusal;
  }
}

export function getLoadContext(
  cloudflare: CloudflareContext,
  nonce = "",
  refusal?: Refusal,
): AppLoadContext {
  return refusal ? { cloudflare, nonce, refusal } : { cloudflare, nonce };
}
