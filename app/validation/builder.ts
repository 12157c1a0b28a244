import { z } from "zod";
import {
  MAX_PRODUCTS,
  SLUG_MAX,
  SLUG_MIN,
  designIds,
  reservedSlugs,
  themeIds,
} from "~/config/builder";

// In ~/config/builder, without zod: the browser uses it as she types (see routes/builder.tsx).
export { suggestSlug } from "~/config/builder";
import { toE164 } from "~/utils/phone";
import { emailField } from "~/validation/fields";

/**
 * The website builder's forms (create, edit, the list's buttons, admin moderation) and the
 * stored content of a site, which is checked by `siteContentSchema` on the way into D1 and again
 * on the way out.
 */

// ── Stored content ────────────────────────────────────────────────────────────────────────────

/** Integer kobo, up to ₦100,000,000. */
export const MAX_PRICE_KOBO = 100_000_000 * 100;

export const productSchema = z.object({
  name: z.string().min(1).max(60),
  description: z.string().max(160).optional(),
  priceKobo: z.number().int().min(0).max(MAX_PRICE_KOBO).optional(),
});

const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/);
const handle = z.string().regex(/^[A-Za-z0-9._-]{1,50}$/);

export const siteContentSchema = z.object({
  businessName: z.string().min(1).max(80),
  tagline: z.string().max(120).optional(),
  about: z.string().max(1000).optional(),
  products: z.array(productSchema).max(MAX_PRODUCTS),
  openingHours: z.string().max(300).optional(),
  location: z.string().max(160).optional(),
  phone: e164.optional(),
  whatsapp: e164.optional(),
  email: z.string().email().max(254).optional(),
  instagram: handle.optional(),
  facebook: handle.optional(),
  tiktok: handle.optional(),
});

export type SiteContent = z.infer<typeof siteContentSchema>;
export type Product = z.infer<typeof productSchema>;

// ── Field rules ──────────────────────────────────────────────────────────────────────────────

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugMessages = {
  required: "Please choose a web address for your page.",
  length: `Please use ${SLUG_MIN} to ${SLUG_MAX} characters.`,
  pattern:
    "Use only lowercase letters, digits and single hyphens between them, e.g. amina-fabrics.",
  reserved: (slug: string) => `“${slug}” is reserved. Please choose another web address.`,
  taken: "This web address is already taken. Please choose another.",
};

/**
 * Typed in any case and with spaces around it; stored lowercase. The shape is checked in a
 * refinement rather than with `.regex`/`.min`, so the page carries no `pattern`/`minlength`
 * attribute: without JavaScript the browser would refuse "Amina-Fabrics" with its own vague
 * bubble instead of letting the server lowercase it or explain what is wrong.
 */
export const slugField = z
  .string({ required_error: slugMessages.required })
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, slugMessages.length)
  .superRefine((slug, ctx) => {
    const problem = !slug
      ? slugMessages.required
      : slug.length < SLUG_MIN
        ? slugMessages.length
        : !SLUG_PATTERN.test(slug)
          ? slugMessages.pattern
          : reservedSlugs.has(slug)
            ? slugMessages.reserved(slug)
            : null;
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });

const designField = z.enum(designIds, {
  required_error: "Please choose a design.",
  invalid_type_error: "Please choose a design.",
  message: "Please choose a design.",
});
const themeField = z.enum(themeIds, { message: "Please choose a colour theme." });

const businessNameField = z
  .string({ required_error: "Please enter your business name." })
  .trim()
  .min(1, "Please enter your business name.")
  .max(80, "Please keep the business name under 80 characters.");

/** Optional text: blank is absent; line breaks as \n whatever the browser sent (\r\n). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max.toLocaleString("en-NG")} characters.`)
    .optional()
    .transform((value) => value?.replace(/\r\n?/g, "\n") || undefined);

const phoneMessage = "Please enter a valid phone number, e.g. 0803 123 4567.";
const optionalPhone = z
  .string()
  .trim()
  .max(30, "Please enter a shorter phone number.")
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const normalised = toE164(value);
    if (!normalised) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: phoneMessage });
      return z.NEVER;
    }
    return normalised;
  });

/** "@amina.fabrics", "amina.fabrics" or a profile link → "amina.fabrics". */
export function handleFrom(raw: string): string {
  let value = raw.trim();
  if (/^(https?:\/\/)?([\w-]+\.)*(instagram|facebook|fb|tiktok)\.com\//i.test(value)) {
    value = value.replace(/[?#].*$/, "").replace(/\/+$/, "");
    value = value.slice(value.lastIndexOf("/") + 1);
  }
  return value.replace(/^@/, "");
}

const optionalHandle = (network: string, example: string) =>
  z
    .string()
    .trim()
    .max(100, `Please enter a shorter ${network} name.`)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const name = handleFrom(value);
      if (!handle.safeParse(name).success) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `Please enter your ${network} name, e.g. ${example}.`,
        });
        return z.NEVER;
      }
      return name;
    });

const priceMessage = "Please enter a price in Naira, e.g. 2500 or 2,500.";
/** "₦2,500", "2500", "N2500.50" → kobo. */
export function nairaToKobo(raw: string): number | null {
  const cleaned = raw.replace(/[\s,₦]/g, "").replace(/^(ngn|n)/i, "");
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const kobo = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(kobo) ? kobo : null;
}

/** Kobo → what the form shows: 250000 → "2500", 250050 → "2500.50". */
export function koboToNaira(kobo: number): string {
  const naira = Math.floor(kobo / 100);
  const rest = kobo % 100;
  return rest ? `${naira}.${String(rest).padStart(2, "0")}` : String(naira);
}

const productRow = z
  .object({
    name: optionalText(60),
    description: optionalText(160),
    price: z
      .string()
      .trim()
      .max(20, priceMessage)
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        const kobo = nairaToKobo(value);
        if (kobo === null) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: priceMessage });
          return z.NEVER;
        }
        if (kobo > MAX_PRICE_KOBO) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            message: "Please enter a price up to ₦100,000,000.",
          });
          return z.NEVER;
        }
        return kobo;
      }),
  })
  .superRefine((row, ctx) => {
    if (!row.name && (row.description || row.price !== undefined)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["name"],
        message: "Please enter the name of this product or service.",
      });
    }
  });

// ── Forms ────────────────────────────────────────────────────────────────────────────────────

/** /builder: the first step, a design, a name and a web address (blank: made from the name). */
export const createSiteSchema = z.object({
  design: designField,
  businessName: businessNameField,
  slug: slugField.optional(),
});

/** /builder/{id}: everything. Empty product rows are dropped; a row needs its name. */
export const siteFormSchema = z.object({
  design: designField,
  theme: themeField,
  slug: slugField,
  businessName: businessNameField,
  tagline: optionalText(120),
  about: optionalText(1000),
  products: z
    .array(productRow.optional())
    .max(MAX_PRODUCTS, `Up to ${MAX_PRODUCTS} products or services.`)
    .optional(),
  openingHours: optionalText(300),
  location: optionalText(160),
  phone: optionalPhone,
  whatsapp: optionalPhone,
  email: emailField.optional(),
  instagram: optionalHandle("Instagram", "@aminafabrics"),
  facebook: optionalHandle("Facebook", "aminafabrics"),
  tiktok: optionalHandle("TikTok", "@aminafabrics"),
  removeLogo: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});

export type SiteForm = z.infer<typeof siteFormSchema>;

/** The stored content of a parsed edit form. */
export function contentOf(form: SiteForm): SiteContent {
  const products: Product[] = [];
  for (const row of form.products ?? []) {
    if (!row?.name) continue;
    products.push({ name: row.name, description: row.description, priceKobo: row.price });
  }
  return {
    businessName: form.businessName,
    tagline: form.tagline,
    about: form.about,
    products,
    openingHours: form.openingHours,
    location: form.location,
    phone: form.phone,
    whatsapp: form.whatsapp,
    email: form.email,
    instagram: form.instagram,
    facebook: form.facebook,
    tiktok: form.tiktok,
  };
}

/** What the edit form starts with: the stored content, and every product slot. */
export function formValuesOf(site: {
  design: string;
  theme: string;
  slug: string;
  content: SiteContent;
}) {
  const { content } = site;
  return {
    design: site.design,
    theme: site.theme,
    slug: site.slug,
    businessName: content.businessName,
    tagline: content.tagline ?? "",
    about: content.about ?? "",
    products: Array.from({ length: MAX_PRODUCTS }, (_, i) => {
      const product = content.products[i];
      return {
        name: product?.name ?? "",
        description: product?.description ?? "",
        price: product?.priceKobo === undefined ? "" : koboToNaira(product.priceKobo),
      };
    }),
    openingHours: content.openingHours ?? "",
    location: content.location ?? "",
    phone: content.phone ?? "",
    whatsapp: content.whatsapp ?? "",
    email: content.email ?? "",
    instagram: content.instagram ? `@${content.instagram}` : "",
    facebook: content.facebook ?? "",
    tiktok: content.tiktok ? `@${content.tiktok}` : "",
  };
}

/** /templates and /builder/{id}: a button that acts on one site. */
export const siteActionSchema = z.object({
  intent: z.enum(["duplicate", "publish", "unpublish"]),
  siteId: z.string().uuid(),
});

/** /builder/{id}/delete. */
export const deleteSiteSchema = z.object({ siteId: z.string().uuid() });

/** /admin/sites: take a page down, saying why. */
export const moderateSiteSchema = z.object({
  siteId: z.string().uuid(),
  reason: z
    .string({ required_error: "Please give the reason the member will see." })
    .trim()
    .min(5, "Please give the reason the member will see (at least 5 characters).")
    .max(500, "Please keep the reason under 500 characters."),
});
