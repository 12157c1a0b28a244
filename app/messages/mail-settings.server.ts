/**
 * Whether this deployment sends e-mail, and from whom (ADR 0035). E-mail is on when the Worker
 * has Cloudflare Email Service's `EMAIL` binding and a sender, `MAIL_FROM` ("ZAMWE
 * <no-reply@zamwe.org>" or a bare address). A deployment without Email Sending leaves
 * `MAIL_FROM` empty: nothing is queued, the Outbox says e-mail is off, and the WhatsApp and
 * admin paths remain.
 */
export type MailEnv = Pick<Env, "ENVIRONMENT"> & {
  EMAIL?: SendEmail;
  MAIL_QUEUE?: Queue;
  MAIL_FROM?: string;
  SITE_PUBLIC_URL?: string;
};

export type MailSender = { email: string; name?: string };

export type MailSettings =
  { on: true; from: MailSender } | { on: false; reason: "no-binding" | "no-sender" };

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** "Name <address>" or "address" → the binding's sender; null when it is not an address. */
export function parseSender(raw: string | undefined): MailSender | null {
  const value = raw?.trim() ?? "";
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(value);
  const email = (named?.[2] ?? value).trim();
  if (!ADDRESS.test(email)) return null;
  const name = named?.[1]?.trim().replace(/^"|"$/g, "");
  return name ? { email, name } : { email };
}

export function mailSettings(env: MailEnv): MailSettings {
  if (!env.EMAIL || !env.MAIL_QUEUE) return { on: false, reason: "no-binding" };
  const from = parseSender(env.MAIL_FROM);
  if (!from) return { on: false, reason: "no-sender" };
  return { on: true, from };
}

/**
 * The origin of the links in a message written without a request (the daily job): the
 * deployment's public address, else the association's own domain (in development, the local
 * server's default address).
 */
export function scheduledMailOrigin(env: MailEnv): string {
  const configured = env.SITE_PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return env.ENVIRONMENT === "production" ? "https://zamwe.org" : "http://localhost:8787";
}

/**
 * Whether sent messages keep their text for the Outbox to show: exactly where ENVIRONMENT is
 * "development" (`npm start`, the tests; scripts/lib/dev-vars.mjs), never anywhere else — a
 * deployment that names itself "staging", or nothing, keeps and shows metadata only: a message
 * may hold a link that signs someone in (ADR 0035, issue #37).
 */
export const keepsMessageText = (env: Pick<MailEnv, "ENVIRONMENT">) =>
  env.ENVIRONMENT === "development";

/** A syntactically deliverable address (what the forms' zod e-mail rule accepts, and no more). */
export function isDeliverableAddress(value: string): boolean {
  return value.length <= 254 && ADDRESS.test(value);
}
