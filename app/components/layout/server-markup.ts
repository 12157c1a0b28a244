import { useState } from "react";

/**
 * An element's content as the server sent it, for `dangerouslySetInnerHTML`: read once from the
 * document as the page hydrates, then kept, so React leaves the element as it is (the inline
 * stylesheet, the footer). Empty on the server, where the component renders the content itself.
 */
export function useServerMarkup(id: string): { __html: string } {
  const [markup] = useState(() => ({
    __html: typeof document === "undefined" ? "" : (document.getElementById(id)?.innerHTML ?? ""),
  }));
  return markup;
}
