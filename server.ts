import { createRequestHandler, type ServerBuild } from "react-router";
// The server build exists once `remix vite:build` has run (wrangler bundles it into the Worker);
// a fresh checkout has none yet, and its type is asserted to ServerBuild below anyway (with a
// build present, TypeScript infers the JavaScript's own types, which ServerBuild does not accept).
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import * as build from "./build/server";
import { limitUndeclaredBody, refuseOversizedBody } from "./app/http/body-limit.server";
import { withCaching } from "./app/http/caching.server";
import { acceptServerPost, refuseCrossOrigin } from "./app/http/origin.server";
import { answerRefusal, withWorkerRefusals } from "./app/http/worker-refusal.server";
import {
  createNonce,
  getInlineScriptHashes,
  withSecurityHeaders,
} from "./app/http/security-headers.server";
import { refuseWithoutSecrets } from "./app/http/secrets.server";
import { languageRedirect, withLanguageCookie } from "./app/i18n/language.server";
import { rememberLanguageOfSession } from "./app/auth/language-preference.server";
import { handleRealtimeRequest } from "./app/realtime/upgrade.server";
import { withStylesheetCookie } from "./app/http/stylesheet.server";
import { getLoadContext } from "./load-context";
import { meterRowsRead, withRowsRead } from "./app/http/d1-meter.server";
import { openD1Session, withBookmark } from "./app/http/d1-session.server";
import { deliverMailBatch, settleDeadLetters } from "./app/messages/deliver.server";
import { EMAIL_EVENTS_QUEUE, receiveEmailEvents } from "./app/messages/email-events.server";
import { HOURLY_CRON, runDailyJob, runHourlyJob } from "./app/messages/daily-job.server";
import type { MailQueueBody } from "./app/messages/send.server";
import { paystackCheckoutOrigins } from "./app/services/paystack.server";

export { RealtimeHub } from "./app/realtime/hub.server";

const handleRemixRequest = createRequestHandler(
  withWorkerRefusals(build as unknown as ServerBuild),
);

async function respond(
  incoming: Request,
  env: Env,
  ctx: ExecutionContext,
  nonce: string,
): Promise<Response> {
  // A production Worker without its secrets serves nothing.
  const unconfigured = refuseWithoutSecrets(env, incoming);
  if (unconfigured) return unconfigured;
  // Forged cross-site posts and oversized bodies are refused before anything reads them, and
  // the refusal is shown as the page of the form she sent (app/http/worker-refusal.server.ts).
  const checked =
    refuseCrossOrigin(incoming) ??
    refuseOversizedBody(incoming) ??
    (await limitUndeclaredBody(incoming));
  if (!(checked instanceof Request)) {
    // Her page, header and all: `private, no-store` when she is signed in, like any page of hers.
    return withCaching(incoming, env, ctx, () =>
      answerRefusal(incoming, checked, (request, refusal) =>
        handleRemixRequest(request, getLoadContext({ env, ctx }, nonce, refusal)),
      ),
    );
  }
  const request = acceptServerPost(checked);
  if (new URL(request.url).pathname.startsWith("/realtime/")) {
    return handleRealtimeRequest(request, env, ctx);
  }
  // A Hausa reader asking for an unmarked page goes to its Hausa address first (ADR 0023), so
  // the cache below keeps every language's page under its own URL.
  const toHausa = languageRedirect(request);
  if (toHausa) return toHausa;
  const response = await withCaching(request, env, ctx, () =>
    handleRemixRequest(request, getLoadContext({ env, ctx }, nonce)),
  );
  await rememberLanguageOfSession(env, request, (promise) => ctx.waitUntil(promise));
  return withLanguageCookie(request, response);
}

export default {
  async fetch(request, env, ctx) {
    const security = {
      nonce: createNonce(),
      production: env.ENVIRONMENT === "production",
      scriptHashes: await getInlineScriptHashes(),
      // "Pay now with Paystack" is answered with a redirect to Paystack's checkout.
      formTargets: paystackCheckoutOrigins(env),
    };
    // A page sent with the stylesheet inline (a first visit, ADR 0042) remembers it: after the
    // edge cache, which keeps the page without the cookie.
    // D1's read replicas (issue #41, ADR 0055): the request's queries run in one session, and a
    // write's answer carries its bookmark. The benchmark may count the rows read.
    const meter = meterRowsRead(env, request);
    const d1 = openD1Session(meter?.env ?? env, request);
    const answered = await respond(request, d1.env, ctx, security.nonce);
    const answer = withStylesheetCookie(request, withBookmark(request, answered, d1.bookmark()));
    return withSecurityHeaders(meter ? withRowsRead(answer, meter.rowsRead()) : answer, security);
  },
  // E-mail (ADR 0035): the mail queue's consumer, and its dead-letter queue's.
  async queue(batch, env) {
    if (batch.queue === EMAIL_EVENTS_QUEUE) await receiveEmailEvents(batch, env);
    else if (batch.queue.endsWith("-dead")) await settleDeadLetters(batch, env);
    else await deliverMailBatch(batch, env);
  },
  // The daily job (08:00 WAT): reminders, clearing expired tokens and sessions; and every hour,
  // the waitlists' offers that ran out (ADR 0048). A job's time is the one it was scheduled for,
  // also when the run starts late.
  async scheduled(controller, env, ctx) {
    const at = new Date(controller.scheduledTime);
    ctx.waitUntil(controller.cron === HOURLY_CRON ? runHourlyJob(env, at) : runDailyJob(env, at));
  },
} satisfies ExportedHandler<Env, MailQueueBody>;
