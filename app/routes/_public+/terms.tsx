import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalDocument } from "~/components/ui/legal-document";
import { legalPages } from "~/content/legal";
import { pageMeta } from "~/utils/seo";

const page = legalPages.terms;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: page.title, description: page.description, path: "/terms" });

export default function TermsOfUse() {
  return <LegalDocument page={page} />;
}
