import type { Page } from "@playwright/test";

/**
 * React has hydrated the form at `selector` (its DOM node carries React's fiber): its script has taken it
 * (ADR 0043, a form's code comes on her first use). Before that, a press on its button is sent
 * by the browser, as without JavaScript — by design; a test of what the script shows while it
 * sends (a "Subscribing..." button) waits for this first.
 */
export const formHydrated = (page: Page, selector: string) =>
  page.waitForFunction(
    (formSelector) =>
      Object.keys(document.querySelector(formSelector) ?? {}).some((key) =>
        key.startsWith("__reactFiber"),
      ),
    selector,
  );
