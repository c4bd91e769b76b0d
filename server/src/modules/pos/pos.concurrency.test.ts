import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Menu, PosPaymentResult, PosTicket } from "@tavola/contracts";
import { orderingKit } from "../../test/ordering-kit.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";

// Two terminals (or a double tap) on one ticket. On in-memory PGlite requests serialise; the Postgres run
// (TEST_DATABASE_URL) is the proof: separate connections, with the order row lock deciding who pays and the
// kitchen_bumps partial unique index deciding who bumps.
let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let staff: string;
let owner: string;
let menu: Menu;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  [staff, owner] = await Promise.all([signInAs(t.app, "restaurant_staff"), signInAs(t.app, "restaurant_owner")]);
  menu = await k.menu("trattoria-bellini");
});
afterAll(async () => t?.close());

const plain = () => menu.items.find((i) => i.available && !(i.modifierGroups ?? []).length)!;
const rows = async <T>(query: string) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function ticket(): Promise<PosTicket> {
  const res = await k.json<PosTicket>("POST", "/api/pos/orders", staff, { tableNumber: null, lines: [{ menuItemId: plain().id, quantity: 3 }] });
  expect(res.status).toBe(201);
  return res.body;
}

describe(`concurrent POS payments and bumps (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("two terminals paying the same ticket in full at once: one payment, one card charge", async () => {
    const tk = await ticket();
    const [ta, tb] = await Promise.all([k.token(staff), k.token(owner)]);
    const results = await Promise.all([
      k.json<PosPaymentResult>("POST", `/api/pos/orders/${tk.orderId}/payments`, staff, { tender: "card", split: "full", paymentToken: ta }),
      k.json<PosPaymentResult>("POST", `/api/pos/orders/${tk.orderId}/payments`, owner, { tender: "card", split: "full", paymentToken: tb }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const payments = await rows<{ amount_cents: number; payment_id: string }>(`select amount_cents, payment_id from pos_payments where order_id = '${tk.orderId}'`);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.amount_cents).toBe(tk.totalCents);
    const charges = await rows<{ n: number }>(`select count(*)::int as n from payments where purpose = 'pos' and subject_id in (select id from pos_payments where order_id = '${tk.orderId}')`);
    expect(charges[0]!.n).toBe(1);
  });

  it("ten even shares of a 3-way split at once: exactly three succeed and they sum to the total", async () => {
    const tk = await ticket();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => k.json<PosPaymentResult>("POST", `/api/pos/orders/${tk.orderId}/payments`, staff, { tender: "cash", split: "even", ways: 3, tenderedCents: 100_000 })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    expect(ok.reduce((s, r) => s + r.body.amountCents, 0)).toBe(tk.totalCents);
    const sum = await rows<{ s: number }>(`select sum(amount_cents)::int as s from pos_payments where order_id = '${tk.orderId}'`);
    expect(sum[0]!.s).toBe(tk.totalCents);
  });

  it("two bump bars bumping the same ticket at once bump it once", async () => {
    const tk = await ticket();
    const results = await Promise.all([staff, owner, staff].map((c) => k.json("POST", `/api/kitchen/orders/${tk.orderId}/bump`, c, { view: "all" })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const live = await rows<{ n: number }>(`select count(*)::int as n from kitchen_bumps where order_id = '${tk.orderId}' and recalled_at is null`);
    expect(live[0]!.n).toBe(1);
  });
});
