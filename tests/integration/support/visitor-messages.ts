/** The site's origin in the tests' messages. */
const ORIGIN = "http://zamwe.test";

export type VisitorKind = "confirm-address" | "event-rsvp" | "application-received";
/** One message of a kind a visitor's request sends, as the sign-up, RSVP and /join pages ask. */
export function visitorMessage(kind: VisitorKind, email: string, fullName = "Amina Bello") {
  const key = `${kind}:${crypto.randomUUID()}`;
  const to = { email, language: "en" as const };
  switch (kind) {
    case "confirm-address":
      return { kind, to, key, origin: ORIGIN, data: { token: "t".repeat(43) } };
    case "event-rsvp":
      return {
        kind,
        to,
        key,
        origin: ORIGIN,
        data: {
          fullName,
          code: "a1b2c3",
          title: "Market Day",
          when: "Saturday",
          location: "Gusau",
          status: "confirmed" as const,
          position: 0,
        },
      };
    case "application-received":
      return {
        kind,
        to,
        key,
        origin: ORIGIN,
        data: { fullName, paymentReference: "ZW-ABCDE", plan: "starter" as const },
      };
  }
}
