import { useActionData, useLoaderData } from "react-router";
import { LANGUAGE_PARAM, localePath, useLanguage } from "~/i18n/language";
import type { action, loader, Tab } from "./login";

/** The tab shown (the form she last sent, else the address's) and each tab's query string. */
export function useLoginTabs() {
  const { tab, redirectTo } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const actionData = useActionData<typeof action>();
  const active: Tab = actionData?.intent ?? tab;
  const query = (id: Tab) => {
    const params = new URLSearchParams();
    if (language !== "en") params.set(LANGUAGE_PARAM, language);
    if (id === "signup") params.set("tab", "signup");
    if (redirectTo !== localePath("/dashboard", language)) params.set("redirectTo", redirectTo);
    const text = params.toString();
    return text ? `?${text}` : "";
  };
  return { active, query };
}

/** The intent of "send the link again" under a failed sign-in (issue #38). */
export const RESEND_CONFIRMATION = "resend-confirmation";
