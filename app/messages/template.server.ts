import type { MailContent, RenderContext } from "~/messages/content.server";

/**
 * A kind of message: what it is made from (its payload, stored as JSON until it is sent) and how
 * it reads in either language. "bulk" messages (announcements, the newsletter) carry an
 * unsubscribe link and the List-Unsubscribe headers and are not sent to an address that
 * unsubscribed; "transactional" ones (a reset link, a receipt) are sent whatever she chose.
 * Apart from the registry (templates.server.ts), which imports every template module: a module
 * importing the registry back would see it half-evaluated.
 */
export type MessageTemplate<Payload> = {
  category: "transactional" | "bulk";
  render: (payload: Payload, context: RenderContext) => MailContent;
};

/** Checks a template's payload type where it is written, keeping it for `PayloadOf`. */
export const defineTemplate = <Payload>(template: MessageTemplate<Payload>) => template;
