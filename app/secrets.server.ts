/**
 * The per-isolate fallback lives on globalThis: the Worker entry and the Remix server build each
 * bundle their own copy of this module, and both must sign and read the same cookies.
 */
const holder = globalThis as { __zamweIsolateSecret?: string };

/**
 * The cookie-signing secret: `SESSION_SECRET` (`wrangler secret put`, or `.dev.vars` locally).
 * Without one — a fresh `npm start` — a random secret for this isolate keeps the repo free of
 * secrets; signed cookies then survive only within one isolate, which is fine for local use.
 */
export function cookieSecret(env: { SESSION_SECRET?: string; ENVIRONMENT?: string }): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (!holder.__zamweIsolateSecret) {
    if (env.ENVIRONMENT === "production") {
      console.warn("SESSION_SECRET is not set: cookies are signed with a per-isolate secret.");
    }
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    holder.__zamweIsolateSecret = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(
      "",
    );
  }
  return holder.__zamweIsolateSecret;
}
