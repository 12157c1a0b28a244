import { describe, expect, it } from "vitest";
import { refuseCrossOrigin } from "./origin.server";
import { plainRefusal } from "./plain-page.server";

const post = (headers: Record<string, string>, method = "POST") =>
  new Request("https://zamwe.org/contact", { method, headers });

describe("refuseCrossOrigin", () => {
  it("lets reads through whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(refuseCrossOrigin(post({ Origin: "https://evil.example" }, method))).toBeNull();
    }
  });

  it("accepts posts from our own origin, or same-origin by Sec-Fetch-Site", () => {
    expect(refuseCrossOrigin(post({ Origin: "https://zamwe.org" }))).toBeNull();
    expect(refuseCrossOrigin(post({ "Sec-Fetch-Site": "same-origin" }))).toBeNull();
    expect(refuseCrossOrigin(post({ "Sec-Fetch-Site": "none" }))).toBeNull();
    expect(refuseCrossOrigin(post({}))).toBeNull();
  });

  it("refuses posts from another origin (also a look-alike or http) with 403", async () => {
    for (const origin of [
      "https://evil.example",
      "http://zamwe.org",
      "https://zamwe.org.evil.example",
      "null",
    ]) {
      const answer = refuseCrossOrigin(post({ Origin: origin }));
      expect(answer?.status, origin).toBe(403);
      expect(answer?.heading).toBe("This form was sent from another website");
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect(refuseCrossOrigin(post({ Origin: "https://evil.example" }, method))?.status).toBe(403);
    }
  });

  it("tells a visitor of a Hausa page in Hausa, with a link to the Hausa home page", async () => {
    const hausa = new Request("https://zamwe.org/contact?lang=ha", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    const page = await plainRefusal(refuseCrossOrigin(hausa)!).text();
    expect(page).toContain('<html lang="ha">');
    expect(page).toContain("<h1>An aiko wannan fom daga wani shafin yanar gizo</h1>");
    expect(page).toContain('<a href="/?lang=ha"');
  });

  it("without an Origin, refuses what Sec-Fetch-Site marks as cross-site", () => {
    expect(refuseCrossOrigin(post({ "Sec-Fetch-Site": "cross-site" }))?.status).toBe(403);
    expect(refuseCrossOrigin(post({ "Sec-Fetch-Site": "same-site" }))?.status).toBe(403);
  });

  it("lets a mail provider's one-click unsubscribe through, and exactly that path (RFC 8058)", () => {
    const oneClick = (path: string, headers: Record<string, string>, method = "POST") =>
      new Request(`https://zamwe.org${path}`, {
        method,
        headers,
        body: "List-Unsubscribe=One-Click",
      });
    const providers: Record<string, string>[] = [
      { Origin: "https://mail.example" },
      { "Sec-Fetch-Site": "cross-site" },
      {},
    ];
    for (const headers of providers) {
      expect(refuseCrossOrigin(oneClick("/unsubscribe/abc.def", headers))).toBeNull();
      expect(refuseCrossOrigin(oneClick("/unsubscribe/abc.def?lang=ha", headers))).toBeNull();
    }
    const foreign = { Origin: "https://mail.example" };
    for (const path of [
      "/unsubscribe",
      "/unsubscribe/",
      "/unsubscribe/abc/def",
      "/newsletter",
      "/admin/announcements",
      "/x/unsubscribe/abc",
    ]) {
      expect(refuseCrossOrigin(oneClick(path, foreign))?.status, path).toBe(403);
    }
    expect(refuseCrossOrigin(oneClick("/unsubscribe/abc", foreign, "PUT"))?.status).toBe(403);
  });

  it("lets Paystack's webhook and Termii's delivery reports post from anywhere, and nothing beside them", () => {
    const webhook = (path: string, headers: Record<string, string>, method = "POST") =>
      new Request(`https://zamwe.org${path}`, { method, headers, body: "{}" });
    const senders: Record<string, string>[] = [
      { Origin: "https://paystack.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of senders) {
      expect(refuseCrossOrigin(webhook("/payments/paystack/webhook", headers))).toBeNull();
      expect(refuseCrossOrigin(webhook("/sms/termii/webhook", headers))).toBeNull();
    }
    const foreign = { Origin: "https://paystack.example" };
    for (const path of [
      "/payments/paystack/webhook/",
      "/payments/paystack/webhook/x",
      "/payments/paystack/callback",
      "/payments/paystack",
      "/ha/payments/paystack/webhook",
      "/x/payments/paystack/webhook",
      "/sms/termii/webhook/",
      "/sms/termii",
      "/ha/sms/termii/webhook",
    ]) {
      expect(refuseCrossOrigin(webhook(path, foreign))?.status, path).toBe(403);
    }
    expect(refuseCrossOrigin(webhook("/payments/paystack/webhook", foreign, "PUT"))?.status).toBe(
      403,
    );
  });
});
