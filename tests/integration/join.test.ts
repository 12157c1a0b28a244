import { beforeAll, describe, expect, it } from "vitest";
import { action as joinAction } from "../../app/routes/_public+/join._index";
import { loader as submittedLoader } from "../../app/routes/_public+/join.submitted.$key";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { joinDetails as details } from "./support/join";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

const post = (fields: Record<string, string>) =>
  joinAction(
    routeArgs({
      request: new Request("http://zamwe.test/join", {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      context: t.context,
      params: {},
    }),
  ) as Promise<unknown>;
type Step = { data: { step: number; paymentReference?: string; toast?: { message: string } } };

// Twenty identical simultaneous submits: tests/security/concurrency.test.ts.
describe("the three-step application", () => {
  it("step 1 → 2 issues a payment reference, → 3 stores one pending application", async () => {
    const key = crypto.randomUUID();
    const step2 = (await post({ ...details(key), intent: "continue" })) as Step;
    expect(step2.data.step).toBe(2);
    const reference = step2.data.paymentReference!;
    expect(reference).toMatch(/^ZW-[A-HJ-NP-Z2-9]{5}$/);

    const done = (await post({
      ...details(key),
      paymentReference: reference,
      intent: "submit",
    })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/join/submitted/${key}`);
    const row = await t.db
      .prepare("SELECT * FROM join_applications WHERE idempotency_key = ?")
      .bind(key)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      full_name: "Hajara Sulaiman",
      phone_number: "+2348061234602",
      status: "pending",
      membership_plan: "pro",
      directory_consent: 1,
      payment_reference: reference,
      why_join: "To learn <b>bookkeeping</b> & meet buyers.",
      reviewed_at: null,
    });

    const page = await submittedLoader(
      routeArgs({
        request: new Request("http://x"),
        context: t.context,
        params: { key },
      }),
    );
    expect(page.application).toEqual({
      fullName: "Hajara Sulaiman",
      paymentReference: reference,
      membershipPlan: "pro",
    });
  });

  it("the client cannot choose the status", async () => {
    const key = crypto.randomUUID();
    await post({
      ...details(key),
      status: "approved",
      paymentReference: "ZW-ABCDE",
      intent: "submit",
    });
    const row = await t.db
      .prepare("SELECT status FROM join_applications WHERE idempotency_key = ?")
      .bind(key)
      .first<{ status: string }>();
    expect(row?.status).toBe("pending");
  });

  it("bad input returns to step 1 with messages; a missing plan gets the spec's message", async () => {
    const before = (await t.db
      .prepare("SELECT count(*) AS n FROM join_applications")
      .first<{ n: number }>())!.n;
    const { membershipPlan: _plan, ...noPlan } = details(crypto.randomUUID());
    const result = (await post({
      ...noPlan,
      phoneNumber: "12",
      email: "x",
      intent: "continue",
    })) as {
      data: {
        step: number;
        toast?: { message: string };
        result: { error: Record<string, string[]> };
      };
    };
    expect(result.data.step).toBe(1);
    expect(result.data.toast?.message).toBe("Please select a membership plan");
    expect(result.data.result.error).toMatchObject({
      membershipPlan: ["Please select a membership plan"],
      phoneNumber: ["Please enter a valid phone number, e.g. 0803 123 4567."],
      email: ["Please enter a valid email address."],
    });
    // A tampered submit (no reference) stores nothing either.
    await post({ ...details(crypto.randomUUID()), intent: "submit" });
    const after = (await t.db
      .prepare("SELECT count(*) AS n FROM join_applications")
      .first<{ n: number }>())!.n;
    expect(after).toBe(before);
  });

  it("Back returns to step 1 with every value", async () => {
    const key = crypto.randomUUID();
    const back = (await post({
      ...details(key),
      paymentReference: "ZW-ABCDE",
      intent: "back",
    })) as {
      data: { step: number; result: { initialValue: Record<string, string> } };
    };
    expect(back.data.step).toBe(1);
    expect(back.data.result.initialValue).toMatchObject({
      fullName: "Hajara Sulaiman",
      businessName: "Hajara Farms",
      membershipPlan: "pro",
      idempotencyKey: key,
    });
  });

  it("an unknown confirmation key is a 404", async () => {
    await expect(
      submittedLoader(
        routeArgs({
          request: new Request("http://x"),
          context: t.context,
          params: { key: crypto.randomUUID() },
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("stores a valid photo and receipt privately, named by the application", async () => {
    const key = crypto.randomUUID();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...details(key),
      paymentReference: "ZW-PHTXS",
      intent: "submit",
    })) {
      form.set(name, value);
    }
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    form.set("photo", new File([png], "me.jpg", { type: "image/jpeg" }));
    form.set("receipt", new File([new TextEncoder().encode("%PDF-1.4 receipt")], "receipt.pdf"));
    const response = (await joinAction(
      routeArgs({
        request: new Request("http://zamwe.test/join", { method: "POST", body: form }),
        context: t.context,
        params: {},
      }),
    )) as Response;
    expect(response.status).toBe(302);
    const row = await t.db
      .prepare("SELECT id, photo_key, receipt_key FROM join_applications WHERE idempotency_key = ?")
      .bind(key)
      .first<{ id: string; photo_key: string; receipt_key: string }>();
    // Named by the row the server created (never by the form's key). The name said .jpg; the
    // bytes say PNG — the bytes win.
    expect(row).toEqual({
      id: expect.any(String),
      photo_key: `applications/${row!.id}/photo.png`,
      receipt_key: `applications/${row!.id}/receipt.pdf`,
    });
    const stored = await t.env.UPLOADS.get(row!.photo_key);
    expect(stored?.httpMetadata?.contentType).toBe("image/png");
  });

  it("refuses a file that is not what it claims, storing nothing", async () => {
    const key = crypto.randomUUID();
    const objectsBefore = (await t.env.UPLOADS.list({ prefix: "applications/" })).objects.length;
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...details(key),
      paymentReference: "ZW-BADUP",
      intent: "submit",
    })) {
      form.set(name, value);
    }
    form.set(
      "receipt",
      new File([new TextEncoder().encode("<html><script>alert(1)</script>")], "receipt.jpg", {
        type: "image/jpeg",
      }),
    );
    const result = (await joinAction(
      routeArgs({
        request: new Request("http://zamwe.test/join", { method: "POST", body: form }),
        context: t.context,
        params: {},
      }),
    )) as unknown as {
      data: { step: number; uploadErrors: Record<string, string> };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.step).toBe(2);
    expect(result.data.uploadErrors.receipt).toBe(
      "Please choose a JPEG, PNG, WebP or PDF file of at most 5 MB.",
    );
    const row = await t.db
      .prepare("SELECT id FROM join_applications WHERE idempotency_key = ?")
      .bind(key)
      .first();
    expect(row).toBeNull();
    expect((await t.env.UPLOADS.list({ prefix: "applications/" })).objects).toHaveLength(
      objectsBefore,
    );
  });
});
