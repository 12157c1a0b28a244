/**
 * Issue #20: the optional Hausa texts of what admins enter (events, resources, testimonials).
 * The admin forms store them (blank → NULL) within the English limits; the public pages show
 * them on `?lang=ha` when present and not blank, else the English, under the same field names;
 * the edge cache keeps the two languages apart.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedSql, seedId } from "../../db/seed-data.mjs";
import * as adminEvents from "../../app/routes/admin+/events._index";
import * as adminEvent from "../../app/routes/admin+/events.$id._index";
import * as adminContent from "../../app/routes/admin+/content";
import { loader as eventsLoader } from "../../app/routes/_public+/events._index";
import { loader as rsvpLoader } from "../../app/routes/_public+/events.$id.rsvp";
import { loader as calendarLoader } from "../../app/routes/_public+/events.$eventFile";
import { loader as resourcesLoader } from "../../app/routes/_public+/resources";
import { loader as storiesLoader } from "../../app/routes/_public+/success-stories";
import { withCaching } from "../../app/http/caching.server";
import { settle, signedInAccount, type SignedIn } from "./support/accounts";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { request, statusOf } from "./support/http";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "hausa-content-secret" } as Partial<Env>);
  await execSql(t.db, buildSeedSql());
  admin = await signedInAccount(t, "hausa.admin@zamwe.test", { admin: true });
});

type Loader<T> = (args: LoaderFunctionArgs) => Promise<T>;
const load = <T>(loader: Loader<T>, path: string, params: Record<string, string> = {}) =>
  loader(routeArgs({ request: request(path), context: t.context, params }));
const post = (
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
) =>
  settle(() =>
    action(
      routeArgs({
        request: request(path, { fields, cookie: admin.cookie }),
        context: t.context,
        params,
      }),
    ),
  );
const adminLoad = <T>(loader: Loader<T>, path: string, params: Record<string, string> = {}) =>
  loader(
    routeArgs({ request: request(path, { cookie: admin.cookie }), context: t.context, params }),
  );

const row = <T>(sql: string, ...binds: unknown[]) =>
  t.db
    .prepare(sql)
    .bind(...binds)
    .first<T>();
const count = async (table: string) =>
  (await t.db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
/** The field errors of a refused form (`data({ result })` or `withToast({ result })`). */
const errorsOf = (answer: unknown) =>
  (answer as { data: { result: { error: Record<string, string[]> } } }).data.result.error;

/** A new item whose fields are refused: 400, these messages by the fields, no row written. */
async function expectRefusedNew(
  table: string,
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  errors: Record<string, string[]>,
) {
  const before = await count(table);
  const answer = await post(action, path, fields);
  expect(statusOf(answer)).toBe(400);
  expect(errorsOf(answer)).toEqual(errors);
  expect(await count(table)).toBe(before);
}

const eventForm = {
  title: "Cooperative Savings Meeting",
  description: "How a savings group works, and how to start one with your neighbours.",
  date: "2031-05-20",
  time: "10:00",
  location: "ZAMWE Office, Gusau",
};
const hausaEvent = {
  titleHa: "Taron Asusun Tara Kuɗi",
  descriptionHa: "Yadda ƙungiyar tara kuɗi ke aiki, da yadda za ku fara ɗaya da maƙwabtanku.",
};

describe("events", () => {
  let withHausa: string;
  let withoutHausa: string;

  it("the admin stores the Hausa title and description; blank ones are NULL", async () => {
    const created = await post(adminEvents.action, "/admin/events?index", {
      ...eventForm,
      ...hausaEvent,
    });
    expect(statusOf(created)).toBe(302);
    const stored = await row<{ id: string; title_ha: string; description_ha: string }>(
      "SELECT id, title_ha, description_ha FROM events WHERE title = ?",
      eventForm.title,
    );
    expect(stored).toMatchObject({
      title_ha: hausaEvent.titleHa,
      description_ha: hausaEvent.descriptionHa,
    });
    withHausa = stored!.id;

    const plain = await post(adminEvents.action, "/admin/events?index", {
      ...eventForm,
      title: "English-only Workshop",
      titleHa: "   ",
      descriptionHa: "",
    });
    expect(statusOf(plain)).toBe(302);
    const blank = await row<{ id: string; title_ha: null; description_ha: null }>(
      "SELECT id, title_ha, description_ha FROM events WHERE title = 'English-only Workshop'",
    );
    expect(blank).toMatchObject({ title_ha: null, description_ha: null });
    withoutHausa = blank!.id;
  });

  it("/events?lang=ha shows the Hausa texts, else the English; /events the English", async () => {
    const hausa = await load(eventsLoader, "/events?lang=ha");
    const english = await load(eventsLoader, "/events");
    const find = (list: typeof hausa.events, id: string) => list.find((e) => e.id === id)!;

    expect(find(hausa.events, withHausa)).toMatchObject({
      title: hausaEvent.titleHa,
      description: hausaEvent.descriptionHa,
      inEnglish: [],
    });
    expect(find(hausa.events, withHausa).shareText).toContain(hausaEvent.titleHa);
    expect(find(english.events, withHausa)).toMatchObject({
      title: eventForm.title,
      description: eventForm.description,
      inEnglish: [],
    });
    // Shown in English on the Hausa page, and said so (the page marks them lang="en").
    expect(find(hausa.events, withoutHausa)).toMatchObject({
      title: "English-only Workshop",
      description: eventForm.description,
      inEnglish: ["title", "description"],
    });
    expect(find(english.events, withoutHausa).inEnglish).toEqual([]);
    // Only what the page shows goes to it: no Hausa twins beside the fields.
    expect(Object.keys(find(hausa.events, withHausa))).not.toContain("titleHa");
  });

  it("a Hausa text that is only spaces counts as absent", async () => {
    await t.db
      .prepare("UPDATE events SET title_ha = '  ', description_ha = ? WHERE id = ?")
      .bind("Bayani kawai.", withoutHausa)
      .run();
    const { events } = await load(eventsLoader, "/events?lang=ha");
    expect(events.find((e) => e.id === withoutHausa)).toMatchObject({
      title: "English-only Workshop",
      description: "Bayani kawai.",
      inEnglish: ["title"],
    });
    await t.db
      .prepare("UPDATE events SET title_ha = NULL, description_ha = NULL WHERE id = ?")
      .bind(withoutHausa)
      .run();
  });

  it("the RSVP page and the .ics file follow the page's language", async () => {
    const rsvpHa = await load(rsvpLoader, `/events/${withHausa}/rsvp?lang=ha`, { id: withHausa });
    const rsvpEn = await load(rsvpLoader, `/events/${withHausa}/rsvp`, { id: withHausa });
    expect(rsvpHa.event.title).toBe(hausaEvent.titleHa);
    expect(rsvpEn.event.title).toBe(eventForm.title);

    const ics = (lang: string) =>
      load(calendarLoader, `/events/${withHausa}.ics${lang}`, {
        eventFile: `${withHausa}.ics`,
      }).then((response) => (response as Response).text());
    const unfold = (text: string) => text.replace(/\r\n /g, "");
    expect(unfold(await ics("?lang=ha"))).toContain(`SUMMARY:${hausaEvent.titleHa}\r\n`);
    expect(unfold(await ics(""))).toContain(`SUMMARY:${eventForm.title}\r\n`);
  });

  it("the admin's edit form gets both languages; saving keeps or clears the Hausa", async () => {
    const { event } = await adminLoad(adminEvent.loader, `/admin/events/${withHausa}`, {
      id: withHausa,
    });
    expect(event).toMatchObject({ title: eventForm.title, ...hausaEvent });

    const edit = (fields: Record<string, string>) =>
      post(
        adminEvent.action,
        `/admin/events/${withHausa}`,
        { ...eventForm, ...fields },
        {
          id: withHausa,
        },
      );
    expect(statusOf(await edit({ ...hausaEvent, location: "Gusau" }))).toBe(302);
    const kept = await row("SELECT title_ha, description_ha FROM events WHERE id = ?", withHausa);
    expect(kept).toEqual({
      title_ha: hausaEvent.titleHa,
      description_ha: hausaEvent.descriptionHa,
    });

    expect(statusOf(await edit({ titleHa: "", descriptionHa: hausaEvent.descriptionHa }))).toBe(
      302,
    );
    const cleared = await row(
      "SELECT title_ha, description_ha FROM events WHERE id = ?",
      withHausa,
    );
    expect(cleared).toEqual({ title_ha: null, description_ha: hausaEvent.descriptionHa });
    const { events } = await load(eventsLoader, "/events?lang=ha");
    expect(events.find((e) => e.id === withHausa)).toMatchObject({
      title: eventForm.title,
      description: hausaEvent.descriptionHa,
    });
  });

  it("over-long Hausa texts get the English fields' messages and write nothing", async () => {
    await expectRefusedNew(
      "events",
      adminEvents.action,
      "/admin/events?index",
      {
        ...eventForm,
        title: "Too long in Hausa",
        titleHa: "a".repeat(151),
        descriptionHa: "b".repeat(3001),
      },
      {
        titleHa: ["Please keep this under 150 characters."],
        descriptionHa: ["Please keep this under 3,000 characters."],
      },
    );

    const edited = await post(
      adminEvent.action,
      `/admin/events/${withHausa}`,
      { ...eventForm, titleHa: "a".repeat(151) },
      { id: withHausa },
    );
    expect(statusOf(edited)).toBe(400);
    expect(await row("SELECT title_ha FROM events WHERE id = ?", withHausa)).toEqual({
      title_ha: null,
    });
  });
});

const resourceForm = {
  intent: "save-resource",
  title: "Savings Group Handbook",
  category: "finance",
  description: "Rules, records and meetings of a savings group.",
  fileUrl: "/downloads/savings-group-handbook.pdf",
};
const hausaResource = {
  titleHa: "Littafin Jagorar Ƙungiyar Tara Kuɗi",
  descriptionHa: "Dokoki, bayanai da tarukan ƙungiyar tara kuɗi.",
};

describe("resources", () => {
  let id: string;
  const publicItem = async (lang: "" | "?lang=ha") =>
    (await load(resourcesLoader, `/resources${lang}`)).items.find((item) => item.id === id)!;
  const stored = () => row("SELECT title_ha, description_ha FROM resources WHERE id = ?", id);

  it("stores the Hausa texts; /resources?lang=ha shows them, /resources the English", async () => {
    const answer = await post(adminContent.action, "/admin/content", {
      ...resourceForm,
      ...hausaResource,
    });
    expect(statusOf(answer)).toBe(302);
    id = (await row<{ id: string }>(
      "SELECT id FROM resources WHERE title = ?",
      resourceForm.title,
    ))!.id;
    expect(await stored()).toEqual({
      title_ha: hausaResource.titleHa,
      description_ha: hausaResource.descriptionHa,
    });
    expect(await publicItem("?lang=ha")).toMatchObject({
      title: hausaResource.titleHa,
      description: hausaResource.descriptionHa,
    });
    expect(await publicItem("")).toMatchObject({
      title: resourceForm.title,
      description: resourceForm.description,
    });
    expect(Object.keys(await publicItem("?lang=ha"))).not.toContain("descriptionHa");
  });

  it("the admin's list keeps both; clearing a Hausa field stores NULL and shows the English", async () => {
    const page = await adminLoad(adminContent.loader, "/admin/content");
    expect(page.resources.find((r) => r.id === id)).toMatchObject({
      title: resourceForm.title,
      ...hausaResource,
    });

    const edit = await post(adminContent.action, `/admin/content?edit-resource=${id}`, {
      ...resourceForm,
      id,
      titleHa: hausaResource.titleHa,
      descriptionHa: " ",
    });
    expect(statusOf(edit)).toBe(302);
    expect(await stored()).toEqual({ title_ha: hausaResource.titleHa, description_ha: null });
    expect(await publicItem("?lang=ha")).toMatchObject({
      title: hausaResource.titleHa,
      description: resourceForm.description,
      inEnglish: ["description"],
    });
  });

  it("over-long Hausa texts get the form's messages and change nothing", async () => {
    await expectRefusedNew(
      "resources",
      adminContent.action,
      "/admin/content",
      {
        ...resourceForm,
        title: "Another handbook",
        titleHa: "a".repeat(201),
        descriptionHa: "b".repeat(1001),
      },
      {
        titleHa: ["Please keep the title under 200 characters."],
        descriptionHa: ["Please keep the description under 1,000 characters."],
      },
    );
    const edit = await post(adminContent.action, `/admin/content?edit-resource=${id}`, {
      ...resourceForm,
      id,
      titleHa: "a".repeat(201),
    });
    expect(statusOf(edit)).toBe(400);
    expect(await stored()).toEqual({ title_ha: hausaResource.titleHa, description_ha: null });
  });
});

const testimonialForm = {
  intent: "save-testimonial",
  memberName: "Safiya Musa",
  businessName: "Safiya Spices",
  content: "The savings group gave me the money for my first grinding machine.",
  isFeatured: "on",
};
const contentHa = "Ƙungiyar tara kuɗi ta ba ni kuɗin injin niƙa na farko.";

describe("testimonials", () => {
  let id: string;
  const story = async (lang: "" | "?lang=ha") =>
    (await load(storiesLoader, `/success-stories${lang}`)).stories.find((s) => s.id === id)!;
  const stored = async () =>
    (await row<{ content_ha: string | null }>(
      "SELECT content_ha FROM testimonials WHERE id = ?",
      id,
    ))!.content_ha;

  it("stores the Hausa text; /success-stories?lang=ha shows it, names unchanged", async () => {
    expect(
      statusOf(
        await post(adminContent.action, "/admin/content", { ...testimonialForm, contentHa }),
      ),
    ).toBe(302);
    id = (await row<{ id: string }>(
      "SELECT id FROM testimonials WHERE member_name = ?",
      testimonialForm.memberName,
    ))!.id;
    expect(await stored()).toBe(contentHa);
    expect(await story("?lang=ha")).toEqual({
      id,
      memberName: "Safiya Musa",
      businessName: "Safiya Spices",
      content: contentHa,
      photoUrl: null,
      inEnglish: [],
    });
    expect((await story("")).content).toBe(testimonialForm.content);
  });

  it("the admin's list keeps both; clearing stores NULL and the Hausa page shows English", async () => {
    const page = await adminLoad(adminContent.loader, "/admin/content");
    expect(page.testimonials.find((s) => s.id === id)).toMatchObject({
      content: testimonialForm.content,
      contentHa,
    });
    const edit = await post(adminContent.action, `/admin/content?edit-testimonial=${id}`, {
      ...testimonialForm,
      id,
      contentHa: "",
    });
    expect(statusOf(edit)).toBe(302);
    expect(await stored()).toBeNull();
    expect(await story("?lang=ha")).toMatchObject({
      content: testimonialForm.content,
      inEnglish: ["content"],
    });
  });

  it("an over-long Hausa text gets the quote's message and writes nothing", async () => {
    await expectRefusedNew(
      "testimonials",
      adminContent.action,
      "/admin/content",
      { ...testimonialForm, memberName: "Too Long", contentHa: "a".repeat(2001) },
      { contentHa: ["Please keep the quote under 2,000 characters."] },
    );
  });
});

describe("the seed and the edge cache", () => {
  it("the seed gives two events, one resource and one testimonial a Hausa text", async () => {
    const { events } = await load(eventsLoader, "/events?lang=ha");
    const seeded = (key: string) => events.find((e) => e.id === seedId(`event:${key}`))!;
    expect(seeded("trade-fair").title).toBe("Baje-kolin Kasuwanci da Ranar Kasuwa ta ZAMWE");
    expect(seeded("bookkeeping").title).toBe("Rubuta Lissafin Kuɗi don Ƙananan Sanaʼoʼi");
    expect(seeded("grants-clinic").title).toBe("Grants and Micro-loans Clinic");
    expect(
      await row(
        "SELECT count(*) AS n FROM resources WHERE title_ha IS NOT NULL AND title = ?",
        "Business Plan Template",
      ),
    ).toEqual({ n: 1 });
    expect(
      await row(
        "SELECT count(*) AS n FROM testimonials WHERE content_ha IS NOT NULL AND member_name = 'Hauwa Abubakar'",
      ),
    ).toEqual({ n: 1 });
  });

  it("keeps the Hausa and English copies of a cached page apart (the key has the query)", async () => {
    // workerd's own default cache, as production uses it; paths of this test only.
    const cache = (caches as unknown as { default: Cache }).default;
    const production = { ENVIRONMENT: "production" };
    let renders = 0;
    const page = async (path: string) => {
      const pending: Promise<unknown>[] = [];
      const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p) };
      const response = await withCaching(
        new Request(`https://zamwe.test${path}`),
        production,
        ctx,
        async () => {
          renders++;
          const { items } = await load(resourcesLoader, path);
          return new Response(`<h2>${items[0]!.title}</h2>`, {
            headers: { "Content-Type": "text/html; charset=utf-8" },
          });
        },
        cache,
      );
      await Promise.all(pending);
      return response.text();
    };
    const hausa = "/resources?category=templates&lang=ha";
    const english = "/resources?category=templates";
    expect(await page(hausa)).toBe("<h2>Samfurin Tsarin Kasuwanci</h2>");
    expect(await page(english)).toBe("<h2>Business Plan Template</h2>");
    expect(await page(hausa)).toBe("<h2>Samfurin Tsarin Kasuwanci</h2>");
    expect(await page(english)).toBe("<h2>Business Plan Template</h2>");
    expect(renders).toBe(2);
  });
});
