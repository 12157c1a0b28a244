/** A row of labelled figures on the admin's pages (an event's RSVPs, an election's turnout). */
export function Figures({
  label,
  figures,
  className,
}: {
  /** What the figures are, for screen readers (the list's accessible name). */
  label: string;
  figures: [label: string, value: string | number][];
  className: string;
}) {
  return (
    <dl aria-label={label} className={`grid gap-2 ${className}`}>
      {figures.map(([name, value]) => (
        <div key={name} className="rounded-xl bg-cream p-3">
          <dt className="text-sm text-stone-700">{name}</dt>
          <dd className="text-2xl font-bold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
