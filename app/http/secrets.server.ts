import { pageLanguageOf } from "~/i18n/language.server";
import { refusalTexts } from "~/i18n/refusals";
import { plainPage } from "./plain-page.server";

/**
 * The secrets a production Worker cannot run without (`wrangler secret put NAME`). Without one
 * it refuses every request (`refuseWithoutSecrets`) rather than run insecurely; elsewhere —
 * `npm start`, the tests — a missing one falls back to something fit for one machine.
 */
export const REQUIRED_SECRETS = ["SESSION_SECRET"] as const;

type SecretsEnv = { ENVIRONMENT?: string } & Partial<
  Record<(typeof REQUIRED_SECRETS)[number], string>
>;

/** The first required secret a production Worker lacks, or null (always null elsewhere). */
export function missingSecret(env: SecretsEnv): string | null {
  if (env.ENVIRONMENT !== "production") return null;
  return REQUIRED_SECRETS.find((name) => !env[name]) ?? null;
}

/** For whoever runs the site (English: the deployer's instructions). */
const DEPLOYER_NOTE = `<p>If you run this site: the Worker's logs (<code>npx wrangler tail</code>) name what is missing; set it with <code>npx wrangler secret put</code>.</p>`;

/**
 * In production without a required secret: a 500 page for the visitor and one log line naming
 * the variable for the deployer. Otherwise null (serve normally). The Worker calls this first.
 */
export function refuseWithoutSecrets(env: SecretsEnv, request: Request): Response | null {
  const missing = missingSecret(env);
  if (!missing) return null;
  console.error(
    `[config] ${missing} is not set: refusing to serve. Set it with \`npx wrangler secret put ${missing}\`.`,
  );
  const language = pageLanguageOf(request);
  const t = refusalTexts[language];
  const page = plainPage(
    language,
    {
      title: t.misconfigured.title,
      heading: t.misconfigured.heading,
      message: t.misconfigured.message,
    },
    DEPLOYER_NOTE,
  );
  return new Response(page, {
    status: 500,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The per-isolate fallback lives on globalThis: the Worker entry and the React Router server build each
 * bundle their own copy of this module, and both must sign and read the same cookies.
 */
const holder = globalThis as { __zamweIsolateSecret?: string };

/**
 * The cookie-signing secret: `SESSION_SECRET` (`wrangler secret put`, or `.dev.vars` locally).
 * Without one — a fresh `npm start` — a random secret for this isolate keeps the repo free of
 * secrets; signed cookies then survive only within one isolate, which is fine for local use and
 * never used in production (the Worker refuses to serve first; this throws as a last line).
 */
export function cookieSecret(env: SecretsEnv): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.ENVIRONMENT === "production") {
    throw new Error("SESSION_SECRET is not set: refusing to sign cookies in production.");
  }
  if (!holder.__zamweIsolateSecret) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    holder.__zamweIsolateSecret = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(
      "",
    );
  }
  return holder.__zamweIsolateSecret;
}
