/** Why a vote is refused, as her page says it, and the answer's status (/vote/:id). */
import type { VoteRefusal, VoterStanding } from "~/models/elections/ballots.server";
import type { Election } from "~/models/elections/elections.server";
import { electionsTexts } from "~/i18n/elections";
import { format, type Language } from "~/i18n/language";
import { formatWatDayIn } from "~/utils/hausa-dates";

export function refusalText(
  refusal: VoteRefusal | Exclude<VoterStanding, "can-vote">,
  election: Election,
  language: Language,
) {
  const t = electionsTexts[language];
  switch (refusal) {
    case "not-elector":
      return format(t.vote.refused.notElector, {
        date: formatWatDayIn(election.cutoffOn, language),
      });
    case "not-open":
      return t.vote.refused.notOpen;
    case "already-voted":
    case "voted-online":
      return t.vote.refused.alreadyVoted;
    case "voted-paper":
      return t.vote.refused.votedOnPaper;
    default:
      return t.vote.refused.ballot;
  }
}

/** The answer's status for a refused vote: not hers, not now, or a ballot that is not this one. */
export const refusalStatus = (refusal: VoteRefusal) =>
  refusal === "not-elector"
    ? 403
    : refusal === "not-open" || refusal === "already-voted"
      ? 409
      : 400;
