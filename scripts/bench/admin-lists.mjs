// The admin's lists at scale (issue #41): the applications, the members register, the messages
// and the online payments, as an admin opens them, one connection, `seconds` each after a
// warm-up, with the rows D1 read for each. /admin also draws the membership overview's charts.
import { deepPageUrl, measureRequests, requestsTable } from "./directory.mjs";

export async function measureAdminLists({ origin, members, seconds, cookie, log }) {
  const headers = { cookie };
  const deep = (start, nth) => deepPageUrl(origin, nth, 20, { start, headers });
  const requests = [
    { name: "applications (with the overview)", url: "/admin" },
    { name: "approved applications", url: "/admin?status=approved" },
    { name: "applications, 500th onwards", url: await deep("/admin?status=approved", 500) },
    { name: "applications, a search", url: "/admin?q=aisha" },
    { name: "members register", url: "/admin/members" },
    { name: "register: in grace", url: "/admin/members?status=grace" },
    { name: "register, 500th onwards", url: await deep("/admin/members", 500) },
    { name: "messages", url: "/admin/messages" },
    { name: "online payments", url: "/admin/payments" },
  ];
  const results = await measureRequests({ origin, requests, seconds, headers, log });
  return { members, requests: results };
}

export function adminListsTable(adminLists, seconds) {
  return requestsTable(
    `Admin lists with ${adminLists.members.toLocaleString("en")} members: one connection, ${seconds} s each; rows read from D1's meta.rows_read`,
    adminLists.requests,
  );
}
