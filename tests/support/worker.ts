/**
 * The Worker the integration and security tests run in (vitest-pool-workers' `main`): it exports
 * the Durable Object class so that the REALTIME binding is the real hub. Tests call loaders and
 * actions directly, so its own fetch answers nothing.
 */
export { RealtimeHub } from "../../app/realtime/hub.server";

export default {
  fetch: () => new Response(null, { status: 404 }),
} satisfies ExportedHandler;
