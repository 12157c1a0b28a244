import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalDocument } from "~/components/ui/legal-document";
import { legalPages } from "~/content/legal";
import { pageMeta } from "~/utils/seo";

const page = legalPages.cookies;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: page.title, description: page.description, path: "/cookies" });

export default function CookiePolicy() {
  return <LegalDocument page={page} />;
}
