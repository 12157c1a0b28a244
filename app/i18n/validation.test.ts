import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validationTexts } from "~/i18n/validation";
import { localiseMessage } from "~/i18n/validation-messages";
import { joinDetailsSchema } from "~/validation/join";
import { contactSchema } from "~/validation/contact";
import { resetPasswordSchema } from "~/validation/auth";
import { parseWithZodIn } from "~/validation/parse";

/** The schemas of the visitors' and members' forms (the admin area stays English). */
const visitorSchemaFiles = [
  "fields",
  "contact",
  "join",
  "newsletter",
  "rsvp",
  "auth",
  "account",
  "membership",
  "renewal",
  "website",
  "profile",
];
/** Messages of those files that only the admin area shows. */
const adminOnly = new Set([
  "Please give the reason the member will see.",
  "Please give the reason the member will see (at least 5 characters).",
  "Please keep the reason under 500 characters.",
  "Missing id.",
  "Unknown record.",
]);

const source = (name: string) =>
  readFileSync(join(__dirname, "..", "validation", `${name}.ts`), "utf8");

/** Every message a schema file writes: quoted sentences, template parts filled with "7". */
function messagesOf(text: string): string[] {
  const quoted = [...text.matchAll(/"((?:Please|Passwords|This|The two|Use only|Up to)[^"]*)"/g)];
  const templates = [...text.matchAll(/`((?:Please|Passwords|Up to)[^`]*)`/g)];
  return [
    ...quoted.map((m) => m[1]!),
    ...templates.map((m) => m[1]!.replace(/\$\{[^}]*\}/g, "7")),
  ].filter((message) => !adminOnly.has(message));
}

describe("validation messages in Hausa", () => {
  const messages = visitorSchemaFiles.flatMap((name) => messagesOf(source(name)));

  it("every message of a visitor's or member's form has its Hausa", () => {
    expect(messages.length).toBeGreaterThan(40);
    const untranslated = messages.filter((m) => localiseMessage(m, "ha") === m);
    expect(untranslated).toEqual([]);
  });

  it("every text of the validation catalogue is a message some schema writes", () => {
    const all = visitorSchemaFiles.map(source).join("\n");
    type Tree = { [key: string]: string | Tree };
    const texts = (tree: Tree): string[] =>
      Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : texts(v)));
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const unused = texts(validationTexts.en as unknown as Tree).filter((english) => {
      const pattern = english
        .split(/\{\w+\}/)
        .map(escape)
        .join("\\$\\{[^}]*\\}");
      return !new RegExp(pattern).test(all);
    });
    expect(unused).toEqual([]);
  });

  it("carries the filled-in parts over, and leaves English and unknown messages as they are", () => {
    expect(localiseMessage("Please keep this under 2,000 characters.", "ha")).toBe(
      "Da fatan kada wannan ya wuce haruffa 2,000.",
    );
    expect(localiseMessage("Please enter your Instagram name, e.g. @amina.", "ha")).toBe(
      "Da fatan za ku rubuta sunanku na Instagram, misali @amina.",
    );
    expect(localiseMessage("Please enter your name.", "en")).toBe("Please enter your name.");
    expect(localiseMessage("Something else entirely.", "ha")).toBe("Something else entirely.");
  });

  it("parseWithZodIn gives the schema's messages in the page's language", () => {
    const empty = new FormData();
    const hausa = parseWithZodIn(empty, { schema: contactSchema, language: "ha" });
    expect(hausa.status).toBe("error");
    expect(hausa.reply().error).toMatchObject({
      name: [validationTexts.ha.name.required],
      email: [validationTexts.ha.email.required],
      message: [validationTexts.ha.message.required],
    });
    const english = parseWithZodIn(empty, { schema: contactSchema, language: "en" });
    expect(english.reply().error).toMatchObject({ name: ["Please enter your name."] });

    const long = new FormData();
    long.set("whyJoin", "x".repeat(2001));
    const join = parseWithZodIn(long, { schema: joinDetailsSchema, language: "ha" });
    expect(join.reply().error?.whyJoin).toEqual(["Da fatan kada wannan ya wuce haruffa 2,000."]);

    const passwords = new FormData();
    passwords.set("password", "a-long-enough-password");
    passwords.set("confirmPassword", "another-password");
    const reset = parseWithZodIn(passwords, { schema: resetPasswordSchema, language: "ha" });
    expect(reset.reply().error?.confirmPassword).toEqual([validationTexts.ha.password.mismatch]);
  });
});
