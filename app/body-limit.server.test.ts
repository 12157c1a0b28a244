import { describe, expect, it } from "vitest";
import { refuseOversizedBody } from "./body-limit.server";

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
    expect(await refused?.text()).toContain("What you sent is too large");
    expect(refuseOversizedBody(post("/join", 12 * 1024 * 1024 + 1))?.status).toBe(413);
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
