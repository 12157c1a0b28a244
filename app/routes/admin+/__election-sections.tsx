import { getFormProps } from "@conform-to/react";
import { Form, useNavigation, type useLoaderData } from "react-router";
import { FormErrors, SubmitButton, TextAreaField, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { useLastResultFor } from "~/components/forms/use-last-result";
import { cardClassName } from "~/components/ui/card";
import { Figures } from "~/components/ui/figures";
import { candidateForm, paperCountsForm, positionForm } from "~/validation/forms";
import { DetailsFormCard } from "./__election-fields";
import type { loader } from "./elections.$id";

/** The parts of an election's admin page (admin+/elections.$id.tsx), by phase. */

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

export function TurnoutFigures({ turnout }: { turnout: NonNullable<Loaded["turnout"]> }) {
  const voted = turnout.online + turnout.paper;
  return (
    <Figures
      label="Turnout"
      className="grid-cols-3"
      figures={[
        ["Voted", `${voted} of ${turnout.electorate}`],
        ["Online", turnout.online],
        ["On paper", turnout.paper],
      ]}
    />
  );
}

function StepButton({ intent, label, note }: { intent: string; label: string; note: string }) {
  const navigation = useNavigation();
  return (
    <Form method="post" className="space-y-2">
      <p className="text-sm text-stone-700">{note}</p>
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton
        pending={navigation.state === "submitting"}
        label={label}
        pendingLabel="Saving..."
      />
    </Form>
  );
}

export function DraftSections({ loaded }: { loaded: Loaded }) {
  const { positions, timeToOpen } = loaded;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <section aria-labelledby="positions-heading" className="space-y-3">
        <h2 id="positions-heading" className="text-xl font-bold text-brand-900">
          Positions and candidates
        </h2>
        {positions.length === 0 ? (
          <p className="rounded-2xl bg-cream p-6 text-center text-stone-700">No positions yet.</p>
        ) : (
          <ul className="space-y-3">
            {positions.map((position) => (
              <li key={position.id} className={cardClassName("none", "space-y-2 p-4")}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="min-w-0 font-semibold wrap-anywhere">
                    {position.title} ({position.seats} {position.seats === 1 ? "seat" : "seats"})
                  </h3>
                  <RemoveButton
                    name="positionId"
                    id={position.id}
                    label={`Remove ${position.title}`}
                  />
                </div>
                {position.candidates.length === 0 ? (
                  <p className="text-sm text-amber-900">No candidates yet.</p>
                ) : (
                  <ul className="space-y-1">
                    {position.candidates.map((candidate) => (
                      <li
                        key={candidate.id}
                        className="flex flex-wrap items-center justify-between gap-2"
                      >
                        <span className="min-w-0 wrap-anywhere">{candidate.name}</span>
                        <RemoveButton
                          name="candidateId"
                          id={candidate.id}
                          label={`Remove ${candidate.name}`}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
        <StepButton
          intent="open"
          label="Open voting"
          note={
            loaded.timeToClose
              ? `Voting was to close at ${loaded.election.closes}: this election can no longer open.`
              : timeToOpen
                ? "Opening writes the electorate and freezes the positions and candidates. If nobody opens it, the hourly job does within the hour."
                : `Voting can be opened from ${loaded.election.opens}. Opening writes the electorate and freezes the positions and candidates.`
          }
        />
      </section>
      <div className="space-y-6">
        {loaded.details ? <DetailsFormCard loaded={loaded} details={loaded.details} /> : null}
        <PositionFormCard />
        {positions.length > 0 ? <CandidateFormCard positions={positions} /> : null}
      </div>
    </div>
  );
}

function RemoveButton({ name, id, label }: { name: string; id: string; label: string }) {
  return (
    <Form method="post">
      <input
        type="hidden"
        name="intent"
        value={name === "positionId" ? "remove-position" : "remove-candidate"}
      />
      <input type="hidden" name={name} value={id} />
      <button
        type="submit"
        className="text-sm font-semibold text-red-800 underline"
        aria-label={label}
      >
        Remove
      </button>
    </Form>
  );
}

function PositionFormCard() {
  const navigation = useNavigation();
  const [form, fields] = useZodForm(positionForm, {
    id: "new-position",
    lastResult: useLastResultFor("position"),
    defaultValue: { seats: 1 },
  });
  return (
    <section aria-labelledby="position-heading" className={cardClassName("md")}>
      <h2 id="position-heading" className="text-lg font-bold text-brand-900">
        Add a position
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="intent" value="position" />
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField field={fields.title} label="Position" hint="e.g. Chairperson" />
        <TextField field={fields.titleHa} label="Position in Hausa" hint="optional" />
        <TextField field={fields.seats} label="Seats" type="number" />
        <SubmitButton
          pending={navigation.state === "submitting"}
          label="Add position"
          pendingLabel="Saving..."
        />
      </Form>
    </section>
  );
}

function CandidateFormCard({ positions }: { positions: Loaded["positions"] }) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm(candidateForm, {
    id: "new-candidate",
    lastResult: useLastResultFor("candidate"),
  });
  return (
    <section aria-labelledby="candidate-heading" className={cardClassName("md")}>
      <h2 id="candidate-heading" className="text-lg font-bold text-brand-900">
        Add a candidate
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="intent" value="candidate" />
        <FormErrors errors={form.errors} id={form.errorId} />
        {/* Radios, not a select: a long position's name wraps on a phone. */}
        <fieldset aria-describedby={fields.positionId.errorId}>
          <legend className="font-medium text-stone-900">Position</legend>
          {positions.map((position, index) => (
            <label key={position.id} className="mt-1 flex items-start gap-2 wrap-anywhere">
              <input
                type="radio"
                name={fields.positionId.name}
                value={position.id}
                defaultChecked={index === 0}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">{position.title}</span>
            </label>
          ))}
          <p id={fields.positionId.errorId} className="mt-1 min-h-5 text-sm text-red-800">
            {fields.positionId.errors?.[0]}
          </p>
        </fieldset>
        <TextField field={fields.name} label="Name" />
        <TextField field={fields.photoUrl} label="Photo URL" type="url" hint="optional" />
        <TextAreaField field={fields.statement} label="Statement" rows={3} />
        <TextAreaField
          field={fields.statementHa}
          label="Statement in Hausa"
          rows={3}
          hint="optional"
        />
        <SubmitButton
          pending={navigation.state === "submitting"}
          label="Add candidate"
          pendingLabel="Saving..."
        />
      </Form>
    </section>
  );
}

export function CountSections({ loaded }: { loaded: Loaded }) {
  const { positions, paper, timeToClose, phase } = loaded;
  const navigation = useNavigation();
  const [form] = useZodForm(paperCountsForm, {
    id: "paper-count",
    lastResult: useLastResultFor("paper"),
  });
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <section aria-labelledby="paper-heading" className={cardClassName("md")}>
        <h2 id="paper-heading" className="text-lg font-bold text-brand-900">
          Paper ballots counted at the hall
        </h2>
        <p className="text-sm text-stone-700">
          No counts per candidate are shown until the close. Enter the hall&apos;s totals before
          closing; each replaces the last one entered.
        </p>
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <input type="hidden" name="intent" value="paper" />
          <FormErrors errors={form.errors} id={form.errorId} />
          {positions.map((position) => (
            <fieldset key={position.id} className="space-y-2">
              <legend className="font-semibold wrap-anywhere">{position.title}</legend>
              {position.candidates.map((candidate) => (
                <label key={candidate.id} className="flex items-center justify-between gap-3">
                  <span className="min-w-0 wrap-anywhere">{candidate.name}</span>
                  <input
                    type="number"
                    min={0}
                    inputMode="numeric"
                    name={`votes.${candidate.id}`}
                    defaultValue={paper[candidate.id] ?? 0}
                    className="w-24 rounded-md border border-stone-400 px-3 py-2"
                  />
                </label>
              ))}
            </fieldset>
          ))}
          <SubmitButton
            pending={navigation.state === "submitting"}
            label="Save paper count"
            pendingLabel="Saving..."
          />
        </Form>
      </section>
      <section aria-labelledby="close-heading" className={cardClassName("md", "h-fit")}>
        <h2 id="close-heading" className="text-lg font-bold text-brand-900">
          Close the election
        </h2>
        <StepButton
          intent="close"
          label="Close the election"
          note={
            timeToClose || phase === "ended"
              ? "Closing publishes the results: every receipt with its choices, and the totals. Nothing can change after it."
              : `The election can be closed from ${loaded.election.closes}.`
          }
        />
      </section>
    </div>
  );
}

export function ResultsSection({ results }: { results: NonNullable<Loaded["results"]> }) {
  return (
    <section aria-labelledby="results-heading" className="space-y-4">
      <h2 id="results-heading" className="text-xl font-bold text-brand-900">
        Results
      </h2>
      {results.positions.map((position) => (
        <div key={position.id} className={cardClassName("none", "p-4")}>
          <h3 className="min-w-0 font-semibold wrap-anywhere">{position.title}</h3>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Votes for {position.title}</caption>
            <thead>
              <tr>
                <th scope="col">Candidate</th>
                <th scope="col">Online</th>
                <th scope="col">Paper</th>
                <th scope="col">Total</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {position.candidates.map((c) => (
                <tr key={c.id}>
                  <td className="wrap-anywhere">{c.name}</td>
                  <td>{c.online}</td>
                  <td>{c.paper}</td>
                  <td>{c.votes}</td>
                  <td>{c.elected ? "Elected" : c.tied ? "Tied" : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      <p className="text-stone-700">{results.ballots.length} online ballots.</p>
    </section>
  );
}
