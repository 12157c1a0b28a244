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

/** Whether a response is an HTML page. */
export const isHtml = (response: Response) =>
  response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
