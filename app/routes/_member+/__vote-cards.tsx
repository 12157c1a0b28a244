import { Link } from "react-router";
import { cardClassName } from "~/components/ui/card";
import { useLocalePath } from "~/i18n/language";

/** "Vote now" on her dashboard, one card per election open to her (issue #42). */
export function VoteCards({ votes }: { votes: { href: string; label: string; closes: string }[] }) {
  const href = useLocalePath();
  if (votes.length === 0) return null;
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
