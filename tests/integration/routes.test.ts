import { beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "../../app/root";
import { loader as galleryLoader } from "../../app/routes/_public+/gallery";
import { loader as manifestLoader } from "../../app/routes/_public+/site[.]webmanifest";
import { loader as catchAllLoader } from "../../app/routes/_public+/$";
import { toasts } from "../../app/http/toast.server";
import { signedInAccount } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({
    SITE_PHONE: "+234 803 111 2222",
    ENVIRONMENT: "production",
    // A production Worker always has it (without, it refuses to serve: app/http/secrets.server.ts).
    SESSION_SECRET: "routes-test-secret",
  } as Partial<Env>);
});

const args = (url: string) => ({ request: new Request(url), context: t.context, params: {} });

describe("loaders with the Worker's context", () => {
  it("root: site facts come from env vars, the origin from the request", async () => {
    const { data } = await rootLoader(routeArgs(args("https://zamwe.example/about")));
    expect(data.site.phone).toBe("+234 803 111 2222");
    expect(data.site.email).toBe("info@zamwe.org");
    expect(data.origin).toBe("https://zamwe.example");
  });

  it("root: the header's account is null without a session, else her way back", async () => {
    const anonymous = await rootLoader(routeArgs(args("https://zamwe.example/about")));
    expect(anonymous.data.account).toBeNull();
    const member = await signedInAccount(t, "header-member@zamwe.test");
    const admin = await signedInAccount(t, "header-admin@zamwe.test", { admin: true });
    const as = async (cookie: string) =>
      (
        await rootLoader(
          routeArgs({
            request: new Request("https://zamwe.example/about", { headers: { Cookie: cookie } }),
            context: t.context,
            params: {},
          }),
        )
      ).data.account;
    expect(await as(member.cookie)).toEqual({ admin: false });
    expect(await as(admin.cookie)).toEqual({ admin: true });
    // A stale or forged session cookie is an anonymous header (its page is private anyway).
    expect(await as("__Host-zamwe-session=forged")).toBeNull();
  });

  it("root: the page's language comes from its address, with the shell's texts in it", async () => {
    const english = await rootLoader(routeArgs(args("https://zamwe.example/about")));
    expect(english.data.language).toBe("en");
    expect(english.data.texts.layout.nav.about).toBe("About");
    expect(english.data.texts.errors.notFound.title).toBe("Oops! Page not found");
    const hausa = await rootLoader(routeArgs(args("https://zamwe.example/about?lang=ha")));
    expect(hausa.data.language).toBe("ha");
    expect(hausa.data.texts.layout.nav.about).toBe("Game da Mu");
    expect(hausa.data.texts.errors.notFound.title).toBe("Kash! Ba a sami shafin ba");
    // Only the page's own language travels: no English text in the Hausa shell.
    expect(JSON.stringify(hausa.data.texts)).not.toContain("Return to Home");
  });

  it("root: a message read removes the flash cookie (the next page can be the shared one)", async () => {
    const redirect = await toasts(t.env).redirectWithSuccess("/", "Logged out successfully");
    const flash = redirect.headers.get("Set-Cookie")!.split(";")[0]!;
    const request = new Request("https://zamwe.example/", { headers: { Cookie: flash } });
    const { data, init } = await rootLoader(routeArgs({ request, context: t.context, params: {} }));
    expect(data.toast?.message).toBe("Logged out successfully");
    const cleared = new Headers(init?.headers).get("Set-Cookie") ?? "";
    expect(cleared).toMatch(/^zamwe-flash=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    // A page without a flash cookie sets none (it stays shareable).
    const plain = await rootLoader(routeArgs(args("https://zamwe.example/about")));
    expect(plain.init).toBeNull();
  });

  it("root: a garbled flash cookie is no message rather than an error", async () => {
    const request = new Request("https://zamwe.example/", {
      headers: { Cookie: "zamwe-flash=forged.value; other=1" },
    });
    const { data } = await rootLoader(routeArgs({ request, context: t.context, params: {} }));
    expect(data.toast).toBeUndefined();
  });

  it("gallery: reads the category and preview from the URL and ignores nonsense", () => {
    expect(galleryLoader(routeArgs(args("http://x/gallery")))).toEqual({
      category: "all",
      preview: null,
    });
    expect(galleryLoader(routeArgs(args("http://x/gallery?category=workshops&image=3")))).toEqual({
      category: "workshops",
      preview: 3,
    });
    expect(galleryLoader(routeArgs(args("http://x/gallery?category=<script>&image=11")))).toEqual({
      category: "all",
      preview: null,
    });
    expect(galleryLoader(routeArgs(args("http://x/gallery?image=2.5")))).toEqual({
      category: "all",
      preview: null,
    });
  });

  it("manifest: built from the site config", async () => {
    const response = manifestLoader(routeArgs(args("http://x/site.webmanifest")));
    expect(response.headers.get("Content-Type")).toBe("application/manifest+json");
    const manifest = (await response.json()) as { short_name: string; icons: unknown[] };
    expect(manifest.short_name).toBe("ZAMWE");
    expect(manifest.icons).toHaveLength(3);
  });

  it("unknown paths throw a 404 response", () => {
    expect.assertions(1);
    try {
      catchAllLoader();
    } catch (thrown) {
      expect((thrown as Response).status).toBe(404);
    }
  });
});

describe("gallery preview outside the chosen category", () => {
  it("shows the photo among all photos", () => {
    expect(galleryLoader(routeArgs(args("http://x/gallery?category=events&image=2")))).toEqual({
      category: "all",
      preview: 2,
    });
  });
});
