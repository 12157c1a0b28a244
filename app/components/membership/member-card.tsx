import type { ReactNode } from "react";
import { Avatar, planLabels } from "~/components/ui/avatar";
import { QrCodeSvg } from "~/components/ui/qr-code";
import type { MembershipStatus } from "~/models/membership/period-rules";
import type { QrCode } from "~/utils/qr-code.server";
import { format } from "~/i18n/language";
import type { MemberCardTexts } from "~/i18n/member-card";

/** Everything the Member ID card shows (dashboard, /dashboard/card, the downloaded image). */
export type MemberCardView = {
  name: string;
  photoUrl: string | null;
  number: string;
  plan: "starter" | "pro";
  /** Null before her first membership year (approved, payment not confirmed yet). */
  status: MembershipStatus | null;
  /** "31 January 2027", in WAT; null with `status`. */
  validUntil: string | null;
  /** The absolute `/verify/{code}` URL the QR code opens. */
  verifyUrl: string;
  qr: QrCode;
};

/**
 * The Member ID card, in the page's language (`t`: app/i18n/member-card.ts, from the loader): photo, name, membership number, plan, status and valid-until, and a QR code
 * of her verification link with the link itself under it (for a phone that cannot scan). Printed,
 * it is an ID-1 card (85.6 mm × 54 mm; see the card page's print rules). `details` replaces the
 * status and valid-until lines (the dashboard puts its membership year panel there).
 */
export function MemberCard({
  card,
  associationName,
  details,
  t,
}: {
  card: MemberCardView;
  t: Pick<MemberCardTexts, "card">;
  associationName: string;
  details?: ReactNode;
}) {
  return (
    // On a phone the QR code goes under the details rather than squeeze her name into a
    // column a word wide (issue #38); on paper the card keeps both sides (member-card-print.css).
    <div className="member-card flex flex-wrap gap-4 text-white" data-testid="member-card">
      <div className="flex min-w-48 flex-1 flex-col gap-3">
        <p className="member-card-title text-xs font-semibold tracking-widest text-brand-100 uppercase">
          {associationName}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Avatar name={card.name} photoUrl={card.photoUrl} size="member-card-photo size-16" />
          <div className="min-w-0">
            <p className="member-card-name text-xl font-bold break-words">{card.name}</p>
            <p
              className="font-mono tracking-wide whitespace-nowrap"
              data-testid="membership-number"
            >
              {card.number}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-brand-100">{t.card.plan}</dt>
          <dd className="font-semibold">
            {format(t.card.planMember, { plan: planLabels[card.plan] })}
          </dd>
          {details ? null : (
            <>
              <dt className="text-brand-100">{t.card.status}</dt>
              <dd className="font-semibold">
                {card.status ? t.card.statuses[card.status] : t.card.notStarted}
              </dd>
              <dt className="text-brand-100">{t.card.validUntil}</dt>
              <dd className="font-semibold">{card.validUntil ?? "—"}</dd>
            </>
          )}
        </dl>
        {details}
      </div>
      <div className="flex shrink-0 flex-col items-center gap-1">
        <QrCodeSvg
          qr={card.qr}
          label={format(t.card.qrLabel, { name: card.name })}
          className="member-card-qr size-28 rounded bg-white p-1"
        />
        <a href={card.verifyUrl} className="text-xs text-white underline print:hidden">
          {t.card.verificationLink}
        </a>
      </div>
    </div>
  );
}
