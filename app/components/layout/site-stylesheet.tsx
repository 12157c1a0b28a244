import { useContext, useState } from "react";
import { useServerMarkup } from "~/components/layout/server-markup";
import {
  INLINE_STYLESHEET_ID,
  InlineStylesheetContext,
  STYLESHEET_HREF,
  type StylesheetDelivery,
} from "~/http/stylesheet";

/**
 * How this document brings its stylesheet (ADR 0042): decided once, by the page she opened;
 * client-side navigations keep it (the root loader's later answers do not change it).
 */
export function useStylesheetDelivery(delivery: StylesheetDelivery | undefined) {
  return useState(delivery ?? "linked")[0];
}

/** The stylesheet in the page's head: inline on a first visit, else the file her browser has. */
export function SiteStylesheet({ delivery }: { delivery: StylesheetDelivery }) {
  // The server has the text; in the browser it is already in the document.
  const rendered = useContext(InlineStylesheetContext);
  const kept = useServerMarkup(INLINE_STYLESHEET_ID);
  if (delivery === "linked") return <link rel="stylesheet" href={STYLESHEET_HREF} />;
  const markup = rendered === null ? kept : { __html: rendered };
  return <style id={INLINE_STYLESHEET_ID} dangerouslySetInnerHTML={markup} />;
}

/**
 * After an inline stylesheet, the file itself, fetched when the network is idle so that the next
 * page (which links to it) finds it in her cache.
 */
export function StylesheetPrefetch({ delivery }: { delivery: StylesheetDelivery }) {
  return delivery === "inline" ? <link rel="prefetch" href={STYLESHEET_HREF} as="style" /> : null;
}
