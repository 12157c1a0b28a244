/**
 * The pages of an account with a phone alone (issue #40), their actions called as the router
 * calls them, inside workerd against a real D1 and the run's Termii stand-in: bad input is
 * refused with the page's message and stores nothing; a bot and a number without an account get
 * everyone's answer; a code page without its sign-up sends her back; the whole sign-up from
 * /signup/phone to a session; "Forgot password?" with a phone queues the number, not a lookup.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { accountTexts } from "../../app/i18n/account";
import { validationTexts } from "../../app/i18n/validation";
import { deliverMessage } from "../../app/messages/deliver.server";
import {
  action as signupAction,
  loader as signupLoader,
} from "../../app/routes/_auth+/signup.phone";
import {
  action as codeAction,
  loader as codeLoader,
} from "../../app/routes/_auth+/signup.phone_.code";
import { action as forgotAction } from "../../app/routes/_auth+/forgot-password";
import { loader as resetCodeLoader } from "../../app/routes/_auth+/reset-password.code";
import { routeArgs } from "../support/route-args";
import { termii, termiiVars } from "./support/termii";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { settle } from "./support/accounts";
import {
  locationOf,
  request,
  sessionCookie,
  setCookies,
  statusOf,
  type Payload,
} from "./support/http";
import { watchMailQueue } from "./support/mail-queue";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase(termiiVars);
});
const { sentTo } = termii;

let serial = 0;
const freshLocalNumber = () =>
  `0708${String((Date.now() * 10 + ++serial) % 10_000_000).padStart(7, "0")}`;
const e164Of = (local: string) => `+234${local.slice(1)}`;

const call = <A extends (args: never) => unknown>(
  fn: A,
  path: string,
  init: { fields?: Record<string, string>; cookie?: string } = {},
) =>
  settle(async () =>
    fn(routeArgs({ request: request(path, init), context: t.context, params: {} }) as never),
  );

const count = async (sql: string, ...binds: unknown[]) =>
  (await t.db
    .prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

/** The requester cookie a page set, as the browser sends it back. */
const requesterOf = (answer: unknown) =>
  setCookies(answer)
    .map((cookie) => cookie.split(";")[0]!)
    .filter(
      (pair) => pair.startsWith("zamwe-phone-request=") || pair.startsWith("zamwe-typed-address="),
    )
    .join("; ");

describe("/signup/phone", () => {
  it("refuses a number no SMS reaches, in the page's language, and stores nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM phone_codes");
    const answer = (await call(signupAction, "/signup/phone?lang=ha", {
      fields: {
        fullName: "Hauwa Sani",
        phone: "+44 7911 123456",
        password: "a-long-phone-password",
      },
    })) as Payload<{ result: { error: Record<string, string[]> } }>;
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.result.error.phone).toEqual([validationTexts.ha.phone.notMobile]);
    expect(await count("SELECT count(*) AS n FROM phone_codes")).toBe(before);
  });

  it("answers a bot as everyone, and texts nothing", async () => {
    const phone = e164Of(freshLocalNumber());
    const answer = await call(signupAction, "/signup/phone", {
      fields: { fullName: "Bot", phone, password: "a-long-phone-password", website: "spam" },
    });
    expect(locationOf(answer)).toBe("/signup/phone/code");
    expect(await count("SELECT count(*) AS n FROM phone_codes WHERE phone = ?", phone)).toBe(0);
  });

  it("opens the account from the code page, and signs her in", async () => {
    const local = freshLocalNumber();
    const phone = e164Of(local);
    const sent = await call(signupAction, "/signup/phone", {
      fields: { fullName: "Hauwa Sani", phone: local, password: "a-long-phone-password" },
    });
    expect(locationOf(sent)).toBe("/signup/phone/code");
    const cookie = requesterOf(sent);
    expect(cookie).toMatch(/^zamwe-phone-request=/);

    const page = (await call(codeLoader, "/signup/phone/code", { cookie })) as { phone: string };
    expect(page.phone).toBe(phone);
    // Another browser has no sign-up to finish: back to the start.
    expect(locationOf(await call(codeLoader, "/signup/phone/code"))).toBe("/signup/phone");

    const row = await t.db
      .prepare("SELECT id FROM messages WHERE recipient = ? AND kind = 'phone-code'")
      .bind(phone)
      .first<{ id: string }>();
    expect(await deliverMessage(t.env, row!.id, new Date())).toBe("sent");
    const code = /(\d{6})/.exec((await sentTo(phone)).at(-1)!.sms)![1]!;

    const malformed = (await call(codeAction, "/signup/phone/code", {
      fields: { code: "12ab" },
      cookie,
    })) as Payload<{ result: { error: Record<string, string[]> } }>;
    expect(statusOf(malformed)).toBe(400);
    expect(malformed.data.result.error.code).toEqual([validationTexts.en.phoneCode.invalid]);

    const opened = await call(codeAction, "/signup/phone/code", { fields: { code }, cookie });
    expect(locationOf(opened)).toBe("/dashboard");
    expect(sessionCookie(opened)).toBeTruthy();
    expect(
      await count("SELECT count(*) AS n FROM users WHERE phone = ? AND email IS NULL", phone),
    ).toBe(1);
  });

  it("says the page is off, and opens no form, while the site cannot send texts", async () => {
    const off = await createTestDatabase({});
    const page = (await settle(() =>
      signupLoader(
        routeArgs({ request: request("/signup/phone"), context: off.context, params: {} }),
      ),
    )) as { on: boolean; texts: { phone: { unavailable: string } } };
    expect(page.on).toBe(false);
    expect(page.texts.phone.unavailable).toBe(accountTexts.en.phone.unavailable);
  });
});

describe("Forgot password? with a phone", () => {
  it("queues the number for the consumer and shows everyone the code page", async () => {
    const queue = watchMailQueue(t);
    const local = freshLocalNumber();
    const answer = await call(forgotAction, "/forgot-password", { fields: { email: local } });
    expect(locationOf(answer)).toBe("/reset-password/code");
    expect(queue.sent).toEqual([
      {
        phoneReset: {
          phone: e164Of(local),
          requesterHash: expect.stringMatching(/^[0-9a-f]{64}$/),
          origin: "http://zamwe.test",
          language: "en",
        },
      },
    ]);
    const cookie = requesterOf(answer);
    const page = (await call(resetCodeLoader, "/reset-password/code", { cookie })) as {
      phone: string;
    };
    expect(page.phone).toBe(e164Of(local));
    expect(locationOf(await call(resetCodeLoader, "/reset-password/code"))).toBe(
      "/forgot-password",
    );
  });

  it("refuses what is neither an address nor a Nigerian mobile", async () => {
    const answer = (await call(forgotAction, "/forgot-password?lang=ha", {
      fields: { email: "12345" },
    })) as Payload<{ result: { error: Record<string, string[]> } }>;
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.result.error.email).toEqual([validationTexts.ha.signInName.invalid]);
  });
});
