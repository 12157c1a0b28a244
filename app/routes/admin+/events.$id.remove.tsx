import type { ActionFunctionArgs } from "react-router";
import { openAdminForm } from "~/http/admin-form.server";
import { toasts } from "~/http/toast.server";
import { tellOffers } from "~/messages/event-notices.server";
import { removeRsvp } from "~/models/event-rsvps.server";
import { loggableError } from "~/models/loggable-error.server";
import { removeRsvpSchema } from "~/validation/rsvp";

/**
 * "Remove" beside an RSVP on the admin's event page (issue #29): her answer is cancelled, with
 * its audit entry, and her place goes to the first waiting in the same transaction; the one
 * offered it is told. Back to the event's page either way.
 */
export async function action(args: ActionFunctionArgs) {
  const id = args.params.id ?? "";
  const page = `/admin/events/${id}`;
  const form = await openAdminForm(args, { remove: removeRsvpSchema }, { single: "remove" });
  if (!form.ok) return toasts(form.env).redirectWithError(page, "Nothing was removed");
  const now = new Date();
  try {
    const { userId, email } = form.admin;
    const { removed, offers } = await removeRsvp(
      form.db,
      id,
      form.value.rsvpId,
      { userId, email },
      now,
    );
    await tellOffers(form.env, new URL(args.request.url).origin, offers, now);
    if (!removed) {
      return toasts(form.env).redirectWithError(page, {
        message: "Nothing was removed",
        description: "This RSVP was cancelled or removed already.",
      });
    }
  } catch (error) {
    console.error("[admin] could not remove the RSVP:", loggableError(error));
    return toasts(form.env).redirectWithError(page, {
      message: "Update failed",
      description: "Nothing was removed. Please try again.",
    });
  }
  form.announce(["admin", "events"], { type: "rsvp", id });
  return toasts(form.env).redirectWithSuccess(page, "RSVP removed");
}
