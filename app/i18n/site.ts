import type { Association } from "~/config/association";
import type { Language } from "~/i18n/language";
import { layoutTexts } from "~/i18n/texts";

/**
 * The association's facts as a page in `language` shows them: in English the deployment's own
 * (app/config/association.ts, overridable per deployment); in another language the name and
 * motto come from that language's catalogue (`layout.fullName`, `layout.motto`).
 */
export function associationIn<T extends Pick<Association, "fullName" | "motto">>(
  site: T,
  language: Language,
): T {
  if (language === "en") return site;
  const t = layoutTexts[language];
  return { ...site, fullName: t.fullName, motto: t.motto };
}
