import { useLocation } from "react-router";
import { languageNames, switchLanguagePath, useLanguage, useShellTexts } from "~/i18n/language";

/**
 * "Hausa" on an English page, "English" on a Hausa one, each written in its own language: a plain
 * link to the same page in the other language, which also remembers the choice in a cookie
 * (server.ts). A full page load on purpose, so it works the same with and without JavaScript.
 * Not in the admin area, which stays English.
 */
export function LanguageLink() {
  const language = useLanguage();
  const t = useShellTexts().layout;
  const { pathname, search } = useLocation();
  // The admin area is English only (ADR 0023): a switch there would lead nowhere.
  if (/^\/admin(\/|$)/.test(pathname)) return null;
  const other = language === "en" ? "ha" : "en";
  return (
    <p className="shrink-0">
      <span className="sr-only">{t.languageSwitch}: </span>
      <a
        href={switchLanguagePath(`${pathname}${search}`, other)}
        hrefLang={other}
        lang={other}
        className="rounded-md px-2 py-2 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
      >
        {languageNames[other]}
      </a>
    </p>
  );
}
