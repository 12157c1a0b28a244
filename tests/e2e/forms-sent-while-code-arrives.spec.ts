// A form's script comes on her first use of the form (ADR 0043): she may press its button while
// that script is still on its way. Whenever it arrives — before her press, during it, or while
// her form is being sent — she gets the server's answer, and a form she began to send while it
// was the server's is sent by the browser (issue 37 §5; ADR 0043, "A form sent while its code
// arrives"). On a 4× slower CPU, like a cheap phone's. A JavaScript feature: the no-JS project
// skips this file (playwright.config.ts).
import type { CDPSession, Page, Request } from "@playwright/test";
import { BuildManifest } from "../budgets/build-manifest";
import { expect, test } from "./fixtures";
import { formHydrated } from "./support/forms";

/** Her press comes this long after she has filled the form in; the script comes `delay` after it. */
const PRESS_AT = 450;

type SentForm = {
  path: string;
  /** The form's module: its chunk is what comes on first use. */
  source: string;
  /** The path the form posts to (the browser's post and the script's `.data` one). */
  posts: RegExp;
  button: string;
  fill: (page: Page, run: string) => Promise<void>;
  expectAnswer: (page: Page) => Promise<void>;
  /** When the script comes, in ms after she filled the form in: from before her press to after. */
  delays: number[];
};

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const main = (page: Page) => page.locator("main");

const signUp: SentForm = {
  path: "/login?tab=signup",
  source: "app/routes/_auth+/__login-forms.tsx",
  posts: /\/login(\.data)?\?tab=signup$/,
  button: "Sign Up",
  async fill(page, run) {
    await main(page).getByLabel("Full Name").fill("Hauwa Arrival");
    // Her own address every time: sign-ups are limited per address (5 a minute).
    await main(page).getByLabel("Email").fill(`arrival-${run}-${unique()}@example.com`);
    await main(page).getByLabel("Password").fill("Gusau-Spices-2024");
  },
  async expectAnswer(page) {
    await expect(page).toHaveURL(/\/check-email\?for=signup$/);
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByText("We have sent a message to the address you gave.")).toBeVisible();
  },
  delays: [0, 150, 300, 450, 600, 750, 900, 1050],
};

const contact: SentForm = {
  path: "/contact",
  source: "app/routes/_public+/__contact-form.tsx",
  posts: /\/contact(\.data)?$/,
  button: "Send Message",
  async fill(page, run) {
    await page.getByLabel("Name", { exact: true }).fill("Rukayya Sani");
    await page.getByLabel("Email", { exact: true }).fill(`arrival-${run}-${unique()}@example.com`);
    await page.getByLabel("Message", { exact: true }).fill("Sent while the form's script came.");
  },
  async expectAnswer(page) {
    await expect(
      page.getByText("Message sent successfully! We'll get back to you soon."),
    ).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  },
  delays: [0, 200, 400, 600, 800, 1000],
};

const join: SentForm = {
  path: "/join",
  source: "app/routes/_public+/__join-steps.tsx",
  posts: /\/join(\.data)?\?index$/,
  button: "Continue to Payment",
  async fill(page) {
    await page.getByLabel("Full Name").fill("Rabi Arrival");
    // A number of her own: /join is limited per phone number (5 a minute).
    const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
    await page.getByLabel("Phone Number").fill(`0803 ${digits.slice(0, 3)} ${digits.slice(3)}`);
    await page.getByLabel("Contact Address").fill("Tudun Wada, Gusau");
    await page.getByLabel("Next of Kin").fill("Musa Garba, 0803 000 1111");
    await page.getByLabel("Business Name").fill("Rabi Spices");
    await page.getByLabel("Type of Business").selectOption({ label: "Food Processing" });
    await page.getByLabel("Why do you want to join?").fill("To reach more customers.");
  },
  async expectAnswer(page) {
    await expect(page.getByRole("heading", { name: "Payment Information" })).toBeVisible();
    await expect(page.getByText(/^ZW-[A-Z2-9]{5}$/)).toBeVisible();
  },
  delays: [0, 250, 500, 750, 1000],
};

const manifest = new BuildManifest();

/**
 * A fresh page of the form, on a 4× slower CPU, whose script is held until `release()`, and the
 * posts of its form: the browser's own (a page load) or the script's (`.data`).
 */
async function openHeld(page: Page, cdp: CDPSession, form: SentForm) {
  const sent: Request[] = [];
  const onRequest = (request: Request) => {
    if (request.method() === "POST" && form.posts.test(request.url())) sent.push(request);
  };
  page.on("request", onRequest);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.route(`**${manifest.chunkOf(form.source)}`, async (route) => {
    await released;
    // The page may have left meanwhile (the browser sent the form): nothing is waiting for it.
    await route.continue().catch(() => {});
  });
  await page.goto(form.path);
  await page.waitForLoadState("networkidle");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const button = page.getByRole("button", { name: form.button });
  return {
    release,
    sent,
    /** Her press on the button: the pointer down, then up. */
    async press(whileDown: () => Promise<void> = async () => {}) {
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await whileDown();
      await page.mouse.up();
    },
    async done() {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      page.off("request", onRequest);
    },
  };
}

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const [name, form, id] of [
  ["sign-up", signUp, "signup"],
  ["contact", contact, "contact"],
  ["/join step 1", join, "join"],
] as const) {
  test(`${name}: the answer comes whenever the form's script arrives`, async ({ page }) => {
    test.setTimeout(120_000); // a fresh page, a form and its answer, nine times over
    const cdp = await page.context().newCDPSession(page);
    for (const delay of form.delays) {
      const held = await openHeld(page, cdp, form);
      await form.fill(page, `${delay}`);
      // Her first focus asked for the script; it comes `delay` ms from now, her press at PRESS_AT.
      const arrival = after(delay).then(held.release);
      await after(PRESS_AT);
      await held.press();
      await arrival;
      await form.expectAnswer(page);
      expect(held.sent, `one post, script ${delay - PRESS_AT} ms after her press`).toHaveLength(1);
      await held.done();
    }

    // The script comes while she holds the button down (and React hydrates the form at once):
    // she began to send the server's form, so the browser sends it, as it does without a script.
    const held = await openHeld(page, cdp, form);
    await form.fill(page, "press");
    await held.press(async () => {
      held.release();
      await formHydrated(page, `#${id}`);
    });
    await form.expectAnswer(page);
    expect(held.sent).toHaveLength(1);
    expect(held.sent[0]!.isNavigationRequest(), "the browser sent her form").toBe(true);
    await held.done();
  });
}
