// The public forms in Hausa (issue 20, task 20-B): joining, contact, newsletter, RSVP and the
// directory's search end to end with Hausa messages, JavaScript on and off; and "no English on a
// Hausa page" (englishOn) with an axe check for each of these pages.
import type { Page } from "@playwright/test";
import { seedId } from "../../db/seed-data.mjs";
import { catalogueOf, type Namespace } from "../../app/i18n/catalogue";
import { expect, test } from "./fixtures";
import { localePath } from "../../app/i18n/language";
import { englishOn } from "./support/no-english";
import { rsvpLinkMailedTo } from "./support/events";

const ha = catalogueOf("ha");
const grants = seedId("event:grants-clinic");
const tradeFair = seedId("event:trade-fair");
const hauwa = seedId("application:Hauwa Abubakar");

/** A catalogue text with its {placeholders} filled in, as the page's `fill()` does. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** A form checked by the server as without JavaScript (the browser's own checks off). */
async function skipBrowserChecks(page: Page, form = "form[method=post]") {
  await page
    .locator(form)
    .first()
    .evaluate((f) => f.setAttribute("novalidate", ""));
}

/**
 * What admins and members entered stays as they wrote it (Hausa event titles come with the
 * events' Hausa columns, another part of issue 20): single English words of the catalogue that
 * the seeded content holds ("Main" Auditorium, "Jamila Events") are named per page.
 */
async function expectNoEnglish(page: Page, namespaces: Namespace[], inContent: string[] = []) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ha");
  const html = await page.content();
  const english = englishOn(html, ["layout", ...namespaces]);
  expect(
    english.filter((text) => !inContent.includes(text)),
    page.url(),
  ).toEqual([]);
}

const pages: {
  path: string;
  heading: string;
  namespaces: Namespace[];
  inContent?: string[];
}[] = [
  {
    path: "/join",
    heading: ha.join.heading,
    namespaces: ["join", "membership", "forms", "industries"],
  },
  { path: "/contact", heading: ha.contact.heading, namespaces: ["contact", "forms"] },
  { path: "/newsletter", heading: ha.newsletter.headline, namespaces: ["newsletter", "forms"] },
  { path: "/events", heading: ha.events.heading, namespaces: ["events"], inContent: ["Main"] },
  {
    path: `/events/${tradeFair}/rsvp`,
    // The event's Hausa title (seeded), shown on the Hausa page instead of its English one.
    heading: "Baje-kolin Kasuwanci da Ranar Kasuwa ta ZAMWE",
    namespaces: ["events", "forms"],
  },
  {
    // A seeded member's name: the whole directory also lists the members other specs add,
    // named after their tests (and "Jamila Events", a business name).
    path: "/members?q=Hauwa",
    heading: ha.directory.heading,
    namespaces: ["directory", "industries"],
  },
  {
    path: `/members/${hauwa}`,
    heading: "Hauwa Abubakar",
    namespaces: ["directory", "industries"],
  },
];

test.describe("no English on the Hausa form pages", () => {
  for (const { path, heading, namespaces, inContent } of pages) {
    test(`${path} in Hausa: lang, none of the English of ${namespaces.join(", ")}, axe`, async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await visit(localePath(path, "ha"));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      await expectNoEnglish(page, namespaces, inContent);
      await expectAccessible();
    });
  }

  test("an unknown event's RSVP page and an unknown member are in Hausa", async ({
    page,
    visit,
  }) => {
    await visit("/events/not-an-event/rsvp?lang=ha", { status: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ha.events.notFound.title);
    await expectNoEnglish(page, ["events"]);
    await visit("/members/not-a-member?lang=ha", { status: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ha.directory.notFound.title);
    await expectNoEnglish(page, ["directory"]);
  });

  test("the calendar file from a Hausa page adds its own texts in Hausa", async ({
    page,
    request,
  }) => {
    await page.goto("/events?lang=ha");
    const link = page.getByRole("link", { name: ha.events.addToCalendar }).first();
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/\.ics\?lang=ha$/);
    // Long lines are folded (RFC 5545): unfolded first.
    const ics = (await (await request.get(href)).text()).replace(/\r\n /g, "");
    expect(ics).toContain("Tabbatar da zuwa: ");
    expect(ics).toMatch(/URL:.*\/rsvp\?lang=ha/);
  });
});

test.describe("the forms in Hausa, end to end", () => {
  test("joining: a Hausa validation message, the three steps and the confirmation", async ({
    page,
    jsEnabled,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const t = ha.join;
    await page.goto("/join?lang=ha");
    const name = `Rabi ${jsEnabled ? "Js" : "NoJs"} Hausa`;
    await page.getByLabel(t.personal.fullName, { exact: true }).fill(name);
    const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
    await page
      .getByLabel(t.personal.phoneNumber, { exact: true })
      .fill(`0803 ${digits.slice(0, 3)} ${digits.slice(3)}`);
    await page.getByLabel(t.personal.contactAddress).fill("Tudun Wada, Gusau");
    await page.getByLabel(t.personal.nextOfKin).fill("Musa Garba, 0803 000 1111");
    await page.getByLabel(t.business.businessName).fill("Rabi Kayan Yaji");
    // Type of business not chosen: the message comes in Hausa.
    await page.getByLabel(t.business.whyJoin).fill("Don in sami ƙarin kwastomomi.");
    await skipBrowserChecks(page);
    await page.getByRole("button", { name: t.continue }).click();
    await expect(page.getByText(ha.validation.join.businessType)).toBeVisible();
    await expect(page.getByLabel(t.personal.fullName)).toHaveValue(name);
    await expect(page).toHaveURL(/lang=ha/);

    await page
      .getByLabel(t.business.businessType)
      .selectOption({ label: ha.industries.names.food_processing });
    await page.getByRole("button", { name: t.continue }).click();
    // Step 2
    await expect(page.getByRole("heading", { name: t.payment.heading })).toBeVisible();
    await expect(page.getByText(ha.membership.bank.accountNumber)).toBeVisible();
    await expect(page.getByText(ha.membership.benefits.starter.basic)).toBeVisible();
    // The bank's own name ("Zenith Bank") holds the English label "Bank" (the membership
    // namespace is not checked here), and the account's name is the association's legal name.
    await expectNoEnglish(page, ["join", "forms"], ["Zamfara Women Entrepreneurs Association"]);
    await expectAccessible();
    await page.getByRole("button", { name: t.payment.submit }).click();

    // Step 3
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      ha.membership.oneMoreStep.title,
    );
    await expect(page).toHaveURL(/\/join\/submitted\/[0-9a-f-]{36}\?lang=ha$/);
    await expect(page.getByText(t.toasts.submitted)).toBeVisible();
    await expect(page.getByText(t.submitted.warning)).toBeVisible();
    const whatsapp = await page
      .getByRole("link", { name: ha.membership.oneMoreStep.sendOnWhatsApp })
      .getAttribute("href");
    expect(decodeURIComponent(whatsapp!)).toContain(`ni ce ${name}`);
    // The bank details are on this page too (issue #38): "Zenith Bank" holds the English word
    // "Bank", and the account's name is the association's legal name.
    await expectNoEnglish(
      page,
      ["join", "membership"],
      ["Bank", "Zamfara Women Entrepreneurs Association"],
    );
    await expectAccessible();
  });

  test("contact: a Hausa validation message, then the Hausa success message", async ({
    page,
    jsEnabled,
  }) => {
    const t = ha.contact;
    await page.goto("/contact?lang=ha");
    await page.getByLabel(t.form.name, { exact: true }).fill("Zainab Yusuf");
    await page.getByLabel(t.form.email, { exact: true }).fill("not-an-email");
    await page.getByLabel(t.form.message, { exact: true }).fill("Yaushe ne bita ta gaba?");
    await skipBrowserChecks(page, "form#contact");
    await page.getByRole("button", { name: t.form.send }).click();
    await expect(page.getByText(ha.validation.email.invalid)).toBeVisible();
    await expect(page.getByLabel(t.form.message, { exact: true })).toHaveValue(
      "Yaushe ne bita ta gaba?",
    );

    await page
      .getByLabel(t.form.email, { exact: true })
      .fill(`zainab.ha.${jsEnabled ? "js" : "nojs"}@example.com`);
    await page.getByRole("button", { name: t.form.send }).click();
    await expect(page.getByText(t.toasts.sent)).toBeVisible();
    await expect(page).toHaveURL(/\/contact\?lang=ha$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ha");
  });

  test("newsletter: a Hausa validation message, then the Hausa success", async ({
    page,
    jsEnabled,
  }) => {
    const t = ha.newsletter;
    await page.goto("/newsletter?lang=ha");
    await page.getByLabel(t.card.email, { exact: true }).fill("ba-imel");
    await skipBrowserChecks(page);
    await page.getByRole("button", { name: t.card.subscribe }).click();
    await expect(page.getByText(ha.validation.email.invalid)).toBeVisible();

    await page
      .getByLabel(t.card.email, { exact: true })
      .fill(`reader.ha.${jsEnabled ? "js" : "nojs"}.${Date.now()}@example.com`);
    await page.getByRole("button", { name: t.card.subscribe }).click();
    await expect(page.getByRole("heading", { name: t.success.heading })).toBeVisible();
    await expect(page.getByText(t.toasts.subscribed)).toBeVisible();
    await expect(page).toHaveURL(/subscribed=1/);
    await expect(page).toHaveURL(/lang=ha/);
    await expectNoEnglish(page, ["newsletter"]);
  });

  test("RSVP: a Hausa validation message, then the Hausa confirmation", async ({
    page,
    jsEnabled,
    expectAccessible,
  }) => {
    const t = ha.events;
    await page.goto("/events?lang=ha");
    const card = page.locator("main li", {
      has: page.getByRole("heading", { name: "Grants and Micro-loans Clinic" }),
    });
    await card
      .getByRole("link", { name: fill(t.rsvpNowFor, { title: "Grants and Micro-loans Clinic" }) })
      .click();
    const form = jsEnabled ? page.getByRole("dialog") : page.locator("main");
    if (jsEnabled) {
      await expect(
        form.getByRole("heading", {
          name: fill(t.rsvp.title, { title: "Grants and Micro-loans Clinic" }),
        }),
      ).toBeVisible();
      await expectAccessible();
    } else {
      await expect(page).toHaveURL(new RegExp(`/events/${grants}/rsvp\\?lang=ha$`));
    }
    await form.getByLabel(t.rsvp.fullName).fill("Blessing Adeyemi");
    await form.getByLabel(t.rsvp.email, { exact: true }).fill("ba-imel");
    await skipBrowserChecks(page, jsEnabled ? "[role=dialog] form" : "main form");
    await form.getByRole("button", { name: t.rsvp.confirm }).click();
    await expect(page.getByText(ha.validation.email.invalid)).toBeVisible();
    await expect(form.getByLabel(t.rsvp.fullName)).toHaveValue("Blessing Adeyemi");

    const email = `rsvp.ha.${jsEnabled ? "js" : "nojs"}@example.com`;
    await form.getByLabel(t.rsvp.email, { exact: true }).fill(email);
    await form.getByRole("button", { name: t.rsvp.confirm }).click();
    // Confirmed on the Hausa list; her ticket (issue #29) is behind the link in her e-mail
    // (issue #37), in Hausa too.
    await expect(page).toHaveURL(/\/events\?lang=ha$/);
    await expect(page.getByText(t.toasts.confirmed)).toBeVisible();
    await expect(page.getByText(t.toasts.linkSentDescription)).toBeVisible();
    await page.goto(`${await rsvpLinkMailedTo(email)}?lang=ha`);
    await expect(page.getByText(ha.rsvpTicket.confirmed.heading).first()).toBeVisible();
  });

  test("the directory's search: a term finds a member, and the no-result text in Hausa", async ({
    page,
    jsEnabled,
  }) => {
    const t = ha.directory;
    await page.goto("/members?lang=ha");
    const search = page.getByPlaceholder(t.search.placeholder);
    await search.fill("textiles");
    if (!jsEnabled) await page.getByRole("button", { name: t.search.submit }).click();
    await expect(page).toHaveURL(/[?&]q=textiles/);
    await expect(page).toHaveURL(/[?&]lang=ha/);
    await expect(page.locator("main ul > li h2")).toHaveText(["Hauwa Abubakar", "Maryam Ibrahim"]);
    await expect(page.getByText(fill(t.members, { count: 2 }))).toBeVisible();
    await expect(
      page.getByRole("link", { name: fill(t.viewProfileOf, { name: "Hauwa Abubakar" }) }),
    ).toHaveAttribute("href", `/members/${hauwa}?lang=ha`);

    await search.fill("ZZZ-babu-kowa");
    if (!jsEnabled) await page.getByRole("button", { name: t.search.submit }).click();
    await expect(page.getByText(t.noResults)).toBeVisible();
    await expectNoEnglish(page, ["directory"]);
  });
});
