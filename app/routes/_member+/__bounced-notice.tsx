import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "~/components/forms/fields";
import type { ChannelTexts } from "~/i18n/channels";
import { format, useLocalePath } from "~/i18n/language";

/**
 * Her address bounced (issue #40): Email Service said so, the address is suppressed, and every
 * notice would be lost. The notice says so, links to her profile to change it, and "try my
 * address again" posts to /dashboard/messages (the page of how we reach her), which lifts the
 * bounce once she has fixed her mailbox.
 */
export function BouncedAddressNotice({
  t,
  email,
}: {
  t: Pick<ChannelTexts, "bounced">;
  email: string;
}) {
  const navigation = useNavigation();
  const href = useLocalePath();
  const action = href("/dashboard/messages");
  return (
    <section
      aria-labelledby="bounced-address-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-6"
      data-testid="bounced-address"
    >
      <h2 id="bounced-address-heading" className="text-xl font-bold text-stone-900">
        {t.bounced.title}
      </h2>
      <p className="mt-1 text-stone-800">{format(t.bounced.text, { email })}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="retry-address" />
          <SubmitButton
            pending={navigation.state === "submitting" && navigation.formAction === action}
            label={t.bounced.retry}
            pendingLabel={t.bounced.retry}
          />
        </Form>
        <Link to={href("/dashboard/profile")} className="font-semibold text-brand-800 underline">
          {t.bounced.profile}
        </Link>
      </div>
    </section>
  );
}
