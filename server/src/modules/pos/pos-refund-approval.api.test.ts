import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurantOps, type RestaurantOps } from "../../test/restaurant-ops-kit.js";
import { POS_APPROVAL_EXPIRED_MESSAGE, POS_APPROVAL_REQUEST_MINUTES, unitRefundCents, type PosApprovalList, type PosApprovalRequest, type PosCurrentShift, type PosEvent, type PosPaymentResult, type PosRefundResult, type PosTicket } from "@tavola/contracts";
import { openSse } from "../../test/sse-client.js";
import { announceApprovalExpiry, POS_APPROVAL_EXPIRY_JOB } from "./pos-approval-requests.service.js";

// Refunds by dish and unit, and discount approvals from a manager's own session — on in-memory PGlite (and on
// Postgres when TEST_DATABASE_URL is set). Restaurant B's owner is "another restaurant's team" throughout.
let { t, k, owner, staff, customer, otherOwner, menu } = {} as RestaurantOps;
let base: string;

beforeAll(async () => {
  ({ t, k, owner, staff, customer, otherOwner, menu } = await restaurantOps("Forno Cinque"));
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => t?.close());

const plain = () => menu.items.filter((i) => i.available && !(i.modifierGroups ?? []).length);
const rows = async <T>(query: string) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const post = <T>(cookie: string, url: string, body: Record<string, unknown> = {}) => k.json<T>("POST", url, cookie, body);

async function ticket(): Promise<PosTicket> {
  const [a, b] = plain();
  const res = await post<PosTicket>(staff, "/api/pos/orders", { tableNumber: 3, lines: [{ menuItemId: a!.id, quantity: 3 }, { menuItemId: b!.id, quantity: 1 }] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const shiftNow = async () => (await k.json<PosCurrentShift>("GET", "/api/pos/shifts/current", staff)).body.shift!;

describe("refunds by dish and unit", () => {
  it("refunds 2 of 3 of a discounted dish and another dish in cash: the server prices them, the drawer and receipt show it", async () => {
    const tk = await ticket();
    await post(staff, `/api/pos/orders/${tk.orderId}/discounts`, { kind: "amount", value: 97, reason: "Regular guest" });
    const paid = await post<PosPaymentResult>(staff, `/api/pos/orders/${tk.orderId}/payments`, { tender: "cash", split: "full", tenderedCents: 100_000 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [three, one] = paid.body.ticket.lines;
    const pid = paid.body.ticket.payments[0]!.id;
    const before = await shiftNow();
    const res = await post<PosRefundResult>(staff, `/api/pos/orders/${tk.orderId}/refunds`, {
      posPaymentId: pid,
      lines: [{ orderItemId: three!.id, quantity: 2 }, { orderItemId: one!.id, quantity: 1 }],
      reason: "Sent back cold",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = unitRefundCents(three!.amountCents, 3, 0, 2) + one!.amountCents;
    expect([res.body.amountCents, res.body.tender]).toEqual([expected, "cash"]);
    // The lines' amounts carry the ticket discount's share and the tax: two thirds of the line, to the cent.
    expect(Math.abs(res.body.amountCents - one!.amountCents - (three!.amountCents * 2) / 3)).toBeLessThanOrEqual(1);
    const after = res.body.ticket;
    expect(after.lines.map((l) => [l.refundedQuantity, l.refunded])).toEqual([[2, false], [1, true]]);
    expect(after.refunds[0]!.lines.map((l) => [l.name, l.quantity])).toEqual([[three!.name, 2], [one!.name, 1]]);
    // Over-refund: 2 more of the dish with 1 left, or the refunded dish again, is a 409 with the dish named.
    const over = await post(staff, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: pid, lines: [{ orderItemId: three!.id, quantity: 2 }], reason: "Too many" });
    expect([over.status, over.body.fieldErrors?.lines?.[0]]).toEqual([409, `Refund at most what is left: only 1 × ${three!.name}`]);
    const again = await post(staff, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: pid, orderItemIds: [one!.id], reason: "Again" });
    expect([again.status, again.body.message]).toEqual([409, `Already refunded: ${one!.name}`]);
    // The last unit: the three units together give back exactly the line's amount.
    const last = await post<PosRefundResult>(staff, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: pid, lines: [{ orderItemId: three!.id, quantity: 1 }], reason: "Third one too" });
    expect(last.body.amountCents + res.body.amountCents).toBe(three!.amountCents + one!.amountCents);
    expect(last.body.ticket.lines[0]!.refundedCents).toBe(three!.amountCents);
    // Cash leaves the drawer: the staff member's shift shows the refunds and expects that much less.
    const shift = await shiftNow();
    expect(shift.cashRefundsCents - before.cashRefundsCents).toBe(three!.amountCents + one!.amountCents);
    expect(before.expectedCashCents - shift.expectedCashCents).toBe(three!.amountCents + one!.amountCents);
    expect(shift.orders.find((o) => o.orderId === tk.orderId)?.refundedCents).toBe(three!.amountCents + one!.amountCents);
    // The receipt lists each refund with its dishes.
    await post(staff, `/api/pos/orders/${tk.orderId}/receipt-email`, { email: "refund-guest@example.com" });
    const [mail] = await rows<{ text_body: string }>(`select text_body from mail_outbox where recipient = 'refund-guest@example.com'`);
    expect(mail!.text_body).toContain(`Refund 2 × ${three!.name}, 1 × ${one!.name} (Sent back cold, cash)  −$${(expected / 100).toFixed(2)}`);
    // …and under them, what was refunded in all and what the payment keeps (integer cents from the server).
    const refunded = three!.amountCents + one!.amountCents;
    const final = last.body.ticket;
    expect([final.paidCents, final.refundedCents, final.netPaidCents]).toEqual([paid.body.ticket.paidCents, refunded, paid.body.ticket.paidCents - refunded]);
    expect(paid.body.ticket.netPaidCents).toBe(paid.body.ticket.paidCents);
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(mail!.text_body).toContain(`Refunded  −${money(refunded)}\nNet paid  ${money(final.netPaidCents)}`);
    // A receipt without a refund has neither line.
    const plainTicket = await ticket();
    await post(staff, `/api/pos/orders/${plainTicket.orderId}/payments`, { tender: "cash", split: "full", tenderedCents: 100_000 });
    await post(staff, `/api/pos/orders/${plainTicket.orderId}/receipt-email`, { email: "no-refund-guest@example.com" });
    const [plainMail] = await rows<{ text_body: string }>(`select text_body from mail_outbox where recipient = 'no-refund-guest@example.com'`);
    expect(plainMail!.text_body).not.toMatch(/Refunded|Net paid/);
  });
  it("a card refund by dish goes back to the card; bad lines are 400s with the field; another team is refused", async () => {
    const tk = await ticket();
    const paid = await post<PosPaymentResult>(staff, `/api/pos/orders/${tk.orderId}/payments`, { tender: "card", split: "full", paymentToken: await k.token(staff) });
    const pid = paid.body.ticket.payments[0]!.id;
    const line = paid.body.ticket.lines[0]!;
    const bad = await post(staff, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: pid, lines: [{ orderItemId: line.id, quantity: 0 }], reason: "Zero" });
    expect([bad.status, bad.body.fieldErrors?.["lines.0.quantity"]]).toEqual([400, ["Choose how many"]]);
    const dup = await post(staff, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: pid, lines: [{ orderItemId: line.id, quantity: 1 }, { orderItemId: line.id, quantity: 1 }], reason: "Twice" });
    expect([dup.status, dup.body.fieldErrors?.lines]).toEqual([400, ["Each dish once"]]);
    const both = await post(staff, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: pid, lines: [{ orderItemId: line.id, quantity: 1 }], amountCents: 5, reason: "Both" });
    expect(both.body.fieldErrors?.amountCents).toEqual(["Refund dishes or an amount, not both"]);
    const stranger = await post(staff, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: pid, lines: [{ orderItemId: crypto.randomUUID(), quantity: 1 }], reason: "Not here" });
    expect([stranger.status, stranger.body.fieldErrors?.lines]).toEqual([400, ["That dish is not on this ticket"]]);
    expect((await post(otherOwner, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: pid, lines: [{ orderItemId: line.id, quantity: 1 }], reason: "Not mine" })).status).toBe(403);
    const ok = await post<PosRefundResult>(staff, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: pid, lines: [{ orderItemId: line.id, quantity: 1 }], reason: "Burnt" });
    expect([ok.status, ok.body.tender, ok.body.amountCents]).toEqual([200, "card", unitRefundCents(line.amountCents, line.quantity, 0, 1)]);
    const [p] = await rows<{ refunded_cents: number }>(`select refunded_cents from payments where subject_id = '${pid}'`);
    expect(p!.refunded_cents).toBe(ok.body.amountCents);
  });
});

describe("discount approval from a manager's own session", () => {
  it("staff ask, the owner sees it live and approves once: the discount is taken off, audited, and the till hears it", async () => {
    const tk = await ticket();
    const staffStream = await openSse(`${base}/api/pos/events`, staff);
    const ownerStream = await openSse(`${base}/api/pos/events`, owner);
    expect([staffStream.status, ownerStream.status]).toEqual([200, 200]);
    const needless = await post(staff, `/api/pos/orders/${tk.orderId}/discount-requests`, { kind: "percent", value: 5, reason: "Small one" });
    expect([needless.status, needless.body.message]).toEqual([409, "This discount needs no approval: apply it"]);
    const asked = await post<PosApprovalRequest>(staff, `/api/pos/orders/${tk.orderId}/discount-requests`, { kind: "percent", value: 20, reason: "Birthday table" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ status: "pending", kind: "percent", value: 20, amountCents: Math.floor((tk.totalCents * 20 + 50) / 100), decidedBy: null });
    await ownerStream.waitFor<PosEvent>((e) => e.event === "pos" && e.data.type === "approval-requested" && e.data.requestId === asked.body.id);
    const pending = await k.json<PosApprovalList>("GET", "/api/pos/approval-requests", owner);
    expect(pending.body.requests.map((r) => r.id)).toContain(asked.body.id);
    // The demo's request (seed-pos-approvals.ts) waits there too, on Table 6.
    expect(pending.body.requests.find((r) => r.reason === "Regulars' anniversary")).toMatchObject({ label: "Table 6", status: "pending", kind: "percent", value: 15 });
    expect((await k.json<PosApprovalList>("GET", "/api/pos/approval-requests", staff)).body.requests[0]!.id).toBe(asked.body.id);
    // Staff cannot decide their own; another restaurant's owner cannot see or decide it; a customer is refused.
    expect((await post(staff, `/api/pos/approval-requests/${asked.body.id}/decision`, { decision: "approve" })).status).toBe(403);
    expect((await post(otherOwner, `/api/pos/approval-requests/${asked.body.id}/decision`, { decision: "approve" })).status).toBe(403);
    expect((await k.json("GET", `/api/pos/approval-requests/${asked.body.id}`, otherOwner)).status).toBe(403);
    expect((await k.json("GET", `/api/pos/approval-requests/${asked.body.id}`, customer)).status).toBe(403);
    expect((await post(owner, `/api/pos/approval-requests/${asked.body.id}/decision`, { decision: "maybe" })).body.fieldErrors?.decision).toEqual(["Approve or decline"]);
    const approved = await post<PosApprovalRequest>(owner, `/api/pos/approval-requests/${asked.body.id}/decision`, { decision: "approve" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe("approved");
    await staffStream.waitFor<PosEvent>((e) => e.event === "pos" && e.data.type === "approval-decided" && e.data.requestId === asked.body.id);
    const after = (await k.json<PosTicket>("GET", `/api/pos/orders/${tk.orderId}`, staff)).body;
    expect(after.discounts).toHaveLength(1);
    expect(after.discounts[0]).toMatchObject({ reason: "Birthday table", amountCents: asked.body.amountCents, approvedBy: approved.body.decidedBy });
    expect(after.dueCents).toBe(tk.totalCents - asked.body.amountCents);
    const again = await post(owner, `/api/pos/approval-requests/${asked.body.id}/decision`, { decision: "decline" });
    expect([again.status, again.body.message]).toEqual([409, `This request was already approved by ${approved.body.decidedBy}`]);
    const audit = await rows<{ action: string; after: { status: string; amountCents: number } }>(`select action, after from audit_log where target_id = '${asked.body.id}'`);
    expect(audit).toEqual([{ action: "pos.discount_decided", after: { status: "approved", amountCents: asked.body.amountCents } }]);
    staffStream.close();
    ownerStream.close();
  });
  it(`a request nobody decides expires after ${POS_APPROVAL_REQUEST_MINUTES} minutes: off the managers' list, deciding it is a 409, the tills hear it, staff ask again`, async () => {
    const tk = await ticket();
    const staffStream = await openSse(`${base}/api/pos/events`, staff);
    const asked = await post<PosApprovalRequest>(staff, `/api/pos/orders/${tk.orderId}/discount-requests`, { kind: "percent", value: 25, reason: "Long wait" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.status).toBe("pending");
    expect(Date.parse(asked.body.expiresAt) - Date.parse(asked.body.createdAt)).toBe(POS_APPROVAL_REQUEST_MINUTES * 60_000);
    // Not yet expired: the expiry job's check says nothing.
    expect(await announceApprovalExpiry(t.database.db, asked.body.id)).toBe(false);
    // Time passes: the request was asked 16 minutes ago.
    await t.database.db.execute(`update pos_approval_requests set created_at = now() - interval '16 minutes' where id = '${asked.body.id}'`);
    expect((await k.json<PosApprovalRequest>("GET", `/api/pos/approval-requests/${asked.body.id}`, staff)).body.status).toBe("expired");
    expect((await k.json<PosApprovalList>("GET", "/api/pos/approval-requests", owner)).body.requests.map((r) => r.id)).not.toContain(asked.body.id);
    expect((await k.json<PosApprovalList>("GET", "/api/pos/approval-requests", staff)).body.requests.find((r) => r.id === asked.body.id)?.status).toBe("expired");
    // Deciding it either way is a 409 that says why; nothing is taken off, nothing audited.
    for (const decision of ["approve", "decline"]) {
      const late = await post(owner, `/api/pos/approval-requests/${asked.body.id}/decision`, { decision });
      expect([late.status, late.body.message]).toEqual([409, POS_APPROVAL_EXPIRED_MESSAGE]);
    }
    expect((await k.json<PosTicket>("GET", `/api/pos/orders/${tk.orderId}`, staff)).body.discounts).toEqual([]);
    expect(await rows(`select 1 from audit_log where target_id = '${asked.body.id}'`)).toEqual([]);
    // Its expiry job (queued with it, for its expiry time) tells the tills, so the waiting dialog changes live.
    await t.database.db.execute(`update pgboss.job set start_after = now() - interval '1 second' where name = '${POS_APPROVAL_EXPIRY_JOB}' and state = 'created' and data->>'requestId' = '${asked.body.id}'`);
    await t.app.jobs.drain([POS_APPROVAL_EXPIRY_JOB]);
    await staffStream.waitFor<PosEvent>((e) => e.event === "pos" && e.data.type === "approval-expired" && e.data.requestId === asked.body.id);
    staffStream.close();
    // The staff member asks again: a new request, pending, and it can be approved.
    const again = await post<PosApprovalRequest>(staff, `/api/pos/orders/${tk.orderId}/discount-requests`, { kind: "percent", value: 25, reason: "Long wait" });
    expect([again.status, again.body.status]).toEqual([201, "pending"]);
    expect((await post<PosApprovalRequest>(owner, `/api/pos/approval-requests/${again.body.id}/decision`, { decision: "approve" })).body.status).toBe("approved");
  });
  it("a declined request takes nothing off; bad input is a 400 with the field; an unknown request is a 404", async () => {
    const tk = await ticket();
    const asked = await post<PosApprovalRequest>(staff, `/api/pos/orders/${tk.orderId}/discount-requests`, { orderItemId: tk.lines[0]!.id, kind: "amount", value: 900, reason: "Wrong dish" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.dish).toBe(`3 × ${tk.lines[0]!.name}`);
    const declined = await post<PosApprovalRequest>(owner, `/api/pos/approval-requests/${asked.body.id}/decision`, { decision: "decline" });
    expect([declined.status, declined.body.status]).toEqual([200, "declined"]);
    expect((await k.json<PosTicket>("GET", `/api/pos/orders/${tk.orderId}`, staff)).body.discounts).toEqual([]);
    expect((await k.json<PosApprovalList>("GET", "/api/pos/approval-requests", owner)).body.requests.map((r) => r.id)).not.toContain(asked.body.id);
    const noReason = await post(staff, `/api/pos/orders/${tk.orderId}/discount-requests`, { kind: "percent", value: 20, reason: "" });
    expect(noReason.body.fieldErrors?.reason).toEqual(["Give a reason"]);
    const long = await post(staff, `/api/pos/orders/${tk.orderId}/discount-requests`, { kind: "percent", value: 20, reason: "x".repeat(201) });
    expect(long.status).toBe(400);
    expect((await post(staff, `/api/pos/orders/${tk.orderId}/discount-requests`, { kind: "percent", value: 120, reason: "Too much" })).body.fieldErrors?.value).toEqual(["A discount is at most 100 %"]);
    expect((await post(otherOwner, `/api/pos/orders/${tk.orderId}/discount-requests`, { kind: "percent", value: 20, reason: "Not mine" })).status).toBe(403);
    expect((await post(owner, `/api/pos/approval-requests/${crypto.randomUUID()}/decision`, { decision: "approve" })).status).toBe(404);
    expect((await k.json("GET", "/api/pos/events", customer)).status).toBe(403);
  });
});
