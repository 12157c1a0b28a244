import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { useRef } from "react";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { Card } from "~/components/ui/card";
import { designs, suggestSlug } from "~/config/website";
import { format } from "~/i18n/language";
import { createWebsiteForm } from "~/validation/forms";
import { DesignChoice } from "./__design-sample";
import type { action, loader } from "./builder";

/** The new website's form: its script comes on first use (formOnFirstUse, ADR 0043). */
export default function NewSiteForm() {
  const { limit, atLimit, texts: t } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(createWebsiteForm, {
    id: "new-site",
    lastResult: actionData?.result,
    defaultValue: { design: "market-stall" },
  });
  // With JavaScript the web address follows the business name until she types her own.
  const suggested = useRef("");
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-8"
      onInput={(event) => {
        const input = event.target as HTMLInputElement;
        if (input.name !== fields.businessName.name) return;
        // Set on the field itself: conform's form.update() would be sent to the server as an
        // intent while the form's schema has not loaded yet (forms.ts), which it refuses.
        const slug = event.currentTarget.elements.namedItem(fields.slug.name);
        if (!(slug instanceof HTMLInputElement)) return;
        if (slug.value && slug.value !== suggested.current) return;
        suggested.current = suggestSlug(input.value);
        slug.value = suggested.current;
      }}
    >
      <FormErrors errors={form.errors} id={form.errorId} />
      <fieldset disabled={atLimit} className="space-y-8">
        <fieldset>
          <legend className="text-xl font-bold text-brand-900">{t.create.chooseDesign}</legend>
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            {Object.values(designs).map((design) => (
              <DesignChoice key={design.id} field={fields.design} design={design} t={t} large />
            ))}
          </div>
          <p id={fields.design.errorId} className="mt-2 min-h-5 text-sm text-red-800">
            {fields.design.errors?.[0]}
          </p>
        </fieldset>
        <Card className="space-y-2">
          <TextField
            field={fields.businessName}
            label={t.create.businessName}
            autoComplete="organization"
          />
          <TextField
            field={fields.slug}
            label={t.create.webAddress}
            hint={t.create.webAddressHint}
          />
          <p className="text-sm text-stone-700">
            {t.create.willBeAt} <span className="font-mono">/sites/</span>
            <span className="font-mono font-semibold">
              {form.value?.slug || t.create.yourBusiness}
            </span>
          </p>
        </Card>
        <div className="flex flex-col gap-2">
          <SubmitButton
            pending={navigation.state === "submitting"}
            label={t.create.submit}
            pendingLabel={t.create.creating}
          />
          {atLimit ? (
            <p className="text-sm text-stone-700">
              {format(t.create.notAvailable, { limit: format(t.limitText, { limit }) })}
            </p>
          ) : null}
        </div>
      </fieldset>
    </Form>
  );
}
