import fc from "fast-check";

/**
 * Generators of hostile form input for the fuzzing suite (tests/security/fuzz.test.ts): what a
 * bot, an attacker or an unlucky paste sends instead of what the form asks for, and every way of
 * sending it (multipart, urlencoded, JSON, text, nothing, a broken multipart body).
 */

/** The XSS canaries: any of them running sets `window.__xss`. */
export const xssPayloads = [
  `<img src=x onerror="window.__xss=1">`,
  `"><script>window.__xss=1</script>`,
  `javascript:window.__xss=1`,
  `<svg onload=window.__xss=1>`,
  `</textarea><script>window.__xss=1</script>`,
  `<a href="javascript:window.__xss=1">x</a>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>">`,
  `data:text/html,<script>window.__xss=1</script>`,
  `'-window.__xss=1-'`,
  `{{constructor.constructor('window.__xss=1')()}}`,
  `<style>@import 'javascript:window.__xss=1'</style>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>`,
];

export const sqlPayloads = [
  `' OR '1'='1`,
  `'; DROP TABLE users; --`,
  `" OR 1=1 --`,
  `1; SELECT * FROM sessions`,
  `admin'--`,
  `%' AND 1=0 UNION SELECT password_hash, email FROM users --`,
  `\\'; DELETE FROM join_applications; --`,
  `'); INSERT INTO user_roles (user_id, role) VALUES ('x', 'admin'); --`,
  `1' AND sqlite_version() --`,
  `?1 ?2 :name @p $p`,
];

export const unicodePayloads = [
  "\u202Egpj.exe",
  "Amina \u202Esdrawkcab\u202C Fabrics",
  "\u202D\u202E\u2066\u2067\u2068\u2069",
  "\u200B\u200C\u200D\u2060\uFEFF",
  "👩🏾‍💼🇳🇬🧵✂️",
  "𝕬𝖒𝖎𝖓𝖆 𝕱𝖆𝖇𝖗𝖎𝖈𝖘",
  "\uD800",
  "x\uDFFFy",
  "e\u0301\u0301\u0301\u0301\u0301\u0301\u0301",
  "Z̷̢̛̙̗̦͖̗̳ä̶̟̥̰́̎̿l̸̼̝g̷͉̘o",
  "زينب عبد الله",
  "ẞ ǅ ﬁ Ⅻ ㎒",
  "\uFFFE\uFFFF\uFFFD",
  "\u2028\u2029",
  "ｆｕｌｌｗｉｄｔｈ＠ｅｘａｍｐｌｅ．ｃｏｍ",
];

export const controlPayloads = [
  "\u0000",
  "a\u0000b",
  "\u0007\b\t\n\v\f\r",
  "\u001b[31mred\u001b[0m",
  "\r\n\r\nSet-Cookie: admin=1",
  "line\rbreak",
  "\u007f\u0080\u009f",
  "\t \t",
];

export const emailPayloads = [
  "plainaddress",
  "@no-local.example",
  "a@",
  "a@b",
  "a@@b.example",
  "a b@c.example",
  "a@b..example",
  ".a@b.example",
  "a@-b.example",
  "a@b.example\r\nBcc: victim@example.com",
  '"quoted"@example.com',
  "a@[127.0.0.1]",
  `${"a".repeat(300)}@b.example`,
  "a@b.example,c@d.example",
  "<a@b.example>",
  "a@b.example\u0000",
  "=?utf-8?q?x?=@b.example",
  "amina@exa\u202Eelpmaxe.com",
];

export const phonePayloads = [
  "12",
  "+",
  "++2348031234567",
  "0803-CALL-NOW",
  "080312345678901234567890123456789",
  "+234 (0) 803 123 4567 ext. 99",
  "٠٨٠٣١٢٣٤٥٦٧",
  "0803\u202E1234567",
  "-1",
  "1e10",
  "0x1F",
  "+000000000000",
  "0803 123 4567; DROP TABLE users",
];

export const urlPayloads = [
  "javascript:window.__xss=1",
  "JaVaScRiPt:window.__xss=1",
  " javascript:window.__xss=1",
  "java\tscript:window.__xss=1",
  "data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==",
  "//evil.example",
  "/\\evil.example",
  "https://",
  "http://[::1",
  "vbscript:msgbox(1)",
  'https://evil.example/"><script>window.__xss=1</script>',
  "/ok\u0000",
  "file:///etc/passwd",
  "https://user:pass@evil.example",
  "/é/ü?x=ñ",
];

export const miscPayloads = [
  "",
  " ",
  "   \t  ",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
  "%00",
  "%s%s%s%n",
  "${7*7}",
  "../../../../etc/passwd",
  "C:\\Windows\\System32",
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "9007199254740993",
  "2026-02-30",
  "0000-00-00",
  "99999-12-31",
  "25:61",
  "on",
  "off",
];

export const allPayloads = [
  ...xssPayloads,
  ...sqlPayloads,
  ...unicodePayloads,
  ...controlPayloads,
  ...emailPayloads,
  ...phonePayloads,
  ...urlPayloads,
  ...miscPayloads,
];

const KB = 1024;
export const ONE_MB = 1024 * KB;

/** One piece repeated to `size` characters. */
function repeatTo(piece: string, size: number) {
  return piece.repeat(Math.ceil(size / piece.length)).slice(0, size);
}

const nonEmptyPayload = fc.constantFrom(...allPayloads.filter((p) => p.length > 0));

/** 10 KB – 1 MB of text: mostly up to 64 KB, now and then up to 1 MB, rarely exactly 1 MB. */
export const longText: fc.Arbitrary<string> = fc
  .tuple(
    nonEmptyPayload,
    fc.oneof(
      { weight: 30, arbitrary: fc.integer({ min: 10 * KB, max: 64 * KB }) },
      { weight: 4, arbitrary: fc.integer({ min: 64 * KB, max: ONE_MB }) },
      { weight: 1, arbitrary: fc.constant(ONE_MB) },
    ),
  )
  .map(([piece, size]) => repeatTo(piece, size));

const controlText = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 40,
});

/** A string no form asks for. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...allPayloads) },
  {
    weight: 3,
    arbitrary: fc.tuple(nonEmptyPayload, nonEmptyPayload).map(([a, b]) => `${a}${b}`),
  },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 120 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }) },
  { weight: 2, arbitrary: controlText },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: longText },
);

const bytes = (text: string) => new TextEncoder().encode(text);
const magic = [
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), // PNG
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), // JPEG
  bytes("%PDF-1.4\n"),
  bytes("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "),
  bytes("GIF89a"),
  bytes("<svg xmlns='http://www.w3.org/2000/svg' onload='window.__xss=1'>"),
  bytes("<html><script>window.__xss=1</script>"),
  bytes("MZ\u0090\u0000"),
];

function concat(a: Uint8Array, b: Uint8Array) {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** A file no form asks for: wrong type, lying name, a magic number and garbage after it. */
export const hostileFile: fc.Arbitrary<File> = fc
  .record({
    name: fc.oneof(
      fc.constantFrom(
        "photo.jpg",
        "../../etc/passwd",
        '<img src=x onerror="window.__xss=1">.png',
        "receipt\u202Efdp.exe",
        "",
        `${"a".repeat(300)}.png`,
        "con.pdf",
        "logo.svg",
      ),
      fc.string({ maxLength: 40 }),
    ),
    type: fc.constantFrom(
      "image/jpeg",
      "image/png",
      "image/webp",
      "application/pdf",
      "text/html",
      "image/svg+xml",
      "application/octet-stream",
      "",
    ),
    body: fc.oneof(
      { weight: 3, arbitrary: fc.uint8Array({ maxLength: 1024 }) },
      {
        weight: 4,
        arbitrary: fc
          .tuple(fc.constantFrom(...magic), fc.uint8Array({ maxLength: 512 }))
          .map(([head, rest]) => concat(head, rest)),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...magic), fc.integer({ min: 100 * KB, max: ONE_MB }))
          .map(([head, size]) => concat(head, new Uint8Array(size))),
      },
    ),
  })
  .map(({ name, type, body }) => new File([body], name, { type }));

export const hostileValue: fc.Arbitrary<string | File> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 1, arbitrary: hostileFile },
);

export type Entry = readonly [name: string, value: string | File];

/** What happens to one field of the form. `keep` sends the valid value. */
export type FieldPlan =
  | { kind: "keep" }
  | { kind: "missing" }
  | { kind: "replace"; value: string | File }
  | { kind: "append"; value: string; before: boolean }
  | { kind: "twice"; value: string | File; first: boolean }
  | { kind: "rename"; name: string };

export function fieldPlan(name: string): fc.Arbitrary<FieldPlan> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant<FieldPlan>({ kind: "keep" }) },
    { weight: 1, arbitrary: fc.constant<FieldPlan>({ kind: "missing" }) },
    {
      weight: 4,
      arbitrary: hostileValue.map<FieldPlan>((value) => ({ kind: "replace", value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileText, fc.boolean())
        .map<FieldPlan>(([value, before]) => ({ kind: "append", value, before })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileValue, fc.boolean())
        .map<FieldPlan>(([value, first]) => ({ kind: "twice", value, first })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          `${name}[0]`,
          `${name}[]`,
          `${name}.value`,
          `${name}[1].x`,
          ` ${name}`,
          name.toUpperCase(),
          `${name}\u0000`,
        )
        .map<FieldPlan>((renamed) => ({ kind: "rename", name: renamed })),
    },
  );
}

/** Field names no form has: privileges, conform's reserved names, deep and huge paths. */
export const extraName: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "status",
      "role",
      "roles",
      "isAdmin",
      "userId",
      "user_id",
      "id",
      "createdAt",
      "reviewedBy",
      "__proto__",
      "constructor",
      "__proto__.isAdmin",
      "constructor.prototype.isAdmin",
      "__intent__",
      "__state__",
      "website",
      "a..b",
      "a[",
      "a]",
      "[0]",
      "a[-1]",
      ".",
      "",
      "x".repeat(10 * KB),
      `a${".a".repeat(5000)}`,
      `a${"[0]".repeat(3000)}`,
      "products[50000000].name",
      "items[4294967294]",
      "intent",
      "_method",
      "redirectTo",
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
);

export type Encoding =
  | "multipart"
  | "urlencoded"
  | "json"
  | "text"
  | "no-body"
  | "no-body-typed"
  | "broken-multipart"
  | "wrong-type";

export type BrokenMultipart = "truncated" | "no-boundary" | "other-boundary" | "no-end" | "garbage";

export type Transport = {
  encoding: Encoding;
  broken: BrokenMultipart;
  /** Where a truncated body is cut, as a fraction of its length. */
  cut: number;
};

export const transport: fc.Arbitrary<Transport> = fc.record({
  encoding: fc.oneof(
    { weight: 6, arbitrary: fc.constant<Encoding>("multipart") },
    { weight: 6, arbitrary: fc.constant<Encoding>("urlencoded") },
    {
      weight: 4,
      arbitrary: fc.constantFrom<Encoding>(
        "json",
        "text",
        "no-body",
        "no-body-typed",
        "broken-multipart",
        "wrong-type",
      ),
    },
  ),
  broken: fc.constantFrom<BrokenMultipart>(
    "truncated",
    "no-boundary",
    "other-boundary",
    "no-end",
    "garbage",
  ),
  cut: fc.double({ min: 0, max: 1, noNaN: true }),
});

export type Plan = {
  fields: Record<string, FieldPlan>;
  extras: Entry[];
  transport: Transport;
  /** Which of the form's valid variants (e.g. approve / reject / payment) the plan starts from. */
  variant: number;
};

/** True when the plan changes anything about a valid submission. */
export function isHostile(plan: Plan) {
  return (
    plan.extras.length > 0 ||
    plan.transport.encoding !== "multipart" ||
    Object.values(plan.fields).some((field) => field.kind !== "keep")
  );
}

/**
 * What happens to the fields: mostly one to three of them go wrong (so that the rest is valid and
 * the input reaches the checks behind the first refusal), sometimes every field on its own.
 */
function fieldPlans(fields: readonly string[]): fc.Arbitrary<Record<string, FieldPlan>> {
  if (fields.length === 0) return fc.constant({});
  const few = fc
    .uniqueArray(fc.constantFrom(...fields), {
      minLength: 1,
      maxLength: Math.min(3, fields.length),
    })
    .chain((chosen) =>
      fc
        .tuple(...chosen.map((name) => fieldPlan(name).filter((plan) => plan.kind !== "keep")))
        .map((chosenPlans) => Object.fromEntries(chosen.map((name, i) => [name, chosenPlans[i]!]))),
    );
  const each = fc.record(Object.fromEntries(fields.map((name) => [name, fieldPlan(name)])));
  return fc.oneof({ weight: 3, arbitrary: few }, { weight: 1, arbitrary: each });
}

/** Plans for a form with these fields; every plan is hostile in some way. */
export function plans(fields: readonly string[], variants = 1): fc.Arbitrary<Plan> {
  return fc
    .record({
      fields: fieldPlans(fields),
      extras: fc.oneof(
        { weight: 2, arbitrary: fc.constant<Entry[]>([]) },
        { weight: 1, arbitrary: fc.array(fc.tuple(extraName, hostileValue), { maxLength: 3 }) },
      ),
      transport,
      variant: fc.nat({ max: Math.max(0, variants - 1) }),
    })
    .filter(isHostile) as fc.Arbitrary<Plan>;
}

/** The entries a plan sends, given the form's valid values. */
export function entriesOf(plan: Plan, valid: Record<string, string | File>): Entry[] {
  const entries: Entry[] = [];
  const names = new Set([...Object.keys(plan.fields), ...Object.keys(valid)]);
  for (const name of names) {
    const field = plan.fields[name] ?? { kind: "keep" };
    const value = valid[name];
    switch (field.kind) {
      case "keep":
        if (value !== undefined) entries.push([name, value]);
        break;
      case "missing":
        break;
      case "replace":
        entries.push([name, field.value]);
        break;
      case "append": {
        const text = typeof value === "string" ? value : "";
        entries.push([name, field.before ? `${field.value}${text}` : `${text}${field.value}`]);
        break;
      }
      case "twice": {
        const pair: Entry[] = [
          [name, value ?? ""],
          [name, field.value],
        ];
        entries.push(...(field.first ? pair : pair.reverse()));
        break;
      }
      case "rename":
        entries.push([field.name, value ?? ""]);
        break;
    }
  }
  return [...entries, ...plan.extras];
}

/**
 * The entries as a multipart/form-data body, encoded the way the HTML standard has browsers do it
 * (quotes and line breaks in names percent-encoded). Written out here rather than through the
 * runtime's FormData, because workerd refuses to serialise some names a hostile client may still
 * send (one ending in a backslash, say): the app must meet those too.
 */
async function multipartOf(
  entries: Entry[],
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----hostile${crypto.randomUUID().replaceAll("-", "")}`;
  const escape = (text: string) =>
    text.replaceAll("\r", "%0D").replaceAll("\n", "%0A").replaceAll('"', "%22");
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of entries) {
    const head =
      typeof value === "string"
        ? `Content-Disposition: form-data; name="${escape(name)}"`
        : `Content-Disposition: form-data; name="${escape(name)}"; filename="${escape(value.name)}"\r\n` +
          `Content-Type: ${value.type || "application/octet-stream"}`;
    parts.push(encoder.encode(`--${boundary}\r\n${head}\r\n\r\n`));
    parts.push(
      typeof value === "string" ? encoder.encode(value) : new Uint8Array(await value.arrayBuffer()),
    );
    parts.push(encoder.encode("\r\n"));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(
    new ArrayBuffer(parts.reduce((length, part) => length + part.length, 0)),
  );
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const textOf = (value: string | File) => (typeof value === "string" ? value : value.name);

/** The request a browser, a bot or a broken client would send with these entries. */
export async function requestOf(
  url: string,
  entries: Entry[],
  { encoding, broken, cut }: Transport,
  headers: Record<string, string> = {},
): Promise<Request> {
  const post = (body: BodyInit | null, contentType?: string) =>
    new Request(url, {
      method: "POST",
      body,
      headers: contentType ? { ...headers, "Content-Type": contentType } : headers,
    });
  switch (encoding) {
    case "multipart": {
      const { body, contentType } = await multipartOf(entries);
      return post(body, contentType);
    }
    case "urlencoded":
      return post(new URLSearchParams(entries.map(([name, value]) => [name, textOf(value)])));
    case "json":
      return post(
        JSON.stringify(Object.fromEntries(entries.map(([name, value]) => [name, textOf(value)]))),
        "application/json",
      );
    case "text":
      return post(
        entries.map(([name, value]) => `${name}=${textOf(value)}`).join("\r\n"),
        "text/plain;charset=UTF-8",
      );
    case "no-body":
      return post(null);
    case "no-body-typed":
      return post(null, "multipart/form-data; boundary=----nothing-follows");
    case "wrong-type": {
      // A urlencoded header on a multipart body and the other way round.
      const { body } = await multipartOf(entries);
      return post(body, "application/x-www-form-urlencoded");
    }
    case "broken-multipart": {
      const { body, contentType } = await multipartOf(entries);
      const boundary = contentType.split("boundary=")[1]!;
      switch (broken) {
        case "truncated":
          return post(body.slice(0, Math.floor(body.length * cut)), contentType);
        case "no-boundary":
          return post(body, "multipart/form-data");
        case "other-boundary":
          return post(body, `multipart/form-data; boundary=${boundary.slice(0, -3)}zzz`);
        case "no-end": {
          const end = new TextEncoder().encode(`--${boundary}--`);
          return post(body.slice(0, Math.max(0, body.length - end.length - 2)), contentType);
        }
        case "garbage": {
          const at = Math.floor(body.length * cut);
          const junk = new TextEncoder().encode(`\r\n--${boundary}\r\nContent-Disposition: x\r\n`);
          return post(concat(concat(body.slice(0, at), junk), body.slice(at)), contentType);
        }
      }
    }
  }
}
