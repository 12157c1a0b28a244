import { Link } from "react-router";
import { footerQuickLinks, footerResourceLinks, type NavItem } from "~/content/navigation";
import { telHref } from "~/utils/phone";
import { Icon, type IconName } from "~/components/ui/icons";
import { useServerMarkup } from "~/components/layout/server-markup";
import { useAssociation } from "~/components/layout/use-association";
import { format, useLocalePath, useShellTexts } from "~/i18n/language";

const FOOTER_ID = "site-footer";
const footerClass = "mt-16 bg-brand-900 text-brand-50";

/**
 * The footer: the association's name, links and contacts, the same on every page of a language.
 * The server renders it; the browser keeps the server's markup as it is, so the footer's code
 * and texts are not in the page's JavaScript (~0.6 KB gzipped, issue 30). Its links are then
 * plain links (a full page load, as without JavaScript). A page's language changes only by a
 * full page load (LanguageLink; the header's Admin link from a Hausa page, since the admin area
 * is English only), so the kept footer is always in the page's language.
 */
export function SiteFooter() {
  const kept = useServerMarkup(FOOTER_ID);
  if (import.meta.env.SSR) {
    return (
      <footer id={FOOTER_ID} className={footerClass}>
        <FooterContent />
      </footer>
    );
  }
  return <footer id={FOOTER_ID} className={footerClass} dangerouslySetInnerHTML={kept} />;
}

function FooterContent() {
  const t = useShellTexts().layout;
  const site = useAssociation();
  const socials: { label: string; href: string; icon: IconName }[] = [
    { label: "Facebook", href: site.socials.facebook, icon: "facebook" },
    { label: "Instagram", href: site.socials.instagram, icon: "instagram" },
    { label: "TikTok", href: site.socials.tiktok, icon: "tiktok" },
  ];
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold text-white">{site.shortName}</p>
          <p className="mt-2 text-sm">{site.fullName}</p>
          <p className="mt-1 text-sm text-gold-300">{site.motto}</p>
          <ul className="mt-4 flex gap-3" aria-label={t.footer.socialMedia}>
            {socials.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <Icon name={s.icon} className="size-5" />
                  <span className="sr-only">
                    {format(t.footer.opensInNewTab, { name: s.label })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={t.footer.quickLinks} links={footerQuickLinks} />
        <FooterColumn title={t.footer.resources} links={footerResourceLinks} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            {t.footer.contactUs}
          </h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <Icon name="mapPin" className="size-5 shrink-0" />
              {site.address}
            </p>
            <p>
              <a href={telHref(site.phone)} className="flex gap-2 hover:text-white">
                <Icon name="phone" className="size-5 shrink-0" />
                {site.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.email}`} className="flex gap-2 hover:text-white">
                <Icon name="mail" className="size-5 shrink-0" />
                {site.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm">
          © {site.copyrightYear} {site.fullName}. {site.motto}.
        </p>
      </div>
    </>
  );
}

function FooterColumn({ title, links }: { title: string; links: NavItem[] }) {
  const t = useShellTexts().layout;
  const href = useLocalePath();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={href(link.to)} className="hover:text-white hover:underline">
              {t.nav[link.label]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
