import { desc, eq, sql } from "drizzle-orm";
import { resources } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/language";
import { inLanguage } from "./localised-content.server";
import { auditStatement, type Actor } from "./audit.server";
import type { ResourceInput } from "~/validation/content";

/** A resource as stored, both languages (the admin's). */
export type Resource = typeof resources.$inferSelect;

/**
 * Resources newest first (optionally one category), title and description in the page's
 * language, and every category: one D1 round trip.
 */
export async function listResources(db: Db, language: Language, category?: string) {
  const [items, categories] = await db.batch([
    db
      .select()
      .from(resources)
      .where(category ? eq(resources.category, category) : undefined)
      .orderBy(desc(resources.createdAt)),
    db
      .select({ category: resources.category })
      .from(resources)
      .groupBy(resources.category)
      .orderBy(resources.category),
  ]);
  return {
    items: items.map((item) => inLanguage(item, language, ["title", "description"])),
    categories: categories.map((c) => c.category),
  };
}

/** Every resource as stored, newest first (the admin's Content tab). */
export function listAllResources(db: Db): Promise<Resource[]> {
  return db.select().from(resources).orderBy(desc(resources.createdAt));
}

function columns(input: ResourceInput) {
  return {
    title: input.title,
    category: input.category,
    description: input.description || null,
    titleHa: input.titleHa || null,
    descriptionHa: input.descriptionHa || null,
    fileUrl: input.fileUrl,
  };
}

/** The resource as it is now, for the audit entry's `before` (read in the same batch). */
const snapshot = (id: string) =>
  sql`(select json_object('title', ${resources.title}, 'category', ${resources.category}, 'description', ${resources.description}, 'title_ha', ${resources.titleHa}, 'description_ha', ${resources.descriptionHa}, 'file_url', ${resources.fileUrl}) from ${resources} where ${resources.id} = ${id})`;
const exists = (id: string) =>
  sql`exists (select 1 from ${resources} where ${resources.id} = ${id})`;
const after = (input: ResourceInput) => {
  const { title, category, description, titleHa, descriptionHa, fileUrl } = columns(input);
  return {
    title,
    category,
    description,
    title_ha: titleHa,
    description_ha: descriptionHa,
    file_url: fileUrl,
  };
};

/** Adds a resource with its audit entry (one batch); returns its id. */
export async function createResource(db: Db, input: ResourceInput, actor: Actor): Promise<string> {
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(resources).values({ id, ...columns(input) }),
    auditStatement(db, {
      actor,
      action: "resource.create",
      subjectType: "resource",
      subjectId: id,
      after: after(input),
    }),
  ]);
  return id;
}

/**
 * Updates a resource; false when there is none with this id (deleted meanwhile). The audit
 * entry is written only when the row exists, so a refused edit leaves no trace of a change.
 */
export async function updateResource(
  db: Db,
  id: string,
  input: ResourceInput,
  actor: Actor,
): Promise<boolean> {
  const [, result] = await db.batch([
    auditStatement(db, {
      actor,
      action: "resource.update",
      subjectType: "resource",
      subjectId: id,
      before: snapshot(id),
      after: after(input),
      onlyIf: exists(id),
    }),
    db.update(resources).set(columns(input)).where(eq(resources.id, id)),
  ]);
  return result.meta.changes > 0;
}

/** Deletes a resource with its audit entry; false when there was none with this id. */
export async function deleteResource(db: Db, id: string, actor: Actor): Promise<boolean> {
  const [, result] = await db.batch([
    auditStatement(db, {
      actor,
      action: "resource.delete",
      subjectType: "resource",
      subjectId: id,
      before: snapshot(id),
      onlyIf: exists(id),
    }),
    db.delete(resources).where(eq(resources.id, id)),
  ]);
  return result.meta.changes > 0;
}
