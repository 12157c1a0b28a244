/**
 * The English catalogue: the source of truth for every text the translated pages show (the spec's
 * texts verbatim). One export per namespace, so a page's code imports only the texts it shows;
 * `ha.ts` has the same shape (a missing or extra key fails `tsc`). How to add a text or a page:
 * docs/i18n.md. `{name}` marks a value filled in by `format()` (app/i18n/format.ts).
 */

/** The site header, navigation, footer and the document's own texts (every page). */
export const layout = {
  fullName: "Zamfara Women Entrepreneurs Association",
  motto: "Empowering Women, Building Futures",
  skipToContent: "Skip to content",
  mainNavigation: "Main",
  homeLink: "{name} home",
  menu: "Menu",
  admin: "Admin",
  logOut: "Log out",
  login: "Login",
  joinNow: "Join Now",
  languageSwitch: "Language",
  nav: {
    home: "Home",
    about: "About",
    aboutUs: "About Us",
    services: "Services",
    events: "Events",
    members: "Members",
    resources: "Resources",
    gallery: "Gallery",
    contact: "Contact",
    websiteBuilder: "Website Builder",
    templates: "Templates",
    dashboard: "Dashboard",
    privacyPolicy: "Privacy Policy",
    termsOfUse: "Terms of Use",
    cookiePolicy: "Cookie Policy",
  },
  footer: {
    quickLinks: "Quick Links",
    resources: "Resources",
    contactUs: "Contact Us",
    socialMedia: "Social media",
    opensInNewTab: "{name} (opens in a new tab)",
  },
};

/** The photo carousel's controls (home, members showcase). */
export const carousel = {
  carousel: "carousel",
  slide: "slide",
  position: "{number} of {total}",
  previous: "Previous slide",
  next: "Next slide",
  chooseSlide: "{label}: choose a slide",
  showSlide: "Show slide {number}",
};

/** The 404 page and the error screens (root ErrorBoundary, `_public+/$.tsx`). */
export const errors = {
  somethingWentWrong: "Something went wrong",
  returnHome: "Return to Home",
  notFound: {
    pageTitle: "Page not found",
    title: "Oops! Page not found",
    message: "The page you are looking for does not exist or has moved.",
  },
  tooManyRequests: {
    title: "Please slow down",
    message: "Too many requests. Please wait a minute and try again.",
  },
  refused: {
    title: "Form not accepted",
    message: "Please go back to the page and send the form again.",
  },
  unauthorized: { title: "Unauthorized", message: "Admin access required" },
  unexpected: {
    title: "Unexpected Application Error!",
    message: "Something went wrong on our side. Please try again in a moment.",
  },
};

/** The home page (/). */
export const home = {
  meta: {
    title: "Home",
    description:
      "ZAMWE, the Zamfara Women Entrepreneurs Association: mentorship, training, funding, networking and recognition for women in business in Zamfara State.",
  },
  hero: {
    badge: "Est. 2020",
    headline: "Empowering Women Entrepreneurs in Zamfara State",
    lead: "ZAMWE brings women in business together for mentorship, training, funding, networking and recognition, so every woman with an idea can build a business that lasts.",
    primaryCta: "Join ZAMWE Today",
    secondaryCta: "Explore Events",
  },
  stats: {
    activeMembers: "Active Members",
    eventsHosted: "Events Hosted",
    venturesSupported: "Ventures Supported",
    established: "Established",
  },
  inNumbers: "ZAMWE in numbers",
  carouselLabel: "Photos from ZAMWE",
  slides: {
    ceremony: {
      alt: "Members in bright attire at a ZAMWE award ceremony",
      caption: "Celebrating our members at the annual award ceremony",
    },
    governmentMeeting: {
      alt: "ZAMWE leaders seated around a table with state government officials",
      caption: "Meeting state government officials on support for women in business",
    },
    groupEvent: {
      alt: "A large group of women entrepreneurs gathered at a ZAMWE event",
      caption: "Members gathered for a community networking event",
    },
    teamPhoto: {
      alt: "The ZAMWE executive team standing together",
      caption: "The team that keeps ZAMWE running",
    },
    tradeshow: {
      alt: "Market stalls with members' products at a ZAMWE trade show",
      caption: "Our trade show: members' products in front of new customers",
    },
  },
  support: {
    heading: "How We Support You",
    lead: "Practical help at every stage of your business, from the first idea to the first employee.",
    cards: {
      mentorship: {
        title: "Mentorship",
        description:
          "Learn from experienced businesswomen who have faced the same challenges and found a way through.",
      },
      training: {
        title: "Training",
        description:
          "Workshops on bookkeeping, pricing, marketing and digital skills, taught in English and Hausa.",
      },
      funding: {
        title: "Funding",
        description:
          "Guidance on micro-loans and grants, and help preparing applications that get approved.",
      },
      networking: {
        title: "Networking",
        description:
          "Events and trade shows where members meet customers, suppliers and partners across the state.",
      },
      digitalBranding: {
        title: "Digital Branding",
        description:
          "A free website builder for members and simple social media strategies that bring in customers.",
      },
      recognition: {
        title: "Recognition",
        description:
          "Awards and member spotlights that celebrate what women in Zamfara are building.",
      },
    },
  },
  hallOfWomen: {
    heading: "Hall of Women",
    lead: "Women whose courage and work opened doors for the rest of us.",
    present: "present",
    aminaName: "Amina of Zazzau",
    women: {
      adaLovelace: {
        achievement: "World's first computer programmer",
        impact: "Pioneered the foundation of modern computing",
      },
      funmilayoRansomeKuti: {
        achievement: "Nigerian women's rights activist",
        impact: "Champion of women's education and political participation",
      },
      aminaOfZazzau: {
        achievement: "Warrior Queen of Zaria",
        impact: "Expanded Hausa territory and trade networks",
      },
      oprahWinfrey: {
        achievement: "Media entrepreneur and philanthropist",
        impact: "First Black female billionaire",
      },
      malalaYousafzai: {
        achievement: "Youngest Nobel laureate",
        impact: "Global advocate for girls' education",
      },
      ngoziOkonjoIweala: {
        achievement: "WTO Director-General",
        impact: "First woman and first African to lead the WTO",
      },
    },
    closingQuote:
      "Their stories remind us that every woman who builds something opens the way for the next. Yours is the next story.",
  },
};

/** The about page (/about). */
export const about = {
  meta: {
    title: "About",
    description:
      "Founded in 2020 in Gusau, ZAMWE has over 500 members. Our story, mission, vision, values and impact.",
  },
  headline: "About ZAMWE",
  lead: "The Zamfara Women Entrepreneurs Association is a community of women building businesses in Zamfara State, and helping each other succeed.",
  story: {
    heading: "Our Story",
    founding:
      "ZAMWE was founded in 2020 in Gusau by a small group of women traders, tailors, caterers and shop owners who saw how much they could achieve together. Many women in Zamfara run businesses, yet few have access to training, credit or the networks that help a business grow.",
    today:
      "Today we have over 500 members across the state, from market women and home-based producers to owners of registered companies. We organise training and mentorship, help members reach funding, bring them together at events and trade shows, and speak up for women in business.",
  },
  pillarsLabel: "Mission, vision and values",
  mission: {
    title: "Mission",
    text: "To empower women entrepreneurs in Zamfara State with the skills, finance, networks and recognition they need to build sustainable businesses.",
  },
  vision: {
    title: "Vision",
    text: "A Zamfara where every woman with a business idea has the support to start it, grow it and pass it on.",
  },
  values: {
    title: "Values",
    items: {
      empowerment: "Empowerment",
      community: "Community",
      excellence: "Excellence",
      integrity: "Integrity",
      innovation: "Innovation",
    },
  },
  impact: {
    heading: "Our Impact",
    activeMembers: "Active Members",
    eventsOrganized: "Events Organized",
    businessesSupported: "Businesses Supported",
    fundingFacilitated: "Funding Facilitated",
  },
};
