import { getFormProps, type useForm } from "@conform-to/react";
import { Form, Link, useNavigation, type useLoaderData } from "react-router";
import type { z } from "zod";
import { CheckboxField, FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useLastResultFor } from "~/components/forms/use-last-result";
import { useZodForm } from "~/components/forms/use-zod-form";
import { cardClassName } from "~/components/ui/card";
import type { electionSchema } from "~/validation/election";
import { electionForm } from "~/validation/forms";
import { ConfirmPanel } from "./__confirm-panel";
import type { loader } from "./elections.$id";

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

type ElectionFieldset = ReturnType<typeof useForm<z.input<typeof electionSchema>>>[1];

/** An election's title, voting times and electorate: the new election's form and a draft's. */
export function ElectionFields({ fields }: { fields: ElectionFieldset }) {
  return (
    <>
      <TextField field={fields.title} label="Title" />
      <TextField field={fields.titleHa} label="Title in Hausa" hint="optional" />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField field={fields.opensDate} label="Voting opens on" type="date" />
        <TextField field={fields.opensTime} label="at (WAT)" type="time" />
        <TextField field={fields.closesDate} label="Voting closes on" type="date" />
        <TextField field={fields.closesTime} label="at (WAT)" type="time" />
      </div>
      <TextField
        field={fields.cutoffOn}
        label="Cut-off day"
        type="date"
        hint="members in good standing on this day may vote"
      />
      <CheckboxField
        field={fields.includeGrace}
        label="Members in their grace days on the cut-off day may vote too"
      />
    </>
  );
}

/** The draft's title, times and electorate, as they stand; and "Delete this draft", asked first. */
export function DetailsFormCard({
  loaded: { election, deleting },
  details,
}: {
  loaded: Loaded;
  details: NonNullable<Loaded["details"]>;
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm(electionForm, {
    id: "election-details",
    lastResult: useLastResultFor("details"),
    defaultValue: details,
  });
  const here = `/admin/elections/${election.id}`;
  return (
    <section aria-labelledby="details-heading" className={cardClassName("md", "space-y-4")}>
      <h2 id="details-heading" className="text-lg font-bold text-brand-900">
        Election details
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="intent" value="details" />
        <FormErrors errors={form.errors} id={form.errorId} />
        <ElectionFields fields={fields} />
        <SubmitButton
          pending={navigation.state === "submitting"}
          label="Save details"
          pendingLabel="Saving..."
        />
      </Form>
      {deleting ? (
        <ConfirmPanel
          id="delete-heading"
          title={`Delete the draft "${election.title}"?`}
          action={here}
          intent="delete"
          itemId={election.id}
          confirmLabel="Yes, delete"
          cancelHref={here}
          pending={navigation.state === "submitting"}
        >
          Its positions and candidates are deleted with it. Members have seen nothing of it.
        </ConfirmPanel>
      ) : (
        <Link
          to={`${here}?delete#delete-heading`}
          className="text-sm font-semibold text-red-800 underline"
        >
          Delete this draft
        </Link>
      )}
    </section>
  );
}
