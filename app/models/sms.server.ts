import { getDb } from "~/models/db.server";
import { loggableError } from "~/models/loggable-error.server";
import { applySmsDeliveryReport } from "~/models/messages.server";
import {
  isSignedByTermii,
  parseDeliveryReport,
  sendSms,
  termiiConfig,
  type TermiiConfig,
  type TermiiEnv,
} from "~/services/termii.server";

// SMS (issue #40): the one way the message system, the Outbox and the webhook reach Termii
// (app/services/termii.server.ts), which only models call (design.md).

/** What the SMS settings are read from. */
export type SmsEnv = TermiiEnv;

/** Termii's settings while SMS is on (a key and a valid sender ID), else undefined. */
export function smsSettings(env: SmsEnv): TermiiConfig | undefined {
  return termiiConfig(env);
}

/** Whether this deployment can send texts (a Termii key and a valid sender ID). */
export const smsOn = (env: SmsEnv) => termiiConfig(env) !== undefined;

/** Sends one text to one number (E.164) through Termii: its message id, or why not. */
export const sendSmsText = sendSms;

export type ReportAnswer = { status: number; message: string };

/**
 * Termii's delivery report (issue #40), posted to /sms/termii/webhook: believed only when signed
 * with the account's secret key (X-Termii-Signature), applied to its SMS once. A report for a
 * message we never sent is acknowledged and logged (by Termii's id only: no number, no text), so
 * that Termii does not send it again and again; a status we do not know is acknowledged too.
 */
export async function receiveTermiiReport(
  env: SmsEnv & Pick<Env, "DB">,
  request: Request,
  now = new Date(),
): Promise<ReportAnswer> {
  const termii = termiiConfig(env);
  if (!termii?.secretKey) return { status: 404, message: "SMS delivery reports are off." };
  const body = await request.text();
  if (!(await isSignedByTermii(termii, body, request.headers.get("x-termii-signature")))) {
    return { status: 401, message: "Invalid signature." };
  }
  const report = parseDeliveryReport(body);
  if (!report) return { status: 200, message: "Ignored." };
  try {
    const outcome = await applySmsDeliveryReport(
      getDb(env),
      { providerId: report.messageId, delivery: report.delivery },
      now,
    );
    if (outcome === "unknown") {
      console.warn("[sms] a delivery report for a message we did not send:", report.messageId);
    }
    return { status: 200, message: "Received." };
  } catch (error) {
    console.error("[sms] could not record a delivery report:", loggableError(error));
    return { status: 503, message: "Could not record it; send it again." };
  }
}
