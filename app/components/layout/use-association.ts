import { useRouteLoaderData } from "@remix-run/react";
import { defaultAssociation, type Association } from "~/config/association";

type RootData = { site: Association; origin: string } | undefined;

/** The site facts for this deployment (root loader), falling back to defaults in error screens. */
export function useAssociation(): Association {
  const data = useRouteLoaderData("root") as RootData;
  return data?.site ?? defaultAssociation;
}
