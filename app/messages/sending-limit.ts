/**
 * A page that sent a message she asked for carries in its address whether the site's daily
 * sending limit (issue #50) was reached when she asked: the page then says her message waits,
 * instead of that it was sent. The same for every address; harmless if typed by hand.
 */
const PARAM = "limited";

/** `path` (with or without a query), marked when the limit was reached. */
export const withSendingLimit = (path: string, limited: boolean) =>
  limited ? `${path}${path.includes("?") ? "&" : "?"}${PARAM}=1` : path;

/** Whether a page's address says the sending limit held her message (see withSendingLimit). */
export const sendingLimitIn = (url: URL | string) =>
  new URL(url, "http://x").searchParams.get(PARAM) === "1";
