import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalDocument } from "~/components/ui/legal-document";
import { legalPages } from "~/content/legal";
import { pageMeta } from "~/utils/seo";

const page = legalPages.privacy;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: page.title, description: page.description, path: "/privacy" });

export default function PrivacyPolicy() {
  return <LegalDocument page={page} />;
}
