#!/usr/bin/env node
// A local stand-in for Paystack's API (issue #28, ADR 0038): `npm start`, the e2e suite and the
// integration tests run the real client (app/services/paystack.server.ts) against it, with no
// network. It follows Paystack's documented shapes — `{ status, message, data }`, integer kobo,
// the documented statuses and error messages, webhooks signed with the secret key — and nothing
// more: no cards, no bank transfers, no USSD; a checkout page with two buttons stands for all of it.
//
//   node scripts/paystack-stand-in.mjs [--port 0] [--secret sk_test_…] [--exit-with-stdin]
//
// Listens on 127.0.0.1 only; `--port 0` takes any free port. Its first line on stdout is its URL
// (`http://127.0.0.1:PORT`), for a parent to read (scripts/lib/paystack-stand-in.mjs does).
// `--exit-with-stdin`: exit when stdin closes, so it never outlives a parent that dies.
//
// Paystack's API (Authorization: Bearer <the secret>, else 401 "Invalid key"):
//   POST /transaction/initialize      { email, amount (kobo), reference?, currency?, callback_url?,
//                                       metadata? } → { authorization_url, access_code, reference }
//   GET  /transaction/verify/:ref     → the transaction ("abandoned" until paid, then "success")
// The checkout a member is sent to (HTML, no JavaScript):
//   GET  /checkout/:access_code       the amount in naira, and two buttons, Pay and Cancel
//   POST /checkout/:access_code/pay   → "success", 302 to callback_url?trxref=REF&reference=REF,
//                                       then the `charge.success` webhook, delivered twice
//   POST /checkout/:access_code/cancel → 302 to metadata.cancel_action, else to the callback URL
// Webhooks go where a deployer registers ours in Paystack's dashboard: the callback URL's origin
// + /payments/paystack/webhook, signed `x-paystack-signature` = HMAC-SHA512 (hex) of the exact
// body under the secret. Each copy is retried a few times with a short backoff when it fails.
//
// The control door, for tests only (no key; nothing like it exists at Paystack):
//   POST /__stand-in/settle           { reference, amount?, currency?, deliverWebhook? } marks the
//                                       transaction paid, optionally with another amount or
//                                       currency (to test mismatches); deliverWebhook: true also
//                                       delivers the webhook and answers once both copies are done
//   GET  /__stand-in/transactions/:ref the transaction as the stand-in holds it
//   GET  /__stand-in/deliveries[?reference=REF] every webhook attempt: url, copy (1 or 2),
//                                       attempt, body, signature, the HTTP status or the error
//   POST /__stand-in/unreachable      { email?, reference? } from now on, API calls about this
//                                       customer e-mail or reference get their connection dropped
//                                       (Paystack down, for one test without disturbing others)
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import { pathToFileURL } from "node:url";
import { readBody as readAnyBody, sendJson, serveFromCommandLine } from "./lib/stand-in-http.mjs";

export const DEFAULT_SECRET = "sk_test_zamwe_local_stand_in";
/** Where Paystack sends events for this integration (ADR 0038): beside the callback. */
export const WEBHOOK_PATH = "/payments/paystack/webhook";
const COPIES = 2;
const ATTEMPTS_PER_COPY = 4;
const FIRST_BACKOFF_MS = 200;
/** Paystack: "Only -, ., = and alphanumeric characters allowed." */
const REFERENCE = /^[A-Za-z0-9.=-]+$/;

/** A stand-in with its own state: an `http.Server` to listen with, and its parts for tests. */
export function createPaystackStandIn({ secret = DEFAULT_SECRET } = {}) {
  /** @type {Map<string, Transaction>} by reference */
  const transactions = new Map();
  /** @type {Map<string, string>} access code → reference */
  const accessCodes = new Map();
  /** @type {Delivery[]} */
  const deliveries = [];
  const unreachable = { emails: new Set(), references: new Set() };
  let nextId = 4_000_000_000 + Math.floor(Math.random() * 1_000_000);

  const sign = (body) => createHmac("sha512", secret).update(body).digest("hex");

  /** A transaction as Paystack's verify answer and webhook event carry it. */
  function transactionData(tx) {
    return {
      id: tx.id,
      domain: "test",
      status: tx.status,
      reference: tx.reference,
      receipt_number: null,
      amount: tx.amount,
      message: null,
      gateway_response:
        tx.status === "success" ? "Successful" : "The transaction was not completed",
      paid_at: tx.paidAt,
      created_at: tx.createdAt,
      channel: tx.channel,
      currency: tx.currency,
      ip_address: null,
      metadata: tx.metadata ?? "",
      fees: null,
      customer: {
        id: tx.customerId,
        first_name: null,
        last_name: null,
        email: tx.email,
        customer_code: `CUS_${tx.customerId}`,
        phone: null,
        metadata: null,
        risk_action: "default",
      },
      authorization: {},
      plan: null,
      requested_amount: tx.requestedAmount,
      paidAt: tx.paidAt,
      createdAt: tx.createdAt,
      transaction_date: tx.createdAt,
    };
  }

  function markPaid(tx, { amount, currency } = {}) {
    tx.status = "success";
    tx.paidAt = new Date().toISOString();
    tx.channel = "card";
    if (amount !== undefined) tx.amount = amount;
    if (currency !== undefined) tx.currency = currency;
  }

  function webhookUrlOf(tx) {
    return tx.callbackUrl ? new URL(WEBHOOK_PATH, tx.callbackUrl).href : null;
  }

  /** `charge.success`, twice (Paystack may deliver an event more than once), each retried. */
  async function deliverChargeSuccess(tx) {
    const url = webhookUrlOf(tx);
    if (!url) return [];
    const body = JSON.stringify({ event: "charge.success", data: transactionData(tx) });
    const signature = sign(body);
    const outcomes = [];
    for (let copy = 1; copy <= COPIES; copy++) {
      for (let attempt = 1; attempt <= ATTEMPTS_PER_COPY; attempt++) {
        const delivery = {
          id: deliveries.length + 1,
          reference: tx.reference,
          event: "charge.success",
          url,
          copy,
          attempt,
          body,
          signature,
          status: null,
          error: null,
          done: false,
        };
        deliveries.push(delivery);
        try {
          const response = await fetch(url, {
            method: "POST",
            headers: { "Content-Type": "application/json", "x-paystack-signature": signature },
            body,
            redirect: "manual",
            signal: AbortSignal.timeout(10_000),
          });
          delivery.status = response.status;
          await response.arrayBuffer();
        } catch (error) {
          delivery.error = describe(error);
        }
        delivery.done = true;
        if (delivery.status !== null && delivery.status >= 200 && delivery.status < 300) break;
        if (attempt < ATTEMPTS_PER_COPY) await sleep(FIRST_BACKOFF_MS * 2 ** (attempt - 1));
      }
      outcomes.push(deliveries.at(-1));
    }
    return outcomes;
  }

  function deliverLater(tx) {
    deliverChargeSuccess(tx).catch((error) =>
      console.error(`[paystack stand-in] webhook for ${tx.reference}:`, describe(error)),
    );
  }

  /** Whether a call about this reference or customer e-mail is to find Paystack down. */
  function isUnreachable({ reference, email }) {
    return (
      (reference !== undefined && unreachable.references.has(reference)) ||
      (email !== undefined && unreachable.emails.has(email))
    );
  }

  /** The checking Paystack documents for `transaction/initialize`, in its words. */
  function initialize(body, origin) {
    const email = typeof body.email === "string" ? body.email.trim() : "";
    if (!email) return refusal(400, "Email is not allowed to be empty");
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return refusal(400, "Invalid Email Address Passed");
    const amount =
      typeof body.amount === "string" && /^\d+$/.test(body.amount)
        ? Number(body.amount)
        : body.amount;
    if (amount === undefined || amount === null || amount === "" || amount === 0) {
      return refusal(400, "You must specify a valid amount");
    }
    if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 0) {
      return refusal(400, "Amount must be an integer");
    }
    const currency = body.currency ?? "NGN";
    if (currency !== "NGN") return refusal(400, "Currency not supported by merchant");
    const reference = body.reference ?? randomCode(10);
    if (typeof reference !== "string" || !REFERENCE.test(reference)) {
      return refusal(400, "Invalid character in transaction reference");
    }
    if (transactions.has(reference)) return refusal(400, "Duplicate Transaction Reference");
    const callbackUrl = body.callback_url ?? null;
    if (callbackUrl !== null && !isWebUrl(callbackUrl)) {
      return refusal(400, "Invalid callback_url");
    }
    const metadata = parseMetadata(body.metadata);
    if (metadata === undefined) return refusal(400, "Invalid metadata: must be a JSON object");
    const accessCode = randomCode(15);
    /** @type {Transaction} */
    const tx = {
      id: nextId++,
      reference,
      accessCode,
      email,
      amount,
      requestedAmount: amount,
      currency,
      callbackUrl,
      metadata,
      status: "abandoned",
      channel: "card",
      createdAt: new Date().toISOString(),
      paidAt: null,
      customerId: 100_000 + transactions.size,
    };
    transactions.set(reference, tx);
    accessCodes.set(accessCode, reference);
    return {
      status: 200,
      body: {
        status: true,
        message: "Authorization URL created",
        data: {
          authorization_url: `${origin}/checkout/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      },
    };
  }

  async function handle(request, response) {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const origin = `http://${request.headers.host ?? "127.0.0.1"}`;
    const path = url.pathname;
    const method = request.method ?? "GET";
    let match;

    // Paystack's API.
    if (path === "/transaction/initialize" && method === "POST") {
      const denied = checkKey(request, secret);
      if (denied) return sendJson(response, denied);
      const body = await readBody(request, response);
      if (body === undefined) return;
      const email = typeof body.email === "string" ? body.email.trim() : undefined;
      const reference = typeof body.reference === "string" ? body.reference : undefined;
      if (isUnreachable({ reference, email })) return request.socket.destroy();
      return sendJson(response, initialize(body, origin));
    }
    if ((match = /^\/transaction\/verify\/([^/]+)$/.exec(path)) && method === "GET") {
      const denied = checkKey(request, secret);
      if (denied) return sendJson(response, denied);
      const reference = decodeURIComponent(match[1]);
      const tx = transactions.get(reference);
      if (isUnreachable({ reference, email: tx?.email })) return request.socket.destroy();
      if (!tx) return sendJson(response, refusal(400, "Transaction reference not found"));
      return sendJson(response, {
        status: 200,
        body: { status: true, message: "Verification successful", data: transactionData(tx) },
      });
    }

    // The checkout page.
    if ((match = /^\/checkout\/([a-z0-9]+)(?:\/(pay|cancel))?$/.exec(path))) {
      const reference = accessCodes.get(match[1]);
      const tx = reference ? transactions.get(reference) : undefined;
      if (!tx) {
        const gone = "<h1>Checkout not found</h1><p>This payment link is not valid.</p>";
        return sendHtml(response, 404, page("Checkout not found", gone));
      }
      const action = match[2];
      if (!action && method === "GET") return sendHtml(response, 200, checkoutPage(tx));
      if (action === "pay" && method === "POST") return pay(tx, response);
      if (action === "cancel" && method === "POST") return cancel(tx, response);
      return sendJson(response, refusal(405, "Method not allowed"));
    }

    // The control door (tests only).
    if (path === "/__stand-in/settle" && method === "POST") {
      const body = await readBody(request, response);
      if (body === undefined) return;
      const tx = typeof body.reference === "string" ? transactions.get(body.reference) : undefined;
      if (!tx) return sendJson(response, UNKNOWN_TO_THE_DOOR);
      if (body.amount !== undefined && !(Number.isSafeInteger(body.amount) && body.amount >= 0)) {
        return sendJson(response, { status: 400, body: { error: "amount: integer kobo" } });
      }
      if (body.currency !== undefined && typeof body.currency !== "string") {
        return sendJson(response, { status: 400, body: { error: "currency: a code such as NGN" } });
      }
      markPaid(tx, { amount: body.amount, currency: body.currency });
      const delivered = body.deliverWebhook === true ? await deliverChargeSuccess(tx) : [];
      return sendJson(response, {
        status: 200,
        body: { transaction: stateOf(tx), deliveries: delivered },
      });
    }
    if ((match = /^\/__stand-in\/transactions\/([^/]+)$/.exec(path)) && method === "GET") {
      const tx = transactions.get(decodeURIComponent(match[1]));
      if (!tx) return sendJson(response, UNKNOWN_TO_THE_DOOR);
      return sendJson(response, { status: 200, body: stateOf(tx) });
    }
    if (path === "/__stand-in/deliveries" && method === "GET") {
      const reference = url.searchParams.get("reference");
      const listed = reference ? deliveries.filter((d) => d.reference === reference) : deliveries;
      return sendJson(response, { status: 200, body: { deliveries: listed } });
    }
    if (path === "/__stand-in/unreachable" && method === "POST") {
      const body = await readBody(request, response);
      if (body === undefined) return;
      if (typeof body.email === "string") unreachable.emails.add(body.email.trim());
      if (typeof body.reference === "string") unreachable.references.add(body.reference);
      return sendJson(response, {
        status: 200,
        body: {
          unreachable: { emails: [...unreachable.emails], references: [...unreachable.references] },
        },
      });
    }
    return sendJson(response, refusal(404, "Not found"));
  }

  /** The checkout's Pay: paid, back to the callback, then the webhook (after the redirect). */
  function pay(tx, response) {
    if (tx.status === "abandoned") {
      markPaid(tx);
      response.on("finish", () => deliverLater(tx));
    }
    if (!tx.callbackUrl) {
      return sendHtml(response, 200, page("Payment successful", "<h1>Payment successful</h1>"));
    }
    return redirect(response, callbackWithReference(tx));
  }

  /** The checkout's Cancel: to `metadata.cancel_action` (Paystack's key), else the callback. */
  function cancel(tx, response) {
    const cancelAction = tx.metadata?.cancel_action;
    if (typeof cancelAction === "string" && isWebUrl(cancelAction)) {
      return redirect(response, cancelAction);
    }
    if (!tx.callbackUrl) {
      return sendHtml(response, 200, page("Payment cancelled", "<h1>Payment cancelled</h1>"));
    }
    return redirect(response, callbackWithReference(tx));
  }

  function stateOf(tx) {
    return { ...transactionData(tx), access_code: tx.accessCode, callback_url: tx.callbackUrl };
  }

  function checkoutPage(tx) {
    const amount = escapeHtml(formatNaira(tx.amount));
    const who = escapeHtml(tx.email);
    const reference = escapeHtml(tx.reference);
    if (tx.status !== "abandoned") {
      const back = tx.callbackUrl
        ? `<p><a href="${escapeHtml(callbackWithReference(tx))}">Return to the merchant</a></p>`
        : "";
      return page(
        "Payment complete",
        `<h1>Payment complete</h1><p>${amount} from ${who} (reference ${reference}) is paid.</p>${back}`,
      );
    }
    return page(
      `Pay ${formatNaira(tx.amount)}`,
      `<h1>Pay ${amount}</h1>
<p>From <strong>${who}</strong>, reference <strong>${reference}</strong>.</p>
<p class="note">Paystack test checkout, played by a local stand-in: no card is charged.</p>
<div class="actions">
<form method="post" action="/checkout/${tx.accessCode}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${tx.accessCode}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</div>`,
    );
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error("[paystack stand-in]", describe(error));
      if (!response.headersSent) sendJson(response, refusal(500, "An error occurred"));
      else response.destroy();
    });
  });
  return { server, transactions, deliveries, sign };
}

/** A body as Paystack takes it; undefined: answered with Paystack's refusal. */
const readBody = (request, response) => readAnyBody(request, response, refusal);

const UNKNOWN_TO_THE_DOOR = { status: 404, body: { error: "no transaction with this reference" } };

/** Paystack's answer to a request it does not honour. */
function refusal(status, message) {
  return { status, body: { status: false, message } };
}

function checkKey(request, secret) {
  const header = request.headers.authorization ?? "";
  const bearer = /^Bearer\s+(\S+)$/.exec(header);
  if (!bearer) return refusal(401, "Format is Authorization Bearer [secret key]");
  return bearer[1] === secret ? null : refusal(401, "Invalid key");
}

/** Metadata as Paystack takes it: an object, or an object's JSON text. undefined: neither. */
function parseMetadata(raw) {
  if (raw === undefined || raw === null || raw === "") return null;
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

function callbackWithReference(tx) {
  const url = new URL(tx.callbackUrl);
  url.searchParams.set("trxref", tx.reference);
  url.searchParams.set("reference", tx.reference);
  return url.href;
}

function isWebUrl(value) {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function sendHtml(response, status, html) {
  response.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
  });
  response.end(html);
}

function redirect(response, location) {
  response.writeHead(302, { Location: location, "Cache-Control": "no-store" });
  response.end();
}

function page(title, main) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Paystack (local stand-in)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f23}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem}
h1{font-size:1.6rem;margin-top:0}.note{color:#3d4650;font-size:.9rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.7rem 1.6rem;border-radius:.4rem;border:2px solid #0b6e3f;background:#0b6e3f;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b6e3f}button:focus-visible{outline:3px solid #1b1f23;outline-offset:2px}
</style>
</head>
<body><main>${main}</main></body>
</html>`;
}

/** Kobo → "₦5,000" / "₦5,000.50" (the site's own formatNaira, app/utils/money.ts, in Node). */
function formatNaira(kobo) {
  return new Intl.NumberFormat("en-NG", {
    style: "currency",
    currency: "NGN",
    maximumFractionDigits: kobo % 100 === 0 ? 0 : 2,
  }).format(kobo / 100);
}

function escapeHtml(value) {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function randomCode(length) {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join("");
}

function describe(error) {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {{ id: number, reference: string, accessCode: string, email: string, amount: number,
 *   requestedAmount: number, currency: string, callbackUrl: string | null,
 *   metadata: Record<string, unknown> | null, status: string, channel: string,
 *   createdAt: string, paidAt: string | null, customerId: number }} Transaction
 * @typedef {{ id: number, reference: string, event: string, url: string, copy: number,
 *   attempt: number, body: string, signature: string, status: number | null,
 *   error: string | null, done: boolean }} Delivery
 */

// Run as a program (not when imported).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serveFromCommandLine(({ secret }) => createPaystackStandIn({ secret }).server, {
    defaultSecret: DEFAULT_SECRET,
  });
}
