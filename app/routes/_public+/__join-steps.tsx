import { useActionData, useLoaderData } from "react-router";
import { DetailsStep } from "./__join-details";
import { PaymentStep, type Step2 } from "./__join-payment";
import type { action, loader, Step1 } from "./join._index";

/**
 * The step she is at: her details, or (once they are accepted) the payment. Both in the script
 * that comes on first use (formOnFirstUse, ADR 0043), so that step 2 follows step 1 at once.
 */
export default function JoinSteps() {
  const { texts, payNow } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as Step1 | Step2 | undefined;
  return actionData?.step === 2 ? (
    <PaymentStep step={actionData} t={texts} payNow={payNow} />
  ) : (
    <DetailsStep lastResult={actionData?.step === 1 ? actionData.result : undefined} />
  );
}
