/**
 * The address she typed, for "Check your e-mail" to repeat (issue #38): a cookie of this browser
 * only, read by that page alone and for a quarter of an hour (Path=/: the page's data request,
 * /check-email.data, is outside Path=/check-email). Not in the URL, so no history, log
 * or link carries it, and nobody can make the page show an address of their choosing.
 */
const NAME = "zamwe-typed-address";

export function typedAddressCookie(email: string) {
  return `${NAME}=${encodeURIComponent(email.trim())}; Path=/; Max-Age=900; HttpOnly; SameSite=Lax; Secure`;
}

export function typedAddressOf(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(/;\s*/)) {
    if (!part.startsWith(`${NAME}=`)) continue;
    try {
      const email = decodeURIComponent(part.slice(NAME.length + 1));
      return email.length > 0 && email.length <= 254 ? email : null;
    } catch {
      return null;
    }
  }
  return null;
}
