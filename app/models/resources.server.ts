import { desc, eq } from "drizzle-orm";
import { resources } from "../../db/schema";
import type { Db } from "~/db.server";

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
