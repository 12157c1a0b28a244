import type { ReactNode } from "react";
import { Icon, type IconName } from "~/components/ui/icons";

/** A list-item card with a coloured icon badge and a heading: support, pillar and service cards. */
export function IconCard({
  icon,
  title,
  headingLevel: Heading = "h3",
  badgeClassName = "bg-brand-100 text-brand-800",
  children,
}: {
  icon: IconName;
  title: string;
  headingLevel?: "h2" | "h3";
  badgeClassName?: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <span
        className={`inline-flex size-12 items-center justify-center rounded-xl ${badgeClassName}`}
      >
        <Icon name={icon} />
      </span>
      <Heading className="mt-4 text-xl font-semibold text-stone-900">{title}</Heading>
      {children}
    </li>
  );
}
