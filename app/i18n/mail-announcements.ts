import type { Localised } from "~/i18n/localised";

/**
 * An admin's announcement as e-mail (app/messages/announcement-mail.server.ts): her subject and
 * text are the admin's own; these are the note under them, saying why she got it.
 * `{name}` marks a value filled in by `format()`.
 */
const en = {
  why: {
    member: "You receive this as a member of {name}.",
    newsletter: "You receive this because you subscribed to the {name} newsletter.",
    event: "You receive this because you told us you are coming to “{event}”.",
  },
};

const ha: typeof en = {
  why: {
    member: "Kuna karɓar wannan ne a matsayinku na membobin {name}.",
    newsletter: "Kuna karɓar wannan ne saboda kun yi rajista don wasiƙar labarai ta {name}.",
    event: "Kuna karɓar wannan ne saboda kun tabbatar mana da zuwa “{event}”.",
  },
};

export const mailAnnouncementsTexts: Localised<typeof en> = { en, ha };
