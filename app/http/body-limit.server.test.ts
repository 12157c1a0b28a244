import { describe, expect, it } from "vitest";
import { limitUndeclaredBody, refuseOversizedBody } from "./body-limit.server";
import { plainRefusal, type Refusal } from "./plain-page.server";

const post = (path: string, length: number) =>
  new Request(`http://zamwe.test${path}`, {
    method: "POST",
    headers: { "Content-Length": String(length) },
  });

describe("refuseOversizedBody", () => {
  it("lets ordinary forms and GETs through", () => {
    expect(refuseOversizedBody(post("/contact", 2_000))).toBeNull();
    expect(refuseOversizedBody(new Request("http://zamwe.test/contact"))).toBeNull();
    expect(refuseOversizedBody(post("/join", 8 * 1024 * 1024))).toBeNull();
  });

  it("answers 413 over 1 MB (12 MB for the application with its files)", async () => {
    const refused = refuseOversizedBody(post("/contact", 1024 * 1024 + 1));
    expect(refused?.status).toBe(413);
    expect(refused?.heading).toBe("What you sent is too large");
    expect(refuseOversizedBody(post("/join", 12 * 1024 * 1024 + 1))?.status).toBe(413);
  });

  it("answers a form of a Hausa page in Hausa (`?lang=ha`, also on the `.data` URL)", async () => {
    for (const path of ["/contact?lang=ha", "/contact.data?lang=ha"]) {
      const page = await plainRefusal(refuseOversizedBody(post(path, 1024 * 1024 + 1))!).text();
      expect(page, path).toContain('<html lang="ha">');
      expect(page, path).toContain("<h1>Abin da kuka aika ya yi girma da yawa</h1>");
      expect(page, path).not.toContain("What you sent is too large");
    }
  });

  it("gives the same limit to a form posted with JavaScript (React Router's `.data` URL)", () => {
    expect(refuseOversizedBody(post("/join.data", 8 * 1024 * 1024))).toBeNull();
    expect(refuseOversizedBody(post("/join.data", 12 * 1024 * 1024 + 1))?.status).toBe(413);
    expect(refuseOversizedBody(post("/dashboard/profile", 5 * 1024 * 1024 + 4096))).toBeNull();
    expect(refuseOversizedBody(post("/dashboard/profile.data", 5 * 1024 * 1024))).toBeNull();
    expect(refuseOversizedBody(post("/dashboard/profile.data", 6 * 1024 * 1024 + 1))?.status).toBe(
      413,
    );
    expect(refuseOversizedBody(post("/contact.data", 1024 * 1024 + 1))?.status).toBe(413);
  });

  it("gives the builder's edit form 8 MB, and only that form", () => {
    expect(
      refuseOversizedBody(post("/builder/3f0c2a1e-1111-4222-8333-944455556666", 7 * 1024 * 1024)),
    ).toBeNull();
    expect(
      refuseOversizedBody(
        post("/builder/3f0c2a1e-1111-4222-8333-944455556666", 8 * 1024 * 1024 + 1),
      )?.status,
    ).toBe(413);
    expect(refuseOversizedBody(post("/builder", 2 * 1024 * 1024))?.status).toBe(413);
    expect(refuseOversizedBody(post("/builder/x/delete", 2 * 1024 * 1024))?.status).toBe(413);
  });
});

describe("limitUndeclaredBody (no Content-Length)", () => {
  /** A chunked body of `size` bytes in 64 KB chunks, counting how many were pulled. */
  function chunked(path: string, size: number) {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= size) return controller.close();
        const chunk = new Uint8Array(Math.min(64 * 1024, size - sent)).fill(97);
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`http://zamwe.test${path}`, {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    return { request, pulled: () => sent };
  }

  it("stops reading just past the limit and answers 413", async () => {
    const { request, pulled } = chunked("/contact", 50 * 1024 * 1024);
    const answer = await limitUndeclaredBody(request);
    expect(answer).not.toBeInstanceOf(Request);
    expect((answer as Refusal).status).toBe(413);
    expect(pulled()).toBeLessThan(1024 * 1024 + 256 * 1024);
  });

  it("passes a body within the limit on, whole", async () => {
    const { request } = chunked("/contact", 300 * 1024);
    const answer = await limitUndeclaredBody(request);
    expect(answer).toBeInstanceOf(Request);
    expect((await (answer as Request).arrayBuffer()).byteLength).toBe(300 * 1024);
  });

  it("leaves declared bodies and GETs alone", async () => {
    const get = new Request("http://zamwe.test/contact");
    expect(await limitUndeclaredBody(get)).toBe(get);
    const declared = post("/contact", 10);
    expect(await limitUndeclaredBody(declared)).toBe(declared);
  });
});
