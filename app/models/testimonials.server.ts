import { desc, eq } from "drizzle-orm";
import { testimonials } from "../../db/schema";
import type { Db } from "~/db.server";
import type { TestimonialInput } from "~/validation/content";

export type Testimonial = typeof testimonials.$inferSelect;

/** Featured testimonials, newest first (the success stories page). */
export function listFeaturedTestimonials(db: Db): Promise<Testimonial[]> {
  return db
    .select()
    .from(testimonials)
    .where(eq(testimonials.isFeatured, true))
    .orderBy(desc(testimonials.createdAt));
}

/** Every testimonial, featured or not, newest first (the admin's Content tab). */
export function listTestimonials(db: Db): Promise<Testimonial[]> {
  return db
    .select()
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

export function getTestimonial(db: Db, id: string): Promise<Testimonial | undefined> {
  return db.select().from(testimonials).where(eq(testimonials.id, id)).get();
}

function columns(input: TestimonialInput) {
  return {
    memberName: input.memberName,
    businessName: input.businessName,
    content: input.content,
    photoUrl: input.photoUrl || null,
    isFeatured: input.isFeatured,
  };
}

/** Adds a testimonial; returns its id. */
export async function createTestimonial(db: Db, input: TestimonialInput): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(testimonials).values({ id, ...columns(input) });
  return id;
}

/** Updates a testimonial; false when there is none with this id. */
export async function updateTestimonial(
  db: Db,
  id: string,
  input: TestimonialInput,
): Promise<boolean> {
  const result = await db.update(testimonials).set(columns(input)).where(eq(testimonials.id, id));
  return result.meta.changes > 0;
}

/** Shows or hides a testimonial on /success-stories; false when there is none with this id. */
export async function setTestimonialFeatured(
  db: Db,
  id: string,
  featured: boolean,
): Promise<boolean> {
  const result = await db
    .update(testimonials)
    .set({ isFeatured: featured })
    .where(eq(testimonials.id, id));
  return result.meta.changes > 0;
}

/** Deletes a testimonial; false when there was none with this id. */
export async function deleteTestimonial(db: Db, id: string): Promise<boolean> {
  const result = await db.delete(testimonials).where(eq(testimonials.id, id));
  return result.meta.changes > 0;
}
