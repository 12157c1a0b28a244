import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useLocalePath, useShellTexts } from "~/i18n/language";

/** A full-page message with a way home: the 404 page and the generic error screen. */
export function StatusScreen({
  code,
  title,
  message,
  children,
  link,
}: {
  code?: string;
  title: string;
  message: string;
  children?: ReactNode;
  /** Where the button leads; home by default. */
  link?: { to: string; label: string };
}) {
  const t = useShellTexts().errors;
  const href = useLocalePath();
  const button = link ?? { to: "/", label: t.returnHome };
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      {code ? <p className="text-6xl font-extrabold text-brand-700">{code}</p> : null}
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-4 text-stone-700">{message}</p>
      {children}
      <Link
        to={href(button.to)}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white"
      >
        {button.label}
      </Link>
    </section>
  );
}

export function NotFound() {
  const t = useShellTexts().errors;
  return <StatusScreen code="404" title={t.notFound.title} message={t.notFound.message} />;
}

/**
 * A request refused with its reason as plain text (app/http/form-data.server.ts: a body that is
 * not a readable form, 400/415; app/http/abuse.server.ts: too many requests, 429).
 */
export function RefusedScreen({ status, reason }: { status: number; reason: unknown }) {
  const t = useShellTexts().errors;
  return (
    <StatusScreen
      code={String(status)}
      title={status === 429 ? t.tooManyRequests.title : t.refused.title}
      message={typeof reason === "string" && reason ? reason : t.refused.message}
    />
  );
}

/** The statuses `RefusedScreen` explains. */
export const REFUSED_STATUSES = [400, 415, 429];
