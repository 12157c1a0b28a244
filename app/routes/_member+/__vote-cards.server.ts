import type { Db } from "~/models/db.server";
import { electionsToVoteIn } from "~/models/elections/ballots.server";
import { electionsOpenAt, openedElectionQuery } from "~/models/elections/elections.server";
import { inLanguage } from "~/models/localised-content.server";
import { electionsTexts } from "~/i18n/elections";
import { format, type Language } from "~/i18n/language";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { readOr } from "~/models/db.server";

/**
 * Her dashboard's elections (issue #42), in one round trip: the "Vote now" links of the
 * elections open to her (an approved member's), in her language, and whether any election has
 * opened (the link to /elections and their results).
 */
export async function electionsOnDashboard(
  db: Db,
  membership: { applicationId: string } | null,
  language: Language,
) {
  const t = electionsTexts[language];
  type Read = [Awaited<ReturnType<typeof electionsToVoteIn>>, { id: string }[]];
  const [elections, opened] = await readOr("dashboard elections", [[], []] as Read, () =>
    membership
      ? db.batch([electionsToVoteIn(db, membership.applicationId), openedElectionQuery(db)])
      : openedElectionQuery(db).then((found): Read => [[], found]),
  );
  return {
    votes: elections.map((election) => ({
      href: `/vote/${election.id}`,
      label: format(t.vote.dashboard, { title: inLanguage(election, language, ["title"]).title }),
      closes: format(t.vote.closes, { date: formatEventDateIn(election.closesAt, language) }),
    })),
    anyElection: opened.length > 0,
  };
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
