#!/usr/bin/env node
// A local stand-in for Termii's SMS API (issue #40): the integration tests run the real client
// (app/services/termii.server.ts) against it, with no network and no phone. It follows Termii's
// documented shapes ("Messaging", "Events and reports") and nothing more: it delivers nothing;
// it records each text, answers as Termii does, and sends delivery reports when told to.
//
//   node scripts/termii-stand-in.mjs [--port 0] [--secret API_KEY] [--exit-with-stdin]
//
// Listens on 127.0.0.1 only; its first line on stdout is its URL (scripts/lib/stand-in-process.mjs).
//
// Termii's API:
//   POST /api/sms/send   { api_key, to, from, sms, type: "plain", channel: "dnd"|"generic"|"whatsapp" }
//                        → 200 { code: "ok", message_id, message: "Successfully Sent", balance, user }
//                        a wrong api_key → 401; a field missing or malformed → 400 { message }
//                        (the statuses are Termii's; the messages' words are the stand-in's own)
// Delivery reports go to the URL a test names (at Termii: the webhook set in its console), signed
// `X-Termii-Signature` = HMAC-SHA512 (hex) of the exact body under the account's secret key,
// which here is `signingKeyOf(api key)`.
//
// The control door, for tests only (no key; nothing like it exists at Termii):
//   GET  /__stand-in/messages[?to=234…]   every text sent, oldest first
//   POST /__stand-in/report  { message_id, status, url? }  sends that text's delivery report to url
//                                       (status as Termii writes it, e.g. "DELIVERED", "Message
//                                       Failed") and answers { status } with the webhook's HTTP status;
//                                       without url, answers { body, signature }: the report itself
//   POST /__stand-in/unreachable { to } from now on, a send to this number has its connection
//                                       dropped (Termii down, for one test without disturbing others)
import { createHmac, randomInt } from "node:crypto";
import http from "node:http";
import { pathToFileURL } from "node:url";
import { readBody, sendJson, serveFromCommandLine } from "./lib/stand-in-http.mjs";

export const DEFAULT_API_KEY = "TLzamweLocalStandInKey";
/** The secret key that signs this stand-in's delivery reports. */
export const signingKeyOf = (apiKey) => `${apiKey}-secret`;
const CHANNELS = new Set(["dnd", "generic", "whatsapp"]);
/** Termii: "Alphanumeric sender ID length should be between 3 and 11 characters". */
const SENDER_ID = /^[A-Za-z0-9]{3,11}$/;
/** Termii: "Phone number must be in the international format (Example: 23490126727)". */
const NUMBER = /^[1-9]\d{7,14}$/;

const refusal = (status, message) => ({ status, body: { code: "error", message } });

/** A stand-in with its own state: an `http.Server` to listen with, and its records for tests. */
export function createTermiiStandIn({ secret = DEFAULT_API_KEY } = {}) {
  /** @type {{ message_id: string, to: string, from: string, sms: string, channel: string, sent_at: string }[]} */
  const messages = [];
  const unreachable = new Set();
  let balance = 10_000;

  function send(body) {
    if (body.api_key !== secret) return refusal(401, "Invalid API key");
    for (const field of ["to", "from", "sms", "type", "channel"]) {
      if (typeof body[field] !== "string" || body[field].trim() === "") {
        return refusal(400, `The ${field} field is required.`);
      }
    }
    if (!NUMBER.test(body.to))
      return refusal(400, "Phone number must be in the international format.");
    if (!SENDER_ID.test(body.from)) return refusal(400, "Invalid sender ID.");
    if (body.type !== "plain") return refusal(400, "The type must be plain.");
    if (!CHANNELS.has(body.channel))
      return refusal(400, "The channel must be dnd, generic or whatsapp.");
    const record = {
      message_id: `${randomInt(100_000, 1_000_000)}${randomInt(1_000_000_000, 10_000_000_000)}`,
      to: body.to,
      from: body.from,
      sms: body.sms,
      channel: body.channel,
      sent_at: new Date().toISOString(),
    };
    messages.push(record);
    balance -= 1;
    return {
      status: 200,
      body: {
        code: "ok",
        message_id: record.message_id,
        message: "Successfully Sent",
        balance,
        user: "ZAMWE (local stand-in)",
      },
    };
  }

  async function report({ message_id, status, url }) {
    const record = messages.find((message) => message.message_id === message_id);
    if (!record) return { status: 404, body: { error: "no message with this id" } };
    if (typeof status !== "string") return { status: 400, body: { error: "status is required" } };
    const payload = JSON.stringify({
      type: "sms",
      id: `${record.message_id}-report`,
      message_id: record.message_id,
      receiver: record.to,
      sender: record.from,
      message: record.sms,
      sent_at: record.sent_at,
      cost: "1",
      status,
      channel: record.channel,
    });
    const signature = createHmac("sha512", signingKeyOf(secret)).update(payload).digest("hex");
    // No url: the signed report itself, for a test of the client that has no server to post to.
    if (typeof url !== "string") return { status: 200, body: { body: payload, signature } };
    const answer = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Termii-Signature": signature },
      body: payload,
    });
    return { status: 200, body: { status: answer.status } };
  }

  async function handle(request, response) {
    const { pathname, searchParams } = new URL(request.url, "http://stand-in");
    if (request.method === "POST" && pathname === "/api/sms/send") {
      const body = await readBody(request, response, refusal);
      if (!body) return;
      if (unreachable.has(body.to)) return response.destroy();
      return sendJson(response, send(body));
    }
    if (request.method === "GET" && pathname === "/__stand-in/messages") {
      const to = searchParams.get("to");
      return sendJson(response, {
        status: 200,
        body: to ? messages.filter((message) => message.to === to) : messages,
      });
    }
    if (request.method === "POST" && pathname === "/__stand-in/report") {
      const body = await readBody(request, response, refusal);
      if (!body) return;
      return sendJson(response, await report(body));
    }
    if (request.method === "POST" && pathname === "/__stand-in/unreachable") {
      const body = await readBody(request, response, refusal);
      if (!body) return;
      unreachable.add(String(body.to));
      return sendJson(response, { status: 200, body: { unreachable: [...unreachable] } });
    }
    return sendJson(response, refusal(404, "Not found"));
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error("[termii stand-in]", error instanceof Error ? error.message : String(error));
      if (!response.headersSent) sendJson(response, refusal(500, "An error occurred"));
      else response.destroy();
    });
  });
  return { server, messages };
}

// Run as a program (not when imported).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serveFromCommandLine(({ secret }) => createTermiiStandIn({ secret }).server, {
    defaultSecret: DEFAULT_API_KEY,
  });
}
