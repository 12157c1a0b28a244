import { beforeAll, describe, expect, it } from "vitest";
import { action as newsletterAction } from "../../app/routes/_public+/newsletter";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

const post = (fields: Record<string, string>, path = "/newsletter") =>
  newsletterAction(
    routeArgs({
      request: new Request(`http://zamwe.test${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      context: t.context,
      params: {},
    }),
  );
const rows = async () =>
  (await t.db.prepare("SELECT email, full_name FROM newsletter_subscribers").all()).results;
const flash = (response: Response) => {
  const cookie = decodeURIComponent(response.headers.get("Set-Cookie") ?? "");
  return atob(cookie.split("=")[1]!.split(".")[0]!);
};

describe("newsletter action", () => {
  it("subscribes and redirects to the success state", async () => {
    const response = (await post({
      fullName: "Grace",
      email: " Grace.Okafor@Example.com ",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/newsletter?subscribed=1");
    expect(flash(response)).toContain("Successfully subscribed!");
    expect(await rows()).toEqual([{ email: "grace.okafor@example.com", full_name: "Grace" }]);
  });

  it("keeps the language of the page she subscribed on: her announcements' (issue #38)", async () => {
    await post({ email: "hauwa.reader@example.com" }, "/newsletter?lang=ha");
    await post({ email: "english.reader@example.com" });
    const languages = await t.db
      .prepare(
        "SELECT email, language FROM newsletter_subscribers WHERE email IN ('hauwa.reader@example.com', 'english.reader@example.com') ORDER BY email",
      )
      .all();
    expect(languages.results).toEqual([
      { email: "english.reader@example.com", language: "en" },
      { email: "hauwa.reader@example.com", language: "ha" },
    ]);
    await t.db
      .prepare("DELETE FROM newsletter_subscribers WHERE email LIKE '%.reader@example.com'")
      .run();
  });

  it("a listed address (any case, spaces) is answered as a new one, and gets no second row", async () => {
    const listed = (await post({
      fullName: "Not Grace",
      email: "GRACE.okafor@example.com  ",
    })) as Response;
    expect(listed.status).toBe(302);
    expect(listed.headers.get("Location")).toBe("/newsletter?subscribed=1");
    expect(flash(listed)).toContain("Successfully subscribed!");
    // Her row as it was: the second sign-up renamed nobody.
    expect(await rows()).toEqual([{ email: "grace.okafor@example.com", full_name: "Grace" }]);
  });

  it("name is optional, email is required and must be valid", async () => {
    expect(((await post({ email: "solo@example.com" })) as Response).status).toBe(302);
    const bad = (await post({ fullName: "X", email: "nope" })) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(bad.data.result.error.email).toEqual(["Please enter a valid email address."]);
    expect(await rows()).toHaveLength(2);
  });

  it("twenty simultaneous signups of one address store one row", async () => {
    await Promise.all(Array.from({ length: 20 }, () => post({ email: "race@example.com" })));
    const stored = (await rows()).filter((r) => r.email === "race@example.com");
    expect(stored).toHaveLength(1);
  });
});
