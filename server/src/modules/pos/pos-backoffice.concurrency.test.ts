import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Menu, PosApprovalRequest, PosCurrentShift, PosPaymentResult, PosTicket } from "@tavola/contracts";
import { orderingKit } from "../../test/ordering-kit.js";
import { createTestApp, registerCustomer, signInAs, type TestApp } from "../../test/test-app.js";

// Refunds and shift opens racing. On in-memory PGlite requests serialise; the Postgres run (TEST_DATABASE_URL) is
// the proof: separate connections, the order row's lock ordering refunds and the partial unique indexes deciding
// which of two opens wins.
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

async function paidTicket(tender: "card" | "cash"): Promise<{ ticket: PosTicket; paymentId: string }> {
  const tk = await k.json<PosTicket>("POST", "/api/pos/orders", staff, { tableNumber: null, lines: [{ menuItemId: plain().id, quantity: 3 }] });
  expect(tk.status).toBe(201);
  const body = tender === "card" ? { tender, split: "full", paymentToken: await k.token(staff) } : { tender, split: "full", tenderedCents: 100_000 };
  const paid = await k.json<PosPaymentResult>("POST", `/api/pos/orders/${tk.body.orderId}/payments`, staff, body);
  expect(paid.status).toBe(200);
  return { ticket: paid.body.ticket, paymentId: paid.body.ticket.payments[0]!.id };
}

describe(`concurrent POS refunds and shift opens (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  for (const tender of ["card", "cash"] as const) {
    it(`two ${tender} refunds of 60 % each at once: one succeeds, the refunds never exceed what was taken`, async () => {
      const { ticket, paymentId } = await paidTicket(tender);
      const amount = Math.ceil(ticket.totalCents * 0.6);
      const results = await Promise.all(
        [staff, owner].map((c) => k.json("POST", `/api/pos/orders/${ticket.orderId}/refunds`, c, { posPaymentId: paymentId, amountCents: amount, reason: "Racing refund" })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const [sum] = await rows<{ s: number }>(`select coalesce(sum(amount_cents), 0)::int as s from pos_refunds where pos_payment_id = '${paymentId}'`);
      expect(sum!.s).toBe(amount);
      if (tender === "card") {
        const [p] = await rows<{ captured_cents: number; refunded_cents: number }>(`select captured_cents, refunded_cents from payments where subject_id = '${paymentId}'`);
        expect(p!.refunded_cents).toBe(amount);
        expect(p!.refunded_cents).toBeLessThanOrEqual(p!.captured_cents);
      }
    });
  }

  it("two managers deciding one approval request at once: one decision, one discount, one audit entry", async () => {
    // A second approver: a new account made a manager of the owner's restaurant.
    const manager = await registerCustomer(t.app);
    const [r] = await rows<{ id: string }>(`select id from restaurants where slug = 'trattoria-bellini'`);
    await t.database.db.execute(`update users set role = 'restaurant_staff' where id = '${manager.userId}'`);
    await t.database.db.execute(`insert into restaurant_staff (restaurant_id, user_id, role) values ('${r!.id}', '${manager.userId}', 'manager')`);
    for (const decisions of [["approve", "approve"], ["approve", "decline"]] as const) {
      const tk = await k.json<PosTicket>("POST", "/api/pos/orders", staff, { tableNumber: null, lines: [{ menuItemId: plain().id, quantity: 2 }] });
      const asked = await k.json<PosApprovalRequest>("POST", `/api/pos/orders/${tk.body.orderId}/discount-requests`, staff, { kind: "percent", value: 25, reason: "Racing approval" });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      const results = await Promise.all(
        [owner, manager.cookie].map((c, i) => k.json<PosApprovalRequest>("POST", `/api/pos/approval-requests/${asked.body.id}/decision`, c, { decision: decisions[i] })),
      );
      expect(results.map((x) => x.status).sort()).toEqual([200, 409]);
      const winner = results.find((x) => x.status === 200)!.body;
      const [req] = await rows<{ status: string; discount_id: string | null }>(`select status, discount_id from pos_approval_requests where id = '${asked.body.id}'`);
      expect(req!.status).toBe(winner.status);
      const discounts = await rows<{ id: string }>(`select id from pos_discounts where order_id = '${tk.body.orderId}'`);
      expect(discounts.map((d) => d.id)).toEqual(winner.status === "approved" ? [req!.discount_id] : []);
      const [audit] = await rows<{ n: number }>(`select count(*)::int as n from audit_log where target_id = '${asked.body.id}'`);
      expect(audit!.n).toBe(1);
    }
  });

  it("the same person opening two shifts at once gets one; two people opening the same till at once get one", async () => {
    const seeded = (await k.json<PosCurrentShift>("GET", "/api/pos/shifts/current", staff)).body.shift;
    if (seeded) expect((await k.json("POST", `/api/pos/shifts/${seeded.id}/close`, staff, { countedCashCents: seeded.expectedCashCents })).status).toBe(200);
    const twice = await Promise.all(["Till 5", "Till 6"].map((terminal) => k.json("POST", "/api/pos/shifts", owner, { terminal, openingFloatCents: 10_000 })));
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    const [mine] = await rows<{ n: number }>(`select count(*)::int as n from pos_shifts ps join users u on u.id = ps.opened_by where ps.closed_at is null and u.email like 'restaurant-owner@%'`);
    expect(mine!.n).toBe(1);
    const open = (await k.json<PosCurrentShift>("GET", "/api/pos/shifts/current", owner)).body.shift!;
    await k.json("POST", `/api/pos/shifts/${open.id}/close`, owner, { countedCashCents: 10_000 });
    const sameTill = await Promise.all([staff, owner].map((c) => k.json("POST", "/api/pos/shifts", c, { terminal: "Till 8", openingFloatCents: 5_000 })));
    expect(sameTill.map((r) => r.status).sort()).toEqual([201, 409]);
    const [onTill] = await rows<{ n: number }>(`select count(*)::int as n from pos_shifts where terminal = 'Till 8' and closed_at is null`);
    expect(onTill!.n).toBe(1);
  });
});
