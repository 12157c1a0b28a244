import type { z } from "zod";
import type { deleteAccountSchema } from "./account";
import type { resetPasswordSchema, loginSchema, signupSchema } from "./auth";
import * as constraints from "./constraints.generated";
import type { contactSchema } from "./contact";
import type { resourceSchema, testimonialSchema } from "./content";
import type { eventSchema } from "./event";
import type {
  createWebsiteSchema,
  deleteWebsiteSchema,
  moderateWebsiteSchema,
  websiteFormSchema,
} from "./website";
import type { joinDetailsSchema } from "./join";
import type { adminLinkSchema, linkApplicationSchema } from "./membership";
import type { newsletterSchema } from "./newsletter";
import type { profileSchema } from "./profile";
import type { renewalSchema } from "./renewal";
import type { rsvpSchema } from "./rsvp";
import type { grantAdminSchema, resetLinkSchema } from "./team";
import type {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  twoFactorCodeSchema,
} from "./two-factor";

/** What conform renders on a field: the HTML constraint attributes (`getZodConstraint`'s shape). */
export type FieldConstraints = Record<
  string,
  {
    required?: boolean;
    minLength?: number;
    maxLength?: number;
    min?: string | number;
    max?: string | number;
    step?: string | number;
    multiple?: boolean;
    pattern?: string;
  }
>;

/**
 * A form's zod schema as the browser gets it, in two parts. zod and conform's zod adapter weigh
 * about 15 KB gzipped, which would take every form page over its 110 KB JavaScript budget, yet
 * a page only needs them once the visitor starts filling in the form. So:
 * - `constraint`: the attributes the fields render (required, maxLength…), precomputed from the
 *   schema into `constraints.generated.ts` (`npm run forms:constraints`; `forms.test.ts` fails
 *   when it no longer matches the schemas), so the page renders and hydrates without zod;
 * - `load`: the schema itself, in its own chunk, fetched on the first focus in the form.
 * The server imports the schemas directly (`parseWithZod` in actions).
 */
export type LazySchema<Schema extends z.ZodTypeAny> = {
  constraint: FieldConstraints;
  load: () => Promise<Schema>;
};

// Plain object literals (no helper call) so that Rollup drops the forms a page does not use.

export const contactForm: LazySchema<typeof contactSchema> = {
  constraint: constraints.contactForm,
  load: () => import("./contact").then((m) => m.contactSchema),
};

export const newsletterForm: LazySchema<typeof newsletterSchema> = {
  constraint: constraints.newsletterForm,
  load: () => import("./newsletter").then((m) => m.newsletterSchema),
};

export const joinDetailsForm: LazySchema<typeof joinDetailsSchema> = {
  constraint: constraints.joinDetailsForm,
  load: () => import("./join").then((m) => m.joinDetailsSchema),
};

export const profileForm: LazySchema<typeof profileSchema> = {
  constraint: constraints.profileForm,
  load: () => import("./profile").then((m) => m.profileSchema),
};

export const renewalForm: LazySchema<typeof renewalSchema> = {
  constraint: constraints.renewalForm,
  load: () => import("./renewal").then((m) => m.renewalSchema),
};

export const rsvpForm: LazySchema<typeof rsvpSchema> = {
  constraint: constraints.rsvpForm,
  load: () => import("./rsvp").then((m) => m.rsvpSchema),
};

export const loginForm: LazySchema<typeof loginSchema> = {
  constraint: constraints.loginForm,
  load: () => import("./auth").then((m) => m.loginSchema),
};

export const signupForm: LazySchema<typeof signupSchema> = {
  constraint: constraints.signupForm,
  load: () => import("./auth").then((m) => m.signupSchema),
};

export const resetPasswordForm: LazySchema<typeof resetPasswordSchema> = {
  constraint: constraints.resetPasswordForm,
  load: () => import("./auth").then((m) => m.resetPasswordSchema),
};

export const linkApplicationForm: LazySchema<typeof linkApplicationSchema> = {
  constraint: constraints.linkApplicationForm,
  load: () => import("./membership").then((m) => m.linkApplicationSchema),
};

export const adminLinkForm: LazySchema<typeof adminLinkSchema> = {
  constraint: constraints.adminLinkForm,
  load: () => import("./membership").then((m) => m.adminLinkSchema),
};
export const grantAdminForm: LazySchema<typeof grantAdminSchema> = {
  constraint: constraints.grantAdminForm,
  load: () => import("./team").then((m) => m.grantAdminSchema),
};

export const resetLinkForm: LazySchema<typeof resetLinkSchema> = {
  constraint: constraints.resetLinkForm,
  load: () => import("./team").then((m) => m.resetLinkSchema),
};

export const eventForm: LazySchema<typeof eventSchema> = {
  constraint: constraints.eventForm,
  load: () => import("./event").then((m) => m.eventSchema),
};

export const resourceForm: LazySchema<typeof resourceSchema> = {
  constraint: constraints.resourceForm,
  load: () => import("./content").then((m) => m.resourceSchema),
};

export const testimonialForm: LazySchema<typeof testimonialSchema> = {
  constraint: constraints.testimonialForm,
  load: () => import("./content").then((m) => m.testimonialSchema),
};

export const createWebsiteForm: LazySchema<typeof createWebsiteSchema> = {
  constraint: constraints.createWebsiteForm,
  load: () => import("./website").then((m) => m.createWebsiteSchema),
};

export const websiteForm: LazySchema<typeof websiteFormSchema> = {
  constraint: constraints.websiteForm,
  load: () => import("./website").then((m) => m.websiteFormSchema),
};

export const deleteWebsiteForm: LazySchema<typeof deleteWebsiteSchema> = {
  constraint: constraints.deleteWebsiteForm,
  load: () => import("./website").then((m) => m.deleteWebsiteSchema),
};

export const moderateWebsiteForm: LazySchema<typeof moderateWebsiteSchema> = {
  constraint: constraints.moderateWebsiteForm,
  load: () => import("./website").then((m) => m.moderateWebsiteSchema),
};

export const enableTwoFactorForm: LazySchema<typeof enableTwoFactorSchema> = {
  constraint: constraints.enableTwoFactorForm,
  load: () => import("./two-factor").then((m) => m.enableTwoFactorSchema),
};

export const disableTwoFactorForm: LazySchema<typeof disableTwoFactorSchema> = {
  constraint: constraints.disableTwoFactorForm,
  load: () => import("./two-factor").then((m) => m.disableTwoFactorSchema),
};

export const twoFactorCodeForm: LazySchema<typeof twoFactorCodeSchema> = {
  constraint: constraints.twoFactorCodeForm,
  load: () => import("./two-factor").then((m) => m.twoFactorCodeSchema),
};

export const deleteAccountForm: LazySchema<typeof deleteAccountSchema> = {
  constraint: constraints.deleteAccountForm,
  load: () => import("./account").then((m) => m.deleteAccountSchema),
};
