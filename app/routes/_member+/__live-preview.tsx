import type { WebsiteDesign, WebsiteTheme } from "../../../db/schema";
import { MAX_PRODUCTS, designIds, themeIds } from "~/config/website";
import { handleFrom } from "~/models/website-form";
import { nairaToKobo } from "~/utils/naira-input";
import { toE164 } from "~/utils/phone";
import type { WebsiteContent } from "~/validation/website";
import type { BuilderTexts } from "~/i18n/builder";
import type { MemberSiteTexts } from "~/i18n/member-site";
import { WebsiteView } from "../../components/website/website-view";

export type PreviewState = {
  design: WebsiteDesign;
  theme: WebsiteTheme;
  content: WebsiteContent;
};

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
};

/**
 * What the page would look like with the form as it is now: lenient (a half-typed phone number
 * is simply left out); the server's schema decides what is saved. `nameless`: the title while
 * the name is empty, in the page's language.
 */
export function previewStateFrom(data: FormData, nameless: string): PreviewState {
  const design = designIds.find((id) => id === data.get("design")) ?? "market-stall";
  const theme = themeIds.find((id) => id === data.get("theme")) ?? "emerald";
  const products: WebsiteContent["products"] = [];
  for (let i = 0; i < MAX_PRODUCTS; i++) {
    const name = text(data, `products[${i}].name`);
    if (!name) continue;
    const price = text(data, `products[${i}].price`);
    const kobo = price ? nairaToKobo(price) : null;
    products.push({
      name: name.slice(0, 60),
      description: text(data, `products[${i}].description`)?.slice(0, 160),
      priceKobo: kobo ?? undefined,
    });
  }
  const phone = (name: string) => {
    const value = text(data, name);
    return (value && toE164(value)) || undefined;
  };
  const handle = (name: string) => {
    const value = text(data, name);
    return value ? handleFrom(value) || undefined : undefined;
  };
  return {
    design,
    theme,
    content: {
      businessName: text(data, "businessName") ?? nameless,
      tagline: text(data, "tagline"),
      about: text(data, "about"),
      products,
      openingHours: text(data, "openingHours"),
      location: text(data, "location"),
      phone: phone("phone"),
      whatsapp: phone("whatsapp"),
      email: text(data, "email"),
      instagram: handle("instagram"),
      facebook: handle("facebook"),
      tiktok: handle("tiktok"),
    },
  };
}

/** The page as a visitor will see it, drawn small beside the form (JavaScript only). */
export function LivePreview({
  state,
  logoUrl,
  t,
  siteTexts,
}: {
  state: PreviewState;
  logoUrl: string | null;
  /** The page's builder texts and the site frame's, from its loader. */
  t: BuilderTexts;
  siteTexts: MemberSiteTexts;
}) {
  return (
    <aside
      aria-label={t.editor.livePreview}
      className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto"
    >
      <p className="mb-2 text-sm font-semibold text-stone-700">
        {t.editor.livePreview} <span className="font-normal">{t.editor.livePreviewHint}</span>
      </p>
      <div
        className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-stone-200"
        data-testid="live-preview"
      >
        <WebsiteView
          content={state.content}
          design={state.design}
          theme={state.theme}
          logoUrl={logoUrl}
          titleLevel={2}
          t={siteTexts}
        />
      </div>
    </aside>
  );
}
