import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFound, StatusScreen } from "~/components/ui/status-screen";
import { useShellTexts } from "~/i18n/language";

/** What requireOwnWebsite's 403 carries, in the page's language (app/auth/website-owner.server.ts). */
type NotYours = { title: string; message: string; link: { to: string; label: string } };

/** The builder's pages: another member's page is a 403 with a way back to one's own. */
export function WebsiteErrorBoundary() {
  const error = useRouteError();
  const t = useShellTexts().errors;
  if (isRouteErrorResponse(error) && error.status === 403) {
    const { title, message, link } = error.data as NotYours;
    return <StatusScreen code="403" title={title} message={message} link={link} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return <StatusScreen title={t.unexpected.title} message={t.unexpected.message} />;
}
