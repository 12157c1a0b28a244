import { useRouteLoaderData } from "react-router";
import { defaultAssociation, type Association } from "~/config/association";
import { associationIn, useLanguage } from "~/i18n/language";
import type { ShellTexts } from "~/i18n/localised";

type RootData = { site: Association; origin: string; texts?: ShellTexts } | undefined;

/**
 * The site facts for this deployment (root loader), in the page's language (name, motto,
 * address, office hours), falling back to the English defaults in error screens.
 */
export function useAssociation(): Association {
  const data = useRouteLoaderData("root") as RootData;
  const language = useLanguage();
  const site = data?.site ?? defaultAssociation;
  return data?.texts ? associationIn(site, language, data.texts.layout) : site;
}
