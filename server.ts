import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build exists once `remix vite:build` has run (wrangler bundles it into the Worker);
// a fresh checkout has none yet, and its type is asserted to ServerBuild below anyway.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import * as build from "./build/server";
import { refuseOversizedBody } from "./app/body-limit.server";
import { withCaching } from "./app/http/caching.server";
import { withTestFaults } from "./app/test-faults.server";
import { handleRealtimeRequest } from "./app/realtime/upgrade.server";
import { getLoadContext } from "./load-context";

export { RealtimeHub } from "./app/realtime/hub.server";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    // Refuse oversized bodies before anything reads them.
    const tooLarge = refuseOversizedBody(request);
    if (tooLarge) return tooLarge;
    if (new URL(request.url).pathname.startsWith("/realtime/")) {
      return handleRealtimeRequest(request, env, ctx);
    }
    return withCaching(request, env, ctx, () =>
      handleRemixRequest(request, getLoadContext({ env: withTestFaults(request, env), ctx })),
    );
  },
} satisfies ExportedHandler<Env>;
