import { desc, eq } from "drizzle-orm";
import { testimonials } from "../../db/schema";
import type { Db } from "~/db.server";

export type Testimonial = typeof testimonials.$inferSelect;

/** Featured testimonials, newest first (the success stories page). */
export function listFeaturedTestimonials(db: Db): Promise<Testimonial[]> {
  return db
    .select()
    .from(testimonials)
    .where(eq(testimonials.isFeatured, true))
    .orderBy(desc(testimonials.createdAt));
}
