import { useLocalePath } from "~/i18n/language";
import type { AccountTexts } from "~/i18n/account";
import type { ChannelTexts } from "~/i18n/channels";
import { BouncedAddressNotice } from "./__bounced-notice";
import { ConfirmAddressNotice } from "./__confirm-notice";

/** The dashboard's notices about her address (./__address-notices.server.ts), if any. */
export function AddressNotices({
  email,
  confirmNotice,
  bouncedNotice,
}: {
  email: string | null;
  confirmNotice: Pick<AccountTexts, "confirmNotice"> | null;
  bouncedNotice: Pick<ChannelTexts, "bounced"> | null;
}) {
  const href = useLocalePath();
  if (email === null) return null;
  return (
    <>
      {bouncedNotice ? <BouncedAddressNotice t={bouncedNotice} email={email} /> : null}
      {confirmNotice ? (
        <ConfirmAddressNotice
          t={confirmNotice}
          email={email}
          action={href("/dashboard/confirm-email")}
        />
      ) : null}
    </>
  );
}
