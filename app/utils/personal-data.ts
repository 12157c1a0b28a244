import type { PersonalData } from "~/models/personal-data.server";
import { toCsv } from "~/utils/csv";
import { watDateTime } from "~/utils/dates";
import { koboToNaira } from "~/utils/naira-input";

/*
 * "Download my data" as files: the whole record as JSON, and the tabular parts as one CSV each
 * (/dashboard/data.csv?table=…): spreadsheets open one table per file, and a zip would need a
 * library.
 */

export const dataTables = ["payments", "renewals", "rsvps", "emails"] as const;
export type DataTable = (typeof dataTables)[number];

export function dataTableOf(url: URL): DataTable | null {
  const table = url.searchParams.get("table") ?? "payments";
  return (dataTables as readonly string[]).includes(table) ? (table as DataTable) : null;
}

/** `zamwe-my-data-2026-11-21.json`, `zamwe-my-payments-2026-11-21.csv`. */
export function dataFileName(part: "data" | DataTable, day: string, extension: "json" | "csv") {
  return `zamwe-my-${part}-${day}.${extension}`;
}

const when = (instant: Date | number | null) => (instant === null ? null : watDateTime(instant));

/** One table of her data as CSV: days and times in WAT, amounts in Naira. */
export function personalDataCsv(data: PersonalData, table: DataTable): string {
  if (table === "payments") {
    return toCsv(
      ["Receipt", "Plan", "From", "Until", "Amount (NGN)", "Payment Reference", "Confirmed (WAT)"],
      data.membershipPeriods.map((p) => [
        p.id,
        p.plan,
        p.startsOn,
        p.endsOn,
        koboToNaira(p.amountKobo),
        p.paymentReference,
        when(p.confirmedAt),
      ]),
    );
  }
  if (table === "renewals") {
    return toCsv(
      ["Requested (WAT)", "Plan", "Amount (NGN)", "Payment Reference", "Status", "Decided (WAT)"],
      data.renewals.map((r) => [
        when(r.requestedAt),
        r.plan,
        koboToNaira(r.amountKobo),
        r.paymentReference,
        r.status,
        when(r.decidedAt),
      ]),
    );
  }
  if (table === "emails") {
    return toCsv(
      ["Kind", "Status", "Address", "Language", "Queued (WAT)", "Sent (WAT)"],
      data.emails.map((e) => [
        e.kind,
        e.status,
        e.address,
        e.language,
        when(e.queuedAt),
        when(e.sentAt),
      ]),
    );
  }
  return toCsv(
    ["Event", "Event Date (WAT)", "Location", "Full Name", "Email", "Phone", "Sent (WAT)"],
    data.rsvps.map((r) => [
      r.eventTitle,
      when(r.eventDate),
      r.eventLocation,
      r.fullName,
      r.email,
      r.phoneNumber,
      when(r.sentAt),
    ]),
  );
}
