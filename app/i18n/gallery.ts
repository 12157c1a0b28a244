import type { Localised } from "~/i18n/localised";

/**
 * The gallery (/gallery): its chrome, the category chips and the photos' titles and alt texts.
 * English first, the source of truth (the spec's texts verbatim); the Hausa has its type, so a
 * missing or extra key fails `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and ʼ (U+02BC).
 * How to add a text, and the glossary: docs/i18n.md.
 */

const en = {
  meta: {
    title: "Gallery",
    description: "Photos from ZAMWE events, workshops and the businesses of our members.",
  },
  headline: "Gallery",
  lead: "Moments from our events, workshops and the everyday work of our members.",
  empty: "No images found in this category",
  filterLabel: "Filter by category",
  categories: {
    all: "All",
    events: "Events",
    members: "Members",
    workshops: "Workshops",
    marketDays: "Market Days",
  },
  close: "Close",
  morePhotos: "More photos",
  previousPhoto: "Previous photo",
  nextPhoto: "Next photo",
  photos: {
    awardCeremony: {
      title: "Annual Award Ceremony",
      alt: "Members receiving awards on stage",
    },
    membersMeeting: {
      title: "Members' Meeting",
      alt: "Members seated in rows at a monthly meeting",
    },
    bookkeepingWorkshop: {
      title: "Bookkeeping Workshop",
      alt: "Women taking notes during a bookkeeping class",
    },
    tradeShowOpening: {
      title: "Trade Show Opening",
      alt: "Guests at the opening of the ZAMWE trade show",
    },
    tailoringBusiness: {
      title: "Tailoring Business",
      alt: "A member at her sewing machine in her tailoring shop",
    },
    digitalSkills: {
      title: "Digital Skills Training",
      alt: "Members learning to use smartphones for business",
    },
    networkingEvening: {
      title: "Networking Evening",
      alt: "Members talking in small groups at a networking evening",
    },
    foodProcessing: {
      title: "Food Processing Business",
      alt: "A member packaging groundnut oil for sale",
    },
    marketingMasterclass: {
      title: "Marketing Masterclass",
      alt: "A trainer presenting marketing ideas to a group",
    },
    womensDay: {
      title: "Women's Day Celebration",
      alt: "Members celebrating International Women's Day together",
    },
  },
};

const ha: typeof en = {
  meta: {
    title: "Hotuna",
    description: "Hotunan taruka, bita da sanaʼoʼin membobin ZAMWE.",
  },
  headline: "Hotuna",
  lead: "Lokuta daga tarukanmu, bitocinmu da ayyukan yau da kullum na membobinmu.",
  empty: "Babu hotuna a wannan rukuni",
  filterLabel: "Zaɓi rukuni",
  categories: {
    all: "Duka",
    events: "Taruka",
    members: "Membobi",
    workshops: "Bita",
    marketDays: "Ranakun Kasuwa",
  },
  close: "Rufe",
  morePhotos: "Ƙarin hotuna",
  previousPhoto: "Hoton baya",
  nextPhoto: "Hoto na gaba",
  photos: {
    awardCeremony: {
      title: "Bikin Karramawa na Shekara",
      alt: "Membobi suna karɓar kyaututtuka a kan dandamali",
    },
    membersMeeting: {
      title: "Taron Membobi",
      alt: "Membobi zaune a layi-layi a taron wata-wata",
    },
    bookkeepingWorkshop: {
      title: "Bitar Ajiye Lissafi",
      alt: "Mata suna rubuta bayanai a wani darasin ajiye lissafi",
    },
    tradeShowOpening: {
      title: "Buɗe Baje-kolin Kasuwanci",
      alt: "Baƙi a wurin buɗe baje-kolin kasuwanci na ZAMWE",
    },
    tailoringBusiness: {
      title: "Sanaʼar Ɗinki",
      alt: "Wata memba a kan injin ɗinkinta a shagonta na ɗinki",
    },
    digitalSkills: {
      title: "Horon Ƙwarewar Intanet",
      alt: "Membobi suna koyon amfani da wayoyin zamani don sanaʼa",
    },
    networkingEvening: {
      title: "Maraicen Sada Zumunci",
      alt: "Membobi suna hira a ƙananan ƙungiyoyi a maraicen sada zumunci",
    },
    foodProcessing: {
      title: "Sanaʼar Sarrafa Abinci",
      alt: "Wata memba tana kunshe man gyaɗa don sayarwa",
    },
    marketingMasterclass: {
      title: "Babban Darasin Tallace-tallace",
      alt: "Wata mai horarwa tana gabatar da dabarun tallace-tallace ga wani rukuni",
    },
    womensDay: {
      title: "Bikin Ranar Mata",
      alt: "Membobi suna bikin Ranar Mata ta Duniya tare",
    },
  },
};

export const galleryTexts: Localised<typeof en> = { en, ha };
