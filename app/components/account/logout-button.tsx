import { Form } from "react-router";
import { useLocalePath } from "~/i18n/language";

/**
 * A POST to /logout: works without JavaScript, and no link or image can log anyone out. It posts
 * in the page's language (home in that language afterwards); `label` is the page's text (the
 * admin area's is English).
 */
export function LogoutButton({ label = "Logout" }: { label?: string }) {
  const href = useLocalePath();
  return (
    <Form method="post" action={href("/logout")}>
      <button
        type="submit"
        className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
      >
        {label}
      </button>
    </Form>
  );
}
