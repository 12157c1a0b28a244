#!/usr/bin/env node
// Regenerates the placeholder SOURCE illustrations in images/source/*.svg
// (plus images/source/logo.svg). Output is deterministic: the same catalog
// always produces byte-identical files, so re-running is safe.
//
//   node scripts/placeholders.mjs          # (re)write every placeholder SVG
//   node scripts/placeholders.mjs --check  # exit 1 if any SVG is out of date
//
// Real photos (images/source/<name>.jpg|jpeg|png|webp) are never touched;
// scripts/images.mjs prefers them over the SVG placeholders.
// The illustrations deliberately contain no text.

import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "images", "source");
const catalogPath = path.join(root, "app", "content", "image-catalog.json");

// ---------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------

const C = {
  green: "#0f5132",
  green2: "#1d6b45",
  green3: "#3f8f5f",
  green4: "#8cbf8f",
  gold: "#d4a017",
  amber: "#e8a33d",
  amberLight: "#f3c77a",
  terra: "#c2562f",
  terra2: "#9e3f1d",
  terraLight: "#dd8a62",
  cream: "#f6ecd9",
  cream2: "#efdfc2",
  sand: "#e3c99b",
  sand2: "#d2ad76",
  brown: "#7a4a2a",
  brownDark: "#4a2b17",
  plum: "#6d2a43",
  indigo: "#2f4370",
  white: "#fffaf0",
  ink: "#2a1a10",
};
const SKIN = ["#8d5524", "#6b3f1f", "#a4693d", "#5b3419", "#7d4a26", "#94603a"];
const SCARF = [
  C.green,
  C.gold,
  C.terra,
  C.plum,
  C.indigo,
  C.amber,
  C.green3,
  C.terraLight,
  C.green2,
];
const DRESS = [
  C.gold,
  C.green2,
  C.terra,
  C.indigo,
  C.amber,
  C.plum,
  C.green,
  C.terraLight,
  C.terra2,
];

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** Round to one decimal place to keep the SVG small and stable. */
const n = (v) => String(Math.round(v * 10) / 10);

function hashString(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: tiny deterministic PRNG. */
function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + next() * (hi - lo),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
  };
}

const g = (transform, body) => `<g transform="${transform}">${body}</g>`;
const rect = (x, y, w, h, fill, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const pathEl = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const poly = (pts, fill, extra = "") =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}"${extra}/>`;
const line = (x1, y1, x2, y2, stroke, w, extra = "") =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(w)}"${extra}/>`;

function svgDoc(W, H, defs, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>\n`
  );
}

const vGradient = (id, top, bottom) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** Shared defs: sky gradients and a few fabric patterns. */
function commonDefs() {
  return (
    vGradient("skyWarm", "#f2c27a", C.cream) +
    vGradient("skyDay", "#d8e6d0", C.cream) +
    vGradient("hall", "#3b2416", "#6b3a22") +
    vGradient("dusk", "#2f2a4a", "#c9744a") +
    `<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="${C.terra}"/><circle cx="12" cy="12" r="6" fill="${C.amberLight}"/></pattern>` +
    `<pattern id="stripes" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="${C.indigo}"/><rect width="8" height="20" fill="${C.cream}"/></pattern>` +
    `<pattern id="chevron" width="32" height="20" patternUnits="userSpaceOnUse"><rect width="32" height="20" fill="${C.green2}"/><path d="M0 16L16 4L32 16" fill="none" stroke="${C.gold}" stroke-width="5"/></pattern>` +
    `<pattern id="rings" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="${C.plum}"/><circle cx="18" cy="18" r="10" fill="none" stroke="${C.amber}" stroke-width="4"/></pattern>` +
    `<pattern id="diamonds" width="28" height="28" patternUnits="userSpaceOnUse"><rect width="28" height="28" fill="${C.gold}"/><path d="M14 3L25 14L14 25L3 14Z" fill="${C.terra2}"/></pattern>` +
    `<pattern id="weave" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="16" fill="${C.sand}"/><rect width="16" height="6" fill="${C.sand2}"/></pattern>`
  );
}

// ---------------------------------------------------------------------------
// People (flat, faceless figures; local unit height = 100, feet at y = 0)
// ---------------------------------------------------------------------------

const SCARF_PATH =
  "M0 -99C10 -99 15 -91 14 -80C21 -74 24 -64 22 -50C10 -46 -10 -46 -22 -50C-24 -64 -21 -74 -14 -80C-15 -91 -10 -99 0 -99Z";
const SCARF_SHADE = "M14 -80C21 -74 24 -64 22 -50C17 -49 12 -48 8 -48C12 -58 14 -70 14 -80Z";

/**
 * A woman wearing a hijab. (x, y) = feet, s = scale (height in px / 100).
 * o: { skin, scarf, dress, back, seated, arm: "raise"|"hold"|"give"|"stir", load, flip }
 */
function woman(x, y, s, o = {}) {
  const { skin = SKIN[0], scarf = C.green, dress = C.gold, back = false, seated = false } = o;
  const lift = seated ? 26 : 0;
  let body = seated
    ? pathEl("M-12 -38C-17 -28 -23 -14 -25 0H25C23 -14 17 -28 12 -38Z", dress)
    : pathEl("M-12 -64C-17 -40 -21 -16 -23 0H23C21 -16 17 -40 12 -64Z", dress);
  if (o.hem) body += pathEl(seated ? "M-24 -6H24L25 0H-25Z" : "M-22 -7H22L23 0H-23Z", o.hem);
  let head = pathEl(SCARF_PATH, scarf) + pathEl(SCARF_SHADE, "#000", ' opacity=".16"');
  if (!back) head += ellipse(0, -84, 5.6, 7, skin);
  if (o.arm === "raise")
    head +=
      line(15, -62, 27, -96, scarf, 7, ' stroke-linecap="round"') + circle(28, -99, 3.6, skin);
  if (o.arm === "hold") head += ellipse(-7, -54, 3.6, 3, skin) + ellipse(7, -54, 3.6, 3, skin);
  if (o.arm === "give")
    head +=
      line(15, -58, 32, -60, scarf, 7, ' stroke-linecap="round"') + circle(34, -60, 3.6, skin);
  if (o.arm === "stir")
    head +=
      line(15, -60, 28, -52, scarf, 7, ' stroke-linecap="round"') + circle(30, -51, 3.6, skin);
  if (o.phone)
    head +=
      rect(-6, -68, 12, 17, C.ink, ' rx="2"') +
      rect(-4.5, -66.5, 9, 13, C.amberLight) +
      ellipse(-7, -54, 3.6, 3, skin) +
      ellipse(7, -54, 3.6, 3, skin);
  if (o.raisedPhone)
    head += rect(22, -116, 11, 17, C.ink, ' rx="2"') + rect(23.5, -114.5, 8, 13, C.amberLight);
  if (o.item)
    head +=
      rect(-13, -62, 26, 12, o.item, ' rx="3"') +
      ellipse(-13, -55, 3.6, 3, skin) +
      ellipse(13, -55, 3.6, 3, skin);
  if (o.load)
    head +=
      pathEl("M-17 -100C-17 -114 17 -114 17 -100Z", o.load) +
      ellipse(0, -100, 18, 3.2, "#000", ' opacity=".15"');
  if (lift) head = g(`translate(0 ${lift})`, head);
  const sx = o.flip ? -s : s;
  return g(
    `translate(${n(x)} ${n(y)}) scale(${n(sx * 100) / 100} ${n(s * 100) / 100})`,
    body + head,
  );
}

/** A man in kaftan and cap (for official/government scenes). */
function man(x, y, s, o = {}) {
  const { skin = SKIN[1], robe = C.white, cap = C.plum, back = false, seated = false } = o;
  const lift = seated ? 26 : 0;
  let body = seated
    ? pathEl("M-15 -44C-19 -30 -22 -14 -23 0H23C22 -14 19 -30 15 -44Z", robe)
    : pathEl("M-14 -70C-18 -45 -21 -20 -22 0H22C21 -20 18 -45 14 -70C6 -74 -6 -74 -14 -70Z", robe);
  let head = seated ? pathEl("M-15 -44C-12 -48 12 -48 15 -44L16 -26H-16Z", robe) : "";
  head += circle(0, -81, 7.5, skin);
  if (!back) head += pathEl("M-4 -69L0 -62L4 -69Z", C.gold);
  head += pathEl("M-8 -86L-7.5 -96Q0 -99 7.5 -96L8 -86Z", cap);
  if (lift) head = g(`translate(0 ${lift})`, head);
  return g(`translate(${n(x)} ${n(y)}) scale(${n(s * 100) / 100})`, body + head);
}

/** Random but deterministic woman styling. */
function styleFor(r) {
  const scarf = r.pick(SCARF);
  let dress = r.pick(DRESS);
  if (dress === scarf) dress = C.cream2;
  return {
    skin: r.pick(SKIN),
    scarf,
    dress,
    hem: r.next() < 0.35 ? r.pick([C.gold, C.cream, C.terra2]) : undefined,
  };
}

/** A row of people, evenly spread between x0 and x1 with jitter. */
function crowd(r, x0, x1, y, s, count, o = {}) {
  let out = "";
  const step = (x1 - x0) / Math.max(1, count - 1);
  for (let i = 0; i < count; i++) {
    const x = x0 + i * step + r.range(-step * 0.18, step * 0.18);
    const yy = y + r.range(-s * 4, s * 4);
    const ss = s * r.range(0.94, 1.06);
    const st = { ...styleFor(r), ...o };
    out +=
      o.men && r.next() < o.men
        ? man(x, yy, ss, { ...st, robe: r.pick([C.white, C.cream2, C.indigo, C.sand]) })
        : woman(x, yy, ss, st);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Scenery and props
// ---------------------------------------------------------------------------

function sun(x, y, r) {
  return circle(x, y, r * 1.5, C.amberLight, ' opacity=".45"') + circle(x, y, r, C.amber);
}

/** Zamfara's granite inselbergs: dome-shaped hills. */
function hill(x, base, w, h, fill, shade = true) {
  let s = pathEl(
    `M${n(x)} ${n(base)}C${n(x + w * 0.05)} ${n(base - h * 1.3)} ${n(x + w * 0.95)} ${n(base - h * 1.3)} ${n(x + w)} ${n(base)}Z`,
    fill,
  );
  if (shade)
    s += pathEl(
      `M${n(x + w * 0.55)} ${n(base)}C${n(x + w * 0.7)} ${n(base - h * 0.8)} ${n(x + w * 0.9)} ${n(base - h * 0.7)} ${n(x + w)} ${n(base)}Z`,
      "#000",
      ' opacity=".1"',
    );
  return s;
}

function acacia(x, y, s) {
  return g(
    `translate(${n(x)} ${n(y)}) scale(${n(s * 100) / 100})`,
    pathEl(
      "M-4 0L-3 -40L-22 -62L-18 -64L-1 -46L2 -70L6 -70L4 -44L20 -60L23 -57L4 -36L5 0Z",
      C.brownDark,
    ) +
      ellipse(-20, -68, 30, 9, C.green2) +
      ellipse(12, -76, 36, 10, C.green3) +
      ellipse(-2, -84, 26, 8, C.green2),
  );
}

function neem(x, y, s) {
  return g(
    `translate(${n(x)} ${n(y)}) scale(${n(s * 100) / 100})`,
    pathEl("M-5 0L-3 -50L3 -50L5 0Z", C.brownDark) +
      circle(-18, -62, 20, C.green2) +
      circle(16, -66, 22, C.green2) +
      circle(0, -80, 24, C.green3) +
      circle(-6, -64, 16, C.green3, ' opacity=".7"'),
  );
}

/** Hausa-style mud house with corner pinnacles (zanko) and a relief-decorated doorway. */
function hausaHouse(x, y, w, h, wall = C.terraLight) {
  const top = y - h;
  let s = pathEl(
    `M${n(x)} ${n(y)}L${n(x + 4)} ${n(top)}H${n(x + w - 4)}L${n(x + w)} ${n(y)}Z`,
    wall,
  );
  for (const px of [x + 4, x + w - 4, x + w / 2])
    s += pathEl(`M${n(px - 7)} ${n(top)}L${n(px)} ${n(top - 22)}L${n(px + 7)} ${n(top)}Z`, wall);
  const dw = w * 0.22;
  const dx = x + w / 2 - dw / 2;
  s += pathEl(
    `M${n(dx - 10)} ${n(y)}V${n(y - h * 0.5)}Q${n(dx + dw / 2)} ${n(y - h * 0.9)} ${n(dx + dw + 10)} ${n(y - h * 0.5)}V${n(y)}`,
    "none",
    ` stroke="${C.cream}" stroke-width="5"`,
  );
  s += pathEl(
    `M${n(dx)} ${n(y)}V${n(y - h * 0.45)}Q${n(dx + dw / 2)} ${n(y - h * 0.75)} ${n(dx + dw)} ${n(y - h * 0.45)}V${n(y)}Z`,
    C.brownDark,
  );
  s += rect(x + w * 0.1, top + h * 0.18, w * 0.12, h * 0.12, C.brownDark, ' rx="3"');
  s += rect(x + w * 0.78, top + h * 0.18, w * 0.12, h * 0.12, C.brownDark, ' rx="3"');
  return s;
}

/** Bunting: triangle flags hanging from a sagging line. */
function bunting(x1, y1, x2, y2, sag, count, colors, size = 34) {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + sag;
  let s = pathEl(
    `M${n(x1)} ${n(y1)}Q${n(cx)} ${n(cy)} ${n(x2)} ${n(y2)}`,
    "none",
    ` stroke="${C.brownDark}" stroke-width="3"`,
  );
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const px = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t * t * x2;
    const py = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t * t * y2;
    s += poly(
      [
        [px - size / 2, py],
        [px + size / 2, py],
        [px, py + size * 1.2],
      ],
      colors[i % colors.length],
    );
  }
  return s;
}

/** Striped, scalloped awning. */
function awning(x, y, w, h, colors, stripes = 8) {
  const sw = w / stripes;
  let s = "";
  for (let i = 0; i < stripes; i++) {
    const c = colors[i % colors.length];
    s += pathEl(
      `M${n(x + i * sw)} ${n(y)}H${n(x + (i + 1) * sw)}V${n(y + h)}A${n(sw / 2)} ${n(sw / 2.4)} 0 0 1 ${n(x + i * sw)} ${n(y + h)}Z`,
      c,
    );
  }
  return s;
}

/** Clay pot; (x, y) = bottom centre, r = body radius. */
function pot(x, y, r, fill = C.terra, band = C.terra2) {
  return (
    ellipse(x, y - r * 0.95, r, r * 0.95, fill) +
    rect(x - r * 0.42, y - r * 2.15, r * 0.84, r * 0.45, fill) +
    ellipse(x, y - r * 2.15, r * 0.55, r * 0.14, band) +
    pathEl(
      `M${n(x - r * 0.92)} ${n(y - r * 1.2)}Q${n(x)} ${n(y - r * 0.95)} ${n(x + r * 0.92)} ${n(y - r * 1.2)}`,
      "none",
      ` stroke="${band}" stroke-width="${n(r * 0.12)}"`,
    ) +
    ellipse(x - r * 0.4, y - r * 1.3, r * 0.16, r * 0.3, "#fff", ' opacity=".18"')
  );
}

/** Decorated calabash bowl; (x, y) = rim centre. */
function calabash(x, y, r, fill = C.amber) {
  return (
    pathEl(`M${n(x - r)} ${n(y)}A${n(r)} ${n(r * 0.8)} 0 0 0 ${n(x + r)} ${n(y)}Z`, fill) +
    ellipse(x, y, r, r * 0.18, C.brown) +
    pathEl(
      `M${n(x - r * 0.8)} ${n(y + r * 0.3)}Q${n(x)} ${n(y + r * 0.55)} ${n(x + r * 0.8)} ${n(y + r * 0.3)}`,
      "none",
      ` stroke="${C.brownDark}" stroke-width="${n(r * 0.06)}" stroke-dasharray="${n(r * 0.12)} ${n(r * 0.08)}"`,
    )
  );
}

/** Woven basket with conical lid; (x, y) = bottom centre. */
function basket(x, y, w, h, fill = C.sand2, band = C.terra, lid = true) {
  let s = pathEl(
    `M${n(x - w * 0.42)} ${n(y)}L${n(x - w / 2)} ${n(y - h)}H${n(x + w / 2)}L${n(x + w * 0.42)} ${n(y)}Z`,
    fill,
  );
  for (let i = 1; i < 4; i++)
    s += rect(
      x - w / 2 + i * 2,
      y - h + (h * i) / 4 - h * 0.05,
      w - i * 4,
      h * 0.08,
      band,
      ' opacity=".85"',
    );
  if (lid)
    s +=
      pathEl(
        `M${n(x - w * 0.52)} ${n(y - h)}Q${n(x)} ${n(y - h * 2)} ${n(x + w * 0.52)} ${n(y - h)}Z`,
        band,
      ) + circle(x, y - h * 1.55, w * 0.05, C.green);
  return s;
}

/** Woven round fan (mafici) with handle. */
function fan(x, y, r, a, b) {
  return (
    rect(x - r * 0.06, y, r * 0.12, r * 0.9, C.brown) +
    circle(x, y, r, a) +
    circle(x, y, r * 0.7, b) +
    circle(x, y, r * 0.4, a) +
    circle(x, y, r * 0.15, b)
  );
}

function bottle(x, y, w, h, liquid = C.amber, cap = C.green) {
  return (
    rect(x - w / 2, y - h, w, h, liquid, ` rx="${n(w * 0.2)}"`) +
    rect(x - w * 0.2, y - h * 1.25, w * 0.4, h * 0.27, liquid) +
    rect(x - w * 0.24, y - h * 1.33, w * 0.48, h * 0.1, cap, ` rx="${n(w * 0.05)}"`) +
    rect(x - w * 0.4, y - h * 0.7, w * 0.8, h * 0.35, C.cream) +
    rect(x - w * 0.4, y - h * 0.7, w * 0.8, h * 0.06, cap) +
    rect(x - w * 0.32, y - h * 0.95, w * 0.12, h * 0.8, "#fff", ' opacity=".22"')
  );
}

function jar(x, y, w, h, fill = C.brown, lid = C.gold) {
  return (
    rect(x - w / 2, y - h, w, h, fill, ` rx="${n(w * 0.14)}"`) +
    rect(x - w * 0.54, y - h - h * 0.14, w * 1.08, h * 0.18, lid, ` rx="${n(w * 0.06)}"`) +
    rect(x - w * 0.38, y - h * 0.68, w * 0.76, h * 0.38, C.cream) +
    circle(x, y - h * 0.49, h * 0.1, C.green)
  );
}

/** Folded fabric on a shelf / in a stack; fill may be a pattern url. */
function fabric(x, y, w, h, fill) {
  return (
    rect(x, y - h, w, h, fill, ` rx="${n(h * 0.35)}"`) +
    rect(x, y - h * 0.25, w, h * 0.25, "#000", ` opacity=".12" rx="${n(h * 0.12)}"`)
  );
}

function table(x, y, w, h, top = C.brown, front = C.brownDark, legs = true) {
  let s = rect(x, y, w, h * 0.18, top);
  if (legs)
    s +=
      rect(x + w * 0.04, y, h * 0.12, h, front) +
      rect(x + w * 0.96 - h * 0.12, y, h * 0.12, h, front);
  return s;
}

/** Table with a draped cloth (ceremony / trade fair). */
function clothTable(x, y, w, h, cloth = C.cream, skirt = C.gold) {
  return (
    rect(x, y, w, h, cloth) +
    rect(x, y + h * 0.3, w, h * 0.7, skirt) +
    pathEl(
      `M${n(x)} ${n(y + h * 0.3)}H${n(x + w)}`,
      "none",
      ` stroke="${C.cream}" stroke-width="${n(h * 0.05)}"`,
    )
  );
}

function plasticChair(x, y, s, fill = C.green2) {
  return g(
    `translate(${n(x)} ${n(y)}) scale(${n(s * 100) / 100})`,
    rect(-16, -68, 32, 36, fill, ' rx="6"') +
      rect(-18, -34, 36, 6, fill) +
      rect(-16, -30, 4, 30, fill) +
      rect(12, -30, 4, 30, fill),
  );
}

function flag(x, y, s) {
  return g(
    `translate(${n(x)} ${n(y)}) scale(${n(s * 100) / 100})`,
    rect(-2, -160, 4, 160, C.brownDark) +
      circle(0, -162, 5, C.gold) +
      rect(2, -156, 22, 66, "#0a8a4a") +
      rect(24, -156, 22, 66, C.white) +
      rect(46, -156, 22, 66, "#0a8a4a") +
      pathEl("M-16 0H16L10 -10H-10Z", C.brownDark),
  );
}

/** Arewa-style geometric strip (triangles). */
function triangleStrip(x, y, w, h, a, b) {
  let s = rect(x, y, w, h, b);
  const count = Math.max(1, Math.round(w / h));
  const step = w / count;
  for (let i = 0; i < count; i++)
    s += poly(
      [
        [x + i * step, y + h],
        [x + i * step + step / 2, y],
        [x + (i + 1) * step, y + h],
      ],
      a,
    );
  return s;
}

/** Eight-pointed Northern knot-style emblem (no text). */
function emblem(cx, cy, r, a = C.gold, b = C.green) {
  const sq = (rot) =>
    g(`translate(${n(cx)} ${n(cy)}) rotate(${rot})`, rect(-r * 0.7, -r * 0.7, r * 1.4, r * 1.4, a));
  return (
    sq(0) +
    sq(45) +
    circle(cx, cy, r * 0.62, b) +
    circle(cx, cy, r * 0.34, a) +
    circle(cx, cy, r * 0.14, b)
  );
}

function podium(x, y, w, h) {
  return (
    pathEl(
      `M${n(x - w / 2)} ${n(y)}L${n(x - w * 0.42)} ${n(y - h)}H${n(x + w * 0.42)}L${n(x + w / 2)} ${n(y)}Z`,
      C.brown,
    ) +
    rect(x - w * 0.55, y - h - h * 0.08, w * 1.1, h * 0.1, C.brownDark) +
    emblem(x, y - h * 0.55, w * 0.18) +
    line(x + w * 0.2, y - h * 1.05, x + w * 0.05, y - h * 1.35, C.ink, 4) +
    circle(x + w * 0.05, y - h * 1.37, 6, C.ink)
  );
}

function flowerPot(x, y, s) {
  return g(
    `translate(${n(x)} ${n(y)}) scale(${n(s * 100) / 100})`,
    pathEl("M-18 0L-22 -30H22L18 0Z", C.terra) +
      ellipse(-12, -44, 14, 20, C.green2) +
      ellipse(12, -46, 14, 22, C.green3) +
      ellipse(0, -58, 12, 20, C.green2) +
      circle(-8, -60, 5, C.amber) +
      circle(10, -54, 5, C.gold) +
      circle(2, -72, 5, C.terraLight),
  );
}

function windowFrame(x, y, w, h) {
  return (
    rect(x - 10, y - 10, w + 20, h + 20, C.green) +
    rect(x, y, w, h, "url(#skyDay)") +
    hill(x + w * 0.05, y + h, w * 0.6, h * 0.35, C.sand2, false) +
    hill(x + w * 0.5, y + h, w * 0.5, h * 0.22, C.terraLight, false) +
    rect(x + w / 2 - 5, y, 10, h, C.green) +
    rect(x, y + h / 2 - 5, w, 10, C.green)
  );
}

function sewingMachine(x, y, s) {
  return g(
    `translate(${n(x)} ${n(y)}) scale(${n(s * 100) / 100})`,
    rect(-60, -10, 120, 10, C.ink, ' rx="3"') +
      pathEl("M-52 -10V-56Q-52 -66 -42 -66H40Q50 -66 50 -56V-40H36V-52H-36V-10Z", C.ink) +
      rect(40, -40, 10, 22, C.ink) +
      circle(-54, -40, 14, C.gold) +
      circle(-54, -40, 5, C.ink) +
      rect(-20, -62, 40, 4, C.gold),
  );
}

function garment(x, y, s, fill) {
  return g(
    `translate(${n(x)} ${n(y)}) scale(${n(s * 100) / 100})`,
    pathEl("M0 0V-6", "none", ` stroke="${C.ink}" stroke-width="2"`) +
      pathEl("M-14 8L-4 2H4L14 8L20 30L12 32L12 90H-12L-12 32L-20 30Z", fill) +
      pathEl("M-4 2L0 12L4 2", "none", ` stroke="${C.gold}" stroke-width="2"`),
  );
}

// ---------------------------------------------------------------------------
// Scenes. Every scene is drawn on a canvas H = 900 tall and W wide.
// ---------------------------------------------------------------------------

const H = 900;

function groundBand(W, y, fill = C.sand) {
  return rect(0, y, W, H - y, fill);
}

function outdoorBackdrop(
  W,
  r,
  { horizon = 600, sky = "url(#skyWarm)", hills = 3, trees = 2 } = {},
) {
  let s = rect(0, 0, W, H, sky) + sun(W * r.range(0.65, 0.85), horizon * r.range(0.25, 0.4), 60);
  for (let i = 0; i < hills; i++) {
    const w = r.range(W * 0.25, W * 0.45);
    const x = r.range(-w * 0.2, W - w * 0.6);
    s += hill(x, horizon, w, r.range(100, 200), i % 2 ? C.sand2 : C.terraLight);
  }
  s += groundBand(W, horizon, C.sand);
  for (let i = 0; i < trees; i++) s += acacia(r.range(40, W - 40), horizon + 6, r.range(1.6, 2.4));
  return s;
}

const scenes = {
  // ---- Carousel (16:9) --------------------------------------------------
  "carousel-ceremony"(W, r) {
    let s = rect(0, 0, W, H, "url(#hall)");
    // spotlights
    s += poly(
      [
        [W * 0.3, 0],
        [W * 0.36, 0],
        [W * 0.5, 600],
        [W * 0.2, 600],
      ],
      C.amberLight,
      ' opacity=".12"',
    );
    s += poly(
      [
        [W * 0.64, 0],
        [W * 0.7, 0],
        [W * 0.82, 600],
        [W * 0.52, 600],
      ],
      C.amberLight,
      ' opacity=".12"',
    );
    // backdrop
    s +=
      rect(W * 0.12, 90, W * 0.76, 440, C.green) +
      triangleStrip(W * 0.12, 90, W * 0.76, 30, C.gold, C.green2);
    s += triangleStrip(W * 0.12, 500, W * 0.76, 30, C.gold, C.green2);
    s +=
      emblem(W * 0.5, 300, 95) +
      rect(W * 0.2, 250, W * 0.16, 12, C.gold, ' rx="6"') +
      rect(W * 0.64, 250, W * 0.16, 12, C.gold, ' rx="6"');
    s +=
      rect(W * 0.24, 280, W * 0.08, 10, C.amberLight, ' rx="5"') +
      rect(W * 0.68, 280, W * 0.08, 10, C.amberLight, ' rx="5"');
    s += bunting(0, 40, W, 40, 60, 22, [C.gold, C.green3, C.terra, C.cream]);
    // stage
    s += rect(0, 560, W, 90, C.terra2) + triangleStrip(0, 560, W, 22, C.terra, C.terra2);
    // dignitaries at a draped table
    s += crowd(r, W * 0.16, W * 0.46, 570, 2.3, 5, { seated: true, men: 0.3 });
    s += clothTable(W * 0.13, 460, W * 0.37, 112, C.cream, C.green2);
    // speaker at podium
    s += woman(W * 0.66, 570, 2.8, { scarf: C.gold, dress: C.green, skin: SKIN[0], arm: "raise" });
    s += podium(W * 0.68, 570, 150, 170);
    s += flowerPot(W * 0.08, 580, 1.6) + flowerPot(W * 0.92, 580, 1.6);
    // audience (backs)
    s += rect(0, 650, W, 250, "#2c1a10");
    s += crowd(r, -40, W + 40, 900, 2.4, 13, { back: true });
    s += crowd(r, -80, W + 80, 1010, 3.1, 11, { back: true });
    return s;
  },

  "carousel-government-meeting"(W, r) {
    let s = rect(0, 0, W, H, C.cream2);
    s += rect(0, 520, W, 60, C.terraLight) + triangleStrip(0, 520, W, 18, C.terra, C.terraLight);
    s += windowFrame(W * 0.08, 120, 260, 280) + windowFrame(W * 0.76, 120, 260, 280);
    s += rect(W * 0.4, 130, W * 0.2, 230, C.green) + emblem(W * 0.5, 245, 70);
    s += groundBand(W, 580, C.sand2);
    s += flag(W * 0.34, 560, 1.9) + flag(W * 0.62, 560, 1.9);
    // far side of table
    s += crowd(r, W * 0.3, W * 0.7, 690, 3.0, 5, { seated: true, men: 0.4 });
    // table in perspective
    s += poly(
      [
        [W * 0.24, 600],
        [W * 0.76, 600],
        [W * 0.92, 820],
        [W * 0.08, 820],
      ],
      C.brown,
    );
    s += poly(
      [
        [W * 0.08, 820],
        [W * 0.92, 820],
        [W * 0.92, 850],
        [W * 0.08, 850],
      ],
      C.brownDark,
    );
    // near side (left / right), seen from behind
    s += woman(W * 0.1, 1000, 3.8, { ...styleFor(r), back: true, seated: true });
    s += man(W * 0.9, 1000, 3.8, { back: true, seated: true, robe: C.indigo, cap: C.cream });
    // papers, bottles
    for (const [px, py] of [
      [0.33, 640],
      [0.45, 640],
      [0.57, 640],
      [0.67, 640],
      [0.28, 720],
      [0.72, 720],
    ]) {
      s += g(
        `rotate(${n(r.range(-6, 6))} ${n(W * px)} ${py})`,
        rect(W * px - 34, py - 18, 68, 44, C.white),
      );
      s += bottle(W * px + 48, py + 16, 18, 44, "#cfe3da", C.green);
    }
    s += pot(W * 0.5, 780, 30, C.terra) + flowerPot(W * 0.5, 750, 0.9);
    return s;
  },

  "carousel-group-event"(W, r) {
    let s = outdoorBackdrop(W, r, { horizon: 560, trees: 0, hills: 3 });
    s += neem(W * 0.06, 600, 3.2) + neem(W * 0.95, 590, 3.4);
    // canopy
    const cx0 = W * 0.15;
    const cx1 = W * 0.85;
    s +=
      rect(cx0, 260, 10, 360, C.brownDark) +
      rect(cx1 - 10, 260, 10, 360, C.brownDark) +
      rect(W * 0.5 - 5, 260, 10, 360, C.brownDark);
    s += poly(
      [
        [cx0 - 30, 260],
        [W * 0.5, 170],
        [cx1 + 30, 260],
      ],
      C.white,
    );
    s += awning(cx0 - 30, 260, cx1 - cx0 + 60, 50, [C.gold, C.white], 16);
    // chairs and seated women under the canopy
    for (let i = 0; i < 8; i++) {
      const x = cx0 + 70 + i * ((cx1 - cx0 - 140) / 7);
      s += plasticChair(x, 620, 2.2, i % 2 ? C.green2 : C.green3);
      s += woman(x, 620, 2.2, { ...styleFor(r), seated: true });
    }
    // standing crowd in front
    s += crowd(r, W * 0.05, W * 0.95, 800, 3.1, 9);
    s += crowd(r, -60, W + 60, 1000, 3.9, 7, { arm: undefined });
    return s;
  },

  "carousel-team-photo"(W, r) {
    let s = rect(0, 0, W, H, C.terraLight);
    // decorated mud wall with relief panels
    for (let i = 0; i < 5; i++) {
      const px = W * 0.04 + i * (W * 0.2);
      const cx = px + W * 0.08;
      s += rect(px, 110, W * 0.16, 360, C.terra, ' rx="14" opacity=".5"');
      // raised relief: pointed arch with a knot above it
      s += pathEl(
        `M${n(px + 30)} 450V300Q${n(px + 30)} 200 ${n(cx)} 170Q${n(px + W * 0.16 - 30)} 200 ${n(px + W * 0.16 - 30)} 300V450`,
        "none",
        ` stroke="${C.cream}" stroke-width="9" stroke-linejoin="round"`,
      );
      s += emblem(cx, 330, 34, C.cream, C.terra);
    }
    s += triangleStrip(0, 40, W, 34, C.cream, C.terra2);
    s += rect(0, 560, W, H - 560, C.sand2);
    // two standing rows, the back row on a step
    s += rect(0, 540, W, 30, C.terra2);
    s += crowd(r, W * 0.1, W * 0.9, 720, 4.4, 7);
    s += crowd(r, W * 0.16, W * 0.84, 960, 4.6, 6, { arm: "hold" });
    return s;
  },

  "carousel-tradeshow"(W, r) {
    let s = rect(0, 0, W, H, C.cream);
    // hall roof trusses
    s += rect(0, 0, W, 70, C.brown);
    for (let i = 0; i <= 10; i++)
      s += line((W / 10) * i, 70, (W / 10) * i + W / 20, 0, C.brownDark, 8);
    s += bunting(0, 80, W, 80, 50, 24, [C.terra, C.gold, C.green2, C.cream2], 28);
    s += rect(0, 600, W, H - 600, C.sand);
    // booths
    const booths = 4;
    const bw = W / booths;
    const palettes = [
      [C.green, C.cream],
      [C.terra, C.cream],
      [C.gold, C.white],
      [C.indigo, C.cream],
    ];
    for (let i = 0; i < booths; i++) {
      const x = i * bw + 20;
      const w = bw - 40;
      s += rect(x, 210, w, 390, palettes[i][0], ' opacity=".9"');
      s += rect(x + 20, 330, w - 40, 12, C.brown) + rect(x + 20, 430, w - 40, 12, C.brown);
      s += awning(x - 10, 160, w + 20, 60, palettes[i], 8);
      // goods differ per booth
      if (i === 0)
        s +=
          fabric(x + 30, 330, w * 0.4, 40, "url(#dots)") +
          fabric(x + w * 0.5, 330, w * 0.4, 40, "url(#chevron)") +
          fabric(x + 30, 430, w * 0.4, 40, "url(#rings)") +
          fabric(x + w * 0.5, 430, w * 0.4, 40, "url(#stripes)");
      if (i === 1)
        s +=
          pot(x + w * 0.25, 330, 26) +
          pot(x + w * 0.55, 330, 30, C.terraLight) +
          pot(x + w * 0.8, 330, 22) +
          calabash(x + w * 0.3, 400, 46) +
          calabash(x + w * 0.72, 400, 46, C.gold);
      if (i === 2)
        for (let k = 0; k < 6; k++)
          s +=
            bottle(x + 40 + k * ((w - 80) / 5), 330, 30, 70, C.amber, C.green) +
            jar(x + 40 + k * ((w - 80) / 5), 430, 40, 50, C.brown, C.terra);
      if (i === 3)
        s +=
          basket(x + w * 0.25, 330, 60, 40, C.sand2, C.terra) +
          basket(x + w * 0.65, 330, 70, 44, C.sand, C.green) +
          fan(x + w * 0.3, 390, 34, C.gold, C.terra) +
          fan(x + w * 0.7, 390, 34, C.green2, C.amber);
      s += woman(x + w * 0.5, 580, 2.3, styleFor(r));
      s += clothTable(x, 500, w, 100, C.cream, palettes[i][0] === C.gold ? C.green2 : C.gold);
    }
    // visitors
    s += crowd(r, W * 0.04, W * 0.96, 860, 3.3, 8);
    return s;
  },

  // ---- Gallery (4:3). Each scene follows the alt text in app/content/gallery.ts.
  "gallery-01"(W, r) {
    // Members receiving awards on stage
    let s = rect(0, 0, W, H, "url(#hall)");
    s += rect(W * 0.06, 80, W * 0.88, 520, C.green);
    s += triangleStrip(W * 0.06, 80, W * 0.88, 26, C.gold, C.green2) + emblem(W * 0.5, 260, 80);
    s += bunting(W * 0.06, 120, W * 0.94, 120, 40, 14, [C.gold, C.cream, C.terra]);
    s += rect(0, 600, W, 300, C.terra2) + triangleStrip(0, 600, W, 22, C.terra, C.terra2);
    s += woman(W * 0.16, 700, 3.4, { ...styleFor(r), item: C.gold });
    s += woman(W * 0.36, 820, 4.6, { scarf: C.gold, dress: C.green2, skin: SKIN[0], arm: "give" });
    s += woman(W * 0.66, 820, 4.6, {
      scarf: C.terra,
      dress: C.indigo,
      skin: SKIN[2],
      arm: "give",
      flip: true,
    });
    s +=
      rect(W * 0.47, 520, W * 0.07, 90, C.gold, ' rx="6"') +
      rect(W * 0.48, 532, W * 0.05, 66, C.amberLight);
    s += woman(W * 0.86, 700, 3.4, { ...styleFor(r), item: C.gold, flip: true });
    s += flowerPot(W * 0.06, 860, 2.2) + flowerPot(W * 0.94, 860, 2.2);
    return s;
  },

  "gallery-02"(W, r) {
    // Members seated in rows at a monthly meeting
    let s = rect(0, 0, W, H, C.cream2) + rect(0, 400, W, 40, C.terraLight);
    s += windowFrame(W * 0.05, 110, 170, 200) + windowFrame(W * 0.95 - 170, 110, 170, 200);
    s += rect(W * 0.32, 90, W * 0.36, 190, C.green) + emblem(W * 0.5, 185, 60);
    s += rect(0, 440, W, H - 440, C.sand2);
    s += crowd(r, W * 0.32, W * 0.68, 520, 1.9, 3, { seated: true });
    s += clothTable(W * 0.26, 430, W * 0.48, 90, C.cream, C.green2);
    for (const [y, sc, count, spread] of [
      [690, 2.3, 6, 0.05],
      [820, 2.9, 5, -0.02],
      [990, 3.6, 4, -0.08],
    ]) {
      for (let i = 0; i < count; i++) {
        const x = W * spread + (i + 0.5) * ((W * (1 - 2 * spread)) / count);
        s += plasticChair(x, y, sc, C.green3);
        s += woman(x, y, sc, { ...styleFor(r), seated: true, back: true });
      }
    }
    return s;
  },

  "gallery-03"(W, r) {
    // Women taking notes during a bookkeeping class
    let s = rect(0, 0, W, H, C.cream) + rect(0, 640, W, 260, C.sand);
    s += rect(W * 0.14, 100, W * 0.6, 340, C.brown) + rect(W * 0.16, 115, W * 0.56, 310, C.green);
    // a ledger grid on the board (lines only, no writing)
    for (let i = 0; i < 6; i++)
      s += rect(W * 0.2, 160 + i * 42, W * 0.48, 3, C.cream, ' opacity=".7"');
    for (const fx of [0.36, 0.52]) s += rect(W * fx, 150, 3, 230, C.cream, ' opacity=".7"');
    for (let i = 0; i < 5; i++)
      s += rect(W * 0.55, 168 + i * 42, W * (0.04 + 0.02 * (i % 3)), 14, C.gold, ' rx="4"');
    s += woman(W * 0.86, 660, 3.5, {
      scarf: C.green,
      dress: C.terra,
      skin: SKIN[3],
      arm: "raise",
      flip: true,
    });
    s += crowd(r, W * 0.1, W * 0.66, 830, 2.6, 4, { back: true, seated: true });
    s += rect(0, 790, W, 26, C.brown);
    for (let i = 0; i < 4; i++) {
      const x = W * 0.1 + i * W * 0.19;
      s += rect(x - 30, 772, 60, 20, C.white) + rect(x - 1, 772, 2, 20, C.sand2);
    }
    s += crowd(r, W * 0.02, W * 0.98, 1000, 3.4, 4, { back: true, seated: true });
    s += rect(0, 880, W, 20, C.brown);
    s += g(
      `rotate(-8 ${n(W * 0.42)} 870)`,
      rect(W * 0.34, 852, 110, 60, C.white) + rect(W * 0.34 + 54, 852, 3, 60, C.sand2),
    );
    s += line(W * 0.48, 880, W * 0.54, 840, C.indigo, 6, ' stroke-linecap="round"');
    return s;
  },

  "gallery-04"(W, r) {
    // Guests at the opening of the ZAMWE trade show
    let s = rect(0, 0, W, H, "url(#skyWarm)") + sun(W * 0.82, 120, 50);
    const colors = [
      [C.green2, C.cream],
      [C.terra, C.cream],
      [C.gold, C.white],
    ];
    for (let i = 0; i < 3; i++) {
      const x = 40 + i * ((W - 80) / 3);
      const w = (W - 80) / 3 - 20;
      s += rect(x, 260, w, 260, colors[i][0], ' opacity=".85"');
      s += awning(x - 8, 220, w + 16, 56, colors[i], 7);
      s += rect(x + 20, 360, w - 40, 10, C.brown) + rect(x + 20, 440, w - 40, 10, C.brown);
      for (let k = 0; k < 4; k++) s += pot(x + 40 + k * ((w - 80) / 3), 360, 14, C.terraLight);
      for (let k = 0; k < 4; k++)
        s += jar(x + 40 + k * ((w - 80) / 3), 440, 26, 40, C.brown, C.gold);
    }
    s += rect(0, 520, W, H - 520, C.sand);
    s += crowd(r, W * 0.08, W * 0.92, 680, 2.6, 7, { men: 0.2 });
    // opening ribbon with a bow
    s += rect(W * 0.04, 640, 12, 160, C.brownDark) + rect(W * 0.96 - 12, 640, 12, 160, C.brownDark);
    s += pathEl(
      `M${n(W * 0.04)} 660Q${n(W * 0.5)} 700 ${n(W * 0.96)} 660`,
      "none",
      ` stroke="${C.terra}" stroke-width="14"`,
    );
    s += woman(W * 0.38, 900, 3.6, { scarf: C.gold, dress: C.green, skin: SKIN[0], arm: "give" });
    s += man(W * 0.64, 900, 3.5, { robe: C.white, cap: C.plum });
    s += pathEl(
      `M${n(W * 0.5)} 680L${n(W * 0.45)} 650L${n(W * 0.45)} 710ZM${n(W * 0.5)} 680L${n(W * 0.55)} 650L${n(W * 0.55)} 710Z`,
      C.terra,
    );
    s += circle(W * 0.5, 680, 12, C.terra2);
    return s;
  },

  "gallery-05"(W) {
    // A member at her sewing machine in her tailoring shop
    let s = rect(0, 0, W, H, C.cream2) + rect(0, 620, W, 280, C.sand2);
    const pats = [
      "url(#dots)",
      "url(#chevron)",
      "url(#rings)",
      "url(#stripes)",
      "url(#diamonds)",
      C.green2,
      C.terra,
      C.gold,
    ];
    for (let row = 0; row < 3; row++) {
      s += rect(W * 0.05, 170 + row * 120, W * 0.4, 12, C.brown);
      for (let i = 0; i < 4; i++)
        s += fabric(
          W * 0.06 + i * W * 0.1,
          170 + row * 120,
          W * 0.09,
          70 - (i % 2) * 16,
          pats[(row * 4 + i) % pats.length],
        );
    }
    s += line(W * 0.55, 120, W * 0.95, 120, C.brownDark, 8);
    for (let i = 0; i < 4; i++)
      s += garment(W * 0.6 + i * W * 0.1, 126, 2.2, [C.green, C.terra, C.indigo, C.gold][i]);
    s += woman(W * 0.5, 760, 3.6, {
      scarf: C.plum,
      dress: C.gold,
      skin: SKIN[1],
      seated: true,
      arm: "hold",
    });
    s += table(W * 0.22, 610, W * 0.56, 240, C.brown, C.brownDark);
    s += sewingMachine(W * 0.46, 612, 2.2);
    s += fabric(W * 0.6, 612, W * 0.14, 30, "url(#diamonds)");
    return s;
  },

  "gallery-06"(W, r) {
    // Members learning to use smartphones for business
    let s =
      rect(0, 0, W, H, C.cream) + rect(0, 330, W, 30, C.terraLight) + rect(0, 600, W, 300, C.sand2);
    s += windowFrame(W * 0.08, 90, 200, 200) + windowFrame(W * 0.92 - 200, 90, 200, 200);
    s +=
      circle(W * 0.5, 190, 90, C.green) +
      circle(W * 0.5, 190, 60, C.cream) +
      rect(W * 0.5 - 4, 140, 8, 54, C.green) +
      rect(W * 0.5 - 4, 186, 44, 8, C.green);
    for (let i = 0; i < 4; i++) {
      const x = W * 0.1 + i * W * 0.2;
      s += plasticChair(x, 760, 3.2, i % 2 ? C.green2 : C.green3);
      s += woman(x, 760, 3.2, { ...styleFor(r), seated: true, phone: true });
    }
    // the trainer shows her phone to the group
    s += woman(W * 0.89, 820, 4.0, {
      scarf: C.terra,
      dress: C.green,
      skin: SKIN[0],
      arm: "raise",
      raisedPhone: true,
      flip: true,
    });
    return s;
  },

  "gallery-07"(W, r) {
    // Members talking in small groups at a networking evening
    let s = rect(0, 0, W, H, "url(#dusk)") + rect(0, 560, W, H - 560, "#6a4632");
    s += hill(-60, 560, W * 0.5, 150, C.plum) + hill(W * 0.5, 560, W * 0.55, 110, "#5a2a3a");
    // string lights
    for (const [y0, sag] of [
      [70, 90],
      [40, 140],
    ]) {
      s += pathEl(
        `M0 ${y0}Q${n(W / 2)} ${y0 + sag * 2} ${W} ${y0}`,
        "none",
        ` stroke="${C.ink}" stroke-width="3"`,
      );
      for (let i = 1; i < 14; i++) {
        const t = i / 14;
        const x = t * W;
        const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
        s +=
          circle(x, y + 8, 16, C.amberLight, ' opacity=".35"') + circle(x, y + 8, 7, C.amberLight);
      }
    }
    // cocktail tables
    for (const tx of [0.3, 0.72]) {
      s +=
        rect(W * tx - 6, 620, 12, 140, C.brownDark) +
        ellipse(W * tx, 620, 70, 14, C.cream) +
        rect(W * tx - 40, 760, 80, 10, C.brownDark);
      s +=
        rect(W * tx - 30, 596, 16, 24, C.amber, ' rx="3"') +
        rect(W * tx + 12, 600, 16, 20, C.white, ' rx="3"');
    }
    // small groups facing each other
    const groups = [
      [0.12, 730, 2.9],
      [0.22, 740, 3.0, true],
      [0.48, 700, 2.5],
      [0.57, 705, 2.5, true],
      [0.84, 740, 3.0],
      [0.94, 745, 3.1, true],
      [0.36, 940, 3.8],
      [0.5, 950, 3.9, true],
    ];
    for (const [gx, gy, sc, flip] of groups)
      s += woman(W * gx, gy, sc, {
        ...styleFor(r),
        flip,
        arm: r.next() < 0.5 ? "give" : undefined,
      });
    return s;
  },

  "gallery-08"(W) {
    // A member packaging groundnut oil for sale
    let s = rect(0, 0, W, H, C.cream2) + rect(0, 560, W, 340, C.sand);
    s += rect(W * 0.06, 170, W * 0.4, 12, C.brown) + rect(W * 0.06, 300, W * 0.4, 12, C.brown);
    for (let i = 0; i < 6; i++) s += bottle(W * 0.1 + i * W * 0.065, 170, 30, 70, C.amber, C.green);
    for (let i = 0; i < 3; i++)
      s +=
        rect(W * 0.08 + i * W * 0.13, 220, W * 0.11, 80, C.sand2) +
        rect(W * 0.08 + i * W * 0.13, 250, W * 0.11, 8, C.brown, ' opacity=".5"');
    s += windowFrame(W * 0.62, 110, 300, 230);
    // jerrycan
    s +=
      rect(W * 0.8, 470, 140, 170, C.gold, ' rx="14"') +
      rect(W * 0.8 + 90, 444, 36, 30, C.gold) +
      rect(W * 0.8 + 90, 436, 36, 12, C.green);
    s += rect(W * 0.8 + 20, 454, 56, 16, "none", ` stroke="${C.gold}" stroke-width="10" rx="6"`);
    s += woman(W * 0.42, 760, 4.2, { scarf: C.green, dress: C.terra, skin: SKIN[4], arm: "hold" });
    s += table(W * 0.06, 620, W * 0.88, 280, C.brown, C.brownDark);
    for (let i = 0; i < 7; i++) s += bottle(W * 0.1 + i * W * 0.055, 622, 36, 84, C.amber, C.green);
    // funnel over the bottle she is filling
    s += bottle(W * 0.5, 622, 44, 100, C.amber, C.green);
    s += pathEl(
      `M${n(W * 0.5 - 40)} 470H${n(W * 0.5 + 40)}L${n(W * 0.5 + 6)} 510V530H${n(W * 0.5 - 6)}V510Z`,
      C.green2,
    );
    for (let i = 0; i < 3; i++)
      s +=
        rect(W * 0.62 + i * 70, 540, 62, 82, C.sand2) +
        rect(W * 0.62 + i * 70, 540, 62, 12, C.brown, ' opacity=".4"');
    return s;
  },

  "gallery-09"(W, r) {
    // A trainer presenting marketing ideas to a group
    let s = rect(0, 0, W, H, C.cream) + rect(0, 600, W, 300, C.sand2);
    s += triangleStrip(0, 0, W, 40, C.gold, C.green);
    // flip chart on an easel with an abstract "growth" sketch
    const ex = W * 0.3;
    s +=
      line(ex - 110, 680, ex - 80, 150, C.brownDark, 12) +
      line(ex + 110, 680, ex + 80, 150, C.brownDark, 12) +
      line(ex, 640, ex, 150, C.brownDark, 10);
    s += rect(ex - 140, 150, 280, 360, C.white) + rect(ex - 150, 140, 300, 20, C.brown);
    s += pathEl(
      `M${n(ex - 100)} 440L${n(ex - 40)} 380L${n(ex + 10)} 410L${n(ex + 90)} 300`,
      "none",
      ` stroke="${C.terra}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"`,
    );
    s += pathEl(`M${n(ex + 60)} 296L${n(ex + 96)} 292L${n(ex + 92)} 328Z`, C.terra);
    s +=
      circle(ex - 70, 230, 34, C.gold) +
      circle(ex, 230, 34, C.green3) +
      circle(ex + 70, 230, 34, C.amber, ' opacity=".85"');
    s += woman(W * 0.08, 780, 4.4, { scarf: C.terra, dress: C.green, skin: SKIN[0], arm: "raise" });
    // seated group facing the trainer
    s += crowd(r, W * 0.56, W * 0.94, 720, 2.5, 4, { seated: true, flip: true });
    s += crowd(r, W * 0.5, W * 0.96, 900, 3.2, 4, { seated: true, flip: true });
    return s;
  },

  "gallery-10"(W, r) {
    // Members celebrating International Women's Day together (purple accents)
    let s = outdoorBackdrop(W, r, { horizon: 560, trees: 2, hills: 4 });
    s += bunting(0, 40, W, 60, 80, 16, [C.plum, C.gold, C.green2, C.cream]);
    s += crowd(r, W * 0.12, W * 0.88, 640, 2.8, 7, { arm: "raise" });
    s += rect(W * 0.12, 580, W * 0.76, 130, C.plum, ' rx="8"');
    s += rect(W * 0.14, 594, W * 0.72, 102, "none", ` stroke="${C.gold}" stroke-width="6" rx="4"`);
    s += emblem(W * 0.5, 645, 40, C.gold, C.plum);
    s +=
      rect(W * 0.2, 638, W * 0.22, 14, C.gold, ' rx="7"') +
      rect(W * 0.58, 638, W * 0.22, 14, C.gold, ' rx="7"');
    s += crowd(r, W * 0.04, W * 0.96, 930, 3.6, 5, { arm: "raise" });
    return s;
  },

  // ---- Members' showcase (3:2). Follows the alts in app/content/members-showcase.ts.
  "showcase-1"(W, r) {
    // A member arranging fabrics in her shop
    let s =
      rect(0, 0, W, H, C.cream) +
      rect(0, 0, W * 0.62, H, C.green, ' opacity=".9"') +
      rect(0, 660, W, 240, C.brown);
    const pats = [
      "url(#dots)",
      "url(#chevron)",
      "url(#rings)",
      "url(#stripes)",
      "url(#diamonds)",
      C.terra,
      C.gold,
      C.green2,
    ];
    for (let stack = 0; stack < 3; stack++) {
      const x = W * 0.04 + stack * W * 0.19;
      for (let i = 0; i < 7; i++)
        s += fabric(
          x + r.range(-8, 8),
          660 - i * 72,
          W * 0.16,
          70,
          pats[(stack * 3 + i) % pats.length],
        );
    }
    s += woman(W * 0.8, 900, 6.4, {
      scarf: C.gold,
      dress: C.terra2,
      skin: SKIN[1],
      item: "url(#chevron)",
      flip: true,
    });
    return s;
  },

  "showcase-2"(W, r) {
    // A member serving food at her catering stand
    let s = rect(0, 0, W, H, "url(#skyWarm)") + hill(W * 0.5, 560, W * 0.5, 160, C.terraLight);
    s += rect(0, 560, W, H - 560, C.sand);
    s += rect(W * 0.08, 180, 14, 420, C.brownDark) + rect(W * 0.92 - 14, 180, 14, 420, C.brownDark);
    s += awning(W * 0.05, 140, W * 0.9, 80, [C.terra, C.cream], 12);
    s += woman(W * 0.52, 660, 3.8, { scarf: C.green, dress: C.gold, skin: SKIN[2], arm: "give" });
    s += clothTable(W * 0.06, 560, W * 0.88, 150, C.cream, C.green2);
    // coolers and pots of food
    for (const [cx, col] of [
      [0.16, C.terra],
      [0.3, C.indigo],
      [0.7, C.green],
    ]) {
      s +=
        rect(W * cx - 60, 460, 120, 100, col, ' rx="40"') +
        ellipse(W * cx, 462, 56, 14, C.cream, ' opacity=".6"') +
        rect(W * cx - 12, 440, 24, 14, col, ' rx="5"');
    }
    s += pot(W * 0.84, 562, 46, C.ink, C.brown);
    // plates of food
    for (const px of [0.44, 0.56])
      s +=
        ellipse(W * px, 570, 56, 14, C.white) +
        ellipse(W * px, 562, 36, 12, C.amber) +
        circle(W * px + 12, 556, 9, C.terra);
    s += woman(W * 0.1, 1000, 4.6, { ...styleFor(r), back: true });
    return s;
  },

  "showcase-3"(W) {
    // A member weaving a basket
    let s = rect(0, 0, W, H, C.cream2) + rect(0, 560, W, 340, C.sand);
    s += hausaHouse(W * 0.04, 560, W * 0.46, 380, C.terraLight);
    s += pathEl(
      `M${n(W * 0.1)} 900L${n(W * 0.25)} 640H${n(W * 0.85)}L${n(W * 0.98)} 900Z`,
      "url(#weave)",
    );
    s += woman(W * 0.5, 800, 3.8, {
      scarf: C.gold,
      dress: C.indigo,
      skin: SKIN[0],
      seated: true,
      arm: "hold",
    });
    s += basket(W * 0.5, 790, 120, 50, C.sand2, C.terra, false);
    s +=
      basket(W * 0.78, 640, 110, 80, C.sand2, C.green) +
      basket(W * 0.9, 700, 90, 70, C.sand, C.terra) +
      basket(W * 0.72, 720, 80, 60, C.amberLight, C.plum);
    s += fan(W * 0.16, 660, 56, C.gold, C.terra) + fan(W * 0.28, 700, 48, C.green2, C.amber);
    return s;
  },

  "showcase-4"(W, r) {
    // A member selling grains at a market stall
    let s = outdoorBackdrop(W, r, { horizon: 520, trees: 1, hills: 2 });
    s += rect(W * 0.06, 200, 14, 420, C.brownDark) + rect(W * 0.94 - 14, 200, 14, 420, C.brownDark);
    s += awning(W * 0.03, 160, W * 0.94, 70, [C.green2, C.cream], 12);
    s += woman(W * 0.5, 660, 3.8, { scarf: C.terra, dress: C.green, skin: SKIN[3], arm: "give" });
    s += calabash(W * 0.5 + 3.8 * 38, 660 - 3.8 * 60, 26, C.amber);
    // open sacks of grain: rice, maize, sorghum, beans, millet
    const grains = [C.white, C.gold, C.terra2, C.cream2, C.sand2];
    for (let i = 0; i < 5; i++) {
      const x = W * 0.12 + i * W * 0.19;
      s += pathEl(`M${n(x - 100)} 880L${n(x - 86)} 640H${n(x + 86)}L${n(x + 100)} 880Z`, C.cream2);
      s += ellipse(x, 640, 96, 26, C.sand2) + ellipse(x, 640, 82, 20, grains[i]);
      for (let k = 0; k < 14; k++)
        s += circle(x + r.range(-64, 64), 640 + r.range(-12, 12), 3, "#000", ' opacity=".12"');
      s += rect(x - 86, 740, 172, 10, C.green2, ' opacity=".6"');
    }
    return s;
  },

  "showcase-5"(W) {
    // A member styling a client's hair in her salon
    let s = rect(0, 0, W, H, C.terraLight) + rect(0, 700, W, 200, C.brownDark);
    s +=
      rect(W * 0.27, 110, W * 0.32, 420, C.gold, ' rx="28"') +
      rect(W * 0.28, 124, W * 0.3, 392, "#e7efe9", ' rx="22"');
    s += pathEl(
      `M${n(W * 0.3)} 480L${n(W * 0.46)} 140H${n(W * 0.5)}L${n(W * 0.34)} 480Z`,
      "#fff",
      ' opacity=".5"',
    );
    s += rect(W * 0.7, 260, W * 0.25, 12, C.brown) + rect(W * 0.7, 420, W * 0.25, 12, C.brown);
    for (let i = 0; i < 5; i++)
      s += bottle(
        W * 0.73 + i * W * 0.045,
        260,
        30,
        60,
        [C.plum, C.gold, C.green, C.terra, C.indigo][i],
        C.cream,
      );
    for (let i = 0; i < 3; i++)
      s += jar(W * 0.75 + i * W * 0.08, 420, 50, 50, C.cream, [C.green, C.plum, C.terra][i]);
    // client in the chair, with braided hair
    const cx = W * 0.4;
    s +=
      rect(cx - 110, 440, 220, 300, C.ink, ' rx="40"') +
      rect(cx - 130, 760, 260, 20, C.ink) +
      rect(cx - 8, 740, 16, 30, C.ink);
    s += pathEl(
      `M${n(cx - 110)} 760C${n(cx - 110)} 560 ${n(cx - 80)} 470 ${n(cx)} 470C${n(cx + 80)} 470 ${n(cx + 110)} 560 ${n(cx + 110)} 760Z`,
      C.cream,
    );
    s += ellipse(cx, 400, 52, 64, SKIN[2]);
    s += pathEl(
      `M${n(cx - 54)} 400C${n(cx - 58)} 320 ${n(cx + 58)} 320 ${n(cx + 54)} 400C${n(cx + 40)} 370 ${n(cx - 40)} 370 ${n(cx - 54)} 400Z`,
      C.ink,
    );
    for (let i = -2; i <= 2; i++)
      s += pathEl(
        `M${n(cx + i * 17)} 394L${n(cx + i * 7)} 346`,
        "none",
        ` stroke="${C.brownDark}" stroke-width="5"`,
      );
    s += circle(cx, 322, 26, C.ink);
    // stylist behind her
    s += woman(W * 0.7, 1000, 7.2, { scarf: C.green, dress: C.amber, skin: SKIN[0], flip: true });
    s +=
      line(W * 0.7 - 90, 560, cx + 50, 340, C.green, 40, ' stroke-linecap="round"') +
      circle(cx + 46, 336, 24, SKIN[0]);
    return s;
  },

  "showcase-6"(W) {
    // A member working on a laptop in her office
    let s = rect(0, 0, W, H, C.cream2) + rect(0, 620, W, 280, C.sand2);
    s += windowFrame(W * 0.06, 100, 300, 300);
    s += rect(W * 0.7, 160, W * 0.24, 12, C.brown) + rect(W * 0.7, 320, W * 0.24, 12, C.brown);
    const binders = [C.green, C.terra, C.gold, C.indigo, C.plum, C.green3];
    for (let i = 0; i < 6; i++)
      s +=
        rect(W * 0.71 + i * 44, 60, 36, 100, binders[i], ' rx="4"') +
        rect(W * 0.71 + i * 44 + 8, 90, 20, 24, C.cream, ' rx="3"');
    s += flowerPot(W * 0.82, 320, 1.8);
    s += woman(W * 0.42, 800, 5.0, {
      scarf: C.indigo,
      dress: C.gold,
      skin: SKIN[1],
      seated: true,
      arm: "hold",
    });
    s += table(W * 0.08, 620, W * 0.84, 300, C.brown, C.brownDark);
    // laptop seen from behind (lid), mug and notebook
    s += pathEl(
      `M${n(W * 0.6 - 110)} 622L${n(W * 0.6 - 96)} 500H${n(W * 0.6 + 96)}L${n(W * 0.6 + 110)} 622Z`,
      "#9aa3a0",
    );
    s += circle(W * 0.6, 560, 16, C.cream, ' opacity=".7"');
    s +=
      rect(W * 0.22, 580, 46, 42, C.terra, ' rx="6"') +
      pathEl(`M${n(W * 0.22 + 46)} 590h14v20h-14`, "none", ` stroke="${C.terra}" stroke-width="6"`);
    s += g(
      `rotate(-6 ${n(W * 0.75)} 600)`,
      rect(W * 0.7, 590, 140, 26, C.green) + rect(W * 0.7, 590, 140, 6, C.cream),
    );
    return s;
  },
};

/** Fallback for catalog names without a dedicated scene. */
function genericScene(W, r) {
  let s = outdoorBackdrop(W, r, { horizon: 600, trees: 2, hills: 3 });
  s += crowd(r, W * 0.15, W * 0.85, 860, 3.4, Math.max(3, Math.round(W / 300)));
  return s;
}

// ---------------------------------------------------------------------------
// Logo: a woman in hijab whose body is a leaf (growth), gold on deep green.
// ---------------------------------------------------------------------------

function logoSvg() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<circle cx="32" cy="32" r="32" fill="${C.green}"/>` +
    // hijab: head and shoulders
    `<path d="M32 5.5c7.2 0 11.6 5.7 11 12.8-.3 3.3-1.5 6-3.3 8.1 4.4 2.3 6.9 5.9 7.3 10.6H17c.4-4.7 2.9-8.3 7.3-10.6-1.8-2.1-3-4.8-3.3-8.1C20.4 11.2 24.8 5.5 32 5.5Z" fill="${C.gold}"/>` +
    `<ellipse cx="32" cy="18" rx="5.2" ry="6.4" fill="${C.cream}"/>` +
    // leaf-shaped wrapper/body with veins
    `<path d="M32 60.5C19.5 56.5 15.5 48 16.5 39.5h31c1 8.5-3 17-15.5 21Z" fill="${C.amber}"/>` +
    `<path d="M32 42.5v14M32 48.5l-5.5-3.5M32 53.5l5.5-3.5" fill="none" stroke="${C.green}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</svg>\n`
  );
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

function buildScene(name, aspect) {
  const [aw, ah] = aspect;
  const W = Math.round((H * aw) / ah);
  const r = rng(hashString(name));
  const draw = scenes[name] ?? genericScene;
  if (!scenes[name])
    console.warn(`placeholders: no dedicated scene for "${name}", using a generic one`);
  return svgDoc(W, H, commonDefs(), draw(W, r));
}

async function main() {
  const check = process.argv.includes("--check");
  const catalog = JSON.parse(await readFile(catalogPath, "utf8"));
  await mkdir(outDir, { recursive: true });
  const files = [["logo.svg", logoSvg()]];
  for (const [name, { aspect }] of Object.entries(catalog))
    files.push([`${name}.svg`, buildScene(name, aspect)]);

  let stale = 0;
  for (const [file, content] of files) {
    const target = path.join(outDir, file);
    const current = await readFile(target, "utf8").catch(() => null);
    if (current === content) continue;
    stale++;
    if (check) console.error(`out of date: images/source/${file}`);
    else await writeFile(target, content);
  }
  if (check && stale) process.exit(1);
  console.log(
    check
      ? `placeholders: all ${files.length} SVGs up to date`
      : `placeholders: ${files.length} SVGs in images/source/ (${stale} written, ${files.length - stale} unchanged)`,
  );
}

await main();
