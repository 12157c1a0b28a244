import { desc, eq } from "drizzle-orm";
import { resources } from "../../db/schema";
import type { Db } from "~/db.server";
import type { ResourceInput } from "~/validation/content";

export type Resource = typeof resources.$inferSelect;

/** Resources newest first (optionally one category) and every category: one D1 round trip. */
export async function listResources(db: Db, category?: string) {
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
  return { items, categories: categories.map((c) => c.category) };
}

export function getResource(db: Db, id: string): Promise<Resource | undefined> {
  return db.select().from(resources).where(eq(resources.id, id)).get();
}

function columns(input: ResourceInput) {
  return {
    title: input.title,
    category: input.category,
    description: input.description || null,
    fileUrl: input.fileUrl,
  };
}

/** Adds a resource; returns its id. */
export async function createResource(db: Db, input: ResourceInput): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(resources).values({ id, ...columns(input) });
  return id;
}

/** Updates a resource; false when there is none with this id (deleted meanwhile). */
export async function updateResource(db: Db, id: string, input: ResourceInput): Promise<boolean> {
  const result = await db.update(resources).set(columns(input)).where(eq(resources.id, id));
  return result.meta.changes > 0;
}

/** Deletes a resource; false when there was none with this id. */
export async function deleteResource(db: Db, id: string): Promise<boolean> {
  const result = await db.delete(resources).where(eq(resources.id, id));
  return result.meta.changes > 0;
}
