import { refusalTexts } from "~/i18n/refusals";
import { describe, expect, it } from "vitest";
import { FORM_NOT_A_FORM, FORM_NOT_READABLE, readFormData } from "./form-data.server";

const post = (body: BodyInit | null, contentType?: string) =>
  new Request("https://zamwe.org/contact", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });

async function refusal(request: Request) {
  try {
    await readFormData(request);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, text: await thrown.text() };
    throw thrown;
  }
  throw new Error("the form was accepted");
}

const form = (entries: [string, string][]) => {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return body;
};

describe("readFormData", () => {
  it("reads multipart and urlencoded forms, duplicate names included", async () => {
    const multipart = await readFormData(
      post(
        form([
          ["a", "1"],
          ["a", "2"],
          ["products[2].name", "x"],
        ]),
      ),
    );
    expect(multipart.getAll("a")).toEqual(["1", "2"]);
    const urlencoded = await readFormData(post(new URLSearchParams({ email: "a@b.example" })));
    expect(urlencoded.get("email")).toBe("a@b.example");
    // An empty urlencoded body is an empty form (the schema then says what is missing).
    expect([
      ...(await readFormData(post(null, "application/x-www-form-urlencoded"))).keys(),
    ]).toEqual([]);
  });

  it("refuses what is not a form with 415", async () => {
    for (const request of [
      post(JSON.stringify({ email: "a@b.example" }), "application/json"),
      post("email=a@b.example", "text/plain"),
      post(null),
    ]) {
      expect(await refusal(request)).toEqual({ status: 415, text: FORM_NOT_A_FORM });
    }
  });

  it("refuses in Hausa on a Hausa page's address", async () => {
    const hausa = new Request("http://zamwe.test/contact?lang=ha", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(await refusal(hausa)).toEqual({ status: 415, text: refusalTexts.ha.formNotAForm });
  });

  it("refuses a broken multipart body with 400", async () => {
    const valid = post(form([["name", "Amina"]]));
    const type = valid.headers.get("Content-Type")!;
    const bytes = new Uint8Array(await valid.arrayBuffer());
    for (const request of [
      post(bytes.slice(0, 20), type),
      post(bytes, "multipart/form-data"),
      post(null, type),
    ]) {
      expect(await refusal(request)).toEqual({ status: 400, text: FORM_NOT_READABLE });
    }
  });

  it("refuses conform's reserved names and names that would build huge or deep payloads", async () => {
    for (const name of [
      "__intent__",
      "__state__",
      "products[50000000].name",
      "products[1000].name",
      `a${".a".repeat(20)}`,
      `a${"[0]".repeat(20)}`,
    ]) {
      expect(await refusal(post(form([[name, "x"]]))), name).toEqual({
        status: 400,
        text: FORM_NOT_READABLE,
      });
    }
    const many = form(Array.from({ length: 1001 }, (_, i) => [`f${i}`, "x"] as [string, string]));
    expect((await refusal(post(many))).status).toBe(400);
  });
});
