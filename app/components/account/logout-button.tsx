import { Form } from "@remix-run/react";

/** A POST to /logout: works without JavaScript, and no link or image can log anyone out. */
export function LogoutButton() {
  return (
    <Form method="post" action="/logout">
      <button
        type="submit"
        className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Logout
      </button>
    </Form>
  );
}
