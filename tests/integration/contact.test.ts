import { beforeAll, describe, expect, it, vi } from "vitest";
import { action as contactAction } from "../../app/routes/_public+/contact";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { unavailable } from "../security/support/faults";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

function post(fields: Record<string, string>, context = t.context) {
  const body = new URLSearchParams(fields);
  return contactAction(
    routeArgs({
      request: new Request("http://zamwe.test/contact", { method: "POST", body }),
      context,
      params: {},
    }),
  );
}
const count = async () =>
  (await t.db.prepare("SELECT count(*) AS n FROM contact_messages").first<{ n: number }>())?.n;

describe("contact form action", () => {
  it("stores a valid message unread and redirects with the success message", async () => {
    const response = (await post({
      name: "  Amina Lawal ",
      email: "amina@example.com",
      phone: "0803 123 4567",
      message: "Hello <b>ZAMWE</b>",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact");
    expect(response.headers.get("Set-Cookie")).toMatch(/^zamwe-flash=.+HttpOnly/);
    const row = await t.db
      .prepare("SELECT name, email, phone, message, is_read, read_at FROM contact_messages")
      .first();
    expect(row).toEqual({
      name: "Amina Lawal",
      email: "amina@example.com",
      phone: "0803 123 4567",
      message: "Hello <b>ZAMWE</b>",
      is_read: 0,
      read_at: null,
    });
  });

  it("refuses missing and malformed fields with messages, storing nothing", async () => {
    const before = await count();
    const result = (await post({ name: "", email: "not-an-email", message: " " })) as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.result.error).toMatchObject({
      name: ["Please enter your name."],
      email: ["Please enter a valid email address."],
      message: ["Please write your message."],
    });
    expect(await count()).toBe(before);
  });

  it("refuses over-long values", async () => {
    const before = await count();
    const result = (await post({
      name: "A",
      email: "a@example.com",
      message: "x".repeat(5001),
    })) as { data: { result: { error: Record<string, string[]> } } };
    expect(result.data.result.error.message).toEqual([
      "Please keep your message under 5,000 characters.",
    ]);
    expect(await count()).toBe(before);
  });

  it("answers a failed write with the spec's failure message and keeps the input", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      ...t.context,
      cloudflare: { ...t.context.cloudflare, env: { ...t.env, DB: unavailable(t.db) } },
    };
    const result = (await post(
      { name: "Amina", email: "amina@example.com", message: "Hello" },
      broken,
    )) as unknown as {
      data: { toast: { message: string }; result: { initialValue: Record<string, string> } };
      init: { status: number };
    };
    expect(result.init.status).toBe(503);
    expect(result.data.toast.message).toBe("Failed to send message. Please try again.");
    expect(result.data.result.initialValue).toMatchObject({ name: "Amina", message: "Hello" });
    error.mockRestore();
  });
});
