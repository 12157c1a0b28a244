import type { Language } from "~/i18n/language";
import type { Recipient } from "~/messages/send.server";
import { goesBySms } from "~/messages/sms.server";
import type { MessageKind } from "~/messages/templates.server";
import { nigerianMobileOf } from "~/utils/nigerian-mobile";

/** An account as a notice to her is addressed (issue #40). */
export type NoticeAccount = {
  /** Null for an applicant with no account yet. */
  userId: string | null;
  email: string | null;
  /** Her proven phone, else her application's number. */
  phone: string | null;
  smsNotices: boolean;
  language: Language;
};

/**
 * Where a notice of this kind goes (issue #40): by SMS when she chose it, or has no e-mail,
 * and the kind has an SMS text and her number is a Nigerian mobile, while the site can send
 * texts (`smsOn`); else to her address. Null when neither can reach her.
 */
export function noticeRecipient(
  kind: MessageKind,
  account: NoticeAccount,
  { smsOn }: { smsOn: boolean },
): Recipient | null {
  const { userId, email, language } = account;
  const mobile = account.phone ? nigerianMobileOf(account.phone) : null;
  const wantsSms = account.smsNotices || email === null;
  if (smsOn && wantsSms && mobile !== null && goesBySms(kind)) {
    return { phone: mobile, language, userId };
  }
  return email ? { email, language, userId } : null;
}
