#!/usr/bin/env node
// Builds the responsive images and icons served from public/.
//
//   npm run images            # = node scripts/images.mjs
//   node scripts/images.mjs --prune   # also delete stale public/images/* files
//
// For every entry in app/content/image-catalog.json it takes the source from
// images/source/ (a real photo <name>.jpg|jpeg|png|webp wins over the
// <name>.svg placeholder), crops it to the catalog aspect ratio and writes
// public/images/<name>-<width>.avif and .webp for every catalog width, each
// kept under MAX_BYTES by lowering the quality step by step.
//
// From images/source/logo.svg it writes public/favicon.svg,
// public/apple-touch-icon.png, public/icons/icon-192.png, public/icons/icon-512.png
// and the social preview public/og-image.jpg (1200x630).
//
// Idempotent: outputs are deterministic and only rewritten when their bytes change.
// Set OG_TEXT=0 to leave the text out of og-image.jpg (e.g. if fonts render badly).

import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sourceDir = path.join(root, "images", "source");
const publicDir = path.join(root, "public");
const outDir = path.join(publicDir, "images");
const catalogPath = path.join(root, "app", "content", "image-catalog.json");

const MAX_BYTES = 40 * 1024;
const OG_MAX_BYTES = 80 * 1024;
const PHOTO_EXTS = [".jpg", ".jpeg", ".png", ".webp"];
const BACKGROUND = "#f6ecd9"; // cream, used to flatten transparent sources
const BRAND_GREEN = "#0f5132";

/** Start quality, floor and step for the "shrink until it fits" loop. */
const ENCODERS = {
  avif: {
    start: 48,
    min: 20,
    step: 6,
    encode: (img, quality) => img.avif({ quality, effort: 4, chromaSubsampling: "4:2:0" }),
  },
  webp: {
    start: 66,
    min: 25,
    step: 8,
    encode: (img, quality) => img.webp({ quality, effort: 5, smartSubsample: true }),
  },
};

const args = new Set(process.argv.slice(2));
const rel = (p) => path.relative(root, p).split(path.sep).join("/");
const warnings = [];
const warn = (msg) => {
  warnings.push(msg);
  console.warn(`warning: ${msg}`);
};

/** Write only when the content differs, so re-runs do not touch mtimes. */
async function writeIfChanged(file, buf) {
  const current = await readFile(file).catch(() => null);
  if (current && Buffer.compare(current, buf) === 0) return false;
  await writeFile(file, buf);
  return true;
}

/** Run async jobs with a small concurrency limit. */
async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** images/source/<name>.<photo ext> if present, else <name>.svg. */
function findSource(sourceFiles, name) {
  for (const ext of PHOTO_EXTS) {
    const hit = sourceFiles.find((f) => f.toLowerCase() === name + ext);
    if (hit) return path.join(sourceDir, hit);
  }
  const svg = sourceFiles.find((f) => f.toLowerCase() === `${name}.svg`);
  return svg ? path.join(sourceDir, svg) : null;
}

/**
 * Decode the source once, cropped to the aspect ratio at the largest width.
 * Returns raw pixels that each width is then resized from.
 */
async function loadCropped(file, width, height) {
  const isSvg = file.toLowerCase().endsWith(".svg");
  const meta = await sharp(file).metadata();
  const options = { failOn: "error" };
  if (isSvg) {
    // Rasterise the vector at (at least) the size we need.
    const scale = Math.max(1, width / meta.width, height / meta.height);
    options.density = Math.min(72 * scale, 2400);
  } else {
    const [w, h] =
      (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    if (w < width || h < height)
      warn(
        `${rel(file)} is ${w}x${h}; smaller than the ${width}x${height} output, it will be upscaled`,
      );
  }
  const { data, info } = await sharp(file, options)
    .rotate() // honour EXIF orientation of phone photos
    .resize(width, height, {
      fit: "cover",
      position: isSvg ? "centre" : sharp.strategy.attention,
    })
    .flatten({ background: BACKGROUND })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info };
}

/** Encode at decreasing quality until the file fits the byte budget. */
async function encodeWithinBudget(base, width, height, format, maxBytes) {
  const enc = ENCODERS[format];
  let quality = enc.start;
  for (;;) {
    const img = sharp(base.data, { raw: base.info }).resize(width, height, { kernel: "lanczos3" });
    const buf = await enc.encode(img, quality).toBuffer();
    if (buf.length <= maxBytes) return { buf, quality, fits: true };
    if (quality <= enc.min) return { buf, quality, fits: false };
    quality = Math.max(enc.min, quality - enc.step);
  }
}

async function buildCatalogImages(catalog) {
  const sourceFiles = await readdir(sourceDir).catch(() => []);
  const entries = Object.entries(catalog);
  const rows = await pool(entries, 2, async ([name, { aspect, widths }]) => {
    const file = findSource(sourceFiles, name);
    if (!file) {
      warn(
        `no source for "${name}" (expected images/source/${name}.jpg or .svg; run node scripts/placeholders.mjs)`,
      );
      return [];
    }
    const [aw, ah] = aspect;
    const sorted = [...widths].sort((a, b) => a - b);
    const maxW = sorted[sorted.length - 1];
    const base = await loadCropped(file, maxW, Math.round((maxW * ah) / aw));
    const out = [];
    for (const width of sorted) {
      const height = Math.round((width * ah) / aw);
      for (const format of ["avif", "webp"]) {
        const { buf, quality, fits } = await encodeWithinBudget(
          base,
          width,
          height,
          format,
          MAX_BYTES,
        );
        const target = path.join(outDir, `${name}-${width}.${format}`);
        if (!fits)
          warn(
            `${rel(target)} is ${buf.length} bytes even at quality ${quality} (budget ${MAX_BYTES})`,
          );
        const changed = await writeIfChanged(target, buf);
        out.push({
          file: rel(target),
          bytes: buf.length,
          quality,
          changed,
          source: path.basename(file),
        });
      }
    }
    return out;
  });
  return rows.flat();
}

/** Report (and with --prune delete) files in public/images/ that the catalog no longer produces. */
async function handleStale(catalog) {
  const expected = new Set();
  for (const [name, { widths }] of Object.entries(catalog))
    for (const w of widths) for (const f of ["avif", "webp"]) expected.add(`${name}-${w}.${f}`);
  const present = await readdir(outDir).catch(() => []);
  const stale = present.filter((f) => /-\d+\.(avif|webp)$/.test(f) && !expected.has(f));
  for (const f of stale) {
    if (args.has("--prune")) {
      await rm(path.join(outDir, f));
      console.log(`pruned public/images/${f}`);
    } else {
      warn(`public/images/${f} is not in the catalog (re-run with --prune to delete it)`);
    }
  }
}

// ---------------------------------------------------------------------------
// Logo, icons and social preview
// ---------------------------------------------------------------------------

function minifySvg(svg) {
  return (
    svg
      .replace(/<\?xml[^>]*>/g, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/>\s+</g, "><")
      .replace(/\s{2,}/g, " ")
      .trim() + "\n"
  );
}

/** The logo's inner markup and viewBox, so it can be placed inside other SVGs. */
function parseLogo(svg) {
  const open = svg.match(/<svg\b[^>]*>/);
  if (!open) throw new Error("images/source/logo.svg: no <svg> element");
  const viewBox = open[0].match(/viewBox="([^"]+)"/)?.[1] ?? "0 0 64 64";
  const [, , vw, vh] = viewBox.split(/[\s,]+/).map(Number);
  const inner = svg.slice(open.index + open[0].length, svg.lastIndexOf("</svg>"));
  return { viewBox, vw, vh, inner };
}

/** Square icon: logo at `scale` of the canvas on a solid brand-green square (maskable-safe at 0.8). */
function iconSvg(logo, size, scale = 0.8) {
  const s = size * scale;
  const off = (size - s) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<rect width="${size}" height="${size}" fill="${BRAND_GREEN}"/>` +
      `<svg x="${off}" y="${off}" width="${s}" height="${s}" viewBox="${logo.viewBox}">${logo.inner}</svg>` +
      `</svg>`,
  );
}

async function pngIcon(logo, size, file) {
  const buf = await sharp(iconSvg(logo, size), { density: 72 })
    .png({ compressionLevel: 9, palette: true, quality: 95, effort: 10 })
    .toBuffer();
  const changed = await writeIfChanged(file, buf);
  return { file: rel(file), bytes: buf.length, quality: "png", changed };
}

const escapeXml = (s) =>
  s.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]);

async function buildOgImage(logo, catalog, sourceFiles) {
  const W = 1200;
  const H = 630;
  const bgName = ["carousel-group-event", ...Object.keys(catalog)].find(
    (n) => catalog[n] && findSource(sourceFiles, n),
  );
  const layers = [];
  let background;
  if (bgName) {
    const base = await loadCropped(findSource(sourceFiles, bgName), W, H);
    background = sharp(base.data, { raw: base.info });
  } else {
    background = sharp({ create: { width: W, height: H, channels: 3, background: BRAND_GREEN } });
  }
  const withText = process.env.OG_TEXT !== "0";
  const font = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
  const text = withText
    ? `<text x="96" y="408" font-family="${font}" font-weight="700" font-size="96" fill="#f6ecd9">ZAMWE</text>` +
      `<text x="100" y="464" font-family="${font}" font-size="34" fill="#f3c77a">${escapeXml("Zamfara Women Entrepreneurs")}</text>` +
      `<text x="100" y="508" font-family="${font}" font-size="34" fill="#f3c77a">${escapeXml("Association")}</text>` +
      `<text x="100" y="568" font-family="${font}" font-size="26" fill="#f6ecd9">${escapeXml("Gusau, Zamfara State, Nigeria")}</text>`
    : "";
  layers.push({
    input: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
        `<defs><linearGradient id="fade" x1="0" y1="0" x2="1" y2="0">` +
        `<stop offset="0" stop-color="${BRAND_GREEN}" stop-opacity=".96"/>` +
        `<stop offset=".5" stop-color="${BRAND_GREEN}" stop-opacity=".85"/>` +
        `<stop offset=".8" stop-color="${BRAND_GREEN}" stop-opacity=".15"/>` +
        `<stop offset="1" stop-color="${BRAND_GREEN}" stop-opacity="0"/>` +
        `</linearGradient></defs>` +
        `<rect width="${W}" height="${H}" fill="url(#fade)"/>` +
        `<rect y="${H - 14}" width="${W}" height="14" fill="#d4a017"/>` +
        `<svg x="96" y="${withText ? 70 : (H - 240) / 2}" width="${withText ? 200 : 240}" height="${withText ? 200 : 240}" viewBox="${logo.viewBox}">${logo.inner}</svg>` +
        text +
        `</svg>`,
    ),
    top: 0,
    left: 0,
  });
  const composed = await background.composite(layers).raw().toBuffer({ resolveWithObject: true });
  let quality = 82;
  let buf;
  for (;;) {
    buf = await sharp(composed.data, { raw: composed.info })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" })
      .toBuffer();
    if (buf.length <= OG_MAX_BYTES || quality <= 40) break;
    quality -= 6;
  }
  const file = path.join(publicDir, "og-image.jpg");
  if (buf.length > OG_MAX_BYTES)
    warn(`${rel(file)} is ${buf.length} bytes (budget ${OG_MAX_BYTES})`);
  const changed = await writeIfChanged(file, buf);
  return { file: rel(file), bytes: buf.length, quality, changed, source: bgName ?? "(plain)" };
}

async function buildBrandAssets(catalog) {
  const logoFile = path.join(sourceDir, "logo.svg");
  const raw = await readFile(logoFile, "utf8").catch(() => null);
  if (!raw) {
    warn(
      "images/source/logo.svg missing (run node scripts/placeholders.mjs); skipping favicon, icons and og-image",
    );
    return [];
  }
  await mkdir(path.join(publicDir, "icons"), { recursive: true });
  const favicon = Buffer.from(minifySvg(raw));
  const faviconFile = path.join(publicDir, "favicon.svg");
  const rows = [
    {
      file: rel(faviconFile),
      bytes: favicon.length,
      quality: "svg",
      changed: await writeIfChanged(faviconFile, favicon),
    },
  ];
  const logo = parseLogo(raw);
  rows.push(await pngIcon(logo, 180, path.join(publicDir, "apple-touch-icon.png")));
  rows.push(await pngIcon(logo, 192, path.join(publicDir, "icons", "icon-192.png")));
  rows.push(await pngIcon(logo, 512, path.join(publicDir, "icons", "icon-512.png")));
  rows.push(await buildOgImage(logo, catalog, await readdir(sourceDir)));
  return rows;
}

// ---------------------------------------------------------------------------

function printTable(rows) {
  const w = Math.max(...rows.map((r) => r.file.length), 4);
  console.log(`${"file".padEnd(w)}  ${"bytes".padStart(7)}  q    `);
  for (const r of rows)
    console.log(
      `${r.file.padEnd(w)}  ${String(r.bytes).padStart(7)}  ${String(r.quality).padEnd(4)} ${r.changed ? "written" : ""}`,
    );
}

async function main() {
  const started = performance.now();
  const catalog = JSON.parse(await readFile(catalogPath, "utf8"));
  await mkdir(outDir, { recursive: true });

  const imageRows = await buildCatalogImages(catalog);
  await handleStale(catalog);
  const brandRows = await buildBrandAssets(catalog);
  const rows = [...imageRows, ...brandRows];
  printTable(rows);

  const total = imageRows.reduce((s, r) => s + r.bytes, 0);
  const largest = imageRows.reduce((a, b) => (b.bytes > (a?.bytes ?? -1) ? b : a), null);
  const written = rows.filter((r) => r.changed).length;
  console.log(
    `\n${imageRows.length} responsive images, ${total} bytes total` +
      (largest ? `, largest ${largest.file} (${largest.bytes} bytes)` : "") +
      `; ${written} file(s) written, ${rows.length - written} unchanged; ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (warnings.length) console.warn(`${warnings.length} warning(s); see above.`);
}

await main();
