/**
 * Where an outside service's API is: `configured` (the local stand-in) outside production, and
 * always the service's own `official` URL in production (issue #37): a variable set by mistake or
 * by an intruder must not send a key, payments or members' numbers to another server.
 */
export function serviceBaseUrl(
  env: Pick<Env, "ENVIRONMENT">,
  configured: string | undefined,
  official: string,
): string {
  const chosen = env.ENVIRONMENT === "production" ? "" : configured?.trim();
  return (chosen || official).replace(/\/+$/, "");
}

/** Why a call to an outside service gave nothing to use. */
export type CallFailure = { ok: false; reason: "unreachable" | "refused"; detail: string };

/**
 * One HTTP call to an outside service's JSON API (Paystack, Termii), bounded by `timeoutMs`,
 * the answer's body included (a connection lost mid-answer is the service unreachable): its
 * HTTP status and parsed body, or why not.
 */
export async function callJson(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ ok: true; status: number; body: unknown } | CallFailure> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    const detail = timedOut
      ? `no answer within ${timeoutMs / 1000} s`
      : error instanceof Error
        ? error.message
        : "the request failed";
    return { ok: false, reason: "unreachable", detail };
  }
  try {
    return { ok: true, status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: "refused", detail: `HTTP ${response.status}, not JSON` };
  }
}
