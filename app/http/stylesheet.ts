import { createContext } from "react";
import stylesheetHref from "~/tailwind.css?url";

/** The site's one stylesheet, as built (a hashed name: a new build of it is a new file). */
export const STYLESHEET_HREF = stylesheetHref;

/** The `<style>` element a first visit's page carries the stylesheet in. */
export const INLINE_STYLESHEET_ID = "site-css";

/**
 * How the page brings its stylesheet: `inline` in a `<style>` of the HTML (a first visit: no
 * second round trip before the first paint), or `linked` (her browser has the file already).
 */
export type StylesheetDelivery = "inline" | "linked";

/**
 * The stylesheet's text for the page being rendered: entry.server provides it; in the browser
 * there is none (the text is already in the document).
 */
export const InlineStylesheetContext = createContext<string | null>(null);
