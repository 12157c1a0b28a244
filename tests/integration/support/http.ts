/**
 * Requests as the Worker receives them, and reading a loader's or action's answer: shared by
 * the accounts and the session-attack tests.
 */

// Random start: the rate limiters of the workerd test project live as long as its process, across
// test files, so two files must not count their requests against the same addresses.
let clients = Math.floor(Math.random() * 200) * 250;
/** A different client address for every request unless one is given (the per-client limit). */
export const nextIp = () =>
  `10.${Math.floor(++clients / 62_500) % 250}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;

export function request(
  path: string,
  options: { method?: string; fields?: Record<string, string>; cookie?: string; ip?: string } = {},
) {
  const headers = new Headers({ "CF-Connecting-IP": options.ip ?? nextIp() });
  if (options.cookie) headers.set("Cookie", options.cookie);
  return new Request(`http://zamwe.test${path}`, {
    method: options.method ?? (options.fields ? "POST" : "GET"),
    headers,
    body: options.fields ? new URLSearchParams(options.fields) : undefined,
  });
}

/** What `data()` / `withToast()` return: the payload and its ResponseInit. */
export type Payload<T = Record<string, unknown>> = { data: T; init: ResponseInit | null };

export const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as Payload).init?.status ?? 200);

/** Where a redirect sends the browser; null for an answer that is not a Response. */
export const locationOf = (result: unknown) =>
  result instanceof Response ? result.headers.get("Location") : null;

export function setCookies(result: unknown): string[] {
  if (result instanceof Response) return result.headers.getSetCookie();
  return new Headers((result as Payload).init?.headers).getSetCookie();
}

/** The `name=…` pair a response sets for this cookie, to send back as a Cookie header. */
export function cookiePair(result: unknown, name: string): string | undefined {
  const cookie = setCookies(result).find((c) => c.startsWith(`${name}=`));
  return cookie?.split(";")[0];
}

/** The `zamwe-session=…` pair a response sets, to send back as a Cookie header. */
export const sessionCookie = (result: unknown) => cookiePair(result, "zamwe-session");

/**
 * The ExecutionContext for calling the Worker's entry (server.ts) directly. Work after the answer
 * (a session's last-seen write) may fail where a test breaks the database: it is dropped.
 */
export const workerContext = {
  waitUntil: (promise: Promise<unknown>) => void promise.catch(() => {}),
  passThroughOnException: () => {},
} as unknown as ExecutionContext;
