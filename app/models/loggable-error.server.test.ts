import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loggableError } from "~/models/loggable-error.server";

describe("loggableError", () => {
  it("keeps a failed query's SQL and the database's words, never its values", () => {
    const error = new DrizzleQueryError(
      "select id from users where lower(email) = lower(?)",
      ["amina@example.com"],
      new Error("D1_ERROR: no such table: users"),
    );
    expect(error.message).toContain("amina@example.com");
    const logged = loggableError(error);
    expect(logged).toBe(
      "Failed query: select id from users where lower(email) = lower(?) (D1_ERROR: no such table: users)",
    );
    expect(logged).not.toContain("amina@example.com");
  });

  it("keeps any other error's message", () => {
    expect(loggableError(new Error("hub unreachable"))).toBe("hub unreachable");
    expect(loggableError("plain")).toBe("plain");
  });
});
