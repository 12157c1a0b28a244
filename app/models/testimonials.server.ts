import { desc, eq, sql } from "drizzle-orm";
import { testimonials } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/language";
import { inLanguage } from "./localised-content.server";
import { auditStatement, type Actor } from "./audit.server";
import type { TestimonialInput } from "~/validation/content";

/** A testimonial as stored, both languages (the admin's). */
export type Testimonial = typeof testimonials.$inferSelect;

/** Featured testimonials, newest first, their text in the page's language (success stories). */
export async function listFeaturedTestimonials(db: Db, language: Language) {
  const featured = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.isFeatured, true))
    .orderBy(desc(testimonials.createdAt));
  return featured.map((testimonial) => inLanguage(testimonial, language, ["content"]));
}

/** Every testimonial, featured or not, newest first (the admin's Content tab). */
export function listTestimonials(db: Db): Promise<Testimonial[]> {
  return db
    .select()
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

function columns(input: TestimonialInput) {
  return {
    memberName: input.memberName,
    businessName: input.businessName,
    content: input.content,
    contentHa: input.contentHa || null,
    photoUrl: input.photoUrl || null,
    isFeatured: input.isFeatured,
  };
}

/** The testimonial as it is now, for the audit entry's `before` (read in the same batch). */
const snapshot = (id: string) =>
  sql`(select json_object('member_name', ${testimonials.memberName}, 'business_name', ${testimonials.businessName}, 'content', ${testimonials.content}, 'content_ha', ${testimonials.contentHa}, 'photo_url', ${testimonials.photoUrl}, 'is_featured', json(case when ${testimonials.isFeatured} then 'true' else 'false' end)) from ${testimonials} where ${testimonials.id} = ${id})`;
const exists = (id: string) =>
  sql`exists (select 1 from ${testimonials} where ${testimonials.id} = ${id})`;
const after = (input: TestimonialInput) => {
  const { memberName, businessName, content, contentHa, photoUrl, isFeatured } = columns(input);
  return {
    member_name: memberName,
    business_name: businessName,
    content,
    content_ha: contentHa,
    photo_url: photoUrl,
    is_featured: isFeatured,
  };
};

/** Adds a testimonial with its audit entry (one batch); returns its id. */
export async function createTestimonial(
  db: Db,
  input: TestimonialInput,
  actor: Actor,
): Promise<string> {
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(testimonials).values({ id, ...columns(input) }),
    auditStatement(db, {
      actor,
      action: "testimonial.create",
      subjectType: "testimonial",
      subjectId: id,
      after: after(input),
    }),
  ]);
  return id;
}

/** Updates a testimonial; false when there is none with this id (then no audit entry either). */
export async function updateTestimonial(
  db: Db,
  id: string,
  input: TestimonialInput,
  actor: Actor,
): Promise<boolean> {
  const [, result] = await db.batch([
    auditStatement(db, {
      actor,
      action: "testimonial.update",
      subjectType: "testimonial",
      subjectId: id,
      before: snapshot(id),
      after: after(input),
      onlyIf: exists(id),
    }),
    db.update(testimonials).set(columns(input)).where(eq(testimonials.id, id)),
  ]);
  return result.meta.changes > 0;
}

/**
 * Shows or hides a testimonial on /success-stories; false when there is none with this id.
 * Audited only when the flag actually changes: re-featuring a featured story decides nothing.
 */
export async function setTestimonialFeatured(
  db: Db,
  id: string,
  featured: boolean,
  actor: Actor,
): Promise<boolean> {
  const [, result] = await db.batch([
    auditStatement(db, {
      actor,
      action: featured ? "testimonial.feature" : "testimonial.unfeature",
      subjectType: "testimonial",
      subjectId: id,
      before: sql`json_object('is_featured', json(${featured ? "false" : "true"}))`,
      after: { is_featured: featured },
      onlyIf: sql`exists (select 1 from ${testimonials} where ${testimonials.id} = ${id} and ${testimonials.isFeatured} = ${featured ? 0 : 1})`,
    }),
    db.update(testimonials).set({ isFeatured: featured }).where(eq(testimonials.id, id)),
  ]);
  return result.meta.changes > 0;
}

/** Deletes a testimonial with its audit entry; false when there was none with this id. */
export async function deleteTestimonial(db: Db, id: string, actor: Actor): Promise<boolean> {
  const [, result] = await db.batch([
    auditStatement(db, {
      actor,
      action: "testimonial.delete",
      subjectType: "testimonial",
      subjectId: id,
      before: snapshot(id),
      onlyIf: exists(id),
    }),
    db.delete(testimonials).where(eq(testimonials.id, id)),
  ]);
  return result.meta.changes > 0;
}
