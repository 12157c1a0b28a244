import { z } from "zod";
import { requiredTextWith } from "./admin-fields";

/** Admin → Content: the forms for resources and testimonials. */

const idField = z.string({ required_error: "Missing id." }).trim().min(1).max(64);

/** A link the public pages can open: http(s) on any host, or a path on this site. */
export function isLinkTarget(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const linkField = (required: string) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(500, "Please keep the link under 500 characters.")
    .refine(
      isLinkTarget,
      "Please enter a link starting with https:// or / (e.g. /downloads/guide.pdf).",
    );

const optionalLinkField = z
  .string()
  .trim()
  .max(500, "Please keep the link under 500 characters.")
  .refine(isLinkTarget, "Please enter a link starting with https:// or / (e.g. /images/photo.jpg).")
  .optional();

/** An optional text (a Hausa twin, issue #20): blank is stored as NULL. */
const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).optional();

const resourceTitleTooLong = "Please keep the title under 200 characters.";
const resourceDescriptionTooLong = "Please keep the description under 1,000 characters.";
const quoteTooLong = "Please keep the quote under 2,000 characters.";

export const resourceSchema = z.object({
  /** Present when editing an existing resource. */
  id: idField.optional(),
  title: requiredTextWith("Please enter a title.", 200, resourceTitleTooLong),
  /** Stored in lower case, so "Finance" and "finance" are one filter on /resources. */
  category: requiredTextWith(
    "Please enter a category.",
    50,
    "Please keep the category under 50 characters.",
  ).transform((category) => category.toLowerCase()),
  description: optionalText(1000, resourceDescriptionTooLong),
  /** Issue #20: shown on the Hausa page instead of the English, when given. */
  titleHa: optionalText(200, resourceTitleTooLong),
  descriptionHa: optionalText(1000, resourceDescriptionTooLong),
  fileUrl: linkField("Please enter the file's link."),
});
export type ResourceInput = z.infer<typeof resourceSchema>;

export const testimonialSchema = z.object({
  /** Present when editing an existing testimonial. */
  id: idField.optional(),
  memberName: requiredTextWith(
    "Please enter the member's name.",
    100,
    "Please keep the name under 100 characters.",
  ),
  businessName: requiredTextWith(
    "Please enter the business name.",
    150,
    "Please keep the business name under 150 characters.",
  ),
  content: requiredTextWith("Please enter the quote.", 2000, quoteTooLong),
  /** Issue #20: shown on the Hausa page instead of the English, when given. */
  contentHa: optionalText(2000, quoteTooLong),
  photoUrl: optionalLinkField,
  /** A checkbox: "on" when ticked, absent when not. */
  isFeatured: z.boolean().default(false),
});
export type TestimonialInput = z.infer<typeof testimonialSchema>;

/** The confirm step's "Delete" button of a resource. */
export const deleteResourceSchema = z.object({ id: idField });
/** The confirm step's "Delete" button of a testimonial. */
export const deleteTestimonialSchema = z.object({ id: idField });
/** The Featured toggle of a testimonial: the state it should have after the click. */
export const featureTestimonialSchema = z.object({
  id: idField,
  featured: z.enum(["true", "false"]).transform((value) => value === "true"),
});
