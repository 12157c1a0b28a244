import type { Db } from "~/models/db.server";
import { electionsToVoteIn } from "~/models/elections/ballots.server";
import { electionsOpenAt } from "~/models/elections/elections.server";
import { inLanguage } from "~/models/localised-content.server";
import { electionsTexts } from "~/i18n/elections";
import { format, type Language } from "~/i18n/language";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { readOr } from "~/models/db.server";

/** Her dashboard's "Vote now" links (issue #42), in her language. */
export async function votesFor(db: Db, membership: { applicationId: string }, language: Language) {
  const t = electionsTexts[language];
  const elections = await readOr("elections to vote in", [], () =>
    electionsToVoteIn(db, membership.applicationId),
  );
  return elections.map((election) => ({
    href: `/vote/${election.id}`,
    label: format(t.vote.dashboard, { title: inLanguage(election, language, ["title"]).title }),
    closes: format(t.vote.closes, { date: formatEventDateIn(election.closesAt, language) }),
  }));
}

/** A steward's way to the hall (issue #42): each election open now, its title in her language. */
export async function hallsFor(db: Db, language: Language) {
  const t = electionsTexts[language];
  // A handful at most: elections are held at the AGM.
  const elections = await readOr("elections at the hall", [], () => electionsOpenAt(db).limit(20));
  return elections.map((election) => ({
    href: `/admin/elections/${election.id}/hall`,
    title: inLanguage(election, language, ["title"]).title,
    closes: format(t.vote.closes, { date: formatEventDateIn(election.closesAt, language) }),
  }));
}
