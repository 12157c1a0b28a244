import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { BackToLogin } from "~/components/account/back-to-login";
import { SendingLimitNotice } from "~/components/account/sending-limit-notice";
import { NarrowPage } from "~/components/ui/narrow-page";
import { Card } from "~/components/ui/card";
import { accountTexts } from "~/i18n/account";
import { sendingLimitTexts } from "~/i18n/sending-limit";
import { sendingLimitIn } from "~/messages/sending-limit";
import { format, useLocalePath, useTexts } from "~/i18n/language";
import { typedAddressOf } from "~/auth/typed-address.server";
import { metaLanguage } from "~/utils/seo";

/**
 * /check-email: where "Forgot password?" and a sign-up with e-mail on end, for every address
 * alike (ADR 0036): it says what was sent if the address had an account, and if it had none.
 * A content page: no JavaScript.
 */

export const meta: MetaFunction = ({ matches }) => [
  { title: `${accountTexts[metaLanguage(matches)].checkEmail.title} | ZAMWE` },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const asked = params.get("for");
  const after = asked === "signup" || asked === "resend" ? asked : "reset";
  // The address she typed (issue #38), from this browser's own cookie.
  return { after, typedAddress: typedAddressOf(request), limited: sendingLimitIn(request.url) };
}

export default function CheckEmail() {
  const { after, typedAddress, limited } = useLoaderData<typeof loader>();
  const t = useTexts(accountTexts);
  const localePath = useLocalePath();
  const limitTexts = useTexts(sendingLimitTexts);
  if (limited) {
    return (
      <NarrowPage title={limitTexts.title}>
        <div className="mt-6">
          <SendingLimitNotice titled={false} />
        </div>
        <BackToLogin to={localePath("/login")} label={t.checkEmail.backToLogin} />
      </NarrowPage>
    );
  }
  return (
    <NarrowPage title={t.checkEmail.title}>
      <Card className="mt-6">
        {typedAddress ? (
          <p data-testid="typed-address" className="mb-3 font-semibold break-all text-stone-900">
            {format(t.checkEmail.sentTo, { email: typedAddress })}
          </p>
        ) : null}
        <p className="text-stone-800">
          {after === "signup"
            ? t.checkEmail.signup
            : after === "resend"
              ? t.checkEmail.resend
              : t.checkEmail.reset}
        </p>
      </Card>
      <BackToLogin to={localePath("/login")} label={t.checkEmail.backToLogin} />
    </NarrowPage>
  );
}
