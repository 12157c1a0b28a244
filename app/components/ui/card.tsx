import type { ComponentPropsWithoutRef, ElementType, ReactNode } from "react";

/** The house's white, rounded, ringed panel (forms, list items, profile sections). */
const cardSurface = "rounded-2xl bg-white shadow-sm ring-1 ring-stone-200";

const paddings = { none: "", md: "p-5", lg: "p-6" } as const;

type CardProps<Tag extends ElementType> = {
  /** The element to render: a section, list item or fieldset keeps its meaning. */
  as?: Tag;
  padding?: keyof typeof paddings;
  className?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<Tag>, "as" | "className" | "children">;

export function Card<Tag extends ElementType = "div">({
  as,
  padding = "lg",
  className = "",
  children,
  ...rest
}: CardProps<Tag>) {
  const Element: ElementType = as ?? "div";
  return (
    <Element className={cardClassName(padding, className)} {...rest}>
      {children}
    </Element>
  );
}

/** The card's classes, for elements that cannot be a `Card` (a React Router `Link`, a `Form`). */
export function cardClassName(padding: keyof typeof paddings = "lg", extra = ""): string {
  return [cardSurface, paddings[padding], extra].filter(Boolean).join(" ");
}
