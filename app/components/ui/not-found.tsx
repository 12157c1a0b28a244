import { Link } from "@remix-run/react";

export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">Oops! Page not found</h1>
      <p className="mt-4 text-stone-700">
        The page you are looking for does not exist or has moved.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white"
      >
        Return to Home
      </Link>
    </section>
  );
}
