import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { requireAdmin } from "~/auth/guards.server";
import type { StaffUser } from "~/auth/guards.server";
import { getDb, type Db } from "~/models/db.server";
import { readFormData } from "~/http/form-data.server";
import type { RealtimeChannel, RealtimeEvent } from "~/realtime/channels";
import { announce } from "~/realtime/publish.server";
import { withToast } from "~/http/toast.server";

/** The answer to an account the admin named by an e-mail no account uses (team, links). */
export const NO_ACCOUNT_FOR_EMAIL = "No account uses this email. Ask her to sign up first.";

type Schemas = Record<string, z.ZodTypeAny>;

/** Who posts, where to, and how to tell the open dashboards about the change. */
export type AdminFormScope = {
  admin: StaffUser;
  env: Env;
  db: Db;
  request: Request;
  context: AppLoadContext;
  /** `announce()` for this request: the posting tab does not reload twice (ADR 0014). */
  announce: (channels: RealtimeChannel[], event: Omit<RealtimeEvent, "origin">) => void;
};

/** A form that passed its intent's schema: `intent` tells which, and types `value`. */
export type AdminForm<S extends Schemas> = {
  [K in keyof S & string]: AdminFormScope & {
    ok: true;
    intent: K;
    value: z.output<S[K]>;
    submission: Submission<z.input<S[K]>, string[], z.output<S[K]>>;
  };
}[keyof S & string];

/** A form with no known intent (`intent` null), or one its schema refused. */
export type RefusedAdminForm<S extends Schemas> = AdminFormScope & {
  ok: false;
  intent: (keyof S & string) | null;
  result: SubmissionResult<string[]> | undefined;
};

/**
 * The one way to open an admin form: the admin's session (403 or a redirect otherwise, see
 * requireAdmin), the form read safely, its `intent` field chosen among `schemas`, and the form
 * parsed with that intent's zod schema. What to answer stays the route's: see `refusedForm`.
 * `single` (a route with one form and no intent field) parses every post with that schema.
 */
export async function openAdminForm<S extends Schemas>(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  schemas: S,
  options: { enrolment?: boolean; single?: keyof S & string } = {},
): Promise<AdminForm<S> | RefusedAdminForm<S>> {
  const admin = await requireAdmin(request, context, { enrolment: options.enrolment });
  const env = context.cloudflare.env;
  const formData = await readFormData(request);
  const scope: AdminFormScope = {
    admin,
    env,
    db: getDb(env),
    request,
    context,
    announce: (channels, event) => announce(context, channels, event, request),
  };
  const posted = options.single ?? formData.get("intent");
  const intent = typeof posted === "string" && Object.hasOwn(schemas, posted) ? posted : null;
  if (intent === null) return { ...scope, ok: false, intent: null, result: undefined };
  const submission = parseWithZod(formData, { schema: schemas[intent] as z.ZodTypeAny });
  if (submission.status !== "success") {
    return { ...scope, ok: false, intent, result: submission.reply() };
  }
  return {
    ...scope,
    ok: true,
    intent,
    value: submission.value,
    submission,
  } as AdminForm<S>;
}

/** The usual answer to a refused form: its messages (by intent), 400. */
export function refusedForm<S extends Schemas>({ intent, result }: RefusedAdminForm<S>) {
  return data({ intent, result }, { status: 400 });
}

/** A valid form the data refused: the message under its field, with the given status. */
export function refuseField(
  form: { intent: string; submission: Submission<unknown, string[], unknown> },
  fieldErrors: Record<string, string[]>,
  status: number,
) {
  return data({ intent: form.intent, result: form.submission.reply({ fieldErrors }) }, { status });
}

/** "Update failed" with why, beside the form's answer (refused, gone, or not saved). */
export function updateFailed<T extends object>(answer: T, description: string, status: number) {
  return withToast(answer, { type: "error", message: "Update failed", description }, { status });
}
