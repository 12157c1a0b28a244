import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build exists once `remix vite:build` has run; wrangler bundles it into the Worker.
import * as build from "./build/server";
import { getLoadContext } from "./load-context";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    return handleRemixRequest(request, getLoadContext({ env, ctx }));
  },
} satisfies ExportedHandler<Env>;
