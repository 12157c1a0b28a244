import { useSubmit } from "react-router";
import { useCallback, useEffect, useRef, type RefObject } from "react";

/** How long a search form waits after the visitor's last change before it searches. */
export const SEARCH_AS_YOU_TYPE_DELAY_MS = 300;

/** A click that makes this page navigate: on a link, not into a new tab or window. */
function leavesThePage(event: MouseEvent): boolean {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return false;
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return !modified && (link.target === "" || link.target === "_self");
}

/**
 * With JavaScript a GET search form follows its fields: the handler returned, given as the form's
 * `onChange`, submits it once the visitor has paused, replacing the history entry. A search still
 * waiting when she moves on is stale and would take her back to the list, so it is dropped when any
 * form is sent (this one included), a link is followed or the history moves. It is dropped in the
 * browser's own event, not when React next renders the router's navigation state: that render is
 * a transition, and the search could fire before it.
 */
export function useSearchAsYouType(form: RefObject<HTMLFormElement>): () => void {
  const submit = useSubmit();
  const pending = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    const cancel = () => clearTimeout(pending.current);
    const cancelOnLink = (event: MouseEvent) => {
      if (leavesThePage(event)) cancel();
    };
    // Capture: before the form's or the link's own handlers start the navigation.
    document.addEventListener("submit", cancel, true);
    document.addEventListener("click", cancelOnLink, true);
    window.addEventListener("popstate", cancel);
    return () => {
      cancel();
      document.removeEventListener("submit", cancel, true);
      document.removeEventListener("click", cancelOnLink, true);
      window.removeEventListener("popstate", cancel);
    };
  }, []);

  return useCallback(() => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
    }, SEARCH_AS_YOU_TYPE_DELAY_MS);
  }, [form, submit]);
}
