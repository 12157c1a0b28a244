import type { AppLoadContext } from "react-router";
import { signIn, type SignInResult } from "./login.server";

/**
 * The sign-in behind a login form opened with `openPublicForm(…, { onBot: "fail-after-checks" })`
 * (/login, /admin/login): a bot's valid-looking form fails like wrong credentials, without a
 * password being checked or a failure counted; anyone else's goes to `signIn`.
 */
export async function signInUnlessBot(
  context: AppLoadContext,
  request: Request,
  form: { bot: boolean; formData: FormData },
): Promise<SignInResult> {
  if (form.bot) return { ok: false, reason: "invalid" };
  return signIn(context, request, form.formData);
}

/**
 * A failed sign-in's status and message (a password or a second factor): 429 with the
 * lock-out's wait, else 401 and `invalid`.
 */
export function signInFailure(
  outcome: { reason: "invalid" } | { reason: "throttled"; message: string },
  invalid: string,
): { status: 401 | 429; description: string } {
  return outcome.reason === "throttled"
    ? { status: 429, description: outcome.message }
    : { status: 401, description: invalid };
}
