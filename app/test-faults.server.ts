/**
 * Fault injection for the end-to-end suite only: with ENVIRONMENT=test, a request carrying
 * `x-test-fault: d1` sees a D1 binding on which every write fails (reads still work), so the suite
 * can check the spec's failure messages in a real browser. Everywhere else it does nothing.
 */
export function withTestFaults(request: Request, env: Env): Env {
  if (env.ENVIRONMENT !== "test" || request.headers.get("x-test-fault") !== "d1") return env;
  const failing = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "prepare") {
        return (sql: string) => {
          if (/^\s*(insert|update|delete|replace)\b/i.test(sql)) {
            throw new Error("D1_ERROR: injected test fault");
          }
          return target.prepare(sql);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...env, DB: failing };
}
