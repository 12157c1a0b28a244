import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { NotFound, StatusScreen } from "~/components/ui/status-screen";

/** The builder's pages: another member's page is a 403 with a way back to one's own. */
export function WebsiteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <StatusScreen
        code="403"
        title="This page is not yours"
        message="It belongs to another member. You can only see and change your own pages."
        link={{ to: "/templates", label: "My Templates" }}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <StatusScreen
      title="Unexpected Application Error!"
      message="Something went wrong on our side. Please try again in a moment."
    />
  );
}
