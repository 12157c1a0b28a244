import { useNonce } from "~/http/nonce";
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { ReactNode } from "react";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader, type HeaderAccount } from "~/components/layout/site-header";
import { getUser, isAdmin } from "~/auth/guards.server";
import { ErrorScreen } from "~/components/ui/status-screen";
import { Toaster, type Toast } from "~/components/ui/toaster";
import { getAssociation } from "~/config/association";
import { clearFlashCookie, toasts } from "~/http/toast.server";
import { STYLESHEET_HREF, type StylesheetDelivery } from "~/http/stylesheet";
import { stylesheetDelivery } from "~/http/stylesheet.server";
import {
  SiteStylesheet,
  StylesheetPrefetch,
  useStylesheetDelivery,
} from "~/components/layout/site-stylesheet";
import { reloadOn } from "~/realtime/revalidation";
import { siteOrigin } from "~/utils/seo";
import { pageLanguage, useLanguage } from "~/i18n/language";
import type { ShellTexts } from "~/i18n/localised";
import { shellTexts } from "~/i18n/shell.server";
import { loggableError } from "~/models/loggable-error.server";

// The stylesheet is not among them: SiteStylesheet puts it inline on a first visit (ADR 0042).
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** The fallback title (error screens); each page's own meta replaces it. */
export const meta: MetaFunction<typeof loader> = ({ error, data }) => {
  const texts = data?.texts;
  return [
    {
      title: error
        ? `${texts?.errors.somethingWentWrong ?? "Something went wrong"} | ZAMWE`
        : `ZAMWE — ${texts?.layout.fullName ?? "Zamfara Women Entrepreneurs Association"}`,
    },
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = getAssociation(context.cloudflare.env);
  const language = pageLanguage(new URL(request.url).search);
  // The one-time confirmation message of the last form, read (and cleared) from the flash cookie.
  const { toast, headers } = await readFlash(context.cloudflare.env, request);
  // Only a page that shows a message needs the cookie cleared; any other sets no cookie at all,
  // which is what lets shared caches keep content pages (app/http/caching.server.ts).
  return data(
    {
      site,
      origin: siteOrigin(site, request),
      // The page's language, for meta functions (components read it with useLanguage()), and
      // the shell's texts in it (useShellTexts(): one language, not in the JavaScript).
      language,
      texts: shellTexts(language),
      toast,
      account: await headerAccount(request, context),
      // A first visit gets the stylesheet inline (ADR 0042).
      stylesheet: stylesheetDelivery(request),
    },
    // A cookie without a message (left empty by an earlier version) is removed as well.
    toast || hasFlashCookie(request) ? { headers } : undefined,
  );
}

/** The user and the message shown change with her own actions, not with realtime messages. */
export const shouldRevalidate = reloadOn();

const hasFlashCookie = (request: Request) =>
  /(?:^|;\s*)zamwe-flash=/.test(request.headers.get("Cookie") ?? "");

/**
 * Who the header greets: null for a visitor without a session — every anonymous visitor gets the
 * same page, which shared caches may keep — else where her way back leads. Only a request with
 * a session cookie can be signed in, and its pages are `private, no-store`
 * (app/http/caching.server.ts), so one person's header never reaches a shared cache.
 */
async function headerAccount(
  request: Request,
  context: LoaderFunctionArgs["context"],
): Promise<HeaderAccount | null> {
  try {
    const user = await getUser(request, context);
    return user ? { admin: isAdmin(user) } : null;
  } catch (error) {
    // A failed read shows the anonymous header rather than failing every page (spec §8).
    console.error("[load failure] header account:", loggableError(error));
    return null;
  }
}

/** A garbled flash cookie (edited, or from another deployment's secret) is no message, not a 500. */
async function readFlash(env: Env, request: Request) {
  try {
    const { toast } = await toasts(env).getToast(request);
    return { toast, headers: new Headers({ "Set-Cookie": await clearFlashCookie(env) }) };
  } catch {
    return {
      toast: undefined,
      headers: new Headers({ "Set-Cookie": await clearFlashCookie(env) }),
    };
  }
}

/** A route opts into the JavaScript bundle with `export const handle = { hydrate: true }`. */
export type RouteHandle = { hydrate?: boolean };

function useHydrate() {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}

export function Layout({ children }: { children: ReactNode }) {
  // Content pages render no <Scripts />: they are complete HTML and cost no JavaScript.
  const hydrate = useHydrate();
  const nonce = useNonce();
  const root = useRouteLoaderData("root") as
    | {
        toast?: Toast;
        account?: HeaderAccount | null;
        texts?: ShellTexts;
        stylesheet?: StylesheetDelivery;
      }
    | undefined;
  const toast = root?.toast;
  const language = useLanguage();
  const stylesheet = useStylesheetDelivery(root?.stylesheet);
  // Only a failed root loader leaves the shell without its texts: then a bare error page.
  if (!root?.texts) return <BareErrorDocument />;
  const t = root.texts.layout;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a5135" />
        <Meta />
        <SiteStylesheet delivery={stylesheet} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          {t.skipToContent}
        </a>
        <SiteHeader account={root?.account ?? null} />
        <Toaster toast={toast} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <StylesheetPrefetch delivery={stylesheet} />
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** The page when the root loader itself failed: no header, footer or texts to show them with. */
function BareErrorDocument() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Unexpected Application Error! | ZAMWE</title>
        <link rel="stylesheet" href={STYLESHEET_HREF} />
        <Links />
      </head>
      <body>
        <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
          <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
          <p className="mt-4">
            <a href="/">ZAMWE</a>
          </p>
        </main>
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Only an error of the root itself, or of the page layout's own error screen, reaches here:
 * every page sits in app/page-layout.tsx, whose boundary keeps this shell and its texts.
 */
export function ErrorBoundary() {
  return <ErrorScreen />;
}
