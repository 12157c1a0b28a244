export function seedId(name: string): string;
export function buildSeedSql(now?: number): string;
export function seedReference(prefix: string, n: number): string;
export const seedEvents: {
  key: string;
  title: string;
  description: string;
  days: number;
  hour: number;
  location: string;
  maxAttendees: number | null;
}[];
export const seedResources: [string, string, string | null, string, number][];
export const seedTestimonials: [string, string, string, boolean, number][];
