import type { CSSProperties, ReactNode } from "react";
import type { WebsiteDesign, WebsiteTheme } from "../../../db/schema";
import { Icon, type IconName } from "~/components/ui/icons";
import { themes } from "~/config/website";
import { formatNaira } from "~/utils/money";
import { telHref, whatsappHref } from "~/utils/phone";
import type { WebsiteContent } from "~/validation/website";
import { format } from "~/i18n/language";
import type { MemberSiteTexts } from "~/i18n/member-site";

/**
 * "Hello Amina Fabrics, I found you on ZAMWE…" — the first WhatsApp message from a visitor, in
 * the language of the page she found it on.
 */
export function greetingFor(businessName: string, t: Pick<MemberSiteTexts, "greeting">) {
  return format(t.greeting, { name: businessName });
}

/** A maps search for the location: opens the maps app on phones, Google Maps elsewhere. */
export function directionsHref(location: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}

/** +2348031234567 → "0803 123 4567"; other numbers as stored. */
export function displayPhone(e164: string) {
  const match = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : e164;
}

const socials = [
  {
    key: "instagram",
    label: "Instagram",
    icon: "instagram",
    url: (h: string) => `https://www.instagram.com/${h}`,
  },
  {
    key: "facebook",
    label: "Facebook",
    icon: "facebook",
    url: (h: string) => `https://www.facebook.com/${h}`,
  },
  {
    key: "tiktok",
    label: "TikTok",
    icon: "tiktok",
    url: (h: string) => `https://www.tiktok.com/@${h}`,
  },
] as const;

export type WebsiteViewProps = {
  content: WebsiteContent;
  design: WebsiteDesign;
  theme: WebsiteTheme;
  logoUrl: string | null;
  /** The owner's directory profile, when her membership is approved. */
  memberProfileId?: string | null;
  /** The page's own title is h1; inside the builder's live preview it is h2. */
  titleLevel?: 1 | 2;
  /** The frame's fixed texts in the page's language (app/i18n/member-site.ts). */
  t: MemberSiteTexts;
};

/**
 * A member's one-page website, in one of three designs. Server-rendered and complete without
 * JavaScript; the same component draws the live preview beside the builder's form.
 */
export function WebsiteView({
  content,
  design,
  theme,
  logoUrl,
  memberProfileId,
  titleLevel = 1,
  t,
}: WebsiteViewProps) {
  const palette = themes[theme] ?? themes.emerald;
  const style = { "--accent": palette.accent, "--tint": palette.tint } as CSSProperties;
  const Title = titleLevel === 1 ? "h1" : "h2";
  const Section = titleLevel === 1 ? "h2" : "h3";
  const hasContact = content.whatsapp || content.phone || content.location;

  const logo = logoUrl ? (
    <img
      src={logoUrl}
      alt={format(t.logo, { name: content.businessName })}
      width={112}
      height={112}
      decoding="async"
      className={`size-28 shrink-0 object-cover ${design === "boutique" ? "rounded-full" : "rounded-xl"} bg-white`}
    />
  ) : null;

  const title = (
    <div className={design === "boutique" ? "text-center" : ""}>
      <Title
        className={`text-3xl font-extrabold sm:text-4xl ${design === "boutique" ? "font-serif" : ""}`}
      >
        {content.businessName}
      </Title>
      {content.tagline ? <p className="mt-2 text-lg">{content.tagline}</p> : null}
    </div>
  );

  const actions = hasContact ? (
    <ContactButtons
      content={content}
      t={t}
      center={design === "boutique"}
      inverted={design === "market-stall"}
    />
  ) : null;

  const about = content.about ? (
    <section>
      <Section className="text-xl font-bold text-[var(--accent)]">{t.about}</Section>
      <p className="mt-2 whitespace-pre-line">{content.about}</p>
    </section>
  ) : null;

  const products = content.products.length ? (
    <section>
      <Section className="text-xl font-bold text-[var(--accent)]">{t.products}</Section>
      <ul
        className={
          design === "market-stall"
            ? "mt-3 grid gap-3 sm:grid-cols-2"
            : "mt-3 divide-y divide-stone-200"
        }
      >
        {content.products.map((product, i) => (
          <li
            key={i}
            className={
              design === "market-stall"
                ? "rounded-xl border-2 border-[var(--accent)] bg-white p-4"
                : "flex flex-wrap items-baseline justify-between gap-x-4 py-3"
            }
          >
            <div>
              <p className="font-semibold">{product.name}</p>
              {product.description ? (
                <p className="text-sm text-stone-700">{product.description}</p>
              ) : null}
            </div>
            {product.priceKobo !== undefined ? (
              <p
                className={
                  design === "market-stall"
                    ? "mt-2 inline-block rounded-full bg-[var(--accent)] px-3 py-1 text-sm font-bold text-white"
                    : "font-bold text-[var(--accent)]"
                }
              >
                {formatNaira(product.priceKobo)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  ) : null;

  const details =
    content.openingHours || content.location || content.email || hasSocials(content) ? (
      <section className="space-y-4 rounded-2xl bg-[var(--tint)] p-5">
        <Section className="text-xl font-bold text-[var(--accent)]">{t.contact}</Section>
        {content.openingHours ? (
          <Detail icon="clock" label={t.openingHours}>
            <span className="whitespace-pre-line">{content.openingHours}</span>
          </Detail>
        ) : null}
        {content.location ? (
          <Detail icon="mapPin" label={t.location}>
            {content.location}
          </Detail>
        ) : null}
        {content.phone ? (
          <Detail icon="phone" label={t.phone}>
            <a href={telHref(content.phone)} className="underline">
              {displayPhone(content.phone)}
            </a>
          </Detail>
        ) : null}
        {content.email ? (
          <Detail icon="mail" label={t.email}>
            <a href={`mailto:${content.email}`} className="break-all underline">
              {content.email}
            </a>
          </Detail>
        ) : null}
        {hasSocials(content) ? (
          <ul className="flex flex-wrap gap-3" aria-label={t.socialMedia}>
            {socials.map((s) =>
              content[s.key] ? (
                <li key={s.key}>
                  <a
                    href={s.url(content[s.key]!)}
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-[var(--accent)] ring-1 ring-[var(--accent)]"
                  >
                    <Icon name={s.icon} className="size-4" />
                    {s.label}
                    <span className="sr-only">: {content[s.key]}</span>
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        ) : null}
      </section>
    ) : null;

  const badge = memberProfileId ? (
    <p className={design === "boutique" ? "text-center" : ""}>
      <a
        href={`/members/${memberProfileId}`}
        className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-900 ring-1 ring-brand-700"
      >
        <Icon name="check" className="size-4" />
        {t.memberOf}
      </a>
    </p>
  ) : null;

  // The logo beside the name and buttons (market stall, and the default design's header).
  const logoBeside = (
    <>
      {logo}
      <div className="flex-1 space-y-4">
        {title}
        {actions}
      </div>
    </>
  );

  if (design === "market-stall") {
    return (
      <article style={style} className="text-stone-900" data-design={design}>
        <header className="bg-[var(--accent)] px-4 py-8 text-white">
          <div className="mx-auto flex max-w-4xl flex-col gap-5 sm:flex-row sm:items-center">
            {logoBeside}
          </div>
        </header>
        <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
          {products}
          {about}
          {details}
          {badge}
        </div>
      </article>
    );
  }

  if (design === "boutique") {
    return (
      <article style={style} className="bg-[var(--tint)] text-stone-900" data-design={design}>
        <div className="mx-auto max-w-2xl space-y-8 px-4 py-10">
          <header className="flex flex-col items-center gap-4">
            {logo}
            {title}
            {actions}
          </header>
          {about ? <div className="text-center">{about}</div> : null}
          {products ? <div className="rounded-2xl bg-white p-5">{products}</div> : null}
          {details ? <div className="[&>section]:bg-white">{details}</div> : null}
          {badge}
        </div>
      </article>
    );
  }

  return (
    <article
      style={style}
      className="border-t-8 border-[var(--accent)] text-stone-900"
      data-design={design}
    >
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
        <header className="flex flex-col gap-5 border-b border-stone-200 pb-6 sm:flex-row sm:items-center">
          {logoBeside}
        </header>
        <div className="grid gap-8 md:grid-cols-3">
          <div className="space-y-8 md:col-span-2">
            {about}
            {products}
          </div>
          <div className="space-y-6">
            {details}
            {badge}
          </div>
        </div>
      </div>
    </article>
  );
}

function hasSocials(content: WebsiteContent) {
  return Boolean(content.instagram || content.facebook || content.tiktok);
}

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-[var(--accent)]" />
      <div>
        <p className="text-sm font-semibold">{label}</p>
        <p>{children}</p>
      </div>
    </div>
  );
}

function ContactButtons({
  content,
  t,
  center,
  inverted,
}: {
  content: WebsiteContent;
  t: MemberSiteTexts;
  center: boolean;
  /** On the accent banner: white buttons. */
  inverted: boolean;
}) {
  const primary = inverted ? "bg-white text-[var(--accent)]" : "bg-[var(--accent)] text-white";
  const secondary = inverted
    ? "text-white ring-2 ring-white"
    : "bg-white text-[var(--accent)] ring-2 ring-[var(--accent)]";
  const button = "inline-flex items-center gap-2 rounded-full px-5 py-3 font-semibold";
  return (
    <ul className={`flex flex-wrap gap-3 ${center ? "justify-center" : ""}`}>
      {content.whatsapp ? (
        <li>
          <a
            href={whatsappHref(content.whatsapp, greetingFor(content.businessName, t))}
            rel="noopener noreferrer"
            className={`${button} ${primary}`}
          >
            <Icon name="whatsapp" className="size-5" />
            {t.chatOnWhatsApp}
          </a>
        </li>
      ) : null}
      {content.phone ? (
        <li>
          <a
            href={telHref(content.phone)}
            className={`${button} ${content.whatsapp ? secondary : primary}`}
          >
            <Icon name="phone" className="size-5" />
            {format(t.call, { phone: displayPhone(content.phone) })}
          </a>
        </li>
      ) : null}
      {content.location ? (
        <li>
          <a
            href={directionsHref(content.location)}
            rel="noopener noreferrer"
            className={`${button} ${secondary}`}
          >
            <Icon name="mapPin" className="size-5" />
            {t.directions}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
