import stylesheetText from "~/tailwind.css?inline";

/** The built stylesheet's text (the same bytes as the file at STYLESHEET_HREF), for entry.server. */
export const STYLESHEET_TEXT: string = stylesheetText;
