/**
 * Progressive enhancement for photo fields (Workers cannot run an image library): in the browser,
 * an image longer than `maxSide` pixels or larger than `maxBytes` is drawn onto a canvas at most
 * `maxSide` wide or tall and re-encoded as JPEG, lowering the quality and then the size until it
 * fits (PNG stays PNG with `keepPng`, for a logo's transparency, unless it is still too large).
 * Re-encoding also drops the photo's EXIF data, GPS position included. Anything the browser
 * cannot decode (a PDF receipt, an odd file) is left as it is, for the server to judge; without
 * JavaScript the original file is sent. One module for every form: the builder's logo, the
 * profile photo and /join's photo and receipt.
 */
export type ShrinkLimits = { maxSide: number; maxBytes: number; keepPng?: boolean };

/** A photo from a phone's camera (3–6 MB) arrives at about a tenth of that. */
export const PHOTO_LIMITS: ShrinkLimits = { maxSide: 1280, maxBytes: 300 * 1024 };

const QUALITIES = [0.85, 0.75, 0.65, 0.5];

export async function shrinkImage(file: File, limits: ShrinkLimits): Promise<File> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type) || typeof createImageBitmap !== "function") {
    return file;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  let scale = Math.min(1, limits.maxSide / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= limits.maxBytes) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d");
  if (!context) {
    bitmap.close();
    return file;
  }
  const encode = (type: string, quality?: number) =>
    new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  let blob: Blob | null = null;
  // Each round draws smaller: a noisy photo may need it after the lowest quality.
  for (let round = 0; round < 4 && (!blob || blob.size > limits.maxBytes); round++) {
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    if (limits.keepPng && file.type === "image/png") blob = await encode("image/png");
    for (const quality of QUALITIES) {
      if (blob && blob.size <= limits.maxBytes) break;
      blob = await encode("image/jpeg", quality);
    }
    scale *= 0.75;
  }
  bitmap.close();
  if (!blob || blob.size >= file.size) return file;
  const extension = blob.type === "image/png" ? "png" : "jpg";
  const name = `${file.name.replace(/\.[^.]*$/, "") || "photo"}.${extension}`;
  return new File([blob], name, { type: blob.type, lastModified: Date.now() });
}

/** Puts the shrunk file into the file input in place of the chosen one; returns what it holds. */
export async function shrinkFileInput(
  input: HTMLInputElement,
  limits: ShrinkLimits,
): Promise<File | null> {
  const file = input.files?.[0];
  if (!file) return null;
  const shrunk = await shrinkImage(file, limits);
  if (shrunk !== file && typeof DataTransfer === "function") {
    const transfer = new DataTransfer();
    transfer.items.add(shrunk);
    input.files = transfer.files;
  }
  return input.files?.[0] ?? file;
}
