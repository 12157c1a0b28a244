import { useAssociation } from "~/components/layout/use-association";
import { associationIn, useLanguage, useShellTexts } from "~/i18n/language";

/**
 * The site facts as the page's language names them: on a Hausa page the association's full name
 * and motto are the Hausa ones (app/i18n/layout.ts), the rest (phone, address) as configured.
 */
export function useAssociationInLanguage() {
  return associationIn(useAssociation(), useLanguage(), useShellTexts().layout);
}
