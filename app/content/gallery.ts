import type { ImageName } from "~/components/ui/picture";

export const galleryCategories = [
  { id: "all", label: "All" },
  { id: "events", label: "Events" },
  { id: "members", label: "Members" },
  { id: "workshops", label: "Workshops" },
  { id: "market-days", label: "Market Days" },
] as const;

export type GalleryCategory = Exclude<(typeof galleryCategories)[number]["id"], "all">;
export type GalleryItem = {
  image: ImageName;
  title: string;
  category: GalleryCategory;
  alt: string;
};

export const galleryPage = {
  headline: "Gallery",
  lead: "Moments from our events, workshops and the everyday work of our members.",
  empty: "No images found in this category",
};

/** Ten photos (spec §9); Market Days has none yet, which shows the empty state. */
export const galleryItems: GalleryItem[] = [
  {
    image: "gallery-01",
    title: "Annual Award Ceremony",
    category: "events",
    alt: "Members receiving awards on stage",
  },
  {
    image: "gallery-02",
    title: "Members' Meeting",
    category: "members",
    alt: "Members seated in rows at a monthly meeting",
  },
  {
    image: "gallery-03",
    title: "Bookkeeping Workshop",
    category: "workshops",
    alt: "Women taking notes during a bookkeeping class",
  },
  {
    image: "gallery-04",
    title: "Trade Show Opening",
    category: "events",
    alt: "Guests at the opening of the ZAMWE trade show",
  },
  {
    image: "gallery-05",
    title: "Tailoring Business",
    category: "members",
    alt: "A member at her sewing machine in her tailoring shop",
  },
  {
    image: "gallery-06",
    title: "Digital Skills Training",
    category: "workshops",
    alt: "Members learning to use smartphones for business",
  },
  {
    image: "gallery-07",
    title: "Networking Evening",
    category: "events",
    alt: "Members talking in small groups at a networking evening",
  },
  {
    image: "gallery-08",
    title: "Food Processing Business",
    category: "members",
    alt: "A member packaging groundnut oil for sale",
  },
  {
    image: "gallery-09",
    title: "Marketing Masterclass",
    category: "workshops",
    alt: "A trainer presenting marketing ideas to a group",
  },
  {
    image: "gallery-10",
    title: "Women's Day Celebration",
    category: "events",
    alt: "Members celebrating International Women's Day together",
  },
];
