/**
 * The Paystack stand-in's control door (scripts/paystack-stand-in.mjs documents it; tests only),
 * for the integration tests (workerd) and the e2e specs (Node) alike: plain fetch.
 */
export type StandInDelivery = {
  id: number;
  reference: string;
  event: string;
  /** Where it went: the callback URL's origin + /payments/paystack/webhook. */
  url: string;
  /** 1, or 2 for the duplicate delivery. */
  copy: number;
  attempt: number;
  body: string;
  /** `x-paystack-signature`: HMAC-SHA512 (hex) of `body` under the stand-in's key. */
  signature: string;
  /** The site's HTTP answer (null: none yet, or `error`). */
  status: number | null;
  error: string | null;
  done: boolean;
};

export function standInDoor(standInUrl: string) {
  async function door<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${standInUrl}/__stand-in/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`stand-in ${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  return {
    /**
     * Marks a transaction paid, as a member's payment would (optionally with another amount or
     * currency); `deliverWebhook: true` answers once both webhook copies are delivered.
     */
    settle(
      reference: string,
      options: { amount?: number; currency?: string; deliverWebhook?: boolean } = {},
    ) {
      return door<{ transaction: Record<string, unknown>; deliveries: StandInDelivery[] }>(
        "settle",
        { reference, ...options },
      );
    },

    /** The webhook attempts for this reference, oldest first. */
    async deliveries(reference: string): Promise<StandInDelivery[]> {
      const path = `deliveries?reference=${encodeURIComponent(reference)}`;
      return (await door<{ deliveries: StandInDelivery[] }>(path)).deliveries;
    },

    /** The transaction as the stand-in holds it (verify's fields, access code, callback URL). */
    transaction(reference: string) {
      return door<Record<string, unknown>>(`transactions/${encodeURIComponent(reference)}`);
    },

    /** From now on, API calls about this customer e-mail or reference get their connection dropped. */
    makeUnreachable(about: { email?: string; reference?: string }) {
      return door("unreachable", about);
    },
  };
}
