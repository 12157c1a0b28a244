import { getInputProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { shrinkFileInput } from "~/components/forms/shrink-image";
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE } from "~/config/website";
import type { BuilderTexts } from "~/i18n/builder";
import type { EditorFields } from "./__editor-fields";

/** A logo keeps PNG transparency; a phone photo chosen as a logo is scaled down. */
const LOGO_LIMITS = { maxSide: LOGO_MAX_SIDE, maxBytes: LOGO_MAX_BYTES, keepPng: true };

/**
 * The logo shown beside the form (the stored one, or with JavaScript the one just chosen, scaled
 * down in the browser), and whether it is still being scaled.
 */
export function useLogoPreview(storedUrl: string | null, actionData: unknown) {
  const [logoUrl, setLogoUrl] = useState(storedUrl);
  const [scaling, setScaling] = useState(false);
  // A new page (saved, or a refused file): back to the stored logo.
  useEffect(() => setLogoUrl(storedUrl), [storedUrl, actionData]);
  useEffect(
    () => () => {
      if (logoUrl?.startsWith("blob:")) URL.revokeObjectURL(logoUrl);
    },
    [logoUrl],
  );
  const onLogoChange = async (input: HTMLInputElement) => {
    setScaling(true);
    try {
      const file = await shrinkFileInput(input, LOGO_LIMITS);
      setLogoUrl(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : storedUrl);
    } finally {
      setScaling(false);
    }
  };
  return { logoUrl, scaling, onLogoChange };
}

/**
 * The file input (`inputKey` changes after a save or a refusal, which empties it), the stored
 * logo, the server's refusal and the box that removes the stored logo.
 */
export function LogoField({
  storedUrl,
  inputKey,
  error,
  removeField,
  onChange,
  t,
}: { t: BuilderTexts } & {
  storedUrl: string | null;
  inputKey: string;
  error: string | undefined;
  removeField: EditorFields["removeLogo"];
  onChange: (input: HTMLInputElement) => void;
}) {
  return (
    <div>
      <label htmlFor="logo" className="block text-sm font-medium text-stone-800">
        {t.editor.logo} <span className="font-normal text-stone-600">{t.editor.logoRules}</span>
      </label>
      {storedUrl ? (
        <img
          src={storedUrl}
          alt={t.editor.currentLogo}
          width={64}
          height={64}
          className="mt-2 size-16 rounded-lg object-cover ring-1 ring-stone-200"
        />
      ) : null}
      <input
        key={inputKey}
        id="logo"
        type="file"
        name="logo"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={error ? true : undefined}
        aria-describedby="logo-error"
        onChange={(event) => onChange(event.currentTarget)}
        className="mt-2 block w-full text-sm"
      />
      <p id="logo-error" className="mt-1 min-h-5 text-sm text-red-800">
        {error}
      </p>
      {storedUrl ? (
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input
            {...getInputProps(removeField, { type: "checkbox", value: "on" })}
            key={removeField.key}
            className="size-5"
          />
          {t.editor.removeLogo}
        </label>
      ) : null}
    </div>
  );
}
