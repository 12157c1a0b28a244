/**
 * D1 bindings that fail the way D1 can: a read or a write throwing, or the second write of an
 * action failing half-way. They wrap the real local D1, so whatever does run, runs for real
 * (and a batch that fails is rolled back by D1 itself, not by the test).
 */

/** The SQL of a statement (D1's prepared statements carry it as `statement`). */
const sqlOf = (statement: D1PreparedStatement) =>
  (statement as unknown as { statement?: string }).statement ?? "";
const isWrite = (sql: string) => /^\s*(insert|update|delete|replace)\b/i.test(sql);

/**
 * A failed D1 call: like D1's own errors it arrives after a turn of the event loop, once the
 * caller is awaiting it (a promise rejected before its caller attached a handler is reported by
 * workerd as unhandled, which D1 never causes).
 */
const failLater = (message: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(message)), 0));

function forwarding(target: D1Database, override: Partial<D1Database>): D1Database {
  const faulty: D1Database = new Proxy(target, {
    get(db, prop) {
      if (prop in override) return override[prop as keyof D1Database];
      // The Worker runs every request in a D1 session (issue #41): a session of a failing
      // binding fails the same way, and has no bookmark.
      if (prop === "withSession") return () => faulty;
      if (prop === "getBookmark") return () => null;
      const value = Reflect.get(db, prop, db);
      return typeof value === "function" ? value.bind(db) : value;
    },
  });
  return faulty;
}

/**
 * Every statement whose SQL matches `which` fails when it runs (alone or in a batch), as when D1
 * is unavailable: D1 answers a query with a rejected promise, so the fault does too.
 */
export function failingStatements(
  db: D1Database,
  which: (sql: string) => boolean,
  onFault: () => void,
): D1Database {
  const failing = new WeakSet<D1PreparedStatement>();
  const fault = () => {
    onFault();
    return failLater("D1_ERROR: injected fault: database unavailable");
  };
  const statement = (sql: string): D1PreparedStatement => {
    const failed: D1PreparedStatement = new Proxy(db.prepare(sql), {
      get(target, prop) {
        if (prop === "bind") return () => failed;
        if (prop === "run" || prop === "all" || prop === "first" || prop === "raw") return fault;
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    failing.add(failed);
    return failed;
  };
  return forwarding(db, {
    prepare: (sql: string) => (which(sql) ? statement(sql) : db.prepare(sql)),
    batch: (<T>(statements: D1PreparedStatement[]) =>
      statements.some((s) => failing.has(s))
        ? fault()
        : db.batch<T>(statements)) as D1Database["batch"],
  });
}

/** A D1 binding whose every query fails (the database unreachable). */
export const unavailable = (db: D1Database) =>
  failingStatements(
    db,
    () => true,
    () => {},
  );

/** A D1 binding that reads but cannot write: every write, alone or in a batch, fails. */
export const withoutWrites = (db: D1Database) => failingStatements(db, isWrite, () => {});

export const reads = (table: string) => (sql: string) =>
  /^\s*select\b/i.test(sql) && sql.includes(`"${table}"`);
export const writes = (sql: string) => isWrite(sql);

/**
 * The second write statement of the action fails, once. Inside a batch it is replaced by a
 * statement D1 refuses, so the batch fails there and D1 rolls back the first; outside a batch
 * (two separate writes) it throws after the first write landed — which the tests then see as a
 * partial row. `fired()` tells whether the fault was reached at all: an action that wrote fewer
 * than two statements was not tested by it.
 */
export function secondWriteFails(db: D1Database, onFault: () => void) {
  let writesSeen = 0;
  let fired = false;
  const failing = () =>
    db.prepare("INSERT INTO __injected_fault__ (reason) VALUES ('second write')");
  /** Whether the next write is the one to fail (counting it). */
  const nextWriteFails = () => {
    writesSeen += 1;
    if (writesSeen !== 2 || fired) return false;
    fired = true;
    onFault();
    return true;
  };
  const statement = (prepared: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(prepared, {
      get(target, prop) {
        if (prop === "bind") {
          return (...values: unknown[]) => statement(target.bind(...values));
        }
        if (prop === "run" || prop === "all" || prop === "first" || prop === "raw") {
          return (...args: unknown[]) => {
            if (isWrite(sqlOf(target)) && nextWriteFails()) {
              return failLater("D1_ERROR: injected fault: second write failed");
            }
            return (target[prop] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const binding = forwarding(db, {
    prepare: (sql: string) => statement(db.prepare(sql)),
    batch: (<T>(statements: D1PreparedStatement[]) =>
      db.batch<T>(
        statements.map((s) => (isWrite(sqlOf(s)) && nextWriteFails() ? failing() : s)),
      )) as D1Database["batch"],
  });
  return { binding, fired: () => fired };
}

/**
 * Inside a batch, the statement whose SQL matches `which` is replaced by one D1 refuses: the
 * statements before it run for real, then D1 rolls the whole batch back (a failure mid-way).
 */
export function failsInBatch(db: D1Database, which: (sql: string) => boolean, onFault: () => void) {
  const failing = () => db.prepare("INSERT INTO __injected_fault__ (reason) VALUES ('mid-batch')");
  return forwarding(db, {
    batch: (<T>(statements: D1PreparedStatement[]) =>
      db.batch<T>(
        statements.map((s) => {
          if (!which(sqlOf(s))) return s;
          onFault();
          return failing();
        }),
      )) as D1Database["batch"],
  });
}
