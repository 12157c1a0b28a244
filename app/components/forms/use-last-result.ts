import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useNavigation } from "react-router";

/**
 * On a page of several admin forms (each posts its `intent`, refusedForm answers
 * `{ intent, result }`): the server's answer to this form, for its fields' messages; none while
 * a post is under way or when the answer was another form's.
 */
export function useLastResultFor(intent: string): SubmissionResult<string[]> | undefined {
  const actionData = useActionData() as
    { intent?: unknown; result?: SubmissionResult<string[]> } | undefined;
  const navigation = useNavigation();
  if (navigation.state !== "idle" || !actionData || !("intent" in actionData)) return undefined;
  return actionData.intent === intent ? actionData.result : undefined;
}
