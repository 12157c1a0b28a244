import type { ReactNode } from "react";

/**
 * A narrow, centred page with its title and a line under it: the sign-in pages (/login,
 * /admin/login and its code) and the new password page.
 */
export function NarrowPage({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-extrabold text-brand-900">{title}</h1>
      {lead ? <p className="mt-2 text-center text-stone-700">{lead}</p> : null}
      {children}
    </div>
  );
}
