import type { AppLoadContext } from "react-router";
import { pageLanguageOf } from "~/i18n/language.server";
import { refusalTexts } from "~/i18n/refusals";
import { clientAddress } from "./client-address.server";
import { HONEYPOT_FIELD } from "./abuse-fields";
import { loggableError } from "~/models/loggable-error.server";

/** The English text (tests and the spec); a request gets it in its page's language. */
export const TOO_MANY_REQUESTS = refusalTexts.en.tooManyRequests;

/** True when the honeypot was filled: answer as if all went well, and store nothing. */
export function isBot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

/**
 * Workers Rate Limiting (simulated locally by wrangler dev): a form may be sent so many times a
 * minute per client address, and fewer per target (the e-mail it is about). Over the limit the
 * request ends with a 429 page. The limits are approximate by design; an unavailable limiter lets
 * the request through rather than lock everybody out.
 */
export async function enforceRateLimits(
  request: Request,
  context: AppLoadContext,
  form: string,
  target?: string,
) {
  const { FORM_CLIENT_LIMITER: perClient, FORM_TARGET_LIMITER: perTarget } = context.cloudflare.env;
  const normalised = target?.trim().toLowerCase();
  const allowed = await Promise.all([
    letsThrough(perClient, `${form}:${clientAddress(request)}`),
    ...(normalised ? [letsThrough(perTarget, `${form}:${normalised}`)] : []),
  ]);
  if (allowed.includes(false)) {
    throw new Response(refusalTexts[pageLanguageOf(request)].tooManyRequests, {
      status: 429,
      headers: { "Retry-After": "60", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/**
 * One use of `key` from the per-client limiter's budget a minute (FORM_CLIENT_LIMITER), for a
 * limit kept per account rather than per address (the check-in desk's searches). True when it
 * is let through; an unavailable limiter lets it through, as enforceRateLimits does.
 */
export function withinMinuteLimit(context: AppLoadContext, key: string): Promise<boolean> {
  return letsThrough(context.cloudflare.env.FORM_CLIENT_LIMITER, key);
}

/** One use of `key` from a limiter: true when let through, and when the limiter is unavailable. */
async function letsThrough(limiter: RateLimit, key: string): Promise<boolean> {
  try {
    return (await limiter.limit({ key })).success;
  } catch (error) {
    console.error("[rate limit] limiter unavailable:", loggableError(error));
    return true;
  }
}
