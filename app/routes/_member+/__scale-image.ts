import { LOGO_MAX_BYTES, LOGO_MAX_SIDE } from "~/config/website";

/**
 * Progressive enhancement for the logo field (Workers cannot run an image library): in the
 * browser, a photo larger than LOGO_MAX_SIDE pixels or LOGO_MAX_BYTES is drawn onto a canvas at
 * most LOGO_MAX_SIDE wide or tall and re-encoded (PNG stays PNG for transparency unless it is
 * still too large; everything else becomes JPEG, which every link preview reads). Re-encoding
 * also drops the photo's EXIF data, GPS position included. Anything the browser cannot decode is
 * left as it is, for the server to judge.
 */
export async function scaleImage(file: File): Promise<File> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type) || typeof createImageBitmap !== "function") {
    return file;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, LOGO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= LOGO_MAX_BYTES) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();

  const encode = (type: string) =>
    new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  let blob = file.type === "image/png" ? await encode("image/png") : null;
  if (!blob || blob.size > LOGO_MAX_BYTES) blob = await encode("image/jpeg");
  if (!blob || blob.size >= file.size) return file;
  const extension = blob.type === "image/png" ? "png" : "jpg";
  const name = `${file.name.replace(/\.[^.]*$/, "") || "logo"}.${extension}`;
  return new File([blob], name, { type: blob.type, lastModified: Date.now() });
}

/** Puts the scaled file into the file input in place of the chosen one. */
export async function scaleFileInput(input: HTMLInputElement): Promise<File | null> {
  const file = input.files?.[0];
  if (!file) return null;
  const scaled = await scaleImage(file);
  if (scaled !== file && typeof DataTransfer === "function") {
    const transfer = new DataTransfer();
    transfer.items.add(scaled);
    input.files = transfer.files;
  }
  return input.files?.[0] ?? file;
}
