import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "../../app/models/db.server";
import { applicationsPageQuery } from "../../app/models/membership/applications.server";
import { announcementQuery, listAnnouncements } from "../../app/models/announcements.server";
import {
  applicationOfAccountEmailQuery,
  linkedApplications,
  possibleMatches,
} from "../../app/models/membership/linking.server";
import {
  applicantQuery,
  receiptNoticeQuery,
  renewalNoticeQuery,
} from "../../app/models/membership/notices.server";
import { overviewQueries } from "../../app/models/membership/overview.server";
import { memberCardQuery, verificationQuery } from "../../app/models/membership/cards.server";
import { DEFAULT_TERMS } from "../../app/models/membership/period-rules";
import { directorySearchQuery, listedMember } from "../../app/models/membership/directory.server";
import {
  openPaymentFlagsQuery,
  recentOnlinePaymentsQuery,
} from "../../app/models/membership/online-payments.server";
import {
  joinPaymentQuery,
  referenceConflictsQuery,
} from "../../app/models/membership/payments.server";
import {
  checkoutPayerQuery,
  periodEndForQuery,
} from "../../app/models/membership/payment-pages.server";
import { renewalQueueQuery } from "../../app/models/membership/renewals.server";
import { validResetTokenQuery } from "../../app/models/password-resets.server";
import { validConfirmationQuery } from "../../app/models/email-confirmations.server";
import { readQueries } from "../../app/models/personal-data.server";
import { receiptsQuery } from "../../app/models/membership/receipts.server";
import { dueRenewalRemindersQuery } from "../../app/models/membership/renewal-reminders.server";
import { sessionQuery } from "../../app/models/sessions.server";
import { publishedWebsitesQuery } from "../../app/models/websites.server";
import { adminsQuery } from "../../app/models/users.server";
import { ballotChoicesQuery, voterStandingQuery } from "../../app/models/elections/ballots.server";
import { hallElectorsQuery } from "../../app/models/elections/hall.server";
import { certificateByCodeQuery, certificatesOfQuery } from "../../app/models/certificates.server";
import { dueElectionRemindersQuery } from "../../app/models/elections/reminders.server";
import { attendeesOfEventsBetween, ticketQuery } from "../../app/models/event-rsvps.server";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { selectOutputNames } from "./support/select-names";

/**
 * The house rule (design.md): a select that joins tables gives every same-named column its own
 * output name. D1's batch maps rows by column name, so two `email` columns overwrite each other
 * without an error (issue 14: the admin saw the reviewer's e-mail as the applicant's).
 *
 * Every joined select in app/models is built here, and a model file with more joins than
 * queries listed here fails the count below: a new join must be added to this list.
 */
const joinedQueries: Record<string, Record<string, (db: Db) => { toSQL(): { sql: string } }>> = {
  "announcements.server.ts": {
    announcementQuery: (db) => announcementQuery(db, "a"),
    listAnnouncements: (db) => listAnnouncements(db),
  },
  "membership/applications.server.ts": {
    applicationsPageQuery: (db) => applicationsPageQuery(db, { q: "0803 Amina" }),
  },
  "membership/directory.server.ts": {
    // The search index is joined to the applications: only the applications' columns come out.
    directorySearchQuery: (db) =>
      directorySearchQuery(db, "bello", "fashion", listedMember(DEFAULT_TERMS, new Date())),
  },
  "membership/online-payments.server.ts": {
    openPaymentFlagsQuery: (db) => openPaymentFlagsQuery(db),
    recentOnlinePaymentsQuery: (db) => recentOnlinePaymentsQuery(db),
  },
  "membership/payments.server.ts": {
    joinPaymentQuery: (db) => joinPaymentQuery(db, "none"),
    referenceConflictsQuery: (db) => referenceConflictsQuery(db),
  },
  "membership/payment-pages.server.ts": {
    checkoutPayerQuery: (db) => checkoutPayerQuery(db, "none"),
    periodEndForQuery: (db) => periodEndForQuery(db, "none", "none"),
  },
  "membership/renewals.server.ts": {
    renewalQueueQuery: (db) => renewalQueueQuery(db),
  },
  "membership/cards.server.ts": {
    memberCardQuery: (db) => memberCardQuery(db, { applicationId: "a", userId: "u" }),
    verificationQuery: (db) => verificationQuery(db, "code"),
  },
  "membership/linking.server.ts": {
    possibleMatches: (db) => possibleMatches(db),
    linkedApplications: (db) => linkedApplications(db),
    applicationOfAccountEmailQuery: (db) =>
      applicationOfAccountEmailQuery(db, "u", "+2348031234567"),
  },
  // The notices of issue #27: her application or renewal with her account (address, language).
  "membership/notices.server.ts": {
    applicantQuery: (db) => applicantQuery(db, "a"),
    receiptNoticeQuery: (db) => receiptNoticeQuery(db, sql`1`),
    renewalNoticeQuery: (db) => renewalNoticeQuery(db, "r"),
  },
  // The status subquery (a left join) is also inside the plan-mix query: listed once.
  "membership/overview.server.ts": {
    statusQuery: (db) => overviewQueries(db, DEFAULT_TERMS, new Date()).statusQuery,
    dueQuery: (db) => overviewQueries(db, DEFAULT_TERMS, new Date()).dueQuery,
  },
  "email-confirmations.server.ts": {
    validConfirmationQuery: (db) => validConfirmationQuery(db, "hash", new Date()),
  },
  "password-resets.server.ts": {
    validResetTokenQuery: (db) => validResetTokenQuery(db, "hash", new Date()),
  },
  // Her account (with its profile) and her RSVPs (with their events): "download my data".
  "personal-data.server.ts": {
    account: (db) => readQueries(db, { userId: "u" })[0],
    rsvps: (db) => readQueries(db, { userId: "u" })[5],
  },
  // receiptsOf and receiptFor both read receiptsQuery.
  "membership/renewal-reminders.server.ts": {
    dueRenewalRemindersQuery: (db) =>
      dueRenewalRemindersQuery(db, {
        today: "2027-03-10",
        terms: DEFAULT_TERMS,
        limit: 10,
      })!,
  },
  "membership/receipts.server.ts": {
    receiptsQuery: (db) => receiptsQuery(db, undefined),
  },
  "sessions.server.ts": {
    sessionQuery: (db) => sessionQuery(db, "id"),
  },
  "websites.server.ts": {
    publishedWebsitesQuery: (db) => publishedWebsitesQuery(db),
  },
  "users.server.ts": {
    adminsQuery: (db) => adminsQuery(db),
  },
  // Issue #42: her place in the electorate with her vote; the ballots with their choices.
  "elections/reminders.server.ts": {
    dueElectionRemindersQuery: (db) => dueElectionRemindersQuery(db, new Date(), 10),
  },
  "certificates.server.ts": {
    certificateByCodeQuery: (db) => certificateByCodeQuery(db, "7KQ2-M9XD-AB12-CD34"),
    certificatesOfQuery: (db) => certificatesOfQuery(db, "u"),
  },
  "elections/ballots.server.ts": {
    voterStandingQuery: (db) => voterStandingQuery(db, "e", "a"),
    ballotChoicesQuery: (db) => ballotChoicesQuery(db, "e"),
  },
  "elections/hall.server.ts": {
    hallElectorsQuery: (db) => hallElectorsQuery(db, "e", undefined),
  },
  // Issue #29: her ticket (her RSVP with its event), the day-before reminders' attendees.
  "event-rsvps.server.ts": {
    ticketQuery: (db) => ticketQuery(db, "code"),
    attendeesOfEventsBetween: (db) => attendeesOfEventsBetween(db, new Date(0), new Date(1)),
  },
};

/** The models' source text, read by Vite (web-API only: runs in Node and in workerd alike). */
const modelSources = import.meta.glob<string>("../../app/models/**/*.server.ts", {
  query: "?raw",
  import: "default",
  eager: true,
});

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

describe("joined selects in app/models", () => {
  it("every model file's joins are listed in this test", () => {
    const joinsIn = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
    const files = Object.entries(modelSources);
    expect(files.length).toBeGreaterThan(10);
    for (const [path, source] of files) {
      const file = path.replace("../../app/models/", "");
      const inSource = joinsIn(source, /\.(inner|left|right|full|cross)Join\(/g);
      const listed = Object.values(joinedQueries[file] ?? {}).reduce(
        (sum, build) =>
          sum + joinsIn(build(getDb(t.env)).toSQL().sql, /\b(inner|left|right|full|cross) join\b/g),
        0,
      );
      expect({ file, joins: listed }, "a joined select missing from this test's list").toEqual({
        file,
        joins: inSource,
      });
    }
  });

  const cases = Object.entries(joinedQueries).flatMap(([file, queries]) =>
    Object.entries(queries).map(([name, build]) => ({ file, name, build })),
  );
  it.each(cases)("$file › $name names every column distinctly", ({ build }) => {
    const { sql } = build(getDb(t.env)).toSQL();
    const names = selectOutputNames(sql);
    expect(names.length).toBeGreaterThan(0);
    const repeated = names.filter((name, i) => names.indexOf(name) !== i);
    expect(repeated, `two columns named alike in: ${sql}`).toEqual([]);
  });
});

describe("selectOutputNames (the guard's parser)", () => {
  it("finds the name D1 gives each column of a drizzle select", () => {
    expect(
      selectOutputNames(
        `select "a"."id", "b"."email", (select count(*) from "c" where "c"."x" = ',') as "n", lower("a"."name") from "a" left join "b" on "a"."id" = "b"."id"`,
      ),
    ).toEqual(["id", "email", "n", `lower("a"."name")`]);
  });

  it("sees the collision this issue was about", () => {
    const names = selectOutputNames(
      `select "join_applications"."email", "users"."email" from "join_applications" left join "users" on 1`,
    );
    expect(names).toEqual(["email", "email"]);
  });
});
