import { Link } from "react-router";
import { PlanBadge } from "~/components/ui/avatar";
import { DataTable } from "~/components/ui/table";
import { TimeAgo } from "~/components/ui/time-ago";
import type { RegisterMember } from "~/models/membership/register.server";
import { formatDay, formatWatDay } from "~/utils/dates";
import {
  needsReminder,
  registerStatusLabels,
  registerStatuses,
  type RegisterStatus,
} from "~/models/membership/register";
import { formatNaira } from "~/utils/money";

// Admin → Members: the register's counts by status and its table, one row per approved member
// with her status, dates and the WhatsApp reminder (a plain form: it works without JavaScript).

const statusStyles: Record<RegisterStatus, string> = {
  active: "bg-brand-100 text-brand-900",
  expiring: "bg-amber-100 text-amber-900",
  grace: "bg-orange-100 text-orange-900",
  lapsed: "bg-red-100 text-red-900",
  none: "bg-stone-100 text-stone-800",
};

export function StatusCounts({
  counts,
  current,
  href,
}: {
  counts: Record<RegisterStatus, number>;
  current: string;
  href: (extra: { status?: string }) => string;
}) {
  return (
    <ul aria-label="Members by status" className="flex flex-wrap gap-2">
      {registerStatuses.map((value) => (
        <li key={value}>
          <Link
            to={href({ status: value })}
            aria-current={current === value ? "true" : undefined}
            data-status-count={value}
            className={`inline-block rounded-full px-3 py-1 text-sm font-semibold aria-[current=true]:ring-2 aria-[current=true]:ring-brand-700 ${statusStyles[value]}`}
          >
            {registerStatusLabels[value]}: {counts[value]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MembersTable({ members, now }: { members: RegisterMember[]; now: number }) {
  return (
    <DataTable
      caption="Approved members by name, with their membership status"
      rows={members}
      rowKey={(member) => member.id}
      rowProps={(member) => ({ "data-member": member.fullName }) as object}
      columns={[
        {
          label: "Member",
          cell: (member) => (
            <>
              <span className="font-semibold">{member.fullName}</span>
              <span className="block text-stone-700">{member.businessName}</span>
              <span className="block text-stone-700">{member.phoneNumber}</span>
            </>
          ),
        },
        { label: "Plan", cell: (member) => <PlanBadge plan={member.plan} /> },
        {
          label: "Status",
          cell: (member) => (
            <span
              data-status={member.status}
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[member.status]}`}
            >
              {registerStatusLabels[member.status]}
            </span>
          ),
        },
        {
          label: "Valid until",
          className: "whitespace-nowrap",
          cell: (member) => (member.endsOn ? formatWatDay(member.endsOn) : "—"),
        },
        {
          label: "Last payment",
          className: "whitespace-nowrap",
          cell: (member) =>
            member.lastPaidAt !== null && member.lastPaidKobo !== null
              ? `${formatDay(member.lastPaidAt)} · ${formatNaira(member.lastPaidKobo)}`
              : "—",
        },
        { label: "Reminder", cell: (member) => <ReminderCell member={member} now={now} /> },
      ]}
    />
  );
}

function ReminderCell({ member, now }: { member: RegisterMember; now: number }) {
  return (
    <div className="space-y-1">
      {needsReminder(member.status) ? (
        // No rel="noreferrer": a post without a referrer carries `Origin: null`, which the
        // server's origin check refuses (target="_blank" implies noopener for forms anyway).
        <form method="post" target="_blank">
          <input type="hidden" name="intent" value="reminder" />
          <input type="hidden" name="id" value={member.id} />
          <button
            type="submit"
            aria-label={`Send reminder to ${member.fullName}`}
            className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800"
          >
            Send reminder
          </button>
        </form>
      ) : null}
      {member.reminderOpenedAt !== null ? (
        <p className="text-xs text-stone-700">
          Reminder opened <TimeAgo time={member.reminderOpenedAt} now={now} />
        </p>
      ) : null}
    </div>
  );
}
