import { Form, Link, NavLink, useLocation } from "react-router";
import { mainNav } from "~/content/navigation";
import { Icon } from "~/components/ui/icons";
import { useAssociation } from "~/components/layout/use-association";
import { LanguageLink } from "~/components/layout/language-link";
import { format, useLanguage, useLocalePath, useShellTexts } from "~/i18n/language";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? "bg-brand-50 text-brand-800"
      : "text-stone-700 hover:bg-stone-100 hover:text-stone-900"
  }`;

/** The signed-in visitor as the header needs her (root loader); null for anonymous visitors. */
export type HeaderAccount = { admin: boolean };

/**
 * Sticky top bar. Below `lg` the links sit in a <details> disclosure, so the menu opens and closes
 * without JavaScript; choosing a link loads a new page whose menu starts closed (and on hydrated
 * pages the `key` remounts it closed after a client-side navigation).
 */
export function SiteHeader({ account }: { account: HeaderAccount | null }) {
  const site = useAssociation();
  const location = useLocation();
  const t = useShellTexts().layout;
  const href = useLocalePath();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t.mainNavigation}
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4"
      >
        <Link
          to={href("/")}
          className="mr-auto flex items-center gap-2"
          aria-label={format(t.homeLink, { name: site.shortName })}
        >
          <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
          <span className="text-lg font-bold tracking-tight text-brand-800">{site.shortName}</span>
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {mainNav.map((item) => (
            <li key={item.to}>
              <NavLink to={href(item.to)} end className={linkClass}>
                {t.nav[item.label]}
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageLink />
        <div className="hidden items-center gap-2 lg:flex">
          <AccountLinks account={account} />
        </div>

        <details key={location.pathname} className="menu-toggle lg:hidden" data-menu>
          <summary
            className="flex cursor-pointer items-center gap-2 rounded-md border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800"
            aria-label={t.menu}
          >
            <Icon name="menu" className="size-5" />
            <span>{t.menu}</span>
          </summary>
          <div className="absolute inset-x-0 top-16 border-b border-stone-200 bg-white shadow-lg">
            <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3">
              {mainNav.map((item) => (
                <li key={item.to}>
                  <NavLink to={href(item.to)} end className={(s) => `block ${linkClass(s)}`}>
                    {t.nav[item.label]}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mx-auto flex max-w-7xl gap-2 px-4 pb-4">
              <AccountLinks account={account} />
            </div>
          </div>
        </details>
      </nav>
    </header>
  );
}

const secondaryButton =
  "rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";
const primaryButton =
  "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800";

/**
 * Login and Join Now for visitors; once signed in, her way back (Admin for admins, else
 * Dashboard) and Log out — a POST, so it works without JavaScript and no link can log her out.
 */
function AccountLinks({ account }: { account: HeaderAccount | null }) {
  const t = useShellTexts().layout;
  const href = useLocalePath();
  const language = useLanguage();
  if (account) {
    return (
      <>
        <Link
          to={account.admin ? "/admin" : href("/dashboard")}
          // The admin area is English only: from a Hausa page a full load, so that the footer
          // the browser keeps (SiteFooter) is the admin area's, in English.
          reloadDocument={account.admin && language !== "en"}
          className={primaryButton}
        >
          {account.admin ? t.admin : t.nav.dashboard}
        </Link>
        <Form method="post" action={href("/logout")}>
          <button type="submit" className={secondaryButton}>
            {t.logOut}
          </button>
        </Form>
      </>
    );
  }
  return (
    <>
      <Link to={href("/login")} className={secondaryButton}>
        {t.login}
      </Link>
      <Link to={href("/join")} className={primaryButton}>
        {t.joinNow}
      </Link>
    </>
  );
}
