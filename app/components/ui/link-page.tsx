import { Form, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { cardClassName } from "~/components/ui/card";
import { ErrorScreen, StatusScreen } from "~/components/ui/status-screen";

/**
 * The page a link in an e-mail opens to act on (unsubscribe, prove an address): opening it changes
 * nothing — mail scanners open every link — so it asks, and its one button posts.
 */
export function AskCard(props: {
  id: string;
  heading: string;
  button: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  return (
    <DoneCard id={props.id} heading={props.heading}>
      {props.children}
      <Form method="post" className="mt-6">
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {props.button}
        </button>
      </Form>
    </DoneCard>
  );
}

/** What such a page says when its button has done its work (and the card AskCard asks in). */
export function DoneCard(props: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className={cardClassName("lg")}>
      <h1 id={props.id} className="text-2xl font-extrabold text-brand-900">
        {props.heading}
      </h1>
      {props.children}
    </section>
  );
}

/** The 404 of a link that is not ours, or no longer valid: a page of the site that says so. */
export function InvalidLinkScreen({ title, message }: { title: string; message: string }) {
  return <ErrorScreen notFound={<StatusScreen code="404" title={title} message={message} />} />;
}
