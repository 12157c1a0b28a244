import type { ActionFunctionArgs } from "react-router";
import { withToast } from "~/http/toast.server";
import { loggableError } from "~/models/loggable-error.server";

/**
 * Spec §8 for the admin actions that had no answer of their own for a failed D1 write: the
 * error is logged and the admin is told the change was not saved (503), instead of a 500 page.
 * Responses the action throws on purpose (redirects, 403, 404) pass through unchanged. Every
 * multi-row change is one D1 batch, so a failure here has written nothing.
 */
export function answeringWriteFailures<T>(
  label: string,
  action: (args: ActionFunctionArgs) => Promise<T>,
) {
  return async (args: ActionFunctionArgs) => {
    try {
      return await action(args);
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error(`[${label}] the change was not saved:`, loggableError(error));
      return withToast(
        { intent: null, result: undefined },
        {
          type: "error",
          message: "Update failed",
          description: "The change was not saved. Please try again.",
        },
        { status: 503 },
      );
    }
  };
}
