// Believable demo data for local development and tests. Plain JS (with JSDoc) so both the seed
// script (Node) and the vitest suites can use it. Ids are deterministic, so seeding twice inserts
// nothing new (INSERT OR IGNORE).
import { createHash } from "node:crypto";

/** A stable UUID-shaped id from a name. */
export function seedId(name) {
  const h = createHash("sha256").update(`zamwe-seed:${name}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const DAY = 24 * 60 * 60 * 1000;

/** The characters of a payment reference (app/models/membership/applications.server.ts): no I, O, 0 or 1. */
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A payment reference in the real format (`ZW-` and 5 of the 32 characters), stable for a
 * prefix letter and a number below 32⁴: the demo members can link their applications.
 */
export function seedReference(prefix, n) {
  const digits = [3, 2, 1, 0].map((p) => REFERENCE_ALPHABET[Math.floor(n / 32 ** p) % 32]);
  return `ZW-${prefix}${digits.join("")}`;
}

/** A date `days` from `now` at `hour`:00 in Lagos (UTC+1, no daylight saving). */
function lagosTime(now, days, hour) {
  const d = new Date(now + days * DAY);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour - 1, 0, 0);
}

const q = (value) =>
  value === null || value === undefined
    ? "NULL"
    : typeof value === "number"
      ? String(value)
      : typeof value === "boolean"
        ? value
          ? "1"
          : "0"
        : `'${String(value).replaceAll("'", "''")}'`;

function insert(table, rows) {
  if (rows.length === 0) return "";
  const columns = Object.keys(rows[0]);
  const values = rows.map((row) => `(${columns.map((c) => q(row[c])).join(", ")})`).join(",\n  ");
  return `INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) VALUES\n  ${values};\n`;
}

export const seedEvents = [
  {
    key: "trade-fair",
    title: "ZAMWE Trade Fair & Market Day",
    description:
      "Show and sell your products to hundreds of visitors. Stalls are free for members; bring samples, price lists and your WhatsApp number.",
    titleHa: "Baje-kolin Kasuwanci da Ranar Kasuwa ta ZAMWE",
    descriptionHa:
      "Ku nuna kayayyakinku ku sayar wa ɗaruruwan masu ziyara. Rumfa kyauta ce ga membobi; ku zo da samfuran kaya, jerin farashi da lambar WhatsApp ɗinku.",
    days: 9,
    hour: 10,
    location: "Gusau Central Market Hall, Gusau",
    maxAttendees: null,
  },
  {
    key: "bookkeeping",
    title: "Bookkeeping for Small Businesses",
    description:
      "A hands-on workshop on simple record keeping, pricing and separating business money from household money. Taught in Hausa and English.",
    titleHa: "Rubuta Lissafin Kuɗi don Ƙananan Sanaʼoʼi",
    descriptionHa:
      "Bita ta aiki a kan rubuta lissafi cikin sauƙi, sanya farashi, da raba kuɗin sanaʼa da kuɗin gida. Da Hausa da Turanci ake koyarwa.",
    days: 16,
    hour: 14,
    location: "ZAMWE Office, Gusau",
    maxAttendees: 12,
  },
  {
    key: "digital-marketing",
    title: "Selling on WhatsApp and Instagram",
    description:
      "Learn to photograph your products with a phone, write posts that sell and use WhatsApp Business catalogues.",
    days: 30,
    hour: 11,
    location: "Federal University Gusau, Main Auditorium",
    maxAttendees: 60,
  },
  {
    key: "grants-clinic",
    title: "Grants and Micro-loans Clinic",
    description:
      "Meet representatives of lenders and grant programmes, and get help preparing your application.",
    days: 52,
    hour: 10,
    location: "Zamfara State Ministry of Commerce, Gusau",
    maxAttendees: null,
  },
  {
    key: "womens-day",
    title: "International Women's Day Celebration",
    description: "A celebration of our members' achievements, with awards and a members' bazaar.",
    days: -40,
    hour: 16,
    location: "Gusau Township Stadium",
    maxAttendees: null,
  },
  {
    key: "mentorship-launch",
    title: "Mentorship Programme Launch",
    description: "The launch of our 2026 mentorship programme, pairing 40 members with mentors.",
    days: -95,
    hour: 10,
    location: "ZAMWE Office, Gusau",
    maxAttendees: 40,
  },
];

const approvedMembers = [
  [
    "Aisha Bello",
    "Aisha's Kitchen",
    "catering",
    "starter",
    "08031234501",
    "aisha.bello@example.com",
    "Tudun Wada, Gusau",
    true,
  ],
  [
    "Hauwa Abubakar",
    "Hauwa Fabrics",
    "fashion",
    "pro",
    "08061234502",
    "hauwa@example.com",
    "Sabon Gari, Gusau",
    true,
  ],
  [
    "Fatima Sani",
    "Sani Grains Store",
    "agriculture",
    "starter",
    "08101234503",
    null,
    "Tsafe Road, Gusau",
    false,
  ],
  [
    "Zainab Yusuf",
    "Glow Beauty Salon",
    "beauty",
    "pro",
    "09031234504",
    "zainab.glow@example.com",
    "Kaura Namoda",
    true,
  ],
  [
    "Maryam Ibrahim",
    "Maryam Tailoring",
    "fashion",
    "starter",
    "07031234505",
    "maryam.tailor@example.com",
    "Samaru, Gusau",
    false,
  ],
  [
    "Hadiza Musa",
    "Musa Groundnut Oil",
    "food_processing",
    "pro",
    "08051234506",
    null,
    "Talata Mafara",
    true,
  ],
  [
    "Amina Lawal",
    "Amina Crafts",
    "crafts",
    "starter",
    "08161234507",
    "amina.crafts@example.com",
    "Bungudu",
    true,
  ],
  [
    "Rakiya Usman",
    "Rakiya Poultry Farm",
    "agriculture",
    "pro",
    "08071234508",
    "rakiya.poultry@example.com",
    "Maru",
    true,
  ],
  [
    "Khadija Aliyu",
    "Khadija Tech Hub",
    "technology",
    "pro",
    "09061234509",
    "khadija@example.com",
    "GRA, Gusau",
    true,
  ],
  [
    "Safiya Garba",
    "Safiya Snacks",
    "food_processing",
    "starter",
    "08021234510",
    null,
    "Anka",
    false,
  ],
  [
    "Halima Danjuma",
    "Halima Henna Art",
    "beauty",
    "starter",
    "08131234511",
    "halima.henna@example.com",
    "Gusau",
    true,
  ],
  [
    "Bilkisu Shehu",
    "Bilkisu Pharmacy",
    "health",
    "pro",
    "08091234512",
    "bilkisu.pharm@example.com",
    "Gummi",
    true,
  ],
  [
    "Jamila Haruna",
    "Jamila Events",
    "event_planning",
    "starter",
    "08141234513",
    "jamila.events@example.com",
    "Gusau",
    false,
  ],
  [
    "Ladi Adamu",
    "Ladi Soap Works",
    "manufacturing",
    "starter",
    "07061234514",
    null,
    "Bakura",
    true,
  ],
  [
    "Nafisa Umar",
    "Nafisa Bakery",
    "catering",
    "pro",
    "08171234515",
    "nafisa.bakes@example.com",
    "Tudun Wada, Gusau",
    true,
  ],
  [
    "Rabi Abdullahi",
    "Rabi Shoes & Bags",
    "retail",
    "starter",
    "08041234516",
    "rabi.shoes@example.com",
    "Kaura Namoda",
    true,
  ],
  [
    "Sadiya Kabir",
    "Kabir Printing",
    "media",
    "pro",
    "09071234517",
    "sadiya.print@example.com",
    "Gusau",
    false,
  ],
  [
    "Ummi Tanko",
    "Ummi Day Care",
    "education",
    "starter",
    "08181234518",
    "ummi.daycare@example.com",
    "Samaru, Gusau",
    true,
  ],
];

/**
 * Members at each point of the yearly cycle (issue #18), approved and paid this many days ago:
 * with twelve-month periods and 30 days of grace, one is expiring, one in grace, one lapsed.
 */
const cycleMembers = [
  [
    "Maryam Sulaiman",
    "Maryam Spices",
    "food_processing",
    "starter",
    "08031234701",
    "maryam.spices@example.com",
    "Tudun Wada, Gusau",
    true,
    350,
  ],
  [
    "Khadija Musa",
    "Khadija Crafts",
    "crafts",
    "pro",
    "08031234702",
    null,
    "Sabon Gari, Gusau",
    false,
    380,
  ],
  [
    "Saadatu Aliyu",
    "Saadatu Tailoring",
    "fashion",
    "starter",
    "08031234703",
    null,
    "Mareri, Gusau",
    false,
    420,
  ],
];

const otherApplications = [
  [
    "Asma'u Bashir",
    "Asma'u Perfumes",
    "retail",
    "starter",
    "08031234601",
    "asmau@example.com",
    "Gusau",
    "pending",
  ],
  [
    "Hajara Sulaiman",
    "Hajara Farms",
    "agriculture",
    "pro",
    "08061234602",
    null,
    "Maradun",
    "pending",
  ],
  [
    "Binta Idris",
    "Binta Juice Bar",
    "food_processing",
    "starter",
    "08101234603",
    "binta.juice@example.com",
    "Gusau",
    "pending",
  ],
  [
    "Saratu Yakubu",
    "Saratu Phones",
    "technology",
    "starter",
    "09031234604",
    "saratu@example.com",
    "Shinkafi",
    "rejected",
  ],
  ["Lami Bawa", "Lami Wrappers", "fashion", "starter", "07031234605", null, "Gusau", "rejected"],
];

/** "0803…" → "+234803…" (seed numbers are Nigerian mobiles). */
const e164 = (local) => `+234${local.slice(1)}`;

export const seedResources = [
  [
    "Business Plan Template",
    "templates",
    "A one-page business plan you can fill in by hand or on a phone.",
    "/downloads/business-plan-template.pdf",
    3,
  ],
  [
    "Simple Cash Book",
    "finance",
    "Track money in and money out every day; includes a worked example.",
    "/downloads/simple-cash-book.pdf",
    12,
  ],
  [
    "Pricing Your Products",
    "finance",
    "How to price so that you cover costs and still sell.",
    "/downloads/pricing-your-products.pdf",
    25,
  ],
  [
    "Registering Your Business with CAC",
    "legal",
    "Step-by-step guide to business name registration with the Corporate Affairs Commission.",
    "/downloads/cac-registration-guide.pdf",
    40,
  ],
  [
    "WhatsApp Business Checklist",
    "marketing",
    null,
    "/downloads/whatsapp-business-checklist.pdf",
    55,
  ],
  [
    "Taking Product Photos with a Phone",
    "marketing",
    "Light, background and angles: better photos without a camera.",
    "/downloads/product-photos-guide.pdf",
    70,
  ],
  [
    "Grant Application Tips",
    "funding",
    "What grant reviewers look for, and the mistakes to avoid.",
    "/downloads/grant-application-tips.pdf",
    90,
  ],
];

/** Hausa title and description of some resources (issue #20), by English title. */
const seedResourcesHa = {
  "Business Plan Template": {
    title: "Samfurin Tsarin Kasuwanci",
    description: "Tsarin kasuwanci na shafi ɗaya da za ku cike da hannu ko a waya.",
  },
};

export const seedTestimonials = [
  [
    "Hauwa Abubakar",
    "Hauwa Fabrics",
    "Through ZAMWE's mentorship I learnt to keep records and price my fabrics properly. My sales doubled in one year.",
    true,
    5,
  ],
  [
    "Rakiya Usman",
    "Rakiya Poultry Farm",
    "The grants clinic helped me write my first loan application. Today I have 800 birds and two employees.",
    true,
    20,
  ],
  [
    "Khadija Aliyu",
    "Khadija Tech Hub",
    "I met my first corporate client at a ZAMWE networking evening. The sisterhood here is real.",
    true,
    35,
  ],
  [
    "Nafisa Umar",
    "Nafisa Bakery",
    "The website builder put my bakery online in an afternoon. Customers now order on WhatsApp from my page.",
    true,
    50,
  ],
  ["Aisha Bello", "Aisha's Kitchen", "Good trainings and good people.", false, 60],
  [
    "Ladi Adamu",
    "Ladi Soap Works",
    "I joined for the trade fair and stayed for the friendships.",
    false,
    75,
  ],
];

/** The whole demo data set as SQL, with dates relative to `now` (epoch ms). */
/**
 * Every seeded member's first period: from the WAT day her payment was confirmed, twelve months
 * to the anniversary, clamped at month ends — the rule and the SQL of migration 0006 (ADR 0015).
 */
const firstPeriodsSql = `INSERT OR IGNORE INTO membership_periods (id, application_id, plan, starts_on, ends_on, amount_kobo, payment_reference, confirmed_by, confirmed_at, origin)
SELECT 'seed-period-' || id, id, membership_plan, starts_on,
  min(date(starts_on, '+12 months'), date(starts_on, 'start of month', '+13 months', '-1 day')),
  CASE membership_plan WHEN 'pro' THEN 590000 ELSE 290000 END,
  payment_reference, NULL, payment_confirmed_at, 'application'
FROM (SELECT *, date(payment_confirmed_at / 1000, 'unixepoch', '+1 hour') AS starts_on
  FROM join_applications WHERE status = 'approved' AND payment_confirmed_at IS NOT NULL) AS paid;
`;

/**
 * Membership numbers (issue #19) for the seeded approved members without one, in the order they
 * were approved, after any numbers already given (as migration 0009 numbered older members).
 */
const membershipNumbersSql = `INSERT INTO membership_cards (application_id, seq, number)
SELECT id, seq, 'ZW-' || strftime('%Y', coalesce(reviewed_at, submitted_at) / 1000 + 3600, 'unixepoch') || '-' || printf('%05d', seq)
FROM (SELECT id, reviewed_at, submitted_at,
    (SELECT coalesce(max(seq), 0) FROM membership_cards) + row_number() OVER (ORDER BY reviewed_at, submitted_at, id) AS seq
  FROM join_applications
  WHERE status = 'approved' AND id NOT IN (SELECT application_id FROM membership_cards)) AS unnumbered;
`;

/** The seeded pending renewal's receipt (scripts/seed.mjs puts db/demo-receipt.pdf there). */
export const SEEDED_RENEWAL_RECEIPT_KEY = `renewals/${seedId("renewal:Maryam Sulaiman")}/receipt.pdf`;

/** The Hausa text of some testimonials (issue #20), by member. */
const seedTestimonialsHa = {
  "Hauwa Abubakar":
    "Ta hanyar jagorancin ZAMWE na koyi rubuta lissafi da sanya wa yadunana farashin da ya dace. Cinikina ya ninka cikin shekara ɗaya.",
};

export function buildSeedSql(now = Date.now()) {
  const events = seedEvents.map((e) => ({
    id: seedId(`event:${e.key}`),
    title: e.title,
    description: e.description,
    title_ha: e.titleHa ?? null,
    description_ha: e.descriptionHa ?? null,
    event_date: lagosTime(now, e.days, e.hour),
    location: e.location,
    image_url: null,
    max_attendees: e.maxAttendees,
    created_at: now - 120 * DAY,
    updated_at: now - 120 * DAY,
  }));

  const rsvpNames = [
    "Aisha Bello",
    "Hauwa Abubakar",
    "Zainab Yusuf",
    "Amina Lawal",
    "Bilkisu Shehu",
    "Ummi Tanko",
    "Rabi Abdullahi",
    "Halima Danjuma",
    "Nafisa Umar",
  ];
  const rsvps = rsvpNames.map((name, i) => ({
    id: seedId(`rsvp:bookkeeping:${i}`),
    event_id: seedId("event:bookkeeping"),
    full_name: name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
    phone_number: i % 2 ? null : `+2348031230${String(i).padStart(3, "0")}`,
    created_at: now - (i + 1) * DAY,
  }));

  const applications = [
    ...approvedMembers.map(([name, business, type, plan, phone, email, address, consent], i) => ({
      id: seedId(`application:${name}`),
      full_name: name,
      phone_number: e164(phone),
      email,
      contact_address: address,
      next_of_kin: `Next of kin of ${name.split(" ")[0]}, 0803 000 ${String(1000 + i)}`,
      business_name: business,
      business_type: type,
      why_join: `I want to grow ${business} and learn from other women in business in Zamfara.`,
      membership_plan: plan,
      status: "approved",
      payment_reference: seedReference("A", i + 1),
      payment_confirmed_at: now - (300 - i * 10) * DAY,
      directory_consent: consent,
      submitted_at: now - (310 - i * 10) * DAY,
      reviewed_at: now - (300 - i * 10) * DAY,
    })),
    ...cycleMembers.map(
      ([name, business, type, plan, phone, email, address, consent, ageDays], i) => ({
        id: seedId(`application:${name}`),
        full_name: name,
        phone_number: e164(phone),
        email,
        contact_address: address,
        next_of_kin: `Next of kin of ${name.split(" ")[0]}, 0803 000 ${String(3000 + i)}`,
        business_name: business,
        business_type: type,
        why_join: `I want to grow ${business} with other women in business in Zamfara.`,
        membership_plan: plan,
        status: "approved",
        payment_reference: seedReference("C", i + 1),
        payment_confirmed_at: now - ageDays * DAY,
        directory_consent: consent,
        submitted_at: now - (ageDays + 7) * DAY,
        reviewed_at: now - ageDays * DAY,
      }),
    ),
    ...otherApplications.map(([name, business, type, plan, phone, email, address, status], i) => ({
      id: seedId(`application:${name}`),
      full_name: name,
      phone_number: e164(phone),
      email,
      contact_address: address,
      next_of_kin: `Next of kin of ${name.split(" ")[0]}, 0803 000 ${String(2000 + i)}`,
      business_name: business,
      business_type: type,
      why_join: `I would like support and training for ${business}.`,
      membership_plan: plan,
      status,
      payment_reference: seedReference("P", i + 1),
      payment_confirmed_at: null,
      directory_consent: false,
      submitted_at: now - (i + 1) * 2 * DAY,
      reviewed_at: status === "pending" ? null : now - i * DAY,
    })),
  ];

  const resources = seedResources.map(([title, category, description, fileUrl, ageDays]) => ({
    id: seedId(`resource:${title}`),
    title,
    category,
    description,
    title_ha: seedResourcesHa[title]?.title ?? null,
    description_ha: seedResourcesHa[title]?.description ?? null,
    file_url: fileUrl,
    created_at: now - ageDays * DAY,
  }));

  const testimonials = seedTestimonials.map(([member, business, content, featured, ageDays]) => ({
    id: seedId(`testimonial:${member}`),
    member_name: member,
    business_name: business,
    content,
    content_ha: seedTestimonialsHa[member] ?? null,
    photo_url: null,
    is_featured: featured,
    created_at: now - ageDays * DAY,
  }));

  const messages = [
    [
      "Binta Idris",
      "binta.juice@example.com",
      "+2348101234603",
      "Good afternoon. When is the next training on food processing? I would like to attend with my sister.",
      false,
      1,
    ],
    [
      "Musa Garba",
      "musa.garba@example.com",
      null,
      "Our company would like to sponsor a stall at your trade fair. Who should we speak to?",
      false,
      3,
    ],
    [
      "Asma'u Bashir",
      "asmau@example.com",
      "+2348031234601",
      "I have sent the payment for my application. Please confirm.",
      true,
      6,
    ],
  ].map(([name, email, phone, message, isRead, ageDays]) => ({
    id: seedId(`message:${name}`),
    name,
    email,
    phone,
    message,
    is_read: isRead,
    read_at: isRead ? now - (ageDays - 1) * DAY : null,
    submitted_at: now - ageDays * DAY,
  }));

  const subscribers = [
    ["aisha.bello@example.com", "Aisha Bello", 30],
    ["zainab.glow@example.com", null, 12],
    ["news.reader@example.com", "Grace Okafor", 4],
  ].map(([email, fullName, ageDays]) => ({
    id: seedId(`subscriber:${email}`),
    email,
    full_name: fullName,
    subscribed_at: now - ageDays * DAY,
  }));

  return [
    insert("events", events),
    insert("event_rsvps", rsvps),
    insert("join_applications", applications),
    firstPeriodsSql,
    membershipNumbersSql,
    insert("membership_renewals", [
      {
        id: seedId("renewal:Maryam Sulaiman"),
        application_id: seedId("application:Maryam Sulaiman"),
        plan: "pro",
        amount_kobo: 590_000,
        payment_reference: seedReference("R", 1),
        receipt_key: SEEDED_RENEWAL_RECEIPT_KEY,
        idempotency_key: seedId("renewal-key:Maryam Sulaiman"),
        status: "pending",
        requested_at: now - 2 * DAY,
      },
    ]),
    insert("resources", resources),
    insert("testimonials", testimonials),
    insert("contact_messages", messages),
    insert("newsletter_subscribers", subscribers),
    insert("messages", seedMessages(applications, now)),
  ].join("\n");
}

/**
 * A few e-mails in the Outbox (issue #27), so a new admin sees it working: three sent (their
 * text is not kept, as in production) and one failed, which "Retry" sends.
 */
function seedMessages(applications, now) {
  const application = (name) => applications.find((a) => a.id === seedId(`application:${name}`));
  const received = (name, language, status, ageHours) => {
    const a = application(name);
    return {
      id: seedId(`message:received:${name}`),
      idempotency_key: `application-received:${a.id}`,
      kind: "application-received",
      recipient: a.email,
      language,
      status,
      attempts: status === "failed" ? 3 : 1,
      payload:
        status === "failed"
          ? JSON.stringify({
              origin: "http://localhost:8787",
              data: {
                fullName: a.full_name,
                paymentReference: a.payment_reference,
                plan: a.membership_plan,
              },
            })
          : null,
      provider_id: status === "sent" ? `<seed-${a.payment_reference}@zamwe.localhost>` : null,
      last_error: status === "failed" ? "Email Service unavailable (503)" : null,
      created_at: now - ageHours * 60 * 60 * 1000,
      updated_at: now - ageHours * 60 * 60 * 1000 + 60_000,
      sent_at: status === "sent" ? now - ageHours * 60 * 60 * 1000 + 2_000 : null,
    };
  };
  const receipt = (name) => {
    const a = application(name);
    return {
      id: seedId(`message:receipt:${name}`),
      idempotency_key: `payment-confirmed:${a.payment_reference}`,
      kind: "payment-confirmed",
      recipient: a.email,
      language: "en",
      status: "sent",
      attempts: 1,
      payload: null,
      provider_id: `<seed-${a.payment_reference}@zamwe.localhost>`,
      last_error: null,
      created_at: a.payment_confirmed_at,
      updated_at: a.payment_confirmed_at + 60_000,
      sent_at: a.payment_confirmed_at + 2_000,
    };
  };
  return [
    receipt("Aisha Bello"),
    received("Asma'u Bashir", "en", "sent", 72),
    received("Binta Idris", "ha", "sent", 50),
    received("Saratu Yakubu", "en", "failed", 5),
  ];
}
