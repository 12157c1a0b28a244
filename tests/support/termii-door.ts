/**
 * The Termii stand-in's control door (scripts/termii-stand-in.mjs documents it; tests only), for
 * the integration tests (workerd) and the e2e specs (Node) alike: plain fetch. Numbers are as
 * Termii writes them, E.164 without the "+" (234…); the helpers take either form.
 */
export type StandInSms = {
  message_id: string;
  to: string;
  from: string;
  sms: string;
  channel: string;
};

const termiiNumber = (number: string) => number.replace(/^\+/, "");

export function termiiDoor(standInUrl: string) {
  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${standInUrl}/__stand-in/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`stand-in ${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }
  return {
    /** Every text sent to this number, oldest first. */
    async sentTo(number: string): Promise<StandInSms[]> {
      const response = await fetch(`${standInUrl}/__stand-in/messages?to=${termiiNumber(number)}`);
      return (await response.json()) as StandInSms[];
    },
    /** A delivery report of one text, signed as Termii signs it: the body and its signature. */
    signedReport: (messageId: string, status: string) =>
      post<{ body: string; signature: string }>("report", { message_id: messageId, status }),
    /** The same report, posted by the stand-in to `url` (the site's webhook): its HTTP status. */
    postReport: (messageId: string, status: string, url: string) =>
      post<{ status: number }>("report", { message_id: messageId, status, url }),
    /** From now on, a send to this number has its connection dropped. */
    makeUnreachable: (number: string) => post("unreachable", { to: termiiNumber(number) }),
  };
}
