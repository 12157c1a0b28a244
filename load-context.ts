import type { AppLoadContext } from "@remix-run/cloudflare";

/** What every loader and action receives as `context.cloudflare`, in the Worker and in tests. */
export type CloudflareContext = {
  env: Env;
  // The dev proxy's ctx lacks `tracing`; only these two are used.
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
};

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: CloudflareContext;
    /** This response's Content-Security-Policy nonce (see app/http/security-headers.server.ts). */
    nonce: string;
  }
}

export function getLoadContext(cloudflare: CloudflareContext, nonce = ""): AppLoadContext {
  return { cloudflare, nonce };
}
