import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useFetcher } from "react-router";
import { useEffect, useRef } from "react";
import { RsvpForm } from "./__rsvp-form";
import { Icon } from "~/components/ui/icons";
import { toastOf } from "~/components/ui/toaster";
import type { action as rsvpAction } from "./events.$id.rsvp";
import type { eventsTexts } from "~/i18n/events";
import { langOf, type ShownInEnglish } from "~/i18n/shown-in-english";
import { formatNodes } from "~/components/ui/format-nodes";

export type RsvpEvent = { id: string; title: string; when: string } & ShownInEnglish;
/** The events namespace in the page's language (from /events' loader). */
type EventsTexts = (typeof eventsTexts)["en"];

/**
 * The RSVP form in a dialog, for /events with JavaScript. It is its own chunk, loaded when a
 * visitor reaches for an "RSVP Now" link: headlessui's Dialog and the form's code are not needed
 * to read the list (they would take the page over its JavaScript budget).
 */
export default function RsvpDialog({
  event,
  texts,
  onClose,
}: {
  event: RsvpEvent;
  texts: EventsTexts;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <RsvpDialogBody event={event} t={texts} onDone={onClose} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** Mounted per opening, so each RSVP starts with an empty form and a fresh fetcher. */
function RsvpDialogBody({
  event,
  t,
  onDone,
}: {
  event: RsvpEvent;
  t: EventsTexts;
  onDone: () => void;
}) {
  const fetcher = useFetcher<typeof rsvpAction>();
  const previousState = useRef(fetcher.state);
  useEffect(() => {
    // The action redirects on success (no data comes back): the RSVP is in, close the dialog.
    if (previousState.current !== "idle" && fetcher.state === "idle" && !fetcher.data) onDone();
    previousState.current = fetcher.state;
  }, [fetcher.state, fetcher.data, onDone]);
  const refusal = toastOf(fetcher.data);
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <DialogTitle className="text-xl font-bold text-brand-900">
          {formatNodes(t.rsvp.title, {
            title: <span lang={langOf(event, "title")}>{event.title}</span>,
          })}
        </DialogTitle>
        <button
          type="button"
          onClick={onDone}
          className="rounded-md p-1 text-stone-600 hover:bg-stone-100"
        >
          <Icon name="close" className="size-5" />
          <span className="sr-only">{t.rsvp.close}</span>
        </button>
      </div>
      <p className="mt-1 text-sm text-stone-700">{event.when}</p>
      {refusal ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-900">
          {refusal.message}
          {refusal.description ? ` — ${refusal.description}` : ""}
        </p>
      ) : null}
      <div className="mt-4">
        <RsvpForm
          eventId={event.id}
          lastResult={fetcher.state === "idle" ? fetcher.data?.result : undefined}
          pending={fetcher.state === "submitting"}
          FormComponent={fetcher.Form}
          texts={t}
        />
      </div>
    </>
  );
}
