export type PaystackStandIn = {
  /** Its origin, e.g. "http://127.0.0.1:40123": Paystack's API base URL and its checkout. */
  url: string;
  /** The test secret key it accepts (and signs webhooks with). */
  secretKey: string;
  pid: number | undefined;
  stop(): Promise<void>;
};
export function startPaystackStandIn(options?: { secretKey?: string }): Promise<PaystackStandIn>;

/** Paystack for `npm start`: a real key if one is set, else the stand-in (its vars, and stop). */
export function paystackForLocalServer(): Promise<{
  vars: Record<string, string>;
  said: string;
  stop(): Promise<void>;
}>;
