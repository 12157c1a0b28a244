import { useEffect, useRef, useState } from "react";

export type Toast = {
  message: string;
  description?: string;
  type: "info" | "success" | "error" | "warning";
};

/** The message an action's data carries, if any (see ADR 0003). */
export function toastOf(data: unknown): Toast | undefined {
  return (data as { toast?: Toast } | null | undefined)?.toast;
}

const styles: Record<Toast["type"], string> = {
  success: "border-brand-600 bg-brand-50 text-brand-900",
  info: "border-sky-600 bg-sky-50 text-sky-900",
  warning: "border-gold-500 bg-amber-50 text-stone-900",
  error: "border-red-700 bg-red-50 text-red-900",
};

/**
 * The flash message of this request, rendered by the server in the page's flow, under the
 * header (issue #38: without JavaScript it stayed fixed over the heading as she scrolled). A
 * message that arrives later, with JavaScript (a form sent, a page opened), floats over the page
 * and hides itself after 4 s, like the spec's toasts.
 */
export function Toaster({ toast }: { toast: Toast | undefined }) {
  const [visible, setVisible] = useState<Toast | undefined>(toast);
  const [floating, setFloating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const hydrated = useRef(false);
  useEffect(() => {
    // The message the page came with stays where it is, in the flow. A revalidation without a
    // message (e.g. a live update) leaves the current one showing.
    if (!toast || !hydrated.current) return;
    setVisible(toast);
    setFloating(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(undefined), 4000);
  }, [toast]);
  useEffect(() => {
    hydrated.current = true;
    return () => clearTimeout(timer.current);
  }, []);
  return (
    <div
      aria-live={visible?.type === "error" ? "assertive" : "polite"}
      role={visible?.type === "error" ? "alert" : "status"}
      data-floating={floating || undefined}
      className={
        floating
          ? "pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
          : "flex justify-center px-4"
      }
    >
      {visible ? (
        <div
          data-toast={visible.type}
          className={`pointer-events-auto w-full max-w-md rounded-lg border-l-4 p-4 ${floating ? "shadow-lg" : "mt-4"} ${styles[visible.type]}`}
        >
          <p className="font-semibold">{visible.message}</p>
          {visible.description ? <p className="mt-1 text-sm">{visible.description}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
