import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import { lazy, memo, Suspense, useState, type ComponentType } from "react";

/**
 * A form whose script (conform's form state, the fields, the form itself: ~11 KB gzipped) the
 * browser fetches when she first uses the form, not with the page (issue 30, ADR 0043).
 *
 * The server renders the form in full, inside a Suspense boundary. In the browser the rest of
 * the page hydrates at once; the boundary waits, and React leaves its server HTML in place: a
 * working form, posted by the browser itself as with JavaScript off. Her first focus, touch or
 * change in it fetches the script, and so does any navigation, submission or revalidation of
 * the page (its update would otherwise wait for the form); the form then hydrates as it is,
 * keeping what she typed. A form rendered by a client-side navigation (no server HTML to keep)
 * fetches it at once.
 *
 * The component reads what it needs with hooks (loader and action data), not from props: a
 * boundary that receives new props before it has hydrated would be thrown away and rendered
 * again, losing her typing.
 */
export function formOnFirstUse(name: string, load: () => Promise<{ default: ComponentType }>) {
  const gate = openedOnUse(name);
  // A script that cannot arrive (offline, or a deploy replaced it) leaves the server's form,
  // which works without it.
  const Form = lazy(() => gate.opened.then(load).catch(() => new Promise<never>(() => {})));

  function FormOnFirstUse() {
    // Rendered after the first load (a client-side navigation): no server HTML to keep.
    const [fromServer] = useState(
      () => typeof document === "undefined" || document.querySelector(selectorOf(name)) !== null,
    );
    const navigation = useNavigation();
    const fetchers = useFetchers();
    const revalidator = useRevalidator();
    if (
      !fromServer ||
      navigation.state !== "idle" ||
      revalidator.state !== "idle" ||
      fetchers.some((fetcher) => fetcher.state !== "idle")
    ) {
      gate.open();
    }
    return (
      <div className="contents" {...{ [ATTRIBUTE]: name }}>
        <Suspense fallback={null}>
          <Form />
        </Suspense>
      </div>
    );
  }
  return memo(FormOnFirstUse);
}

const ATTRIBUTE = "data-form-on-first-use";
const selectorOf = (name: string) => `[${ATTRIBUTE}="${name}"]`;

/** The forms of this page still waiting for their first use, by name. */
const waiting = new Map<string, () => void>();
let listening = false;

/**
 * Window, capture phase: before React's own listener on the document, which stops events meant
 * for a boundary that has not hydrated yet.
 */
function listenForFirstUse() {
  const onUse = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const name = target?.closest(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE);
    if (name) waiting.get(name)?.();
  };
  // `change`: a file chosen, or a field filled in, without a focus the page saw.
  for (const type of ["focusin", "pointerdown", "change"]) {
    window.addEventListener(type, onUse, true);
  }
  const onLeave = (event: Event) => {
    const field = fieldOf(event.target);
    // Once its form has hydrated, useZodForm sees her leave it.
    if (!field?.form.closest(`[${ATTRIBUTE}]`) || hydrated.has(field.form.id)) return;
    const left = leftBeforeHydration.get(field.form.id) ?? new Set<string>();
    leftBeforeHydration.set(field.form.id, left.add(field.name));
  };
  window.addEventListener("focusout", onLeave, true);
}

/** The fields she left while their form waited for its script, by form id. */
const leftBeforeHydration = new Map<string, Set<string>>();
/** The forms (by id) that have hydrated and taken those fields. */
const hydrated = new Set<string>();

/**
 * The fields of form `id` she filled in and left before its script came: checked as soon as the
 * form can check them, like the fields she leaves afterwards (useZodForm).
 */
export function takeFieldsLeftBeforeHydration(id: string): string[] {
  hydrated.add(id);
  const left = [...(leftBeforeHydration.get(id) ?? [])];
  leftBeforeHydration.delete(id);
  return left;
}

function openedOnUse(name: string): { opened: Promise<void>; open: () => void } {
  // The server renders every form at once.
  if (typeof document === "undefined") return { opened: Promise.resolve(), open: () => {} };
  if (!listening) listenForFirstUse();
  listening = true;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = () => {
      waiting.delete(name);
      resolve();
    };
  });
  waiting.set(name, open);
  return { opened, open };
}

/** The form field an element is (a control with a name, in a form), if it is one. */
export function fieldOf(
  element: EventTarget | null,
): { form: HTMLFormElement; name: string } | null {
  const target = element as { form?: HTMLFormElement | null; name?: unknown } | null;
  return target?.form && typeof target.name === "string"
    ? { form: target.form, name: target.name }
    : null;
}
