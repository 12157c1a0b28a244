/**
 * Issue 15 (3): an applicant's photo and receipt cannot be replaced by someone else. The files
 * used to be stored under `applications/{idempotencyKey}/…`, a key the form supplies, before
 * the duplicate check: re-sending her key with other files replaced hers while her row stayed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loader as applicationsLoader } from "../../app/routes/admin+/_index";
import { loader as uploadLoader } from "../../app/routes/admin+/uploads.$";
import { action as joinAction } from "../../app/routes/_public+/join._index";
import { settle, signedInAccount, type SignedIn } from "../integration/support/accounts";
import { createTestDatabase, type TestDatabase } from "../integration/support/d1";
import { joinDetails } from "../integration/support/join";
import { securityReport } from "./support/report";
import { routeArgs } from "../support/route-args";

const report = securityReport("uploads", (counts) => ({
  summary: `${counts.attacks ?? 0} attempts to replace another applicant's files, ${counts.replaced ?? 0} succeeded`,
  checks: counts.attacks ?? 0,
}));

let t: TestDatabase;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestDatabase();
  admin = await signedInAccount(t, "chair@zamwe.test", { admin: true });
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (...tail: number[]) => new Uint8Array([...PNG, ...tail]);
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4 ${text}`);

/** The application form's final step, posted with files, as a browser sends it. */
function submit(
  fields: Record<string, string>,
  files: { photo: Uint8Array<ArrayBuffer>; receipt: Uint8Array<ArrayBuffer> },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, intent: "submit" })) {
    form.set(name, value);
  }
  form.set("photo", new File([files.photo], "photo.png", { type: "image/png" }));
  form.set("receipt", new File([files.receipt], "receipt.pdf", { type: "application/pdf" }));
  return settle(() =>
    joinAction(
      routeArgs({
        request: new Request("http://zamwe.test/join", { method: "POST", body: form }),
        context: t.context,
        params: {},
      }),
    ),
  );
}

/** What the admin is served for an upload key, as bytes. */
async function adminDownload(key: string): Promise<Uint8Array> {
  const response = (await settle(() =>
    uploadLoader(
      routeArgs({
        request: new Request(`http://zamwe.test/admin/uploads/${key}`, {
          headers: { Cookie: admin.cookie },
        }),
        context: t.context,
        params: { "*": key },
      }),
    ),
  )) as Response;
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function allObjects() {
  const listed = await t.env.UPLOADS.list({ prefix: "applications/" });
  return listed.objects.map((o) => o.key).sort();
}

describe("an applicant's files", () => {
  it("cannot be replaced by a second submission with her idempotency key", async () => {
    const victimKey = crypto.randomUUID();
    const victim = {
      ...joinDetails(victimKey),
      fullName: "Rabi Victim",
      paymentReference: "ZW-VKTMA",
    };
    const herFiles = { photo: png(1, 1, 1), receipt: pdf("her receipt") };
    const first = (await submit(victim, herFiles)) as Response;
    expect(first.status).toBe(302);
    const row = await t.db
      .prepare("SELECT id, photo_key, receipt_key FROM join_applications WHERE idempotency_key = ?")
      .bind(victimKey)
      .first<{ id: string; photo_key: string; receipt_key: string }>();
    const objectsBefore = await allObjects();

    // The attack: her key (seen on her confirmation page's URL), other files, her reference
    // or a fresh one.
    const attackerFiles = { photo: png(6, 6, 6), receipt: pdf("forged receipt") };
    for (const paymentReference of ["ZW-VKTMA", "ZW-ATKRB"]) {
      report.add("attacks");
      await submit(
        { ...joinDetails(victimKey), fullName: "Someone Else", paymentReference },
        attackerFiles,
      );
      const after = await t.db
        .prepare(
          "SELECT id, full_name, photo_key, receipt_key FROM join_applications WHERE idempotency_key = ?",
        )
        .bind(victimKey)
        .first();
      expect(after).toEqual({ ...row, full_name: "Rabi Victim" });
      const photo = await adminDownload(row!.photo_key);
      if (photo.at(-1) !== 1) report.add("replaced");
      expect(photo).toEqual(herFiles.photo);
      expect(await adminDownload(row!.receipt_key)).toEqual(herFiles.receipt);
      // Nothing stored, nothing overwritten, nothing left behind by the refused submission.
      expect(await allObjects()).toEqual(objectsBefore);
    }

    // Named by the row the server created, not by anything the form sent.
    expect(row).toEqual({
      id: expect.any(String),
      photo_key: `applications/${row!.id}/photo.png`,
      receipt_key: `applications/${row!.id}/receipt.pdf`,
    });
    expect(row!.photo_key).not.toContain(victimKey);

    // The admin's card points at her files.
    const listed = (await settle(() =>
      applicationsLoader(
        routeArgs({
          request: new Request("http://zamwe.test/admin?q=Rabi%20Victim", {
            headers: { Cookie: admin.cookie },
          }),
          context: t.context,
          params: {},
        }),
      ),
    )) as Awaited<ReturnType<typeof applicationsLoader>>;
    expect(listed.applications.map((a) => [a.fullName, a.photoKey, a.receiptKey])).toEqual([
      ["Rabi Victim", row!.photo_key, row!.receipt_key],
    ]);
  });

  it("are stored for a new application with the same files in another's name (control)", async () => {
    const key = crypto.randomUUID();
    const before = (await allObjects()).length;
    const answer = (await submit(
      { ...joinDetails(key), fullName: "Hauwa Control", paymentReference: "ZW-CNTRL" },
      { photo: png(2), receipt: pdf("control") },
    )) as Response;
    expect(answer.status).toBe(302);
    expect((await allObjects()).length).toBe(before + 2);
  });
});
