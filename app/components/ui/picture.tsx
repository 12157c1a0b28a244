import catalog from "~/content/image-catalog.json";

/** Every image slot known to the build (see app/content/image-catalog.json). */
export type ImageName = keyof typeof catalog;
export type ImageFormat = "avif" | "webp";

type CatalogEntry = { aspect: number[]; widths: number[] };
const entries: Record<ImageName, CatalogEntry> = catalog;

/** Public URL of one generated rendition, e.g. `/images/gallery-01-800.avif`. */
export function imageSrc(name: ImageName, width: number, format: ImageFormat): string {
  return `/images/${name}-${width}.${format}`;
}

function srcSet(name: ImageName, widths: readonly number[], format: ImageFormat): string {
  return widths.map((w) => `${imageSrc(name, w, format)} ${w}w`).join(", ");
}

/** Largest rendition's width and height (used for the <img> width/height attributes). */
export function imageSize(name: ImageName): { width: number; height: number } {
  const { aspect, widths } = entries[name];
  const [aw = 1, ah = 1] = aspect;
  const width = Math.max(...widths);
  return { width, height: Math.round((width * ah) / aw) };
}

export type PictureProps = {
  name: ImageName;
  /** Describe what the picture shows; use "" only for purely decorative images. */
  alt: string;
  /** Rendered width hint for the browser, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
  /** Class for the <picture> wrapper. */
  className?: string;
  /** Class for the <img> (object-fit, rounded corners, …). */
  imgClassName?: string;
};

/**
 * Responsive AVIF/WebP picture for a catalog image. Files come from
 * `npm run images` (scripts/images.mjs) and live in public/images/.
 */
export function Picture({
  name,
  alt,
  sizes,
  loading = "lazy",
  fetchPriority,
  className,
  imgClassName,
}: PictureProps): JSX.Element {
  const sorted = [...entries[name].widths].sort((a, b) => a - b);
  const { width, height } = imageSize(name);
  // React 18 does not know the camelCase `fetchPriority` prop and warns about it;
  // the lowercase HTML attribute is passed through unchanged.
  const priority: Record<string, string> = fetchPriority ? { fetchpriority: fetchPriority } : {};

  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(name, sorted, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(name, sorted, "webp")} sizes={sizes} />
      <img
        src={imageSrc(name, width, "webp")}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        className={imgClassName}
        {...priority}
      />
    </picture>
  );
}
