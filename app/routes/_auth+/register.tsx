import { redirect } from "@remix-run/cloudflare";

/** The spec's calls to action point at /register; the application form lives at /join. */
export function loader() {
  return redirect("/join", 302);
}
