// Issue #50, bad input: a name that holds a web address, an e-mail address or a domain-like word
// is refused on the sign-up, RSVP and /join forms, with a message in the page's language, and
// nothing is stored (a stranger cannot put a link into the association's messages through a name).
import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedSql, seedId } from "../../db/seed-data.mjs";
import { validationTexts } from "../../app/i18n/validation";
import { action as loginAction } from "../../app/routes/_auth+/login";
import { action as joinAction } from "../../app/routes/_public+/join._index";
import { action as rsvpAction } from "../../app/routes/_public+/events.$id.rsvp";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await execSql(t.db, buildSeedSql());
});

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://zamwe.test${path}`, { method: "POST", body: new URLSearchParams(fields) });

type Refused = {
  data: { result: { error: Record<string, string[]> } };
  init?: { status?: number };
};

const count = async (sql: string) => (await t.db.prepare(sql).first<{ n: number }>())?.n ?? -1;
/** Every row a refused form could have written: accounts, RSVPs, applications, messages. */
const rows = async () => ({
  users: await count("SELECT count(*) AS n FROM users"),
  rsvps: await count("SELECT count(*) AS n FROM event_rsvps"),
  applications: await count("SELECT count(*) AS n FROM join_applications"),
  messages: await count("SELECT count(*) AS n FROM messages"),
});

const hostileNames = [
  "URGENT: pay fee at http://evil.example/pay",
  "Pay at evil.example/pay",
  "Write to pay@evil.example",
  "Visit www.evil.example",
  "bit.ly/abc",
];

const forms = {
  "sign-up": (name: string, query: string) =>
    loginAction(
      routeArgs({
        request: post(`/login${query}`, {
          intent: "signup",
          fullName: name,
          email: `victim.${crypto.randomUUID().slice(0, 8)}@example.com`,
          password: "a long enough passphrase 42",
        }),
        context: t.context,
        params: {},
      }),
    ),
  RSVP: (name: string, query: string) => {
    const id = seedId("event:trade-fair");
    return rsvpAction(
      routeArgs({
        request: post(`/events/${id}/rsvp${query}`, {
          fullName: name,
          email: "victim@example.com",
        }),
        context: t.context,
        params: { id },
      }),
    );
  },
  "/join": (name: string, query: string) =>
    joinAction(
      routeArgs({
        request: post(`/join${query ? `${query}&index` : "?index"}`, {
          intent: "continue",
          fullName: name,
          phoneNumber: "0803 555 1212",
          email: "victim@example.com",
          contactAddress: "Gusau",
          nextOfKin: "Musa",
          businessName: "Spices",
          businessType: "food_processing",
          whyJoin: "To grow",
          membershipPlan: "starter",
          idempotencyKey: crypto.randomUUID(),
        }),
        context: t.context,
        params: {},
      }),
    ),
};

describe("a name holding an address is refused, in the page's language, storing nothing", () => {
  for (const [form, send] of Object.entries(forms)) {
    for (const [language, query] of [
      ["en", ""],
      ["ha", "?lang=ha"],
    ] as const) {
      it(`${form} (${language})`, async () => {
        const before = await rows();
        for (const name of hostileNames) {
          const answer = (await send(name, query)) as Refused;
          expect(answer.data?.result?.error?.fullName, name).toEqual([
            validationTexts[language].name.noAddress,
          ]);
        }
        expect(await rows()).toEqual(before);
      });
    }
  }

  it("keeps names with initials, dots and hyphens", async () => {
    const id = seedId("event:trade-fair");
    for (const fullName of ["A.B. Musa", "Hajiya A.Bello", "Fatima Abdul-Kadir", "Dr. Amina"]) {
      const answer = (await rsvpAction(
        routeArgs({
          request: post(`/events/${id}/rsvp`, {
            fullName,
            email: `${crypto.randomUUID().slice(0, 8)}@example.com`,
          }),
          context: t.context,
          params: { id },
        }),
      )) as Response;
      expect(answer.status, fullName).toBe(302);
    }
  });
});
