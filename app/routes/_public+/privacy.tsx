import type { MetaFunction } from "react-router";
import { LegalDocument } from "~/components/ui/legal-document";
import { legalPageIn } from "~/content/legal-ha";
import { useLanguage } from "~/i18n/language";
import { metaLanguage, pageMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) => {
  const page = legalPageIn("privacy", metaLanguage(matches));
  return pageMeta(matches, { title: page.title, description: page.description, path: "/privacy" });
};

export default function PrivacyPolicy() {
  return <LegalDocument page={legalPageIn("privacy", useLanguage())} />;
}
