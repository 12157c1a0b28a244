import { getFormProps } from "@conform-to/react";
import {
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
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { useLastResultFor } from "~/components/forms/use-last-result";
import { cardClassName } from "~/components/ui/card";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { openAdminForm, refusedForm, updateFailed } from "~/http/admin-form.server";
import { toasts } from "~/http/toast.server";
import { certificatePath } from "~/utils/certificate-paths";
import { tellCertificates } from "~/messages/event-notices.server";
import {
  addCertificate,
  certificateEvent,
  issueCertificates,
  listCertificates,
  revokeCertificate,
  uncertifiedCount,
} from "~/models/certificates.server";
import { getDb, type Db } from "~/models/db.server";
import { loggableError } from "~/models/loggable-error.server";
import { formatEventDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import {
  addCertificateSchema,
  issueCertificatesSchema,
  revokeCertificateSchema,
} from "~/validation/certificate";
import { addCertificateForm } from "~/validation/forms";
import { REJECT_REASON_MAX, REJECT_REASON_MIN } from "~/validation/admin-members";

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) =>
  pageMeta(matches, {
    title: `Certificates: ${loaded?.event.title ?? "Event"}`,
    description: "Issue, add and revoke an event's certificates of attendance.",
    path: "/admin/events",
  });

async function eventOr404(db: Db, id: string | undefined) {
  const event = await certificateEvent(db, id ?? "");
  if (!event) throw new Response("Not Found", { status: 404 });
  return event;
}

/**
 * An event's certificates of attendance (issue #42): once it has begun, one step issues one to
 * each place checked in at the door (and tells her, by her channel); one can be added by name
 * or revoked with a reason. Every change is audited; nothing here needs JavaScript.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const db = getDb(context.cloudflare.env);
  const event = await eventOr404(db, params.id);
  const [certificates, waiting] = await Promise.all([
    listCertificates(db, event.id),
    uncertifiedCount(db, event.id),
  ]);
  return {
    event: { id: event.id, title: event.title, when: formatEventDate(event.eventDate) },
    begun: new Date() >= event.eventDate,
    waiting,
    certificates: certificates.map((certificate) => ({
      id: certificate.id,
      fullName: certificate.fullName,
      language: certificate.language === "ha" ? "Hausa" : "English",
      code: certificate.code,
      fromDoor: certificate.rsvpId !== null,
      issuedOn: formatEventDate(certificate.issuedAt),
      revoked: certificate.revokedAt
        ? { on: formatEventDate(certificate.revokedAt), reason: certificate.revokedReason ?? "" }
        : null,
    })),
  };
}

const schemas = {
  issue: issueCertificatesSchema,
  add: addCertificateSchema,
  revoke: revokeCertificateSchema,
};

const NOT_YET = "Certificates are issued once the event has begun.";

export async function action(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, schemas);
  if (!form.ok) return refusedForm(form);
  const event = await eventOr404(form.db, args.params.id);
  const here = `/admin/events/${event.id}/certificates`;
  const toast = toasts(form.env);
  try {
    switch (form.intent) {
      case "issue": {
        const issued = await issueCertificates(form.db, form.admin, event);
        if (issued === "not-yet") {
          return toast.redirectWithError(here, { message: "Not issued", description: NOT_YET });
        }
        if (issued.length === 0) {
          return toast.redirectWithInfo(here, {
            message: "Nothing to issue",
            description: "Everyone checked in at the door has a certificate.",
          });
        }
        const origin = new URL(args.request.url).origin;
        const sent = await tellCertificates(form.env, origin, event, issued);
        const told = sent.filter((outcome) => outcome === "queued").length;
        return toast.redirectWithSuccess(here, {
          message: `${issued.length} ${issued.length === 1 ? "certificate" : "certificates"} issued`,
          description: `${told} sent to them by e-mail or SMS. Each link is listed below.`,
        });
      }
      case "add": {
        const added = await addCertificate(form.db, form.admin, event, form.value);
        if (added === "not-yet") {
          return toast.redirectWithError(here, { message: "Not added", description: NOT_YET });
        }
        return toast.redirectWithSuccess(here, {
          message: "Certificate added",
          description: `${form.value.fullName}: give her the link below.`,
        });
      }
      case "revoke": {
        const { certificateId, reason } = form.value;
        const revoked = await revokeCertificate(
          form.db,
          form.admin,
          event.id,
          certificateId,
          reason,
        );
        if (revoked === "not-found") {
          return toast.redirectWithError(here, {
            message: "Not revoked",
            description: "This certificate is not one of this event's, or is revoked already.",
          });
        }
        return toast.redirectWithSuccess(here, {
          message: "Certificate revoked",
          description: "Its check now says it is revoked.",
        });
      }
    }
  } catch (error) {
    console.error("[admin] could not change the certificates:", loggableError(error));
    return updateFailed({ result: undefined }, "Nothing was changed. Please try again.", 503);
  }
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

export default function AdminCertificates() {
  const { event, begun, waiting, certificates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="space-y-6">
      <Toaster toast={toastOf(actionData)} />
      <Link
        to={`/admin/events/${event.id}`}
        className="text-sm font-medium text-brand-700 underline"
      >
        ← {event.title}
      </Link>
      <section aria-labelledby="issue-heading" className={cardClassName("md", "space-y-3")}>
        <h2 id="issue-heading" className="text-xl font-bold text-brand-900 wrap-anywhere">
          Certificates of attendance: {event.title}
        </h2>
        <p className="text-stone-800">{event.when}</p>
        {begun ? (
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="issue" />
            <p className="text-stone-800">
              {waiting === 1
                ? "1 place checked in at the door has no certificate yet."
                : `${waiting} places checked in at the door have no certificate yet.`}{" "}
              Each gets one, in the language she answered in, and its link by her e-mail or SMS.
            </p>
            <SubmitButton
              pending={navigation.state === "submitting"}
              label="Issue certificates"
              pendingLabel="Issuing..."
            />
          </Form>
        ) : (
          <p className="text-stone-800">{NOT_YET}</p>
        )}
      </section>
      <CertificateList certificates={certificates} />
      {begun ? <AddCertificateCard /> : null}
    </div>
  );
}

function CertificateList({ certificates }: { certificates: Loaded["certificates"] }) {
  const refused = useLastResultFor("revoke");
  const refusedId = refused?.initialValue?.certificateId;
  return (
    <section aria-labelledby="list-heading" className="space-y-3">
      <h2 id="list-heading" className="text-xl font-bold text-brand-900">
        Issued ({certificates.length})
      </h2>
      {certificates.length === 0 ? (
        <p className="rounded-2xl bg-cream p-6 text-center text-stone-700">No certificates yet.</p>
      ) : (
        <ul className="space-y-3">
          {certificates.map((certificate) => (
            <li key={certificate.id} className={cardClassName("none", "space-y-2 p-4")}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="min-w-0 font-semibold wrap-anywhere">{certificate.fullName}</p>
                <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold">
                  {certificate.revoked ? "Revoked" : "Valid"}
                </span>
              </div>
              <p className="text-sm text-stone-700">
                {certificate.fromDoor ? "Checked in at the door" : "Added by name"} ·{" "}
                {certificate.language} · issued {certificate.issuedOn} ·{" "}
                <Link
                  to={certificatePath(certificate.code)}
                  className="font-mono font-semibold text-brand-800 underline"
                >
                  {certificate.code}
                </Link>
              </p>
              {certificate.revoked ? (
                <p className="text-sm text-red-900 wrap-anywhere">
                  Revoked {certificate.revoked.on}: {certificate.revoked.reason}
                </p>
              ) : (
                <RevokeForm
                  certificate={certificate}
                  error={refusedId === certificate.id ? refused?.error?.reason?.[0] : undefined}
                  typed={refusedId === certificate.id ? refused?.initialValue?.reason : undefined}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RevokeForm({
  certificate,
  error,
  typed,
}: {
  certificate: Loaded["certificates"][number];
  error: string | undefined;
  typed: unknown;
}) {
  const id = `revoke-${certificate.id}`;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="certificateId" value={certificate.id} />
      <div className="min-w-0 grow">
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          Reason to revoke {certificate.fullName}’s certificate
        </label>
        <input
          id={id}
          name="reason"
          required
          minLength={REJECT_REASON_MIN}
          maxLength={REJECT_REASON_MAX}
          defaultValue={typeof typed === "string" ? typed : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 aria-[invalid=true]:border-red-700"
        />
        <p id={`${id}-error`} className="mt-1 min-h-5 text-sm text-red-800">
          {error}
        </p>
      </div>
      <button
        type="submit"
        className="mb-6 rounded-md border-2 border-red-800 px-4 py-2 font-semibold text-red-800"
      >
        Revoke
      </button>
    </Form>
  );
}

function AddCertificateCard() {
  const navigation = useNavigation();
  const [form, fields] = useZodForm(addCertificateForm, {
    id: "add-certificate",
    lastResult: useLastResultFor("add"),
    defaultValue: { language: "en" },
  });
  return (
    <section aria-labelledby="add-heading" className={cardClassName("md")}>
      <h2 id="add-heading" className="text-lg font-bold text-brand-900">
        Add a certificate
      </h2>
      <p className="text-sm text-stone-700">For someone who came but was not checked in.</p>
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="intent" value="add" />
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField field={fields.fullName} label="Her name" />
        <fieldset aria-describedby={fields.language.errorId}>
          <legend className="text-sm font-medium text-stone-800">Language</legend>
          {(
            [
              ["en", "English"],
              ["ha", "Hausa"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="mr-4 inline-flex items-center gap-2">
              <input
                type="radio"
                name={fields.language.name}
                value={value}
                defaultChecked={(fields.language.initialValue ?? "en") === value}
              />
              {label}
            </label>
          ))}
          <p id={fields.language.errorId} className="mt-1 min-h-5 text-sm text-red-800">
            {fields.language.errors?.[0]}
          </p>
        </fieldset>
        <SubmitButton
          pending={navigation.state === "submitting"}
          label="Add certificate"
          pendingLabel="Saving..."
        />
      </Form>
    </section>
  );
}
