import { Link } from "react-router";
import { cardClassName } from "~/components/ui/card";
import { useLocalePath } from "~/i18n/language";

/**
 * "Vote now" on her dashboard, one card per election open to her (issue #42); and, once any
 * election has opened, the way to the list of elections and their results (`allElections`).
 */
export function VoteCards({
  votes,
  allElections,
}: {
  votes: { href: string; label: string; closes: string }[];
  allElections: string | null;
}) {
  const href = useLocalePath();
  if (votes.length === 0 && !allElections) return null;
  return (
    <div className="space-y-3">
      {votes.length > 0 ? <VoteList votes={votes} /> : null}
      {allElections ? (
        <p>
          <Link to={href("/elections")} className="font-semibold text-brand-800 underline">
            {allElections}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function VoteList({ votes }: { votes: { href: string; label: string; closes: string }[] }) {
  const href = useLocalePath();
  return (
    <ul className="space-y-3">
      {votes.map((vote) => (
        <li key={vote.href} className={cardClassName("md", "border-l-4 border-brand-700")}>
          <Link to={href(vote.href)} className="text-lg font-bold text-brand-800 underline">
            {vote.label}
          </Link>
          <p className="text-stone-700">{vote.closes}</p>
        </li>
      ))}
    </ul>
  );
}
