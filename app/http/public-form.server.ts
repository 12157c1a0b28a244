import type { Submission, SubmissionResult } from "@conform-to/react";
import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { enforceRateLimits, isBot } from "./abuse.server";
import { readFormData } from "./form-data.server";
import { pageLanguageOf } from "~/i18n/language.server";
import { parseWithZodIn } from "~/validation/parse";

/**
 * One way to open a form that anyone can send (contact, newsletter, RSVP, join, login and
 * sign-up, admin login and its code, password reset — and every public form to come). Every
 * such action starts with `openPublicForm`, which always goes through the same steps, in this
 * order:
 *
 *  1. read     the body as a form (`readFormData`: a 415/400 page for anything else), unless the
 *              action read it already to choose the options (`formData`: login's and join's
 *              intents);
 *  2. honeypot a filled honeypot is answered at once with `onBot(submission)`, before anything is
 *              counted or stored — a detected bot uses up no person's rate limit (visitors share
 *              addresses behind mobile carriers). The submission is parsed for it only so that the
 *              answer can look like the form's ordinary one (an ordinary success, or its ordinary
 *              failure);
 *  3. limit    Workers Rate Limiting per client address under the key `form`, and per target
 *              (the e-mail or phone the form is about) when `target` names one: over either, a
 *              429 is THROWN (`TOO_MANY_REQUESTS`, Retry-After 60);
 *  4. parse    with the form's zod schema, messages in the page's language; invalid → `{ ok: false, reply }`, a 400 whose data is
 *              `invalid(submission.reply({ hideFields }))` (by default `{ result }`);
 *  5. valid    → `{ ok: true, submission, value, formData, bot }`.
 *
 * The action returns `reply` as it is and otherwise calls its model with `value`. Two forms do
 * not answer a bot in step 2 and say so in `onBot`:
 *  - "fail-after-checks": the request goes on through every step like a person's, and a valid
 *    submission comes back with `bot: true`; the action must then answer its ordinary failure
 *    without doing the work (login: "Invalid email or password", after the 429 and the 400 a
 *    person would get);
 *  - "no-honeypot": the page has no honeypot (a page behind a session), `bot` is always false.
 * With an `onBot` function, `bot` is always false too.
 */
export type PublicForm<Schema extends z.ZodTypeAny, Bot, Invalid> = {
  /** The rate limiter's key for this form ("contact", "signup" …). */
  form: string;
  schema: Schema;
  /**
   * What the form is about, counted per target too: the name of its field (the raw value, before
   * parsing; "" when absent), or a function of the form for a target that is not a field.
   */
  target?: string | ((formData: FormData) => unknown);
  onBot: ((submission: Parsed<Schema>) => Bot | Promise<Bot>) | "fail-after-checks" | "no-honeypot";
  /** Fields never sent back in a reply (passwords). */
  hideFields?: string[];
  /** The 400's data around the reply; `{ result }` unless given. */
  invalid?: (result: SubmissionResult<string[]>) => Invalid;
  /** The form, when the action has read it with `readFormData` already (step 1 done). */
  formData?: FormData;
};

type Parsed<Schema extends z.ZodTypeAny> = Submission<z.input<Schema>, string[], z.output<Schema>>;
type Valid<Schema extends z.ZodTypeAny> = Extract<Parsed<Schema>, { status: "success" }>;

export type OpenedForm<Schema extends z.ZodTypeAny, Bot, Invalid> =
  | {
      ok: false;
      /** The bot's answer or the 400: return it as it is. */
      reply: Bot | ReturnType<typeof data<Invalid>>;
      submission: Parsed<Schema>;
    }
  | {
      ok: true;
      submission: Valid<Schema>;
      value: z.output<Schema>;
      formData: FormData;
      /** Only ever true with onBot "fail-after-checks". */
      bot: boolean;
    };

export async function openPublicForm<
  Schema extends z.ZodTypeAny,
  Bot = never,
  Invalid = { result: SubmissionResult<string[]> },
>(
  request: Request,
  context: AppLoadContext,
  options: PublicForm<Schema, Bot, Invalid>,
): Promise<OpenedForm<Schema, Bot, Invalid>> {
  const { form, schema, target, onBot, hideFields } = options;
  const formData = options.formData ?? (await readFormData(request));
  const language = pageLanguageOf(request);
  const parse = (): Parsed<Schema> => parseWithZodIn(formData, { schema, language });
  const bot = onBot !== "no-honeypot" && isBot(formData);
  if (bot && typeof onBot === "function") {
    const submission = parse();
    return { ok: false, reply: await onBot(submission), submission };
  }
  const about = typeof target === "string" ? (formData.get(target) ?? "") : target?.(formData);
  await enforceRateLimits(request, context, form, about == null ? undefined : String(about));
  const submission = parse();
  if (submission.status !== "success") {
    const result = submission.reply(hideFields ? { hideFields } : undefined);
    const payload = options.invalid ? options.invalid(result) : ({ result } as Invalid);
    return { ok: false, reply: data(payload, { status: 400 }), submission };
  }
  return { ok: true, submission, value: submission.value, formData, bot };
}
