import type { Localised } from "~/i18n/localised";

/**
 * The elections' message (app/messages/election-mail.server.ts, issue #42): the reminder the
 * day before voting closes, to each member of the electorate who has not voted. English first;
 * the Hausa has its type.
 */

const en = {
  reminder: {
    subject: "Voting closes soon: {title}",
    body: "Voting in {title} closes on {closes}, and you have not voted yet. Your vote is secret and takes a minute.",
    action: "Vote now",
  },
};

const ha: typeof en = {
  reminder: {
    subject: "Zaɓe zai rufe nan ba da jimawa ba: {title}",
    body: "Jefa ƙuriʼa a {title} zai rufe ranar {closes}, kuma ba ki jefa ƙuriʼa ba tukuna. Ƙuriʼarki sirri ce, kuma tana ɗaukar minti ɗaya.",
    action: "Jefa ƙuriʼa yanzu",
  },
};

export const mailElectionsTexts: Localised<typeof en> = { en, ha };
