import { useFetchers, useLocation, useNavigation, useRevalidator } from "react-router";
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
} from "react";

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
 *
 * A form she began to send before its script had taken it is sent by the browser, start to end
 * ("A form sent while its code arrives", ADR 0043): see `sendsItself`.
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
    // A change of address that loads nothing (a "#" link such as "Skip to content", a step in the
    // history): React throws the waiting server form away (ADR 0043), so its script comes at once.
    const { key } = useLocation();
    const [firstKey] = useState(key);
    if (
      !fromServer ||
      key !== firstKey ||
      navigation.state !== "idle" ||
      revalidator.state !== "idle" ||
      fetchers.some((fetcher) => fetcher.state !== "idle")
    ) {
      gate.open();
    }
    return (
      <div className="contents" {...{ [ATTRIBUTE]: name }}>
        <Suspense fallback={null}>
          <TakenByScript name={name} />
          <Form />
        </Suspense>
      </div>
    );
  }
  return memo(FormOnFirstUse);
}

const ATTRIBUTE = "data-form-on-first-use";
const selectorOf = (name: string) => `[${ATTRIBUTE}="${name}"]`;
const nameOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE) : null;

/** The forms (by name) whose script has taken them: hydrated, or rendered in the browser. */
const taken = new Set<string>();
/** Forms the browser is sending while still the server's: their page is on its way out. */
const sentByBrowser = new Set<string>();
const pageLeaves = new Promise<never>(() => {});

// The server renders no effects (and would warn of a layout effect).
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Inside the form's boundary, before the form: records the commit in which the script takes
 * the form (a layout effect: before any event can reach it) and, once the browser is sending the
 * server's form, keeps that form as it is (the boundary stays unhydrated) until the page leaves.
 */
function TakenByScript({ name }: { name: string }) {
  if (sentByBrowser.has(name) && !taken.has(name)) throw pageLeaves;
  useClientLayoutEffect(() => {
    taken.add(name);
    return () => void taken.delete(name);
  }, [name]);
  return null;
}

/** The forms of this page still waiting for their first use, by name. */
const waiting = new Map<string, () => void>();
let listening = false;

/**
 * Window, capture phase: before React's own listener on the document, which stops events meant
 * for a boundary that has not hydrated yet.
 */
function listenForFirstUse() {
  const onUse = (event: Event) => {
    const name = nameOf(event.target);
    if (name) waiting.get(name)?.();
  };
  // `change`: a file chosen, or a field filled in, without a focus the page saw.
  for (const type of ["focusin", "pointerdown", "change"]) {
    window.addEventListener(type, onUse, true);
  }
  sendsItself();
  const onLeave = (event: Event) => {
    const field = fieldOf(event.target);
    // Once its form has hydrated, useZodForm sees her leave it.
    if (!field?.form.closest(`[${ATTRIBUTE}]`) || hydrated.has(field.form.id)) return;
    const left = leftBeforeHydration.get(field.form.id) ?? new Set<string>();
    leftBeforeHydration.set(field.form.id, left.add(field.name));
  };
  window.addEventListener("focusout", onLeave, true);
}

/**
 * A form she began to send while it was still the server's is sent by the browser, as without
 * JavaScript, and its answer comes as a page. Her press (pointer or key) is what counts: React
 * hydrates a boundary synchronously on a press, and the script also arrives between her press
 * and its release; a form the script took during her press would otherwise be sent by it, with
 * the form mounting, its effects running and its schema loading while the submission is on its
 * way. So the submit event of such a press stops here (window, capture phase: before React's
 * listener on the document), the browser's submission goes on, and the form is kept as the
 * server sent it until her answer replaces the page (TakenByScript). The form's own
 * requests (conform's intents, e.g. a check of a field) are the script's and pass.
 */
function sendsItself() {
  let pressedWhileServers: string | null = null;
  const onPress = (event: Event) => {
    const name = nameOf(event.target);
    pressedWhileServers = name && !taken.has(name) ? name : null;
  };
  for (const type of ["pointerdown", "keydown"]) window.addEventListener(type, onPress, true);
  window.addEventListener(
    "submit",
    (event) => {
      const name = nameOf(event.target);
      const submitter = (event as SubmitEvent).submitter;
      if (!name || submitter?.getAttribute("name") === INTENT) return;
      // Sent again while the browser is sending it: that one is the browser's too.
      if (taken.has(name) && pressedWhileServers !== name && !sentByBrowser.has(name)) return;
      event.stopPropagation();
      sentByBrowser.add(name);
    },
    true,
  );
}

/** conform's name for the buttons of its intents (a field's check, a list's insert…). */
const INTENT = "__intent__";

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
