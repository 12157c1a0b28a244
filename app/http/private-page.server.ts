import { loggableError } from "~/models/loggable-error.server";

/**
 * The headers of a page whose address holds a bearer secret (an unsubscribe token, a card's or a
 * ticket's code, a payment reference): no cache keeps it, no search engine lists it, no link to
 * another site sends it on. A page with forms of its own posting back needs "same-origin": with
 * "no-referrer" the browser sends those posts with `Origin: null`, which the Worker refuses.
 */
export function bearerPageHeaders(referrer: "no-referrer" | "same-origin" = "no-referrer") {
  return {
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": referrer,
  };
}

/** A database that fails while such a page is read or sent: a 503 (try again), never a 500. */
export async function unavailableOnFailure<T>(
  label: string,
  headers: Record<string, string>,
  work: () => Promise<T>,
  message = "Please try again in a moment.",
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(`[load failure] ${label}:`, loggableError(error));
    throw new Response(message, { status: 503, headers });
  }
}
