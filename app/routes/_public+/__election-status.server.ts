import { electionPhase, type ElectionTimes } from "~/models/elections/rules";
import { electionsTexts } from "~/i18n/elections";
import { format, type Language } from "~/i18n/language";
import { formatEventDateIn } from "~/utils/hausa-dates";

/** Where an opened election stands, in a sentence of the page's language (its page, the list). */
export function electionStatus(election: ElectionTimes, language: Language, now = new Date()) {
  const t = electionsTexts[language];
  const when = (date: Date) => formatEventDateIn(date, language);
  const phase = electionPhase(election, now);
  return phase === "scheduled"
    ? format(t.opensOn, { date: when(election.opensAt) })
    : phase === "open"
      ? format(t.openUntil, { date: when(election.closesAt) })
      : phase === "ended"
        ? t.ended
        : format(t.closedOn, { date: when(election.closedAt!) });
}
