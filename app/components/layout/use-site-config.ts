import { useRouteLoaderData } from "@remix-run/react";
import { defaultSiteConfig, type SiteConfig } from "~/config/site";

type RootData = { site: SiteConfig; origin: string } | undefined;

/** The site facts for this deployment (root loader), falling back to defaults in error screens. */
export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData("root") as RootData;
  return data?.site ?? defaultSiteConfig;
}
