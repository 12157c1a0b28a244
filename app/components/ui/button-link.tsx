import { Link } from "react-router";
import type { ReactNode } from "react";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  gold: "bg-gold-400 text-stone-900 hover:bg-gold-300",
  outline: "border border-brand-700 text-brand-800 hover:bg-brand-50",
  light: "border border-white text-white hover:bg-white/10",
} as const;

export function ButtonLink({
  to,
  variant = "primary",
  children,
}: {
  to: string;
  variant?: keyof typeof variants;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 text-base font-semibold ${variants[variant]}`}
    >
      {children}
    </Link>
  );
}
