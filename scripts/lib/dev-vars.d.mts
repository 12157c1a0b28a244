export const devVars: { ENVIRONMENT: string; ADMIN_REQUIRE_2FA: string };
export function devVarArgs(overrides?: Record<string, string | number>): string[];
