// Page-weight budgets (issues 9 and 30), checked against a production build: content pages ship
// no JavaScript; an interactive page's JavaScript (entry, route modules, every chunk they import)
// stays within 95 KB gzipped in at most 8 files, its form library coming on first use; the
// stylesheet within its budget. HTML weight and the position of
// the <h1> need the running worker: tests/e2e/budgets.spec.ts.
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import {
  contentPages,
  interactivePages,
  privatePages,
  type PublicPage,
} from "../../app/config/pages";
import type { RouteHandle } from "../../app/root";
import { BuildManifest, ensureFreshBuild, gzipBytes, kb, root } from "./build-manifest";

const KB = 1024;
const budgets = {
  /**
   * Issues 30 and 49. React + React Router alone are ~87 KB (ADR 0042; React Router 7's browser
   * runtime is ~5 KB larger than Remix 2's, ADR 0047); conform's form state (~10 KB) comes when
   * she first uses a form (ADR 0043), not with the page.
   */
  interactiveJs: 95 * KB,
  /** Script files an interactive page loads at once (issue 30). */
  scripts: 8,
  /**
   * The one stylesheet every page loads. Content pages must stay within 30 KB of HTML + CSS:
   * this leaves 18 KB for the HTML (the largest is ~7 KB today).
   */
  css: 12 * KB,
};

let manifest: BuildManifest;
const rows: string[] = [];

beforeAll(() => {
  ensureFreshBuild();
  manifest = new BuildManifest();
}, 300_000);

/** Whether any route of the chain opts into the bundle (root renders <Scripts /> then). */
async function hydrates(routeId: string): Promise<boolean> {
  for (const route of manifest.cost(routeId).chain) {
    const mod = (await import(join(root, manifest.sourceOf(route)))) as { handle?: RouteHandle };
    if (mod.handle?.hydrate === true) return true;
  }
  return false;
}

const present = (pages: readonly PublicPage[]) => pages.filter((p) => manifest.has(p.routeId));

describe("the build has every page the budgets cover", () => {
  test("each listed route exists, except routes still being built elsewhere", () => {
    const missing = [...contentPages, ...interactivePages].filter((p) => !manifest.has(p.routeId));
    expect(missing.filter((p) => !p.optional).map((p) => p.path)).toEqual([]);
    // The ones that may be missing are only those marked optional (today /sites/:slug, /builder).
    expect(missing.every((p) => p.optional)).toBe(true);
  });
});

describe("private pages ship no JavaScript", () => {
  test("her ticket and manage page (/rsvp/:code) asks for no script bundle", async () => {
    for (const page of privatePages) {
      expect(manifest.has(page.routeId), page.path).toBe(true);
      expect(await hydrates(page.routeId), `${page.path} hydrates`).toBe(false);
    }
  });
});

describe("content pages ship no JavaScript", () => {
  test("no route of a content page (nor its parents) asks for the script bundle", async () => {
    const pages = present(contentPages);
    expect(pages.length).toBeGreaterThanOrEqual(11);
    for (const page of pages) {
      expect(await hydrates(page.routeId), `${page.path} hydrates`).toBe(false);
      const { css } = manifest.cost(page.routeId);
      const cssBytes = gzipBytes(css);
      rows.push(`| ${page.path} | content | 0 (no bundle) | – | ${kb(cssBytes)} |`);
    }
  });
});

describe("interactive pages stay within their JavaScript budget", () => {
  test("each interactive page sends at most 95 KB of JavaScript gzipped, in at most 8 files", async () => {
    const pages = present(interactivePages);
    expect(pages.length).toBeGreaterThanOrEqual(7);
    const over: string[] = [];
    for (const page of pages) {
      const cost = manifest.cost(page.routeId);
      const css = kb(gzipBytes(cost.css));
      // A page whose forms need no script (the dashboard today) ships none: within any budget.
      if (!(await hydrates(page.routeId))) {
        rows.push(`| ${page.path} | interactive | 0 (no bundle) | – | ${css} |`);
        continue;
      }
      const js = gzipBytes(cost.initialJs);
      const later = gzipBytes(cost.onDemandJs);
      // The shared React + React Router chunk alone is ~80 KB: less means the sums missed a chunk.
      expect(js, `${page.path}: the sum of its chunks`).toBeGreaterThan(60 * KB);
      const files = cost.initialJs.map((f) => `${f} ${kb(gzipBytes([f]))}`).join(", ");
      if (js > budgets.interactiveJs) {
        over.push(`${page.path}: ${kb(js)} > ${kb(budgets.interactiveJs)} (${files})`);
      }
      if (cost.initialJs.length > budgets.scripts) {
        over.push(
          `${page.path}: ${cost.initialJs.length} script files > ${budgets.scripts} (${files})`,
        );
      }
      rows.push(
        `| ${page.path} | interactive | ${kb(js)} in ${cost.initialJs.length} files | ${later ? kb(later) : "–"} | ${css} |`,
      );
    }
    expect(over).toEqual([]);
  });

  test("no public page loads the form library with the page: it comes when a form is first used", () => {
    const pages = present(interactivePages);
    const withForms = ["/contact", "/newsletter", "/join", "/login", "/dashboard/profile"];
    for (const path of [...withForms, "/events", "/members"]) {
      const page = pages.find((p) => p.path === path)!;
      const { initialJs, onDemandJs } = manifest.cost(page.routeId);
      expect(
        initialJs.some((f) => /\/forms-[\w-]+\.js$/.test(f)),
        `${path} loads conform with the page`,
      ).toBe(false);
      // The form pages do have it, on demand (else the test above proves nothing).
      if (withForms.includes(path)) {
        expect(
          onDemandJs.some((f) => /\/forms-[\w-]+\.js$/.test(f)),
          `${path} has conform on demand`,
        ).toBe(true);
      }
    }
  });

  test("the framework is one file: React, React DOM and React Router in the entry's chunk", () => {
    const entry = manifest.remix.entry;
    const framework = [...new Set([entry.module, ...entry.imports])];
    // The entry (with the framework) and the shell: nothing else before any route.
    expect(framework.length, framework.join(", ")).toBeLessThanOrEqual(2);
    expect(gzipBytes([entry.module])).toBeGreaterThan(60 * KB);
  });

  test("the pages people come to use hydrate (the budget above is about them)", async () => {
    for (const path of ["/events", "/members", "/contact", "/newsletter", "/join", "/login"]) {
      const page = interactivePages.find((p) => p.path === path)!;
      expect(await hydrates(page.routeId), `${path} hydrates`).toBe(true);
    }
  });
});

describe("stylesheets stay within their budget", () => {
  test("every page's CSS is at most 12 KB gzipped", () => {
    const pages = [...present(contentPages), ...present(interactivePages)];
    for (const page of pages) {
      const { css } = manifest.cost(page.routeId);
      expect(css.length, `${page.path} has its stylesheet`).toBeGreaterThan(0);
      const bytes = gzipBytes(css);
      expect(bytes, `${page.path}: CSS ${kb(bytes)}`).toBeLessThanOrEqual(budgets.css);
    }
  });

  test("prints the table", () => {
    // Recorded in the test output (and quoted in bench/README.md).
    console.log(
      [
        "| page | kind | JS gz (initial) | JS gz (on demand, at most) | CSS gz |",
        "| --- | --- | ---: | ---: | ---: |",
        ...rows,
      ].join("\n"),
    );
    expect(rows.length).toBe(present(contentPages).length + present(interactivePages).length);
  });
});
