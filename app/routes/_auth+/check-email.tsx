import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BackToLogin } from "~/components/account/back-to-login";
import { NarrowPage } from "~/components/ui/narrow-page";
import { Card } from "~/components/ui/card";
import { accountTexts } from "~/i18n/account";
import { useLocalePath, useTexts } from "~/i18n/language";
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
  const after = new URL(request.url).searchParams.get("for") === "signup" ? "signup" : "reset";
  return { after };
}

export default function CheckEmail() {
  const { after } = useLoaderData<typeof loader>();
  const t = useTexts(accountTexts);
  const localePath = useLocalePath();
  return (
    <NarrowPage title={t.checkEmail.title}>
      <Card className="mt-6">
        <p className="text-stone-800">
          {after === "signup" ? t.checkEmail.signup : t.checkEmail.reset}
        </p>
      </Card>
      <BackToLogin to={localePath("/login")} label={t.checkEmail.backToLogin} />
    </NarrowPage>
  );
}
