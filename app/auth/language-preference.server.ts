import { languageSwitchOf } from "~/i18n/language.server";
import { getDb } from "~/models/db.server";
import { setUserLanguage } from "~/models/users.server";
import { readSession } from "./session.server";
import { loggableError } from "~/models/loggable-error.server";

/**
 * When a signed-in member switches the site's language (the header's link), her account keeps
 * it: her e-mails are written in the language she last chose (issue #27). Only a switching
 * request reads her session here; a fault is logged and the page is answered all the same.
 */
export async function rememberLanguageOfSession(
  env: Env,
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
) {
  const language = languageSwitchOf(request);
  if (!language) return;
  try {
    const user = await readSession(env, request, waitUntil);
    if (user) await setUserLanguage(getDb(env), user.userId, language);
  } catch (error) {
    console.error("[language] could not keep her language:", loggableError(error));
  }
}
