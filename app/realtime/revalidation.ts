import type { ShouldRevalidateFunction, ShouldRevalidateFunctionArgs } from "react-router";
// Every page loads this module (the root's `shouldRevalidate`): only what `reloadOn` needs lives
// here; the listening pages' own parts are in ./use-realtime-revalidation.ts.
import type { RealtimeChange } from "./channels";

/**
 * Which kinds of change the revalidation under way was started for — set only while the realtime
 * hook calls `revalidate()`: React Router asks every route's `shouldRevalidate` synchronously
 * within that call, and any other revalidation (a link, a form) finds it empty (ADR 0014).
 */
let changedNow: ReadonlySet<RealtimeChange> | null = null;

/** Re-runs the loaders of the routes that show one of these kinds of change (see `reloadOn`). */
export function revalidateFor(changes: Iterable<RealtimeChange>, revalidate: () => void) {
  changedNow = new Set(changes);
  try {
    revalidate();
  } finally {
    changedNow = null;
  }
}

/**
 * A route's `shouldRevalidate`: on a realtime message it reloads only if the message's kind is
 * one of `changes` (none: never); any other revalidation goes as without this export — React Router's
 * single fetch reloads every route, except after a refused (4xx/5xx) action, when none reloads.
 */
export function reloadOn(...changes: RealtimeChange[]): ShouldRevalidateFunction {
  return ({ actionStatus }: ShouldRevalidateFunctionArgs) => {
    if (changedNow) return changes.some((change) => changedNow?.has(change));
    return !(actionStatus !== undefined && actionStatus >= 400);
  };
}
