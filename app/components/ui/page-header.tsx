import type { ReactNode } from "react";

export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-cream">
      <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
          {title}
        </h1>
        {lead ? <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
