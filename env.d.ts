// The variables the code reads that wrangler.toml does not declare, merged into the `Env` that
// `npm run typegen` (wrangler types) writes to worker-configuration.d.ts from wrangler.toml.
// All optional: each has a default, or (SESSION_SECRET) a production Worker without it refuses
// to serve (app/http/secrets.server.ts). Set them with `wrangler secret put NAME` or `[vars]`, and
// locally with `--var NAME:value` (scripts/lib/dev-vars.mjs). Keep SESSION_SECRET and
// PAYSTACK_SECRET_KEY out of a `.dev.vars` you run typegen with: wrangler types would declare
// them a second time, as required.
declare namespace Cloudflare {
  interface Env {
    /** Secret (`wrangler secret put`): signs the session and flash cookies. */
    SESSION_SECRET?: string;
    /**
     * Secret (`wrangler secret put`): Paystack's secret key. Set: online payment is on (an
     * sk_test_ key: test mode); unset: bank transfer only (app/services/paystack.server.ts).
     */
    PAYSTACK_SECRET_KEY?: string;
    /**
     * Secret: Termii's API key (issue #40). Set, with TERMII_SENDER_ID: SMS can be sent
     * (app/services/termii.server.ts); unset: no SMS.
     */
    TERMII_API_KEY?: string;
    /** Secret: Termii's secret key, which signs its delivery reports. */
    TERMII_SECRET_KEY?: string;
    /** The sender ID registered with Termii (3 to 11 letters or digits), e.g. "ZAMWE". */
    TERMII_SENDER_ID?: string;
    /** Termii's API outside production (the local stand-in); production always uses Termii's. */
    TERMII_BASE_URL?: string;
    /** What one SMS page costs, in kobo, for the Outbox's estimates (default 500: ₦5; issue #40). */
    SMS_PAGE_PRICE_KOBO?: string;
    /** Failed sign-ins allowed per e-mail in 15 minutes (default 10; app/auth/login.server.ts). */
    LOGIN_MAX_FAILURES_PER_EMAIL?: string;
    /** Failed sign-ins allowed per client address in 15 minutes (default 10; the e2e suite raises it). */
    LOGIN_MAX_FAILURES_PER_CLIENT?: string;
    /**
     * Messages to unproven addresses that visitors' requests may send in any 24 hours, the whole
     * site (default 200; app/messages/send.server.ts, MAIL_LIMITS; the e2e suite raises it).
     */
    MAIL_UNPROVEN_PER_DAY?: string;
    /**
     * "1": a request with `x-bench-rows-read` is answered with the rows D1 read for it
     * (`x-d1-rows-read`; app/http/d1-meter.server.ts). The benchmark sets it; never production.
     */
    BENCH_ROWS_READ?: string;
    /** Members per directory page, 1–100 (default 24; app/models/members.ts). */
    DIRECTORY_PAGE_SIZE?: string;
    /** Months a membership period lasts, 1–36 (default 12; app/utils/membership-period.ts). */
    MEMBERSHIP_PERIOD_MONTHS?: string;
    /** Days a member stays listed after her period ends, 0–365 (default 30). */
    MEMBERSHIP_GRACE_DAYS?: string;
    // The association's public facts, per deployment (app/config/association.ts, getAssociation).
    /** Short name, e.g. "ZAMWE". */
    SITE_SHORT_NAME?: string;
    /** Full name. */
    SITE_FULL_NAME?: string;
    /** Postal address. */
    SITE_ADDRESS?: string;
    /** Phone number as shown. */
    SITE_PHONE?: string;
    /** WhatsApp number (digits are kept). */
    SITE_WHATSAPP_NUMBER?: string;
    /** Contact e-mail. */
    SITE_EMAIL?: string;
    /** Facebook page URL. */
    SITE_FACEBOOK_URL?: string;
    /** Instagram URL. */
    SITE_INSTAGRAM_URL?: string;
    /** TikTok URL. */
    SITE_TIKTOK_URL?: string;
    /** Bank of the membership-fee account. */
    SITE_BANK_NAME?: string;
    /** Number of the membership-fee account. */
    SITE_BANK_ACCOUNT_NUMBER?: string;
    /** Name on the membership-fee account. */
    SITE_BANK_ACCOUNT_NAME?: string;
    /** Price of the Starter membership plan, in kobo. */
    SITE_PLAN_STARTER_KOBO?: string;
    /** Price of the Pro membership plan, in kobo. */
    SITE_PLAN_PRO_KOBO?: string;
    /** The public origin (Open Graph tags, sitemap, shared links); default: the request's. */
    SITE_PUBLIC_URL?: string;
  }
}
