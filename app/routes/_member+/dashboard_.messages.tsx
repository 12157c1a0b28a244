import { getFormProps } from "@conform-to/react";
import {
  Form,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { requireUser } from "~/auth/guards.server";
import { CheckboxField, FormErrors, SubmitButton } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { Card } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { readFormData } from "~/http/form-data.server";
import { toasts } from "~/http/toast.server";
import { channelTexts, type ChannelTexts } from "~/i18n/channels";
import { format, type Language } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { getDb } from "~/models/db.server";
import { addressBounced, liftBounce } from "~/models/messages.server";
import { BouncedAddressNotice } from "./__bounced-notice";
import {
  channelFactsOf,
  consentHistoryOf,
  recordSmsChoices,
  type ChannelFacts,
} from "~/models/sms-choices.server";
import { smsOn } from "~/models/sms.server";
import type { RouteHandle } from "~/root";
import { formatDayIn } from "~/utils/hausa-dates";
import { nigerianMobileOf } from "~/utils/nigerian-mobile";
import { metaLanguage } from "~/utils/seo";
import { smsChoicesSchema } from "~/validation/account";
import { smsChoicesForm } from "~/validation/forms";
import { parseWithZodIn } from "~/validation/parse";

/**
 * /dashboard/messages, "How we reach you" (issue #40): her notices by SMS instead of e-mail, and
 * the association's announcements by SMS too. Each tick or untick is a consent recorded with its
 * words and time (her data download lists them); withdrawing is the same one step as giving.
 */

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction = ({ matches }) => [
  { title: `${channelTexts[metaLanguage(matches)].title} | ZAMWE` },
  { name: "robots", content: "noindex" },
];

/** The number an SMS would reach, or null (none, or not a Nigerian mobile). */
const mobileOf = (facts: ChannelFacts | undefined) =>
  facts?.phone ? nigerianMobileOf(facts.phone) : null;

/** The words of each choice as she sees them: what her consent records keep. */
const wordingOf = (t: ChannelTexts, phone: string) => ({
  "sms-notices": format(t.smsNotices, { phone }),
  "sms-announcements": t.smsAnnouncements,
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const env = context.cloudflare.env;
  const language = pageLanguageOf(request);
  const db = getDb(env);
  const [facts, history, bounced] = await Promise.all([
    channelFactsOf(db, user.userId),
    consentHistoryOf(db, user.userId),
    user.email ? addressBounced(db, user.email) : false,
  ]);
  const t = channelTexts[language];
  const phone = mobileOf(facts);
  return {
    texts: t,
    phone,
    hasEmail: Boolean(facts?.email),
    bouncedEmail: bounced ? user.email : null,
    smsOn: smsOn(env),
    choices: {
      smsNotices: facts?.smsNotices ?? false,
      smsAnnouncements: facts?.smsAnnouncements ?? false,
    },
    wording: phone ? wordingOf(t, phone) : null,
    history: history.map((record) => ({
      given: record.given,
      wording: record.wording,
      day: formatDayIn(record.recordedAt, language),
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const env = context.cloudflare.env;
  const language: Language = pageLanguageOf(request);
  const t = channelTexts[language];
  const formData = await readFormData(request);
  const here = localeRedirectPath(request, "/dashboard/messages");
  if (formData.get("intent") === "retry-address") {
    // Her own address only: the one on the account she is signed in to.
    const lifted = user.email ? await liftBounce(getDb(env), user.email) : false;
    return toasts(env).redirectWithSuccess(here, {
      message: lifted ? t.bounced.retried : t.bounced.notBounced,
    });
  }
  const submission = parseWithZodIn(formData, { schema: smsChoicesSchema, language });
  if (submission.status !== "success") return { result: submission.reply() };
  const db = getDb(env);
  const phone = mobileOf(await channelFactsOf(db, user.userId));
  // Without a mobile number there is nothing to consent to: the page offers no choice then.
  if (!phone) throw redirect(here);
  const changed = await recordSmsChoices(db, {
    userId: user.userId,
    choices: {
      smsNotices: submission.value.smsNotices ?? false,
      smsAnnouncements: submission.value.smsAnnouncements ?? false,
    },
    wording: wordingOf(t, phone),
    language,
    now: new Date(),
  });
  return toasts(env).redirectWithSuccess(here, { message: changed ? t.saved : t.unchanged });
}

export default function HowWeReachYou() {
  const {
    texts: t,
    phone,
    hasEmail,
    bouncedEmail,
    smsOn,
    choices,
    wording,
    history,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(smsChoicesForm, {
    id: "sms-choices",
    lastResult: actionData?.result,
    defaultValue: choices,
  });
  const status = !phone
    ? t.noPhone
    : !smsOn
      ? t.smsOff
      : !hasEmail
        ? format(t.noEmail, { phone })
        : null;
  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <PageHeader title={t.title} lead={t.lead} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 text-stone-800">
        {bouncedEmail ? <BouncedAddressNotice t={t} email={bouncedEmail} /> : null}
        {status ? (
          <p data-testid="channel-status" className="rounded-lg bg-amber-50 p-4">
            {status}
          </p>
        ) : null}
        {wording ? (
          <Card as="section" aria-label={t.title}>
            <Form method="post" {...getFormProps(form)} className="space-y-3">
              <FormErrors errors={form.errors} id={form.errorId} />
              {hasEmail ? (
                <CheckboxField field={fields.smsNotices} label={wording["sms-notices"]} />
              ) : null}
              <CheckboxField field={fields.smsAnnouncements} label={wording["sms-announcements"]} />
              <p className="text-sm text-stone-600">{t.withdraw}</p>
              <SubmitButton
                pending={navigation.state === "submitting"}
                label={t.save}
                pendingLabel={t.saving}
              />
            </Form>
          </Card>
        ) : null}
        <Card as="section" aria-labelledby="consents-heading">
          <h2 id="consents-heading" className="text-xl font-bold text-brand-900">
            {t.historyHeading}
          </h2>
          {history.length === 0 ? (
            <p className="mt-2">{t.historyEmpty}</p>
          ) : (
            <ul className="mt-3 space-y-2" data-testid="consent-history">
              {history.map((record, index) => (
                <li key={index}>
                  <span className="font-semibold">
                    {record.day} · {record.given ? t.given : t.withdrawn}
                  </span>
                  : “{record.wording}”
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
