/**
 * Every form whose schema the browser gets lazily: its name (as pages import it from
 * ~/validation/forms), the module under app/validation/ and the schema's export there.
 * `npm run forms:constraints` writes app/validation/lazy/ from this list (scripts/form-constraints.ts);
 * pages never import this module.
 */
export const formSchemas = {
  contactForm: ["contact", "contactSchema"],
  newsletterForm: ["newsletter", "newsletterSchema"],
  joinDetailsForm: ["join", "joinDetailsSchema"],
  profileForm: ["profile", "profileSchema"],
  renewalForm: ["renewal", "renewalSchema"],
  rsvpForm: ["rsvp", "rsvpSchema"],
  loginForm: ["auth", "loginSchema"],
  memberLoginForm: ["auth", "memberLoginSchema"],
  phoneSignupForm: ["auth", "phoneSignupSchema"],
  phoneCodeForm: ["auth", "phoneCodeSchema"],
  phoneResetForm: ["auth", "phoneResetSchema"],
  forgotPasswordByNameForm: ["auth", "forgotPasswordByNameSchema"],
  signupForm: ["auth", "signupSchema"],
  resetPasswordForm: ["auth", "resetPasswordSchema"],
  forgotPasswordForm: ["auth", "forgotPasswordSchema"],
  confirmEmailForm: ["auth", "confirmEmailSchema"],
  linkApplicationForm: ["membership", "linkApplicationSchema"],
  adminLinkForm: ["membership", "adminLinkSchema"],
  grantAdminForm: ["team", "grantAdminSchema"],
  resetLinkForm: ["team", "resetLinkSchema"],
  grantStewardForm: ["stewards", "grantStewardSchema"],
  eventForm: ["event", "eventSchema"],
  announcementForm: ["announcement", "announcementSchema"],
  resourceForm: ["content", "resourceSchema"],
  testimonialForm: ["content", "testimonialSchema"],
  createWebsiteForm: ["website", "createWebsiteSchema"],
  websiteForm: ["website", "websiteFormSchema"],
  deleteWebsiteForm: ["website", "deleteWebsiteSchema"],
  moderateWebsiteForm: ["website", "moderateWebsiteSchema"],
  enableTwoFactorForm: ["two-factor", "enableTwoFactorSchema"],
  disableTwoFactorForm: ["two-factor", "disableTwoFactorSchema"],
  twoFactorCodeForm: ["two-factor", "twoFactorCodeSchema"],
  deleteAccountForm: ["account", "deleteAccountSchema"],
  smsChoicesForm: ["account", "smsChoicesSchema"],
  testSmsForm: ["outbox", "testSmsSchema"],
  smsBudgetForm: ["outbox", "smsBudgetSchema"],
} as const satisfies Record<string, readonly [module: string, schema: string]>;
