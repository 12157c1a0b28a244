import { useId } from "react";

export type ChartBar = { label: string; value: number };

/**
 * A bar chart drawn on the server as SVG: no script, a few hundred bytes. Its title is the
 * question it answers; screen readers get the same numbers as a table (the picture is hidden
 * from them), and every bar carries its number in text.
 */
export function BarChart({ title, bars, unit }: { title: string; bars: ChartBar[]; unit: string }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const barWidth = 100 / bars.length;
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <figcaption id={id} className="font-semibold text-stone-900">
        {title}
      </figcaption>
      <svg
        viewBox="0 0 100 60"
        preserveAspectRatio="none"
        aria-hidden="true"
        className="mt-3 h-32 w-full"
      >
        {bars.map((bar, i) => {
          const height = (bar.value / max) * 50;
          return (
            <rect
              key={bar.label}
              x={i * barWidth + barWidth * 0.15}
              y={55 - height}
              width={barWidth * 0.7}
              height={Math.max(height, bar.value > 0 ? 1 : 0.3)}
              className="fill-brand-600"
            />
          );
        })}
      </svg>
      <ol
        aria-hidden="true"
        className="mt-1 flex text-center text-[11px] leading-tight text-stone-700"
      >
        {bars.map((bar) => (
          <li key={bar.label} className="flex-1">
            <span className="block font-semibold text-stone-900">{bar.value}</span>
            {bar.label}
          </li>
        ))}
      </ol>
      <table aria-labelledby={id} className="sr-only">
        <thead>
          <tr>
            <th scope="col">When or what</th>
            <th scope="col">{unit}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
