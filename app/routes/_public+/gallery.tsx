import { type LoaderFunctionArgs, type MetaFunction, Link, useLoaderData } from "react-router";
import { Icon } from "~/components/ui/icons";
import { InlineScript, dismissDialogScript } from "~/components/ui/inline-script";
import { PageHeader } from "~/components/ui/page-header";
import { Picture } from "~/components/ui/picture";
import {
  galleryCategories,
  galleryContent,
  galleryItems,
  type GalleryCategoryId as CategoryId,
} from "~/content/gallery";
import { galleryTexts } from "~/i18n/gallery";
import { useLanguage, useLocalePath, useTexts } from "~/i18n/language";
import { metaLanguage, pageMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) => {
  const t = galleryTexts[metaLanguage(matches)];
  return pageMeta(matches, {
    title: t.meta.title,
    description: t.meta.description,
    path: "/gallery",
  });
};

/** Filters and the preview are plain URL state (`?category=`, `?image=`), so they need no script. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const requested = params.get("category");
  const category: CategoryId = galleryCategories.find((c) => c.id === requested)?.id ?? "all";
  const imageNumber = Number(params.get("image"));
  const preview =
    Number.isInteger(imageNumber) && imageNumber >= 1 && imageNumber <= galleryItems.length
      ? imageNumber
      : null;
  // A preview outside the chosen category would have no neighbours and no place to return to:
  // show it among all photos instead.
  const previewCategory = preview ? galleryItems[preview - 1]?.category : undefined;
  const shownCategory =
    previewCategory && category !== "all" && category !== previewCategory ? "all" : category;
  return { category: shownCategory, preview };
}

/** The gallery's address (English; the page passes it through `useLocalePath()`). */
function galleryPath(category: CategoryId, image?: number) {
  const params = new URLSearchParams();
  if (category !== "all") params.set("category", category);
  if (image) params.set("image", String(image));
  const query = params.toString();
  return `/gallery${query ? `?${query}` : ""}`;
}

export default function Gallery() {
  const { category, preview } = useLoaderData<typeof loader>();
  const t = useTexts(galleryTexts);
  const gallery = galleryContent(useLanguage());
  const href = useLocalePath();
  const galleryHref = (c: CategoryId, image?: number) => href(galleryPath(c, image));
  const numbered = gallery.items.map((item, i) => ({ ...item, number: i + 1 }));
  const shown =
    category === "all" ? numbered : numbered.filter((item) => item.category === category);
  const previewItem = preview ? numbered[preview - 1] : undefined;
  const position = previewItem ? shown.findIndex((item) => item.number === previewItem.number) : -1;
  const neighbour = (step: number) =>
    position >= 0 && shown.length > 1
      ? shown[(position + step + shown.length) % shown.length]
      : undefined;

  return (
    <>
      <PageHeader title={t.headline} lead={t.lead} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <nav aria-label={t.filterLabel}>
          <ul className="flex flex-wrap justify-center gap-2">
            {gallery.categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={galleryHref(c.id)}
                  aria-current={c.id === category ? "page" : undefined}
                  className="inline-block rounded-full border border-stone-300 px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {shown.length === 0 ? (
          <p className="py-16 text-center text-lg text-stone-700">{t.empty}</p>
        ) : (
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
            {shown.map((item) => (
              <li key={item.image} id={`item-${item.number}`}>
                <Link
                  to={galleryHref(category, item.number)}
                  className="group block overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200"
                >
                  <Picture
                    name={item.image}
                    alt={item.alt}
                    sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw"
                    imgClassName="block aspect-[4/3] h-auto w-full object-cover transition-transform group-hover:scale-105"
                  />
                  <span className="block px-3 py-2 text-sm">
                    <span className="block font-semibold text-stone-900">{item.title}</span>
                    <span className="block text-stone-600">
                      {gallery.categories.find((c) => c.id === item.category)?.label}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>

      {previewItem ? (
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby="preview-title"
          data-dismiss-href={galleryHref(category) + `#item-${previewItem.number}`}
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/85 p-4"
        >
          <div className="w-full max-w-4xl">
            <div className="mb-3 flex items-center justify-between gap-4 text-white">
              <h2 id="preview-title" className="text-lg font-semibold">
                {previewItem.title}
              </h2>
              <Link
                to={galleryHref(category) + `#item-${previewItem.number}`}
                data-close
                className="flex items-center gap-1 rounded-md bg-white/10 px-3 py-2 text-sm font-medium hover:bg-white/20"
              >
                <Icon name="close" className="size-5" />
                {t.close}
              </Link>
            </div>
            <Picture
              name={previewItem.image}
              alt={previewItem.alt}
              sizes="(min-width: 896px) 896px, 100vw"
              loading="eager"
              imgClassName="block h-auto max-h-[75vh] w-full rounded-lg object-contain"
            />
            <nav aria-label={t.morePhotos} className="mt-3 flex justify-between text-sm text-white">
              {[
                { item: neighbour(-1), label: t.previousPhoto, icon: "chevronLeft" as const },
                { item: neighbour(1), label: t.nextPhoto, icon: "chevronRight" as const },
              ].map(({ item, label, icon }) =>
                item ? (
                  <Link
                    key={label}
                    to={galleryHref(category, item.number)}
                    className="flex items-center gap-1 rounded-md px-3 py-2 hover:bg-white/10"
                  >
                    {icon === "chevronLeft" ? <Icon name={icon} className="size-5" /> : null}
                    {label}
                    {icon === "chevronRight" ? <Icon name={icon} className="size-5" /> : null}
                  </Link>
                ) : null,
              )}
            </nav>
          </div>
          <InlineScript code={dismissDialogScript} />
        </div>
      ) : null}
    </>
  );
}
