// PLACEHOLDER until the Paystack client (branch i28-paystack) is merged: the contract only.
export type PaystackConfig = { secretKey: string; baseUrl: string; testMode: boolean };
export function paystackConfig(env: Env): PaystackConfig | undefined {
  void env;
  return undefined;
}
export type PaystackStatus =
  "success" | "failed" | "abandoned" | "ongoing" | "pending" | "processing" | "queued" | "reversed";
export type PaystackTransaction = {
  id: string;
  reference: string;
  status: PaystackStatus | (string & {});
  amountKobo: number;
  currency: string;
  paidAt: string | null;
};
export type InitializeInput = {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
};
export async function initializeTransaction(
  config: PaystackConfig,
  input: InitializeInput,
): Promise<
  | { ok: true; authorizationUrl: string; accessCode: string }
  | { ok: false; reason: "unreachable" | "duplicate-reference" | "refused"; detail: string }
> {
  void config;
  void input;
  throw new Error("placeholder");
}
export async function verifyTransaction(
  config: PaystackConfig,
  reference: string,
): Promise<
  | { ok: true; transaction: PaystackTransaction }
  | { ok: false; reason: "unreachable" | "not-found" | "refused"; detail: string }
> {
  void config;
  void reference;
  throw new Error("placeholder");
}
export async function isSignedByPaystack(
  config: PaystackConfig,
  rawBody: string,
  signature: string | null,
): Promise<boolean> {
  void config;
  void rawBody;
  void signature;
  throw new Error("placeholder");
}
export type PaystackEvent = { event: string; data: PaystackTransaction };
export function parsePaystackEvent(rawBody: string): PaystackEvent | undefined {
  void rawBody;
  throw new Error("placeholder");
}
