import type { AppLoadContext } from "react-router";
import { requireApprovedMember } from "~/auth/member.server";
import type { MemberCardView } from "~/components/membership/member-card";
import { getAssociation } from "~/config/association";
import { getDb, readOr } from "~/models/db.server";
import { memberCardOf, type MemberCard } from "~/models/membership/cards.server";
import { standingOf, type Standing } from "~/models/membership/periods.server";
import type { Language } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { formatWatDayIn } from "~/utils/hausa-dates";
import { membershipTerms } from "~/models/membership/period-rules";
import { qrCode } from "~/utils/qr-code.server";
import { siteOrigin } from "~/utils/seo";

/** The card as shown: her standing's plan and dates in WAT, the QR code of the absolute link. */
export function memberCardView(
  card: MemberCard,
  standing: Pick<Standing, "status" | "endsOn" | "plan"> | undefined,
  origin: string,
  language: Language,
): MemberCardView {
  const verifyUrl = `${origin}/verify/${card.verifyCode}`;
  return {
    name: card.name,
    photoUrl: card.photoUrl,
    number: card.number,
    plan: standing?.plan ?? card.plan,
    status: standing?.status ?? null,
    validUntil: standing ? formatWatDayIn(standing.endsOn, language) : null,
    verifyUrl,
    qr: qrCode(verifyUrl),
  };
}

/**
 * The signed-in member's own card (/dashboard/card and its image): a 404 for an account without
 * an approved membership linked to it by proof. `renewCode` gives it a new verification code.
 */
export async function requireMemberCard(
  request: Request,
  context: AppLoadContext,
  options: { renewCode?: boolean } = {},
): Promise<MemberCardView> {
  const member = await requireApprovedMember(request, context, { otherwise: "not-found" });
  return memberCardFor(request, context, member, options);
}

/** Her card, once `requireApprovedMember` has found her (a 404 if it cannot be made). */
export async function memberCardFor(
  request: Request,
  context: AppLoadContext,
  member: ApprovedMember,
  options: { renewCode?: boolean } = {},
): Promise<MemberCardView> {
  const db = getDb(context.cloudflare.env);
  const card = await memberCardOf(db, ownerOf(member), options);
  if (!card) throw new Response("Not Found", { status: 404 });
  const standing = await standingOf(
    db,
    card.applicationId,
    membershipTerms(context.cloudflare.env),
  );
  return memberCardView(card, standing, originOf(request, context), pageLanguageOf(request));
}

/** The dashboard's card beside the standing it has read already; null if it cannot be made. */
export function dashboardCard(
  request: Request,
  context: AppLoadContext,
  member: ApprovedMember,
  standing: Standing | undefined,
): Promise<MemberCardView | null> {
  return readOr("member card", null, async () => {
    const card = await memberCardOf(getDb(context.cloudflare.env), ownerOf(member));
    return card
      ? memberCardView(card, standing, originOf(request, context), pageLanguageOf(request))
      : null;
  });
}

type ApprovedMember = { user: { userId: string }; membership: { applicationId: string } };

const ownerOf = ({ user, membership }: ApprovedMember) => ({
  applicationId: membership.applicationId,
  userId: user.userId,
});

const originOf = (request: Request, context: AppLoadContext) =>
  siteOrigin(getAssociation(context.cloudflare.env), request);
