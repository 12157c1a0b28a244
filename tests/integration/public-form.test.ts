/**
 * The one way a public form is opened (app/http/public-form.server.ts): read → honeypot → rate
 * limit → parse → 400, with the real Workers Rate Limiting bindings (simulated by workerd).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { TOO_MANY_REQUESTS } from "../../app/http/abuse.server";
import { FORM_NOT_A_FORM } from "../../app/http/form-data.server";
import { openPublicForm, type PublicForm } from "../../app/http/public-form.server";
import { settle } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { nextIp, statusOf, type Payload } from "./support/http";
import { startEarlyInALimiterMinute } from "./support/limiter-window";

const schema = z.object({
  email: z.string().trim().email("Please enter a valid email address."),
  password: z.string().min(8, "Please use at least 8 characters."),
});
const person = { email: " amina@example.com ", password: "a-long-password" };
const bot = { ...person, website: "https://spam.example" };

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({}, { rateLimits: true });
});

/** A rate-limit key of this test's own: the limiters live as long as the test process. */
const freshForm = () => `test-form-${crypto.randomUUID()}`;

function post(fields: Record<string, string>, ip = nextIp()) {
  return new Request("http://zamwe.test/somewhere", {
    method: "POST",
    headers: { "CF-Connecting-IP": ip },
    body: new URLSearchParams(fields),
  });
}

function open<Bot = never, Invalid = { result: unknown }>(
  request: Request,
  options: Partial<PublicForm<typeof schema, Bot, Invalid>>,
) {
  return settle(() =>
    openPublicForm(request, t.context, {
      form: freshForm(),
      schema,
      onBot: "no-honeypot",
      ...options,
    } as PublicForm<typeof schema, Bot, Invalid>),
  );
}

type Opened = Awaited<ReturnType<typeof openPublicForm>>;
const opened = (answer: unknown) => answer as Opened;
const replyOf = (answer: unknown) => {
  const result = opened(answer);
  if (result.ok) throw new Error("expected a reply, got an opened form");
  return result.reply as Payload<Record<string, unknown>>;
};

async function expectTooManyRequests(answer: unknown) {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(429);
  expect(response.headers.get("Retry-After")).toBe("60");
  expect(await response.text()).toBe(TOO_MANY_REQUESTS);
}

describe("openPublicForm: a valid form", () => {
  it("comes back parsed, with its form data, and is no bot", async () => {
    const answer = opened(await open(post(person), { onBot: () => "bot" }));
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value).toEqual({ email: "amina@example.com", password: "a-long-password" });
    expect(answer.submission.status).toBe("success");
    expect(answer.formData.get("email")).toBe(" amina@example.com ");
    expect(answer.bot).toBe(false);
  });

  it("uses the form data an action has read already, and reads no body", async () => {
    const formData = new FormData();
    formData.set("email", "amina@example.com");
    formData.set("password", "a-long-password");
    const request = new Request("http://zamwe.test/somewhere", {
      headers: { "CF-Connecting-IP": nextIp() },
    });
    const answer = opened(await open(request, { formData }));
    expect(answer.ok && answer.value.email).toBe("amina@example.com");
  });

  it("refuses a body that is not a form before anything else (step 1)", async () => {
    const request = new Request("http://zamwe.test/somewhere", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify(bot),
    });
    const answer = await open(request, { onBot: () => "bot" });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(415);
    expect(await (answer as Response).text()).toBe(FORM_NOT_A_FORM);
  });
});

describe("openPublicForm: an invalid form", () => {
  it("is a 400 with conform's reply: errors by field, the typed values minus hidden fields", async () => {
    const reply = replyOf(
      await open(post({ email: "not-an-email", password: "short" }), {
        hideFields: ["password"],
      }),
    );
    expect(statusOf(reply)).toBe(400);
    const { result } = reply.data as { result: Record<string, unknown> };
    expect(result.status).toBe("error");
    expect(result.error).toEqual({
      email: ["Please enter a valid email address."],
      password: ["Please use at least 8 characters."],
    });
    expect(result.initialValue).toEqual({ email: "not-an-email" });
  });

  it("wraps the reply in the form's own data when it says how (login's intent, join's step)", async () => {
    const reply = replyOf(
      await open(post({ email: "amina@example.com" }), {
        invalid: (result) => ({ intent: "login" as const, result }),
      }),
    );
    expect(statusOf(reply)).toBe(400);
    expect(reply.data.intent).toBe("login");
    expect(reply.data.result).toMatchObject({ error: { password: ["Required"] } });
  });
});

describe("openPublicForm: the honeypot", () => {
  it("answers a bot with the form's bot answer, given the parsed submission to echo", async () => {
    const reply = opened(
      await open(post({ ...bot, password: "short" }), {
        onBot: (submission) => ({ echoed: submission.reply({ hideFields: ["password"] }) }),
      }),
    );
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(reply.reply).toEqual({
      echoed: expect.objectContaining({
        initialValue: { email: bot.email, website: bot.website },
      }),
    });
    expect(reply.submission.status).toBe("error");
  });

  it("counts a bot it answers against no limit: a person behind the same address still gets through", async () => {
    const ip = nextIp();
    const form = freshForm();
    const options = { form, onBot: () => "bot", target: (f: FormData) => f.get("email") };
    for (let i = 0; i < 25; i += 1) {
      expect(opened(await open(post(bot, ip), options))).toMatchObject({ ok: false, reply: "bot" });
    }
    expect(opened(await open(post(person, ip), options)).ok).toBe(true);
  });

  it('with "fail-after-checks", a bot goes through every step and its valid form is flagged', async () => {
    const flagged = opened(await open(post(bot), { onBot: "fail-after-checks" }));
    expect(flagged).toMatchObject({ ok: true, bot: true });
    const invalid = replyOf(
      await open(post({ ...bot, email: "nope" }), { onBot: "fail-after-checks" }),
    );
    expect(statusOf(invalid)).toBe(400);
  });

  it('with "no-honeypot", a filled website field means nothing', async () => {
    expect(opened(await open(post(bot), { onBot: "no-honeypot" }))).toMatchObject({
      ok: true,
      bot: false,
    });
  });
});

describe("openPublicForm: rate limits", { timeout: 120_000 }, () => {
  it("lets 20 a minute through per client (bots of a fail-after-checks form too), then throws 429", async () => {
    const ip = nextIp();
    const form = freshForm();
    await startEarlyInALimiterMinute(30);
    const answers: unknown[] = [];
    for (let i = 0; i < 20; i += 1) {
      answers.push(
        await open(post(i % 2 ? bot : person, ip), { form, onBot: "fail-after-checks" }),
      );
    }
    expect(answers.map((answer) => opened(answer).ok)).toEqual(answers.map(() => true));
    await expectTooManyRequests(await open(post(person, ip), { form }));
    // Another client, and the same client on another form, are not affected.
    expect(opened(await open(post(person), { form })).ok).toBe(true);
    expect(opened(await open(post(person, ip), {})).ok).toBe(true);
  });

  it("counts the target (trimmed, any case) 5 a minute from any number of clients", async () => {
    const form = freshForm();
    const target = (formData: FormData) => formData.get("email");
    const emails = ["Same@Example.com", " same@example.com", "SAME@EXAMPLE.COM "];
    await startEarlyInALimiterMinute(30);
    for (let i = 0; i < 5; i += 1) {
      const answer = await open(post({ ...person, email: emails[i % 3]! }), { form, target });
      expect(opened(answer).ok).toBe(true);
    }
    await expectTooManyRequests(
      await open(post({ ...person, email: emails[0]! }), { form, target }),
    );
  });

  it("counts the target named by its field like the target a function reads", async () => {
    const form = freshForm();
    await startEarlyInALimiterMinute(30);
    for (let i = 0; i < 5; i += 1) {
      expect(opened(await open(post(person), { form, target: "email" })).ok).toBe(true);
    }
    // The same e-mail, counted by a function this time: the same count under the same form.
    await expectTooManyRequests(
      await open(post(person), { form, target: (formData) => formData.get("email") }),
    );
  });

  it("counts no target when the form names none (login: its D1 failure counter does)", async () => {
    const form = freshForm();
    await startEarlyInALimiterMinute(30);
    for (let i = 0; i < 8; i += 1) {
      expect(opened(await open(post(person), { form })).ok).toBe(true);
    }
  });

  it("checks the limit before the form is parsed: an invalid form over the limit gets the 429", async () => {
    const ip = nextIp();
    const form = freshForm();
    await startEarlyInALimiterMinute(30);
    for (let i = 0; i < 20; i += 1) await open(post(person, ip), { form });
    await expectTooManyRequests(await open(post({ email: "nope" }, ip), { form }));
  });
});
