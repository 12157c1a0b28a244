// wrangler.toml is the production configuration (a plain `wrangler deploy` ships it). Every
// local server — `npm start`, `npm run dev`, the e2e suite, the benchmark — runs with these
// instead, so nobody has to remember a flag (ADR 0011).

/**
 * The settings that differ locally: plain cookies over http, no HSTS, 2FA enrolment optional,
 * and e-mail on (Miniflare's Email Service writes each message to a file; the Outbox shows it).
 */
export const devVars = {
  ENVIRONMENT: "development",
  ADMIN_REQUIRE_2FA: "false",
  MAIL_FROM: "no-reply@zamwe.localhost",
};

/** `wrangler dev` arguments setting `devVars` (and `overrides`, e.g. the e2e suite's). */
export function devVarArgs(overrides = {}) {
  return Object.entries({ ...devVars, ...overrides }).flatMap(([name, value]) => [
    "--var",
    `${name}:${value}`,
  ]);
}
