import { MAX_PRODUCTS } from "~/config/website";
import { koboToNaira } from "~/utils/naira-input";
import type { Product, WebsiteContent, WebsiteForm } from "~/validation/website";

/**
 * The mapping between the website editor's form and a website's stored content, both ways.
 * Shared by the server (the action, the loader) and the browser (the live preview): no suffix.
 */

/** "@amina.fabrics", "amina.fabrics" or a profile link → "amina.fabrics". */
export function handleFrom(raw: string): string {
  let value = raw.trim();
  if (/^(https?:\/\/)?([\w-]+\.)*(instagram|facebook|fb|tiktok)\.com\//i.test(value)) {
    value = value.replace(/[?#].*$/, "").replace(/\/+$/, "");
    value = value.slice(value.lastIndexOf("/") + 1);
  }
  return value.replace(/^@/, "");
}

/** The stored content of a parsed edit form. */
export function contentOf(form: WebsiteForm): WebsiteContent {
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
export function formValuesOf(website: {
  design: string;
  theme: string;
  slug: string;
  content: WebsiteContent;
}) {
  const { content } = website;
  return {
    design: website.design,
    theme: website.theme,
    slug: website.slug,
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
