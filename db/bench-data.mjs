// A large directory for the benchmark: 10,000 approved members and 5,000 other applications,
// generated deterministically (same data every run), as multi-row INSERT statements.
import { seedId, seedReference } from "./seed-data.mjs";

const first = [
  "Aisha",
  "Hauwa",
  "Fatima",
  "Zainab",
  "Maryam",
  "Hadiza",
  "Amina",
  "Rakiya",
  "Khadija",
  "Safiya",
  "Halima",
  "Bilkisu",
  "Jamila",
  "Ladi",
  "Nafisa",
  "Rabi",
  "Sadiya",
  "Ummi",
  "Asma'u",
  "Hajara",
  "Binta",
  "Saratu",
  "Lami",
  "Grace",
  "Blessing",
  "Ngozi",
  "Funke",
  "Kemi",
  "Chioma",
  "Esther",
];
const last = [
  "Bello",
  "Abubakar",
  "Sani",
  "Yusuf",
  "Ibrahim",
  "Musa",
  "Lawal",
  "Usman",
  "Aliyu",
  "Garba",
  "Danjuma",
  "Shehu",
  "Haruna",
  "Adamu",
  "Umar",
  "Abdullahi",
  "Kabir",
  "Tanko",
  "Bashir",
  "Sulaiman",
  "Idris",
  "Yakubu",
  "Bawa",
  "Okafor",
  "Adeyemi",
  "Eze",
  "Nwosu",
  "Ogunleye",
  "Mohammed",
  "Suleiman",
];
/** [industry key (app/config/industries.ts), the name shown]: "other" with her own words. */
const types = [
  ["catering", "Catering"],
  ["fashion", "Fashion & Textiles"],
  ["agriculture", "Agriculture"],
  ["beauty", "Beauty & Wellness"],
  ["food_processing", "Food Processing"],
  ["crafts", "Crafts"],
  ["technology", "Technology"],
  ["health", "Health"],
  ["event_planning", "Event Planning"],
  ["manufacturing", "Manufacturing"],
  ["retail", "Retail"],
  ["media", "Printing & Media"],
  ["education", "Education"],
  ["other", "Transport"],
  ["other", "Cosmetics"],
];
const places = [
  "Gusau",
  "Kaura Namoda",
  "Talata Mafara",
  "Anka",
  "Bungudu",
  "Maru",
  "Tsafe",
  "Gummi",
  "Shinkafi",
  "Bakura",
];

const q = (v) =>
  v === null ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`;
const DAY = 86_400_000;

export function benchApplicationsSql({
  approved = 10_000,
  others = 5_000,
  now = Date.now(),
  chunk = 100,
} = {}) {
  const rows = [];
  for (let i = 0; i < approved + others; i++) {
    const name = `${first[i % first.length]} ${last[Math.floor(i / first.length) % last.length]} ${i}`;
    const [type, typeName] = types[i % types.length];
    const status = i < approved ? "approved" : i % 2 ? "pending" : "rejected";
    const consent = i % 3 !== 0 ? 1 : 0;
    const phone = `+23480${String(30000000 + i).padStart(8, "0")}`;
    const submitted = now - ((i % 900) + 10) * DAY;
    rows.push(
      `(${[
        q(seedId(`bench:${i}`)),
        q(name),
        q(phone),
        q(i % 4 ? `member${i}@example.com` : null),
        q(`${places[i % places.length]}, Zamfara State`),
        q(`Kin of member ${i}`),
        q(`${last[i % last.length]} ${typeName} ${i}`),
        q(type),
        q(type === "other" ? typeName : null),
        q("To grow my business with other women entrepreneurs."),
        q(i % 5 ? "starter" : "pro"),
        q(status),
        q(seedReference("B", i)),
        consent,
        submitted,
        status === "pending" ? "NULL" : submitted + 2 * DAY,
      ].join(", ")})`,
    );
  }
  const statements = [];
  for (let i = 0; i < rows.length; i += chunk) {
    statements.push(
      `INSERT OR IGNORE INTO join_applications (id, full_name, phone_number, email, contact_address, next_of_kin, business_name, business_type, business_type_detail, why_join, membership_plan, status, payment_reference, directory_consent, submitted_at, reviewed_at) VALUES\n${rows.slice(i, i + chunk).join(",\n")};`,
    );
  }
  return statements.join("\n");
}
