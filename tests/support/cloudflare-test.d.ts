// The `cloudflare:test` module of the workerd test project (vitest-pool-workers).
/// <reference types="@cloudflare/vitest-pool-workers/types" />
