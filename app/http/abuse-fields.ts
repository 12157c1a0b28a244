/** The hidden field of every public form: people never see it, form-filling bots fill it. */
export const HONEYPOT_FIELD = "website";
