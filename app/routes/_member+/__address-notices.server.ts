import type { CurrentUser } from "~/auth/session.server";
import { accountTexts } from "~/i18n/account";
import { channelTexts } from "~/i18n/channels";
import type { Language } from "~/i18n/language";
import { mailSettings } from "~/messages/mail-settings.server";
import { readOr, type Db } from "~/models/db.server";
import { isAddressConfirmed } from "~/models/email-confirmations.server";
import { addressBounced } from "~/models/messages.server";

/**
 * The dashboard's notices about her address, with the texts each needs: not confirmed yet (only
 * while e-mail is on, issue #27), or bouncing (issue #40). None for an account without one.
 */
export async function addressNoticesOf(
  env: Env,
  db: Db,
  user: Pick<CurrentUser, "userId" | "email">,
  language: Language,
) {
  const email = user.email;
  if (email === null) return { email, confirmNotice: null, bouncedNotice: null };
  const [confirmed, bounced] = await Promise.all([
    mailSettings(env).on
      ? readOr("address confirmation", true, () => isAddressConfirmed(db, user.userId))
      : true,
    readOr("bounced address", false, () => addressBounced(db, email)),
  ]);
  return {
    email,
    confirmNotice: confirmed ? null : { confirmNotice: accountTexts[language].confirmNotice },
    bouncedNotice: bounced ? { bounced: channelTexts[language].bounced } : null,
  };
}
