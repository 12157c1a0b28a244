/**
 * The client a request is counted against — by the forms' rate limits and the sign-in failure
 * limits — is the address Cloudflare saw.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
