import type { Stat } from "~/content/home";

export function StatGrid({ stats, className = "" }: { stats: Stat[]; className?: string }) {
  return (
    <dl
      className={`grid grid-cols-2 gap-4 ${stats.length === 4 ? "md:grid-cols-4" : "md:grid-cols-3"} ${className}`}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200"
        >
          <dt className="text-sm font-medium text-stone-600">{stat.label}</dt>
          <dd className="order-first text-3xl font-extrabold text-brand-800">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
