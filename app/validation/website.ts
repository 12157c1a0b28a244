import { z } from "zod";
import {
  MAX_PRODUCTS,
  SLUG_MAX,
  SLUG_MIN,
  designIds,
  reservedSlugs,
  themeIds,
} from "~/config/website";
import { handleFrom } from "~/models/website-form";
import { MAX_PRICE_KOBO, nairaToKobo } from "~/utils/naira-input";
import { toE164 } from "~/utils/phone";
import { emailField } from "~/validation/fields";

/**
 * The website builder's forms (create, edit, the list's buttons, admin moderation) and the
 * stored content of a website, which is checked by `websiteContentSchema` on the way into D1 and
 * again on the way out. Schemas only: the mapping between the edit form and the stored content is
 * in ~/models/website-form, the money in ~/utils/money.
 */

// ── Stored content ────────────────────────────────────────────────────────────────────────────

export const productSchema = z.object({
  name: z.string().min(1).max(60),
  description: z.string().max(160).optional(),
  priceKobo: z.number().int().min(0).max(MAX_PRICE_KOBO).optional(),
});

const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/);
const handle = z.string().regex(/^[A-Za-z0-9._-]{1,50}$/);

export const websiteContentSchema = z.object({
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

export type WebsiteContent = z.infer<typeof websiteContentSchema>;
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
export const createWebsiteSchema = z.object({
  design: designField,
  businessName: businessNameField,
  slug: slugField.optional(),
});

/** /builder/{id}: everything. Empty product rows are dropped; a row needs its name. */
export const websiteFormSchema = z.object({
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

export type WebsiteForm = z.infer<typeof websiteFormSchema>;

/** /templates and /builder/{id}: a button that acts on one site. */
export const websiteActionSchema = z.object({
  intent: z.enum(["duplicate", "publish", "unpublish"]),
  siteId: z.string().uuid(),
});

/** /builder/{id}/delete. */
export const deleteWebsiteSchema = z.object({ siteId: z.string().uuid() });

/** /admin/sites: take a page down, saying why. */
export const moderateWebsiteSchema = z.object({
  siteId: z.string().uuid(),
  reason: z
    .string({ required_error: "Please give the reason the member will see." })
    .trim()
    .min(5, "Please give the reason the member will see (at least 5 characters).")
    .max(500, "Please keep the reason under 500 characters."),
});
