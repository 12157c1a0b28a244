/**
 * The association's public facts (shared/spec/site-facts.md), in one place.
 * Each can be overridden per deployment through a wrangler `[vars]` entry of the same name.
 * Shared by server and client: it holds no secrets.
 */
export type Plan = {
  id: "starter" | "pro";
  name: string;
  /** Integer kobo (₦1 = 100 kobo), so money never meets floating point. */
  priceKobo: number;
  recommended: boolean;
};

export type Association = {
  shortName: string;
  fullName: string;
  motto: string;
  tagline: string;
  established: number;
  address: string;
  phone: string;
  /** E.164 without the plus, as wa.me wants it. */
  whatsappNumber: string;
  email: string;
  socials: { facebook: string; instagram: string; tiktok: string };
  bank: { name: string; accountNumber: string; accountName: string };
  timeZone: string;
  copyrightYear: number;
  officeHours: string;
  plans: Plan[];
  /** Absolute origin used in Open Graph tags; empty means "the request's origin". */
  publicUrl: string;
};

export const defaultAssociation: Association = {
  shortName: "ZAMWE",
  fullName: "Zamfara Women Entrepreneurs Association",
  motto: "Empowering Women, Building Futures",
  tagline: "Empowering women entrepreneurs across Zamfara State",
  established: 2020,
  address: "Gusau, Zamfara State, Nigeria",
  phone: "+234 912 754 5291",
  whatsappNumber: "2349127545291",
  email: "info@zamwe.org",
  socials: {
    facebook: "https://facebook.com/ZAMWE",
    instagram: "https://www.instagram.com/zamwehub",
    tiktok: "https://www.tiktok.com/@zamfara.women.ent",
  },
  bank: {
    name: "Zenith Bank",
    accountNumber: "1229986982",
    accountName: "Zamfara Women Entrepreneurs Association",
  },
  timeZone: "Africa/Lagos",
  copyrightYear: 2023,
  officeHours: "Monday - Friday, 9:00 AM - 5:00 PM (WAT)",
  plans: [
    {
      id: "starter",
      name: "Starter",
      priceKobo: 290_000,
      recommended: false,
    },
    {
      id: "pro",
      name: "Pro",
      priceKobo: 590_000,
      recommended: true,
    },
  ],
  publicUrl: "",
};

/** The wrangler `[vars]` names that override a fact. */
export type AssociationEnv = Partial<
  Record<
    | "SITE_SHORT_NAME"
    | "SITE_FULL_NAME"
    | "SITE_ADDRESS"
    | "SITE_PHONE"
    | "SITE_WHATSAPP_NUMBER"
    | "SITE_EMAIL"
    | "SITE_FACEBOOK_URL"
    | "SITE_INSTAGRAM_URL"
    | "SITE_TIKTOK_URL"
    | "SITE_BANK_NAME"
    | "SITE_BANK_ACCOUNT_NUMBER"
    | "SITE_BANK_ACCOUNT_NAME"
    | "SITE_PLAN_STARTER_KOBO"
    | "SITE_PLAN_PRO_KOBO"
    | "SITE_PUBLIC_URL",
    string
  >
>;

function kobo(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? NaN : Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** `env` is the Worker's env: only its SITE_* string vars are read. */
export function getAssociation(workerEnv: object = {}): Association {
  const env = workerEnv as AssociationEnv;
  const d = defaultAssociation;
  const pick = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  return {
    ...d,
    shortName: pick(env.SITE_SHORT_NAME, d.shortName),
    fullName: pick(env.SITE_FULL_NAME, d.fullName),
    address: pick(env.SITE_ADDRESS, d.address),
    phone: pick(env.SITE_PHONE, d.phone),
    whatsappNumber: pick(env.SITE_WHATSAPP_NUMBER, d.whatsappNumber).replace(/\D/g, ""),
    email: pick(env.SITE_EMAIL, d.email),
    socials: {
      facebook: pick(env.SITE_FACEBOOK_URL, d.socials.facebook),
      instagram: pick(env.SITE_INSTAGRAM_URL, d.socials.instagram),
      tiktok: pick(env.SITE_TIKTOK_URL, d.socials.tiktok),
    },
    bank: {
      name: pick(env.SITE_BANK_NAME, d.bank.name),
      accountNumber: pick(env.SITE_BANK_ACCOUNT_NUMBER, d.bank.accountNumber),
      accountName: pick(env.SITE_BANK_ACCOUNT_NAME, d.bank.accountName),
    },
    plans: d.plans.map((plan) => ({
      ...plan,
      priceKobo: kobo(
        plan.id === "starter" ? env.SITE_PLAN_STARTER_KOBO : env.SITE_PLAN_PRO_KOBO,
        plan.priceKobo,
      ),
    })),
    publicUrl: pick(env.SITE_PUBLIC_URL, d.publicUrl).replace(/\/$/, ""),
  };
}
