import {
  data,
  redirect,
  Form,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { CardForm } from "~/components/account/sign-in-forms";
import { TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { NarrowPage } from "~/components/ui/narrow-page";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getUser } from "~/auth/guards.server";
import { redirectIntoSession } from "~/auth/login.server";
import { existingRequesterHash, resendPhoneCode } from "~/auth/phone-account.server";
import { enforceRateLimits } from "~/http/abuse.server";
import { readFormData } from "~/http/form-data.server";
import { openPublicForm } from "~/http/public-form.server";
import { toasts, withToast } from "~/http/toast.server";
import { accountTexts, type AccountTexts } from "~/i18n/account";
import { format } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { getDb, readOr } from "~/models/db.server";
import { openPhoneAccount } from "~/models/phone-accounts.server";
import { lastPhoneCodeRequest, PHONE_CODE_MINUTES } from "~/models/phone-codes.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/seo";
import { phoneCodeSchema } from "~/validation/auth";
import { phoneCodeForm } from "~/validation/forms";

/**
 * /signup/phone/code (issue #40): the code texted by /signup/phone, typed in the browser that
 * asked for it, opens the account and signs her in. "Send a new code" asks again for the same
 * sign-up (at most one a minute). Without a sign-up in this browser the page sends her back.
 */

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(matches, {
    title: data?.texts.phone.codeTitle ?? "Enter the code",
    description: data?.texts.phone.codeDescription ?? "",
    path: "/signup/phone/code",
  }),
  { name: "robots", content: "noindex" },
];

const RESEND = "resend";

/** This browser's sign-up waiting for its code, or null. */
function pendingSignUp(request: Request, context: AppLoadContext) {
  const requesterHash = existingRequesterHash(request);
  if (!requesterHash) return null;
  return readOr("phone sign-up", undefined, () =>
    lastPhoneCodeRequest(getDb(context.cloudflare.env), { requesterHash, purpose: "sign-up" }),
  );
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUser(request, context)) throw redirect(localeRedirectPath(request, "/dashboard"));
  const pending = await pendingSignUp(request, context);
  if (!pending) throw redirect(localeRedirectPath(request, "/signup/phone"));
  return {
    texts: accountTexts[pageLanguageOf(request)],
    phone: pending.phone,
    minutes: PHONE_CODE_MINUTES,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const t = accountTexts[pageLanguageOf(request)];
  const formData = await readFormData(request);
  const requesterHash = existingRequesterHash(request);
  if (!requesterHash) throw redirect(localeRedirectPath(request, "/signup/phone"));
  if (formData.get("intent") === RESEND) return resend(request, context, requesterHash, t);
  const opened = await openPublicForm(request, context, {
    formData,
    form: "phone-code",
    schema: phoneCodeSchema,
    target: () => requesterHash,
    onBot: "no-honeypot",
  });
  if (!opened.ok) return opened.reply;
  const outcome = await openPhoneAccount(getDb(env), {
    requesterHash,
    typed: opened.value.code,
    now: new Date(),
  });
  if (outcome === "wrong") {
    const fieldErrors = { code: [t.phone.wrongCode] };
    return data({ result: opened.submission.reply({ fieldErrors }) }, { status: 400 });
  }
  if (outcome === "taken") {
    return toasts(env).redirectWithError(localeRedirectPath(request, "/login"), {
      message: t.phone.taken,
      description: t.phone.takenDescription,
    });
  }
  return redirectIntoSession(
    env,
    request,
    { id: outcome.userId, roles: ["user"] },
    localeRedirectPath(request, "/dashboard"),
    {
      message: t.phone.opened,
      description: outcome.linked ? t.phone.linkedDescription : t.phone.openedDescription,
    },
  );
}

/** "Send a new code": the same sign-up, to the same number, at most once a minute. */
async function resend(
  request: Request,
  context: AppLoadContext,
  requesterHash: string,
  t: AccountTexts,
) {
  await enforceRateLimits(request, context, "phone-code-resend", requesterHash);
  const outcome = await resendPhoneCode(context.cloudflare.env, {
    requesterHash,
    purpose: "sign-up",
    origin: new URL(request.url).origin,
  });
  if (outcome === "none") throw redirect(localeRedirectPath(request, "/signup/phone"));
  const toast =
    outcome === "recent"
      ? { type: "info" as const, message: t.phone.recent }
      : { type: "success" as const, message: t.phone.resent };
  return withToast({ result: undefined as undefined }, toast);
}

export default function PhoneCode() {
  const { texts: t, phone, minutes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(phoneCodeForm, {
    id: "phone-code",
    lastResult: actionData?.result,
  });
  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <NarrowPage
        title={t.phone.codeTitle}
        lead={format(t.phone.codeLead, { phone, minutes: String(minutes) })}
      >
        <CardForm form={form} submit={{ label: t.phone.confirm, pendingLabel: t.phone.confirming }}>
          <TextField
            field={fields.code}
            label={t.phone.codeField}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </CardForm>
        <Form method="post" className="mt-4 text-center">
          <input type="hidden" name="intent" value={RESEND} />
          <button type="submit" className="font-semibold text-brand-800 underline">
            {t.phone.resend}
          </button>
        </Form>
      </NarrowPage>
    </>
  );
}
