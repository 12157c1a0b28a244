// The check-in page at the door (issue #29) is an admin page with JavaScript (the code field,
// the camera, the offline list and queue): its JavaScript is measured like an interactive
// page's and kept within the same budget (104 KB since issue 30). It is not a public page, so it is not in
// app/config/pages.ts (which also feeds the sitemap).
import { beforeAll, expect, test } from "vitest";
import { BuildManifest, ensureFreshBuild, gzipBytes, kb } from "./build-manifest";

const INTERACTIVE_JS_BUDGET = 104 * 1024;
const routeId = "routes/admin+/events.$id.check-in";

let manifest: BuildManifest;
beforeAll(() => {
  ensureFreshBuild();
  manifest = new BuildManifest();
}, 300_000);

test("the check-in page sends at most 104 KB of JavaScript gzipped", () => {
  expect(manifest.has(routeId)).toBe(true);
  const cost = manifest.cost(routeId);
  const js = gzipBytes(cost.initialJs);
  console.log(`| /admin/events/:id/check-in | interactive (admin) | ${kb(js)} |`);
  // The shared React + Remix chunk alone is ~80 KB: less means the sums missed a chunk.
  expect(js).toBeGreaterThan(60 * 1024);
  expect(js, cost.initialJs.join(", ")).toBeLessThanOrEqual(INTERACTIVE_JS_BUDGET);
});
