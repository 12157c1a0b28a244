import type { MetaFunction } from "react-router";
import { LegalDocument } from "~/components/ui/legal-document";
import { legalPageIn } from "~/content/legal-ha";
import { useLanguage } from "~/i18n/language";
import { metaLanguage, pageMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) => {
  const page = legalPageIn("cookies", metaLanguage(matches));
  return pageMeta(matches, { title: page.title, description: page.description, path: "/cookies" });
};

export default function CookiePolicy() {
  return <LegalDocument page={legalPageIn("cookies", useLanguage())} />;
}
