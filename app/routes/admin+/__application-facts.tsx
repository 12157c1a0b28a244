import type { useLoaderData } from "react-router";
import { Avatar, PlanBadge } from "~/components/ui/avatar";
import { timeAgo } from "~/utils/dates";
import { whatsappLink } from "~/utils/phone";
import type { ApplicationStatus } from "../../../db/schema";
import type { loader } from "./_index";

type AdminApplication = ReturnType<typeof useLoaderData<typeof loader>>["applications"][number];

const statusStyles: Record<ApplicationStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-brand-100 text-brand-900",
  rejected: "bg-red-100 text-red-900",
};

/**
 * What the admin reads of one application: photo, name, status and plan, payment, contacts,
 * reference, why she joins, her receipt and the decision. Its texts wrap inside the card when a
 * word is longer than the line (issue #38: a phone at 360 px), the name too: `wrap-anywhere`,
 * unlike `break-words`, lets a flex item (the name beside its badges) shrink below its longest word.
 */
export function ApplicationFacts({
  application,
  now,
}: {
  application: AdminApplication;
  now: number;
}) {
  const photo = application.photoKey
    ? `/admin/uploads/${application.photoKey}`
    : application.photoUrl;
  const whatsapp = whatsappLink(application.phoneNumber);
  return (
    <div className="flex flex-wrap items-start gap-4">
      <Avatar name={application.fullName} photoUrl={photo} />
      <div className="min-w-0 flex-1 space-y-1 wrap-anywhere">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold">{application.fullName}</h3>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${statusStyles[application.status]}`}
          >
            {application.status}
          </span>
          <PlanBadge plan={application.membershipPlan} />
          {application.paymentConfirmedAt ? (
            <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
              {application.paymentSource === "paystack"
                ? "Paid online (Paystack)"
                : "Bank transfer, confirmed by an administrator"}
            </span>
          ) : null}
        </div>
        <p className="text-stone-800">
          {application.businessName} · {application.industry}
        </p>
        <p className="text-sm text-stone-700">
          {whatsapp ? (
            <a href={whatsapp} className="text-brand-800 underline">
              {application.phoneNumber}
            </a>
          ) : (
            application.phoneNumber
          )}
          {application.email ? (
            <>
              {" · "}
              <a href={`mailto:${application.email}`} className="text-brand-800 underline">
                {application.email}
              </a>
            </>
          ) : null}{" "}
          · Ref <span className="font-mono whitespace-nowrap">{application.paymentReference}</span>{" "}
          · Submitted {timeAgo(application.submittedAt, now)}
        </p>
        <p className="text-stone-800">{application.whyJoin}</p>
        {application.receiptKey ? (
          <a
            href={`/admin/uploads/${application.receiptKey}`}
            className="text-sm font-semibold text-brand-800 underline"
          >
            Payment receipt
          </a>
        ) : null}
        {application.reviewedAt ? (
          <p className="text-xs text-stone-600">
            Decided {timeAgo(application.reviewedAt, now)}
            {application.reviewerEmail ? ` · reviewed by ${application.reviewerEmail}` : ""}
            {application.rejectionReason ? ` · Reason: ${application.rejectionReason}` : ""}
          </p>
        ) : null}
      </div>
    </div>
  );
}
