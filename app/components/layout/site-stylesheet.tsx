import { useContext, useState } from "react";
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
  const rendered = useContext(InlineStylesheetContext);
  // In the browser the text is already in the document, and React leaves it there as it hydrates.
  const [text] = useState(
    () =>
      rendered ??
      (typeof document === "undefined"
        ? ""
        : (document.getElementById(INLINE_STYLESHEET_ID)?.textContent ?? "")),
  );
  if (delivery === "linked") return <link rel="stylesheet" href={STYLESHEET_HREF} />;
  return <style id={INLINE_STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: text }} />;
}

/**
 * After an inline stylesheet, the file itself, fetched when the network is idle so that the next
 * page (which links to it) finds it in her cache.
 */
export function StylesheetPrefetch({ delivery }: { delivery: StylesheetDelivery }) {
  return delivery === "inline" ? <link rel="prefetch" href={STYLESHEET_HREF} as="style" /> : null;
}
