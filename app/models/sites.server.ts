import { and, desc, eq, sql } from "drizzle-orm";
import {
  memberSites,
  profiles,
  users,
  type SiteDesign,
  type SiteStatus,
  type SiteTheme,
} from "../../db/schema";
import type { Db } from "~/db.server";
import { auditStatement, type Actor } from "./audit.server";
import { LOGO_MAX_BYTES, LOGO_TYPES } from "~/config/builder";
import { membershipOf } from "~/models/membership.server";
import { inspectUpload } from "~/models/uploads.server";
import type { SniffedType } from "~/utils/file-type";
import { siteContentSchema, type SiteContent } from "~/validation/builder";

/** A member's website with its content checked (siteContentSchema) on the way out of D1. */
export type Site = {
  id: string;
  userId: string;
  slug: string;
  design: SiteDesign;
  theme: SiteTheme;
  status: SiteStatus;
  content: SiteContent;
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

type Row = Omit<Site, "content"> & { content: string };

/** Stored JSON → content; a row that fails the schema is logged and shows its name only. */
export function parseContent(json: string, fallbackName: string): SiteContent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = undefined;
  }
  const result = siteContentSchema.safeParse(parsed);
  if (result.success) return result.data;
  console.error("[sites] stored content does not match the schema:", result.error?.issues);
  return { businessName: fallbackName, products: [] };
}

/** Content → stored JSON, checked first: nothing unchecked reaches D1. */
export function serializeContent(content: SiteContent): string {
  return JSON.stringify(siteContentSchema.parse(content));
}

const toSite = (row: Row): Site => ({ ...row, content: parseContent(row.content, row.slug) });

/** D1's unique-index refusal, wherever drizzle put it (its own error wraps D1's as `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as Error).cause, depth++) {
    if (String((e as Error)?.message ?? e).includes("UNIQUE constraint failed")) return true;
  }
  return false;
}

export async function getSite(db: Db, id: string): Promise<Site | undefined> {
  const row = await db.select(columns).from(memberSites).where(eq(memberSites.id, id)).get();
  return row ? toSite(row) : undefined;
}

/** The member's sites, oldest first (the order she made them in). */
export async function listSitesOf(db: Db, userId: string): Promise<Site[]> {
  const rows = await db
    .select(columns)
    .from(memberSites)
    .where(eq(memberSites.userId, userId))
    .orderBy(memberSites.createdAt, memberSites.id);
  return rows.map(toSite);
}

export async function countSitesOf(db: Db, userId: string): Promise<number> {
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
 * a member never has more than `limit` sites.
 */
export async function createSite(
  db: Db,
  input: {
    userId: string;
    design: SiteDesign;
    slug: string;
    content: SiteContent;
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
 * The member's edit of her own site (the owner is part of the condition). `status` publishes or
 * unpublishes in the same write; publishing clears an earlier moderation note.
 */
export async function saveSite(
  db: Db,
  input: {
    id: string;
    userId: string;
    design: SiteDesign;
    theme: SiteTheme;
    slug: string;
    content: SiteContent;
    /** undefined: keep the logo; null: remove it. */
    logoKey?: string | null;
    status?: SiteStatus;
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

function statusChange(status: SiteStatus | undefined, now: Date) {
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

/** Publish or unpublish the member's own site without touching its content. */
export async function setSiteStatus(
  db: Db,
  input: { id: string; userId: string; status: SiteStatus; now?: Date },
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
 * A draft copy of the member's own site, counted and inserted in one statement like a new one.
 * The logo is not copied here (see copyLogo).
 */
export async function duplicateSite(
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
      const still = await getSite(db, input.id);
      return still && still.userId === input.userId ? "limit" : "not-found";
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("no free web address for the copy");
}

/** Sets a site's logo key (after the object has been stored). */
export async function setLogoKey(db: Db, input: { id: string; userId: string; logoKey: string }) {
  await db
    .update(memberSites)
    .set({ logoKey: input.logoKey })
    .where(and(eq(memberSites.id, input.id), eq(memberSites.userId, input.userId)));
}

/** Deletes the member's own site; returns its logo key (to remove from R2) or false. */
export async function deleteSite(
  db: Db,
  input: { id: string; userId: string },
): Promise<{ logoKey: string | null } | false> {
  const rows = await db
    .delete(memberSites)
    .where(and(eq(memberSites.id, input.id), eq(memberSites.userId, input.userId)))
    .returning({ logoKey: memberSites.logoKey });
  return rows[0] ?? false;
}

export type PublicSite = Site & { memberProfileId: string | null };

/**
 * A published site by its web address (any case), with the owner's directory profile when her
 * application is approved. Drafts and unpublished sites are undefined.
 */
export async function publishedSiteBySlug(db: Db, slug: string): Promise<PublicSite | undefined> {
  const site = await db
    .select(columns)
    .from(memberSites)
    .where(
      and(eq(memberSites.status, "published"), sql`lower(${memberSites.slug}) = lower(${slug})`),
    )
    .get();
  if (!site) return undefined;
  const membership = await membershipOf(db, { userId: site.userId });
  return {
    ...toSite(site),
    memberProfileId: membership?.status === "approved" ? membership.applicationId : null,
  };
}

export type ModerationRow = {
  id: string;
  slug: string;
  businessName: string;
  ownerEmail: string;
  ownerName: string | null;
  publishedAt: Date | null;
};

/** Admin: every published site, newest first. */
export async function listPublishedSites(db: Db): Promise<ModerationRow[]> {
  const rows = await publishedSitesQuery(db);
  return rows.map(({ content, ...row }) => ({
    ...row,
    businessName: parseContent(content, row.slug).businessName,
  }));
}

export function publishedSitesQuery(db: Db) {
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

/** Admin: take a published site down with the reason its owner will see. */
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

// ── Logos in R2 ──────────────────────────────────────────────────────────────────────────────

export const logoRefusals = {
  tooLarge: "This file is larger than 2 MB. Please choose a smaller JPEG, PNG or WebP image.",
  notImage: "This file is not a JPEG, PNG or WebP image. Please choose a photo or logo.",
};

const logoTypes: ReadonlySet<string> = new Set(LOGO_TYPES);

/** A logo is a JPEG, PNG or WebP of at most 2 MB, judged by its first bytes, not its name. */
export async function inspectLogo(
  file: File,
): Promise<{ type: SniffedType; refusal?: undefined } | { type?: undefined; refusal: string }> {
  if (file.size > LOGO_MAX_BYTES) return { refusal: logoRefusals.tooLarge };
  const type = await inspectUpload(file, { maxBytes: LOGO_MAX_BYTES, allowed: logoTypes });
  return type ? { type } : { refusal: logoRefusals.notImage };
}

/** A fresh key prefix for a site's logo: a new key per upload, so URLs can be cached for good. */
export function logoPrefix(siteId: string) {
  return `sites/${siteId}/logo-${crypto.randomUUID().slice(0, 8)}`;
}

/** The version part of a logo URL (`?v=`), from its key. */
export function logoVersion(logoKey: string) {
  return logoKey.slice(logoKey.lastIndexOf("/") + 1).replace(/^logo-/, "");
}

/** Copies a logo object for a duplicated site; returns the new key, or null if it is gone. */
export async function copyLogo(bucket: R2Bucket, logoKey: string, siteId: string) {
  const object = await bucket.get(logoKey);
  if (!object) return null;
  const extension = logoKey.slice(logoKey.lastIndexOf(".") + 1);
  const key = `${logoPrefix(siteId)}.${extension}`;
  await bucket.put(key, await object.arrayBuffer(), { httpMetadata: object.httpMetadata });
  return key;
}

export async function deleteLogo(bucket: R2Bucket, logoKey: string | null | undefined) {
  if (!logoKey) return;
  try {
    await bucket.delete(logoKey);
  } catch (error) {
    // An orphaned object costs little; the page is already right.
    console.error("[sites] could not delete a logo:", error);
  }
}

/** The logo key of a published site (for its public logo URL). */
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

/**
 * An image response streamed from R2, shown inline with its sniffed type (nosniff), with an ETag
 * so a revalidating browser gets a 304.
 */
export async function logoResponse(
  bucket: R2Bucket,
  logoKey: string,
  request: Request,
  { cacheControl }: { cacheControl: string },
): Promise<Response> {
  const etag = request.headers.get("If-None-Match")?.replace(/^W\//, "").replace(/"/g, "");
  const object = await bucket.get(logoKey, etag ? { onlyIf: { etagDoesNotMatch: etag } } : {});
  if (!object) throw new Response("Not Found", { status: 404 });
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": cacheControl,
    ETag: object.httpEtag,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
  });
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
}
