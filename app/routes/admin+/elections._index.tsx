import { getFormProps } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { FormErrors, SubmitButton } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { cardClassName } from "~/components/ui/card";
import { openAdminForm, updateFailed } from "~/http/admin-form.server";
import { toasts } from "~/http/toast.server";
import { getDb, readOr } from "~/models/db.server";
import { createElection, listElections } from "~/models/elections/elections.server";
import { electionPhase } from "~/models/elections/rules";
import { loggableError } from "~/models/loggable-error.server";
import { formatEventDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import { electionInputOf, electionSchema } from "~/validation/election";
import { electionForm } from "~/validation/forms";
import { phaseLabels } from "./__election-phase";
import { ElectionFields } from "./__election-fields";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Elections",
    description: "Prepare and run the association's elections.",
    path: "/admin/elections",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const now = new Date();
  const elections = await readOr("admin elections", [], () =>
    listElections(getDb(context.cloudflare.env)),
  );
  return {
    elections: elections.map((election) => ({
      id: election.id,
      title: election.title,
      when: `${formatEventDate(election.opensAt)} to ${formatEventDate(election.closesAt)}`,
      phase: phaseLabels[electionPhase(election, now)],
    })),
  };
}

export async function action(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, { election: electionSchema }, { single: "election" });
  if (!form.ok) return data({ result: form.result }, { status: 400 });
  let id: string;
  try {
    id = await createElection(form.db, form.admin, electionInputOf(form.value));
  } catch (error) {
    console.error("[admin] could not create the election:", loggableError(error));
    const description = "The election was not saved. Please try again.";
    return updateFailed({ result: form.submission.reply() }, description, 503);
  }
  return toasts(form.env).redirectWithSuccess(`/admin/elections/${id}`, {
    message: "Election created",
    description: `Now add its positions and candidates. Nothing is shown to members until voting opens.`,
  });
}

export default function AdminElections() {
  const { elections } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(electionForm, {
    id: "new-election",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
  });
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <Toaster toast={toastOf(actionData)} />
      <section aria-labelledby="elections-heading" className="space-y-3">
        <h2 id="elections-heading" className="text-xl font-bold text-brand-900">
          Elections
        </h2>
        {elections.length === 0 ? (
          <p className="rounded-2xl bg-cream p-8 text-center text-stone-700">No elections yet.</p>
        ) : (
          <ul className="space-y-3">
            {elections.map((election) => (
              <li key={election.id} className={cardClassName("none", "p-4")}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="min-w-0 font-semibold wrap-anywhere">
                    <Link
                      to={`/admin/elections/${election.id}`}
                      className="text-brand-800 underline"
                    >
                      {election.title}
                    </Link>
                  </h3>
                  <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold">
                    {election.phase}
                  </span>
                </div>
                <p className="text-sm text-stone-700">Voting {election.when}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="new-election-heading" className={cardClassName("md", "h-fit")}>
        <h2 id="new-election-heading" className="text-xl font-bold text-brand-900">
          New election
        </h2>
        <Form method="post" {...getFormProps(form)} className="space-y-2">
          <FormErrors errors={form.errors} id={form.errorId} />
          <ElectionFields fields={fields} />
          <SubmitButton
            pending={navigation.state === "submitting"}
            label="Create election"
            pendingLabel="Saving..."
          />
        </Form>
      </section>
    </div>
  );
}
