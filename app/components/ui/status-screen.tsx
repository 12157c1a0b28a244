import { Link, isRouteErrorResponse, useRouteError } from "react-router";
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
 * The heading and message of a refusal the Worker decides before the route's action runs (a body
 * too large, a form from another site: app/http/worker-refusal.server.ts), in the page's language.
 */
export type RefusalPage = { title: string; message: string };

const isRefusalPage = (reason: unknown): reason is RefusalPage =>
  typeof reason === "object" &&
  reason !== null &&
  typeof (reason as RefusalPage).title === "string" &&
  typeof (reason as RefusalPage).message === "string";

/**
 * A request refused with its reason: a `RefusalPage`, or plain text (app/http/form-data.server.ts:
 * a body that is not a readable form, 400/415; app/http/abuse.server.ts: too many requests, 429;
 * app/auth/guards.server.ts: admin access required, 403).
 */
export function RefusedScreen({ status, reason }: { status: number; reason: unknown }) {
  const t = useShellTexts().errors;
  if (isRefusalPage(reason)) {
    return <StatusScreen code={String(status)} title={reason.title} message={reason.message} />;
  }
  const fallback =
    status === 429
      ? { title: t.tooManyRequests.title, message: t.tooManyRequests.message }
      : status === 403
        ? { title: t.unauthorized.title, message: t.unauthorized.message }
        : { title: t.refused.title, message: t.refused.message };
  return (
    <StatusScreen
      code={String(status)}
      title={fallback.title}
      message={typeof reason === "string" && reason ? reason : fallback.message}
    />
  );
}

/** The statuses `RefusedScreen` explains: every refusal a form can meet (405: no form there). */
export const REFUSED_STATUSES = [400, 403, 405, 413, 415, 429];

/**
 * The error screen of the site's pages (the ErrorBoundary of app/page-layout.tsx, and of the
 * root for an error that reaches it): a 404, a refusal with its reason, else the generic screen.
 * A page whose 404 says more (a ticket's, an unsubscribe link's) passes its own `notFound`.
 */
export function ErrorScreen({ notFound = <NotFound /> }: { notFound?: ReactNode }) {
  const error = useRouteError();
  const t = useShellTexts().errors;
  if (isRouteErrorResponse(error) && error.status === 404) return notFound;
  if (isRouteErrorResponse(error) && REFUSED_STATUSES.includes(error.status)) {
    return <RefusedScreen status={error.status} reason={error.data} />;
  }
  console.error(error);
  return (
    <StatusScreen title={t.unexpected.title} message={t.unexpected.message}>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="mt-6 overflow-auto rounded bg-stone-100 p-4 text-left text-xs">
          {error.stack}
        </pre>
      ) : null}
    </StatusScreen>
  );
}
