import type { z } from "zod";
import type { Db } from "~/models/db.server";
import {
  deleteResourceSchema,
  deleteTestimonialSchema,
  featureTestimonialSchema,
  resourceSchema,
  testimonialSchema,
} from "~/validation/content";
import type { Actor } from "./audit.server";
import { createResource, deleteResource, updateResource } from "./resources.server";
import {
  createTestimonial,
  deleteTestimonial,
  setTestimonialFeatured,
  updateTestimonial,
} from "./testimonials.server";

/** The admin's content page's forms, by intent (the form's `intent` field). */
export const contentForms = {
  "save-resource": resourceSchema,
  "delete-resource": deleteResourceSchema,
  "save-testimonial": testimonialSchema,
  "feature-testimonial": featureTestimonialSchema,
  "delete-testimonial": deleteTestimonialSchema,
};

/** One valid form of the content page: which, and what it says. */
export type ContentChange = {
  [K in keyof typeof contentForms]: { intent: K; value: z.output<(typeof contentForms)[K]> };
}[keyof typeof contentForms];

/** What a content form changes: a resource or a testimonial (the realtime message's kind). */
export function contentKind(intent: ContentChange["intent"]): "resource" | "testimonial" {
  return intent.endsWith("resource") ? "resource" : "testimonial";
}

/**
 * Makes the change (audited, see the models): creates, updates, features or deletes. Returns the
 * row's id, or null when the row to update, feature or delete no longer exists.
 */
export async function changeContent(
  db: Db,
  change: ContentChange,
  actor: Actor,
): Promise<string | null> {
  switch (change.intent) {
    case "save-resource": {
      const { id, ...input } = change.value;
      if (!id) return createResource(db, input, actor);
      return (await updateResource(db, id, input, actor)) ? id : null;
    }
    case "save-testimonial": {
      const { id, ...input } = change.value;
      if (!id) return createTestimonial(db, input, actor);
      return (await updateTestimonial(db, id, input, actor)) ? id : null;
    }
    case "feature-testimonial": {
      const { id, featured } = change.value;
      return (await setTestimonialFeatured(db, id, featured, actor)) ? id : null;
    }
    case "delete-resource":
      return (await deleteResource(db, change.value.id, actor)) ? change.value.id : null;
    case "delete-testimonial":
      return (await deleteTestimonial(db, change.value.id, actor)) ? change.value.id : null;
  }
}
