import type { IconName } from "~/components/ui/icons";
import type { ImageName } from "~/components/ui/picture";

export type Slide = { image: ImageName; alt: string; caption: string };
export type SupportCard = {
  icon: IconName;
  title: string;
  description: string;
  /** Tailwind classes for the icon badge: each card has its own colour. */
  color: string;
};
export type HallOfWomenEntry = { name: string; era: string; achievement: string; impact: string };
export type Stat = { value: string; label: string };

export const hero = {
  badge: "Est. 2020",
  headline: "Empowering Women Entrepreneurs in Zamfara State",
  lead: "ZAMWE brings women in business together for mentorship, training, funding, networking and recognition, so every woman with an idea can build a business that lasts.",
  primaryCta: { label: "Join ZAMWE Today", to: "/register" },
  secondaryCta: { label: "Explore Events", to: "/events" },
};

export const homeStats: Stat[] = [
  { value: "500+", label: "Active Members" },
  { value: "50+", label: "Events Hosted" },
  { value: "200+", label: "Ventures Supported" },
  { value: "2020", label: "Established" },
];

/** Home carousel: 5 photos, advancing every 5000 ms (spec §9). */
export const homeCarousel = {
  intervalMs: 5000,
  slides: [
    {
      image: "carousel-ceremony",
      alt: "Members in bright attire at a ZAMWE award ceremony",
      caption: "Celebrating our members at the annual award ceremony",
    },
    {
      image: "carousel-government-meeting",
      alt: "ZAMWE leaders seated around a table with state government officials",
      caption: "Meeting state government officials on support for women in business",
    },
    {
      image: "carousel-group-event",
      alt: "A large group of women entrepreneurs gathered at a ZAMWE event",
      caption: "Members gathered for a community networking event",
    },
    {
      image: "carousel-team-photo",
      alt: "The ZAMWE executive team standing together",
      caption: "The team that keeps ZAMWE running",
    },
    {
      image: "carousel-tradeshow",
      alt: "Market stalls with members' products at a ZAMWE trade show",
      caption: "Our trade show: members' products in front of new customers",
    },
  ] satisfies Slide[],
};

export const supportSection = {
  heading: "How We Support You",
  lead: "Practical help at every stage of your business, from the first idea to the first employee.",
  cards: [
    {
      icon: "users",
      title: "Mentorship",
      description:
        "Learn from experienced businesswomen who have faced the same challenges and found a way through.",
      color: "bg-brand-100 text-brand-800",
    },
    {
      icon: "academic",
      title: "Training",
      description:
        "Workshops on bookkeeping, pricing, marketing and digital skills, taught in English and Hausa.",
      color: "bg-gold-300 text-stone-900",
    },
    {
      icon: "banknotes",
      title: "Funding",
      description:
        "Guidance on micro-loans and grants, and help preparing applications that get approved.",
      color: "bg-orange-100 text-clay-700",
    },
    {
      icon: "handshake",
      title: "Networking",
      description:
        "Events and trade shows where members meet customers, suppliers and partners across the state.",
      color: "bg-sky-100 text-sky-800",
    },
    {
      icon: "globe",
      title: "Digital Branding",
      description:
        "A free website builder for members and simple social media strategies that bring in customers.",
      color: "bg-violet-100 text-violet-800",
    },
    {
      icon: "trophy",
      title: "Recognition",
      description:
        "Awards and member spotlights that celebrate what women in Zamfara are building.",
      color: "bg-rose-100 text-rose-800",
    },
  ] satisfies SupportCard[],
};

export const hallOfWomen = {
  heading: "Hall of Women",
  lead: "Women whose courage and work opened doors for the rest of us.",
  entries: [
    {
      name: "Ada Lovelace",
      era: "1815–1852",
      achievement: "World's first computer programmer",
      impact: "Pioneered the foundation of modern computing",
    },
    {
      name: "Funmilayo Ransome-Kuti",
      era: "1900–1978",
      achievement: "Nigerian women's rights activist",
      impact: "Champion of women's education and political participation",
    },
    {
      name: "Amina of Zazzau",
      era: "1533–1610",
      achievement: "Warrior Queen of Zaria",
      impact: "Expanded Hausa territory and trade networks",
    },
    {
      name: "Oprah Winfrey",
      era: "1954–present",
      achievement: "Media entrepreneur and philanthropist",
      impact: "First Black female billionaire",
    },
    {
      name: "Malala Yousafzai",
      era: "1997–present",
      achievement: "Youngest Nobel laureate",
      impact: "Global advocate for girls' education",
    },
    {
      name: "Ngozi Okonjo-Iweala",
      era: "1954–present",
      achievement: "WTO Director-General",
      impact: "First woman and first African to lead the WTO",
    },
  ] satisfies HallOfWomenEntry[],
  closingQuote: {
    text: "Their stories remind us that every woman who builds something opens the way for the next. Yours is the next story.",
    attribution: "ZAMWE",
  },
};
