/**
 * Password lengths, apart from the zod schemas in auth.ts so that pages can show them without
 * loading zod. Beyond the spec's 6: current guidance (NIST SP 800-63B) asks for at least 8.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
