import { Link } from "react-router";

/**
 * "Back to Login", under the pages that lead away from the sign-in (Forgot password, Check your
 * e-mail). A module of its own: the content page /check-email ships no script, and importing the
 * sign-in forms would pull the form library's helpers into a chunk of their own for every form.
 */
export function BackToLogin({ to, label }: { to: string; label: string }) {
  return (
    <p className="mt-6 text-center">
      <Link to={to} className="font-semibold text-brand-800 underline">
        {label}
      </Link>
    </p>
  );
}
