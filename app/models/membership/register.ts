/**
 * The admin's register of members (issue #18): the statuses it filters by, the day boundaries
 * that turn a period's end day into a status in SQL, and the WhatsApp reminder's text. Shared by
 * server and client: pure functions, no clock of their own.
 */
import { keysetParams } from "~/components/ui/pagination";
import { toCsv } from "~/utils/csv";
import { formatWatDay, watDateTime } from "~/utils/dates";
import { formatNaira } from "~/utils/money";
import { koboToNaira } from "~/utils/naira-input";
import {
  membershipStatuses,
  type CalendarDay,
  type MembershipStatus,
} from "~/models/membership/period-rules";

/** A member's standing, or "none": approved but not yet paid, so without a period. */
export type RegisterStatus = MembershipStatus | "none";
export const registerStatuses: readonly RegisterStatus[] = [...membershipStatuses, "none"];

export const registerStatusLabels: Record<RegisterStatus, string> = {
  active: "Active",
  expiring: "Expiring",
  grace: "Grace",
  lapsed: "Lapsed",
  none: "No period yet",
};

export const MAX_QUERY_LENGTH = 100;

/** The Members tab's filter from its URL (the CSV export reads the same one). */
export function registerQuery(url: URL) {
  const params = url.searchParams;
  const status = params.get("status");
  return {
    /** Anything but a status name: all members. */
    status: registerStatuses.find((value) => value === status),
    q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    // Keyset pages (issue #41): the member a page follows or precedes.
    ...keysetParams(params),
  };
}

/** Only a member whose year ends soon, or has ended, is sent a reminder. */
export function needsReminder(status: RegisterStatus): boolean {
  return status === "expiring" || status === "grace" || status === "lapsed";
}

export type ReminderFacts = {
  fullName: string;
  status: MembershipStatus;
  endsOn: CalendarDay;
  planName: string;
  amountKobo: number;
  association: string;
  bank: { name: string; accountNumber: string; accountName: string };
  renewUrl: string;
};

/** The WhatsApp message an admin sends a member whose membership ends soon or has ended. */
export function reminderMessage(facts: ReminderFacts): string {
  const day = formatWatDay(facts.endsOn);
  const when = `your ${facts.association} membership ${facts.status === "expiring" ? "is" : "was"} valid until ${day}`;
  return [
    `Salaam ${facts.fullName}, ${when}.`,
    `To renew for another year (${facts.planName} plan: ${formatNaira(facts.amountKobo)}), pay by bank transfer to ${facts.bank.name}, account ${facts.bank.accountNumber} (${facts.bank.accountName}), then sign in and upload your receipt here: ${facts.renewUrl}`,
    "Thank you!",
  ].join("\n\n");
}

type CsvMember = {
  fullName: string;
  businessName: string;
  phoneNumber: string;
  email: string | null;
  plan: string;
  status: RegisterStatus;
  endsOn: CalendarDay | null;
  lastPaidAt: number | null;
  lastPaidKobo: number | null;
  reminderOpenedAt: number | null;
};

/** The register as a spreadsheet: days and times in WAT, amounts in Naira. */
export function registerCsv(members: CsvMember[]): string {
  return toCsv(
    [
      "Full Name",
      "Business",
      "Phone",
      "Email",
      "Plan",
      "Status",
      "Valid Until",
      "Last Payment (WAT)",
      "Last Payment (NGN)",
      "Reminder Opened (WAT)",
    ],
    members.map((m) => [
      m.fullName,
      m.businessName,
      m.phoneNumber,
      m.email,
      m.plan,
      registerStatusLabels[m.status],
      m.endsOn,
      m.lastPaidAt === null ? null : watDateTime(m.lastPaidAt),
      m.lastPaidKobo === null ? null : koboToNaira(m.lastPaidKobo),
      m.reminderOpenedAt === null ? null : watDateTime(m.reminderOpenedAt),
    ]),
  );
}
