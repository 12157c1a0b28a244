import { toasts } from "~/http/toast.server";
import { sendMessage, type Recipient } from "~/messages/send.server";

/**
 * The Outbox's test message: an e-mail to the admin herself, or an SMS to the number she typed;
 * back to the list of its channel, saying where it went or why it did not.
 */
export async function sendOutboxTest(
  form: {
    env: Env;
    request: Request;
    admin: { email: string };
  },
  to: Recipient,
) {
  const sms = "phone" in to;
  const outcome = await sendMessage(form.env, {
    kind: "outbox-test",
    to,
    data: { sentBy: form.admin.email },
    key: `outbox-test:${crypto.randomUUID()}`,
    origin: new URL(form.request.url).origin,
  });
  const back = sms ? "/admin/outbox?channel=sms" : "/admin/outbox";
  if (outcome === "queued") {
    return toasts(form.env).redirectWithSuccess(back, {
      message: sms ? "Test SMS queued" : "Test message queued",
      description: `It is on its way to ${sms ? to.phone : to.email}.`,
    });
  }
  const what = sms ? "SMS" : "E-mail";
  return toasts(form.env).redirectWithError(back, {
    message: "Not sent",
    description:
      outcome === "off"
        ? `${what} is off for this site.`
        : `The ${sms ? "SMS" : "message"} was not queued (${outcome}).`,
  });
}
