import type { ImageName } from "~/components/ui/picture";
import type { Language } from "~/i18n/language";
import { galleryTexts } from "~/i18n/gallery";

type GalleryTexts = (typeof galleryTexts)["en"];

/** The filter chips in order: `?category=` ids and their texts (`gallery.categories`). */
const categories = [
  { id: "all", text: "all" },
  { id: "events", text: "events" },
  { id: "members", text: "members" },
  { id: "workshops", text: "workshops" },
  { id: "market-days", text: "marketDays" },
] as const satisfies readonly { id: string; text: keyof GalleryTexts["categories"] }[];

export type GalleryCategoryId = (typeof categories)[number]["id"];
export type GalleryCategory = Exclude<GalleryCategoryId, "all">;
export type GalleryItem = {
  image: ImageName;
  title: string;
  category: GalleryCategory;
  alt: string;
};

/** Ten photos (spec §9); Market Days has none yet, which shows the empty state. */
const photos: {
  image: ImageName;
  text: keyof GalleryTexts["photos"];
  category: GalleryCategory;
}[] = [
  { image: "gallery-01", text: "awardCeremony", category: "events" },
  { image: "gallery-02", text: "membersMeeting", category: "members" },
  { image: "gallery-03", text: "bookkeepingWorkshop", category: "workshops" },
  { image: "gallery-04", text: "tradeShowOpening", category: "events" },
  { image: "gallery-05", text: "tailoringBusiness", category: "members" },
  { image: "gallery-06", text: "digitalSkills", category: "workshops" },
  { image: "gallery-07", text: "networkingEvening", category: "events" },
  { image: "gallery-08", text: "foodProcessing", category: "members" },
  { image: "gallery-09", text: "marketingMasterclass", category: "workshops" },
  { image: "gallery-10", text: "womensDay", category: "events" },
];

/** The gallery in one language: its texts (app/i18n) on the page's structure. */
export function galleryContent(language: Language) {
  const t = galleryTexts[language];
  return {
    categories: categories.map(({ id, text }) => ({ id, label: t.categories[text] })),
    items: photos.map(({ image, text, category }) => ({
      image,
      category,
      ...t.photos[text],
    })) satisfies GalleryItem[],
  };
}

const english = galleryContent("en");
/** The English chips and photos (the loader checks `?category=`/`?image=` against them; tests read them). */
export const galleryCategories = english.categories;
export const galleryItems = english.items;
