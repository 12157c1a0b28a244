import { createContext, useContext } from "react";

/**
 * This response's CSP nonce, provided by entry.server for the few inline scripts. In the browser
 * it is empty: browsers hide nonces from the DOM, and scripts added after load need none.
 */
export const NonceContext = createContext("");

export function useNonce() {
  return useContext(NonceContext);
}
