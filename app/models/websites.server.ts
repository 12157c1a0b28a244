import { and, desc, eq, sql } from "drizzle-orm";
import {
  memberSites,
  profiles,
  users,
  type WebsiteDesign,
  type WebsiteStatus,
  type WebsiteTheme,
} from "../../db/schema";
import type { Db } from "~/models/db.server";
import { auditStatement, type Actor } from "./audit.server";
import { membershipOf } from "~/models/membership/linking.server";
import { suggestSlug } from "~/config/website";
import { slugField, websiteContentSchema, type WebsiteContent } from "~/validation/website";

/*
 * Members' websites in D1 (the `member_sites` table): rows and their checked content. The logo
 * object in R2 is in ./website-storage.server; the changes that touch both, in
 * ./website-changes.server.
 */

/** A member's website with its content checked (websiteContentSchema) on the way out of D1. */
export type Website = {
  id: string;
  userId: string;
  slug: string;
  design: WebsiteDesign;
  theme: WebsiteTheme;
  status: WebsiteStatus;
  content: WebsiteContent;
  logoKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  unpublishedReason: string | null;
  unpublishedAt: Date | null;
};

const columns = {
  id: memberSites.id,
  userId: memberSites.userId,
  slug: memberSites.slug,
  design: memberSites.design,
  theme: memberSites.theme,
  status: memberSites.status,
  content: memberSites.content,
  logoKey: memberSites.logoKey,
  createdAt: memberSites.createdAt,
  updatedAt: memberSites.updatedAt,
  publishedAt: memberSites.publishedAt,
  unpublishedReason: memberSites.unpublishedReason,
  unpublishedAt: memberSites.unpublishedAt,
};

type Row = Omit<Website, "content"> & { content: string };

/** Stored JSON → content; a row that fails the schema is logged and shows its name only. */
export function parseContent(json: string, fallbackName: string): WebsiteContent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = undefined;
  }
  const result = websiteContentSchema.safeParse(parsed);
  if (result.success) return result.data;
  console.error("[sites] stored content does not match the schema:", result.error?.issues);
  return { businessName: fallbackName, products: [] };
}

/** Content → stored JSON, checked first: nothing unchecked reaches D1. */
export function serializeContent(content: WebsiteContent): string {
  return JSON.stringify(websiteContentSchema.parse(content));
}

const toWebsite = (row: Row): Website => ({ ...row, content: parseContent(row.content, row.slug) });

/** D1's unique-index refusal, wherever drizzle put it (its own error wraps D1's as `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as Error).cause, depth++) {
    if (String((e as Error)?.message ?? e).includes("UNIQUE constraint failed")) return true;
  }
  return false;
}

export async function getWebsite(db: Db, id: string): Promise<Website | undefined> {
  const row = await db.select(columns).from(memberSites).where(eq(memberSites.id, id)).get();
  return row ? toWebsite(row) : undefined;
}

/** The member's websites, oldest first (the order she made them in). */
export async function listWebsitesOf(db: Db, userId: string): Promise<Website[]> {
  const rows = await db
    .select(columns)
    .from(memberSites)
    .where(eq(memberSites.userId, userId))
    .orderBy(memberSites.createdAt, memberSites.id);
  return rows.map(toWebsite);
}

export async function countWebsitesOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(memberSites)
    .where(eq(memberSites.userId, userId))
    .get();
  return row?.n ?? 0;
}

export type CreateOutcome = { id: string } | "limit" | "slug-taken";

/**
 * A new draft, in one statement that counts and inserts together: however many arrive at once,
 * a member never has more than `limit` websites.
 */
export async function createWebsite(
  db: Db,
  input: {
    userId: string;
    design: WebsiteDesign;
    slug: string;
    content: WebsiteContent;
    limit: number;
    now?: Date;
  },
): Promise<CreateOutcome> {
  const id = crypto.randomUUID();
  const now = (input.now ?? new Date()).getTime();
  try {
    const result = await db.run(sql`
      insert into ${memberSites} (id, user_id, slug, design, theme, status, content, created_at, updated_at)
      select ${id}, ${input.userId}, ${input.slug.toLowerCase()}, ${input.design}, 'emerald', 'draft',
        ${serializeContent(input.content)}, ${now}, ${now}
      where (select count(*) from ${memberSites} where user_id = ${input.userId}) < ${input.limit}`);
    if (result.meta.changes === 0) return "limit";
  } catch (error) {
    if (isUniqueViolation(error)) return "slug-taken";
    throw error;
  }
  return { id };
}

export type SaveOutcome = "saved" | "not-found" | "slug-taken";

/**
 * The member's edit of her own website (the owner is part of the condition). `status` publishes or
 * unpublishes in the same write; publishing clears an earlier moderation note.
 */
export async function saveWebsite(
  db: Db,
  input: {
    id: string;
    userId: string;
    design: WebsiteDesign;
    theme: WebsiteTheme;
    slug: string;
    content: WebsiteContent;
    /** undefined: keep the logo; null: remove it. */
    logoKey?: string | null;
    status?: WebsiteStatus;
    now?: Date;
  },
): Promise<SaveOutcome> {
  const now = input.now ?? new Date();
  try {
    const result = await db
      .update(memberSites)
      .set({
        design: input.design,
        theme: input.theme,
        slug: input.slug.toLowerCase(),
        content: serializeContent(input.content),
        updatedAt: now,
        ...(input.logoKey === undefined ? {} : { logoKey: input.logoKey }),
        ...statusChange(input.status, now),
      })
      .where(and(eq(memberSites.id, input.id), eq(memberSites.userId, input.userId)));
    return result.meta.changes > 0 ? "saved" : "not-found";
  } catch (error) {
    if (isUniqueViolation(error)) return "slug-taken";
    throw error;
  }
}

function statusChange(status: WebsiteStatus | undefined, now: Date) {
  if (status === "published") {
    return {
      status,
      publishedAt: now,
      unpublishedReason: null,
      unpublishedAt: null,
      unpublishedBy: null,
    };
  }
  if (status === "draft") return { status };
  return {};
}

/** Publish or unpublish the member's own website without touching its content. */
export async function setWebsiteStatus(
  db: Db,
  input: { id: string; userId: string; status: WebsiteStatus; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  const result = await db
    .update(memberSites)
    .set({ updatedAt: now, ...statusChange(input.status, now) })
    .where(and(eq(memberSites.id, input.id), eq(memberSites.userId, input.userId)));
  return result.meta.changes > 0;
}

/** The next free web address for a copy: amina-copy, amina-copy-2, … within 40 characters. */
function copySlug(slug: string, attempt: number) {
  const suffix = attempt === 0 ? "-copy" : `-copy-${attempt + 1}`;
  return `${slug.slice(0, 40 - suffix.length).replace(/-+$/, "")}${suffix}`;
}

export type DuplicateOutcome = { id: string; slug: string } | "limit" | "not-found";

/**
 * A draft copy of the member's own website, counted and inserted in one statement like a new one.
 * The logo is not copied here (see duplicateWebsiteWithLogo in ./website-changes.server).
 */
export async function duplicateWebsite(
  db: Db,
  input: { id: string; userId: string; limit: number; now?: Date },
): Promise<DuplicateOutcome> {
  const source = await db
    .select({ slug: memberSites.slug })
    .from(memberSites)
    .where(and(eq(memberSites.id, input.id), eq(memberSites.userId, input.userId)))
    .get();
  if (!source) return "not-found";
  const now = (input.now ?? new Date()).getTime();
  for (let attempt = 0; attempt < 20; attempt++) {
    const id = crypto.randomUUID();
    const slug = copySlug(source.slug, attempt);
    try {
      const result = await db.run(sql`
        insert into ${memberSites} (id, user_id, slug, design, theme, status, content, created_at, updated_at)
        select ${id}, user_id, ${slug}, design, theme, 'draft', content, ${now}, ${now}
        from ${memberSites}
        where id = ${input.id} and user_id = ${input.userId}
          and (select count(*) from ${memberSites} where user_id = ${input.userId}) < ${input.limit}`);
      if (result.meta.changes > 0) return { id, slug };
      // Nothing inserted: the limit was reached, or the source vanished meanwhile.
      const still = await getWebsite(db, input.id);
      return still && still.userId === input.userId ? "limit" : "not-found";
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("no free web address for the copy");
}

/** Sets a website's logo key (after the object has been stored). */
export async function setLogoKey(db: Db, input: { id: string; userId: string; logoKey: string }) {
  await db
    .update(memberSites)
    .set({ logoKey: input.logoKey })
    .where(and(eq(memberSites.id, input.id), eq(memberSites.userId, input.userId)));
}

/** Deletes the member's own website; returns its logo key (to remove from R2) or false. */
export async function deleteWebsite(
  db: Db,
  input: { id: string; userId: string },
): Promise<{ logoKey: string | null } | false> {
  const rows = await db
    .delete(memberSites)
    .where(and(eq(memberSites.id, input.id), eq(memberSites.userId, input.userId)))
    .returning({ logoKey: memberSites.logoKey });
  return rows[0] ?? false;
}

export type PublicWebsite = Website & { memberProfileId: string | null };

/**
 * A published website by its web address (any case), with the owner's directory profile when
 * her application is approved. Drafts and unpublished websites are undefined.
 */
export async function publishedWebsiteBySlug(
  db: Db,
  slug: string,
): Promise<PublicWebsite | undefined> {
  const website = await db
    .select(columns)
    .from(memberSites)
    .where(
      and(eq(memberSites.status, "published"), sql`lower(${memberSites.slug}) = lower(${slug})`),
    )
    .get();
  if (!website) return undefined;
  const membership = await membershipOf(db, { userId: website.userId });
  return {
    ...toWebsite(website),
    memberProfileId: membership?.status === "approved" ? membership.applicationId : null,
  };
}

export type ModerationRow = {
  id: string;
  slug: string;
  businessName: string;
  ownerEmail: string | null;
  ownerName: string | null;
  publishedAt: Date | null;
};

/** Admin: every published website, newest first. */
export async function listPublishedWebsites(db: Db): Promise<ModerationRow[]> {
  const rows = await publishedWebsitesQuery(db);
  return rows.map(({ content, ...row }) => ({
    ...row,
    businessName: parseContent(content, row.slug).businessName,
  }));
}

export function publishedWebsitesQuery(db: Db) {
  return db
    .select({
      id: memberSites.id,
      slug: memberSites.slug,
      content: memberSites.content,
      ownerEmail: users.email,
      ownerName: profiles.fullName,
      publishedAt: memberSites.publishedAt,
    })
    .from(memberSites)
    .innerJoin(users, eq(users.id, memberSites.userId))
    .leftJoin(profiles, eq(profiles.userId, memberSites.userId))
    .where(eq(memberSites.status, "published"))
    .orderBy(desc(memberSites.publishedAt));
}

/** Admin: take a published website down with the reason its owner will see. */
export async function unpublishByAdmin(
  db: Db,
  input: { id: string; actor: Actor; reason: string; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  const [, result] = await db.batch([
    auditStatement(db, {
      actor: input.actor,
      action: "site.unpublish",
      subjectType: "site",
      subjectId: input.id,
      before: sql`json_object('status', 'published')`,
      after: { status: "draft", reason: input.reason },
      onlyIf: sql`exists (select 1 from ${memberSites} where ${memberSites.id} = ${input.id} and ${memberSites.status} = 'published')`,
    }),
    db
      .update(memberSites)
      .set({
        status: "draft",
        unpublishedReason: input.reason,
        unpublishedAt: now,
        unpublishedBy: input.actor.userId,
        updatedAt: now,
      })
      .where(and(eq(memberSites.id, input.id), eq(memberSites.status, "published"))),
  ]);
  return result.meta.changes > 0;
}

/** The logo key of a published website (for its public logo URL). */
export async function publishedLogoKey(db: Db, slug: string): Promise<string | null> {
  const row = await db
    .select({ logoKey: memberSites.logoKey })
    .from(memberSites)
    .where(
      and(eq(memberSites.status, "published"), sql`lower(${memberSites.slug}) = lower(${slug})`),
    )
    .get();
  return row?.logoKey ?? null;
}

export type CreateDraftOutcome = CreateOutcome | "slug-invalid";

/**
 * /builder's first step: a draft at the typed web address, or, left blank, at one made from the
 * business name (amina-fabrics, then amina-fabrics-2 … -5 while those are taken). "slug-invalid":
 * the name makes no usable address (empty, or a reserved word).
 */
export async function createDraftWebsite(
  db: Db,
  input: {
    userId: string;
    design: WebsiteDesign;
    businessName: string;
    slug: string | undefined;
    limit: number;
  },
): Promise<CreateDraftOutcome> {
  const { userId, design, businessName, limit } = input;
  for (const candidate of slugCandidates(businessName, input.slug)) {
    const slug = slugField.safeParse(candidate);
    if (!slug.success) return "slug-invalid";
    const outcome = await createWebsite(db, {
      userId,
      design,
      slug: slug.data,
      content: { businessName, products: [] },
      limit,
    });
    if (outcome !== "slug-taken") return outcome;
  }
  return "slug-taken";
}

function slugCandidates(businessName: string, typed: string | undefined): string[] {
  if (typed) return [typed];
  const base = suggestSlug(businessName);
  return [0, 2, 3, 4, 5].map((n) => (n ? `${base.slice(0, 37).replace(/-+$/, "")}-${n}` : base));
}
