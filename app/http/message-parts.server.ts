/**
 * Small readings of a request or a response that the Worker's wrappers share (caching, the
 * stylesheet cookie, the security headers). No Vite imports: server.ts uses them directly.
 */

/** The names of the cookies a request carries (a pair without "=" is a name too). */
export function cookieNames(request: Request): string[] {
  const header = request.headers.get("Cookie");
  if (!header) return [];
  return header.split(";").map((pair) => pair.split("=")[0]!.trim());
}

/** The value of the request's cookie of this name (its first), as sent; undefined without one. */
export function cookieValue(request: Request, name: string): string | undefined {
  for (const pair of request.headers.get("Cookie")?.split(";") ?? []) {
    const [key, ...value] = pair.split("=");
    if (key!.trim() === name) return value.join("=").trim();
  }
  return undefined;
}

/**
 * The response, copied, setting one of the site's own cookies: the whole site's, first-party,
 * out of reach of scripts, and Secure over https.
 */
export function withSiteCookie(
  request: Request,
  response: Response,
  { name, value, maxAge }: { name: string; value: string; maxAge: number },
): Response {
  const copy = new Response(response.body, response);
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  copy.headers.append(
    "Set-Cookie",
    `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure}`,
  );
  return copy;
}

/** Whether a response is an HTML page. */
export const isHtml = (response: Response) =>
  response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
