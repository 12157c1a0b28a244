import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { WebsiteDesign } from "../../../db/schema";
import type { DesignInfo } from "~/config/website";
import type { BuilderTexts } from "~/i18n/builder";

/**
 * One design as a radio button: its drawing and its name. `large` (the first step, /builder) is
 * a bigger white card that also says what the design suits; the editor shows the compact one.
 */
export function DesignChoice<Form extends Record<string, unknown>>({
  field,
  design,
  large = false,
  t,
}: {
  field: FieldMetadata<WebsiteDesign | undefined, Form, string[]>;
  design: DesignInfo;
  large?: boolean;
  /** The page's builder texts: the design's name and what it suits, in her language. */
  t: BuilderTexts;
}) {
  const box = large
    ? "rounded-2xl border-2 border-stone-200 bg-white p-4"
    : "rounded-xl border-2 border-stone-200 p-3";
  return (
    <label
      className={`block cursor-pointer ${box} has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700`}
    >
      <input
        {...getInputProps(field, { type: "radio", value: design.id })}
        key={`${field.key}-${design.id}`}
        className="sr-only"
      />
      <DesignSample design={design.id} />
      {large ? (
        <>
          <span className="mt-3 block text-lg font-bold text-stone-900">
            {t.designs[design.id].name}
          </span>
          <span className="mt-1 block text-sm text-stone-700">
            {t.designs[design.id].description}
          </span>
        </>
      ) : (
        <span className="mt-2 block font-semibold text-stone-900">{t.designs[design.id].name}</span>
      )}
    </label>
  );
}

/** A small drawing of a design's layout (decorative: the design's name is beside it). */
export function DesignSample({ design }: { design: WebsiteDesign }) {
  const bar = "block h-2 rounded bg-stone-300";
  if (design === "market-stall") {
    return (
      <span aria-hidden="true" className="block overflow-hidden rounded-lg ring-1 ring-stone-200">
        <span className="flex items-center gap-2 bg-brand-700 p-3">
          <span className="block size-8 rounded bg-white/80" />
          <span className="block h-3 w-20 rounded bg-white/80" />
        </span>
        <span className="grid grid-cols-2 gap-2 bg-white p-3">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className="block h-8 rounded border-2 border-brand-700" />
          ))}
        </span>
      </span>
    );
  }
  if (design === "boutique") {
    return (
      <span
        aria-hidden="true"
        className="flex flex-col items-center gap-2 rounded-lg bg-rose-50 p-3 ring-1 ring-stone-200"
      >
        <span className="block size-9 rounded-full bg-rose-800/70" />
        <span className="block h-3 w-24 rounded bg-rose-800/70" />
        <span className={`${bar} w-16`} />
        <span className="mt-1 block h-10 w-full rounded bg-white" />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="block rounded-lg border-t-4 border-indigo-800 bg-white p-3 ring-1 ring-stone-200"
    >
      <span className="flex items-center gap-2 border-b border-stone-200 pb-2">
        <span className="block size-7 rounded bg-indigo-800/70" />
        <span className="block h-3 w-20 rounded bg-indigo-800/70" />
      </span>
      <span className="mt-2 grid grid-cols-3 gap-2">
        <span className="col-span-2 space-y-1">
          <span className={bar} />
          <span className={bar} />
          <span className={bar} />
        </span>
        <span className="block h-8 rounded bg-indigo-50" />
      </span>
    </span>
  );
}
