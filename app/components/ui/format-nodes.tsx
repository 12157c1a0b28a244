import { Fragment, type ReactNode } from "react";

/**
 * `format` (app/i18n/language.ts) for markup: the template's `{name}` placeholders replaced by
 * elements, so that a part of a sentence can carry its own attributes (an event's English title
 * inside a Hausa heading, marked `lang="en"`).
 */
export function formatNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/g);
  return parts.map((part, i) => (
    // Odd parts are the placeholders' names.
    <Fragment key={i}>
      {i % 2 === 1 ? (part in values ? values[part] : `{${part}}`) : part}
    </Fragment>
  ));
}
