import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurantOps, type RestaurantOps } from "../../test/restaurant-ops-kit.js";
import type { KitchenBoard, PosCurrentShift, PosPaymentResult, PosRefundResult, PosShift, PosTicket } from "@tavola/contracts";

// Courses held and fired, tips, discounts with approval, refunds, receipts and shifts — on in-memory PGlite (and
// on Postgres when TEST_DATABASE_URL is set). Restaurant B's owner is "another restaurant's team" throughout.
let { t, k, owner, staff, customer, otherOwner, menu } = {} as RestaurantOps;

beforeAll(async () => {
  ({ t, k, owner, staff, customer, otherOwner, menu } = await restaurantOps("Forno Quattro"));
});
afterAll(async () => t?.close());

const plain = () => menu.items.filter((i) => i.available && !(i.modifierGroups ?? []).length);
const rows = async <T>(query: string) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const post = <T>(cookie: string, url: string, body: Record<string, unknown> = {}) => k.json<T>("POST", url, cookie, body);

async function ticket(extra: Record<string, unknown> = {}, lines?: Array<Record<string, unknown>>): Promise<PosTicket> {
  const [a, b] = plain();
  const res = await post<PosTicket>(staff, "/api/pos/orders", {
    tableNumber: 2,
    lines: lines ?? [{ menuItemId: a!.id, quantity: 2, seat: 1, course: 1 }, { menuItemId: b!.id, quantity: 1, seat: 2, course: 2 }],
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const putPin = async (cookie: string, pin: string) =>
  (await t.app.inject({ method: "PUT", url: "/api/pos/approver-pin", headers: { cookie }, payload: { pin } })).statusCode;
const kitchenItems = async (orderId: string) =>
  (await k.json<KitchenBoard>("GET", "/api/kitchen?view=all", staff)).body.tickets.find((x) => x.orderId === orderId)?.items ?? [];

describe("courses: seat and course per line, hold and fire", () => {
  it("a held course is not on the kitchen display until fired; firing sends it with seat and course", async () => {
    const tk = await ticket({ heldCourses: [2] });
    expect(tk.heldCourses).toEqual([2]);
    expect(tk.lines.map((l) => [l.seat, l.course, l.held])).toEqual([[1, 1, false], [2, 2, true]]);
    expect((await kitchenItems(tk.orderId)).map((i) => [i.name, i.seat, i.course])).toEqual([[plain()[0]!.name, 1, 1]]);
    const fired = await post<PosTicket>(staff, `/api/pos/orders/${tk.orderId}/courses/2/fire`);
    expect([fired.status, fired.body.heldCourses]).toEqual([200, []]);
    expect((await kitchenItems(tk.orderId)).map((i) => [i.seat, i.course])).toEqual([[1, 1], [2, 2]]);
    expect((await post(staff, `/api/pos/orders/${tk.orderId}/courses/2/fire`)).status).toBe(409);
  });
  it("refuses a bad seat or course with the field's message; another restaurant's team cannot fire", async () => {
    const bad = await post<PosTicket>(staff, "/api/pos/orders", { tableNumber: null, lines: [{ menuItemId: plain()[0]!.id, quantity: 1, seat: 0, course: 9 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.["lines.0.seat"] ?? bad.body.fieldErrors?.lines).toBeDefined();
    const tk = await ticket({ heldCourses: [2] });
    expect((await post(staff, `/api/pos/orders/${tk.orderId}/courses/7/fire`)).status).toBe(400);
    expect((await post(otherOwner, `/api/pos/orders/${tk.orderId}/courses/2/fire`)).status).toBe(403);
    expect((await post(customer, `/api/pos/orders/${tk.orderId}/courses/2/fire`)).status).toBe(403);
  });
});

describe("tips on card", () => {
  it("a percentage tip is computed on the share and charged on top; the ticket and the card show it", async () => {
    const tk = await ticket();
    const paid = await post<PosPaymentResult>(staff, `/api/pos/orders/${tk.orderId}/payments`, { tender: "card", split: "full", tipPercent: 15, paymentToken: await k.token(staff) });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const tip = Math.floor((tk.totalCents * 15 + 50) / 100);
    expect([paid.body.tipCents, paid.body.ticket.tipCents, paid.body.ticket.paidCents, paid.body.ticket.remainingCents]).toEqual([tip, tip, tk.totalCents, 0]);
    const [charge] = await rows<{ captured_cents: number }>(`select captured_cents from payments where purpose = 'pos' and subject_id = '${paid.body.ticket.payments[0]!.id}'`);
    expect(charge!.captured_cents).toBe(tk.totalCents + tip);
  });
  it("a tip on cash, or both kinds at once, is refused with the field's message", async () => {
    const tk = await ticket();
    const cash = await post(staff, `/api/pos/orders/${tk.orderId}/payments`, { tender: "cash", split: "full", tenderedCents: 100_000, tipCents: 200 });
    expect([cash.status, cash.body.fieldErrors?.tipCents]).toEqual([400, ["Tips are added on card"]]);
    const both = await post(staff, `/api/pos/orders/${tk.orderId}/payments`, { tender: "card", split: "full", tipCents: 100, tipPercent: 10, paymentToken: "tok_whatever" });
    expect(both.status).toBe(400);
  });
});

describe("discounts with a reason and a manager's approval above 10 %", () => {
  it("staff take up to 10 % alone; more needs an owner's PIN (recorded); an owner approves by their own session", async () => {
    const tk = await ticket();
    const small = await post<PosTicket>(staff, `/api/pos/orders/${tk.orderId}/discounts`, { kind: "percent", value: 5, reason: "Regular guest" });
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    expect(small.body.discounts[0]).toMatchObject({ kind: "percent", value: 5, reason: "Regular guest", approvedBy: null });
    // 5 % more of what is left would pass alone, but together the ticket would be over 10 %: refused without a PIN.
    const more = await post(staff, `/api/pos/orders/${tk.orderId}/discounts`, { kind: "percent", value: 10, reason: "Long wait" });
    expect([more.status, more.body.fieldErrors?.approverPin?.[0]]).toEqual([403, expect.stringMatching(/manager's approval/)]);
    expect((await post(staff, `/api/pos/orders/${tk.orderId}/discounts`, { kind: "percent", value: 10, reason: "Long wait", approverPin: "9999" })).status).toBe(403);
    // The owner sets a PIN; the staff member enters it and the owner is recorded as the approver.
    expect(await putPin(owner, "8642")).toBe(204);
    const approved = await post<PosTicket>(staff, `/api/pos/orders/${tk.orderId}/discounts`, { kind: "percent", value: 10, reason: "Long wait", approverPin: "8642" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.discounts[1]!.approvedBy).not.toBeNull();
    const self = await post<PosTicket>(owner, `/api/pos/orders/${tk.orderId}/discounts`, { kind: "amount", value: 300, reason: "Cold dish" });
    expect(self.status).toBe(200);
    const d = self.body;
    expect(d.discounts[2]!.approvedBy).toBe(d.discounts[1]!.approvedBy);
    expect(d.discountCents).toBe(d.discounts.reduce((s, x) => s + x.amountCents, 0));
    expect([d.dueCents, d.remainingCents]).toEqual([tk.totalCents - d.discountCents, tk.totalCents - d.discountCents]);
    expect(d.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(d.dueCents);
    const [row] = await rows<{ approved_by: string }>(`select approved_by from pos_discounts where id = '${d.discounts[1]!.id}'`);
    expect(row!.approved_by).toMatch(/^[0-9a-f-]{36}$/);
  });
  it("a dish discount comes off that dish; a paid dish is not discounted; bad input is a 400 with the field", async () => {
    const tk = await ticket();
    const line = tk.lines[0]!;
    const res = await post<PosTicket>(staff, `/api/pos/orders/${tk.orderId}/discounts`, { orderItemId: line.id, kind: "amount", value: 50, reason: "Chipped plate" });
    expect(res.body.lines[0]).toMatchObject({ amountCents: line.amountCents - 50, discountCents: 50 });
    const other = tk.lines[1]!;
    await post(staff, `/api/pos/orders/${tk.orderId}/payments`, { tender: "cash", split: "items", orderItemIds: [other.id], tenderedCents: 100_000 });
    expect((await post(staff, `/api/pos/orders/${tk.orderId}/discounts`, { orderItemId: other.id, kind: "amount", value: 10, reason: "Too late" })).status).toBe(409);
    const noReason = await post(staff, `/api/pos/orders/${tk.orderId}/discounts`, { kind: "amount", value: 10, reason: "" });
    expect([noReason.status, noReason.body.fieldErrors?.reason]).toEqual([400, ["Give a reason"]]);
    expect((await post(staff, `/api/pos/orders/${tk.orderId}/discounts`, { kind: "percent", value: 150, reason: "Oops" })).body.fieldErrors?.value).toEqual(["A discount is at most 100 %"]);
    expect((await post(otherOwner, `/api/pos/orders/${tk.orderId}/discounts`, { kind: "amount", value: 10, reason: "Not mine" })).status).toBe(403);
    expect(await putPin(staff, "1111")).toBe(403);
    expect(await putPin(owner, "12")).toBe(400);
  });
});

describe("refunds: by dish or amount, never more than the payment took", () => {
  it("card refunds go back through payments; cash refunds are recorded; over the payment is a 409", async () => {
    const tk = await ticket();
    const card = await post<PosPaymentResult>(staff, `/api/pos/orders/${tk.orderId}/payments`, { tender: "card", split: "items", orderItemIds: [tk.lines[0]!.id], paymentToken: await k.token(staff) });
    const cash = await post<PosPaymentResult>(staff, `/api/pos/orders/${tk.orderId}/payments`, { tender: "cash", split: "full", tenderedCents: 100_000 });
    const [cardPay, cashPay] = cash.body.ticket.payments;
    const byDish = await post<PosRefundResult>(owner, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: cardPay!.id, orderItemIds: [tk.lines[0]!.id], reason: "Sent back" });
    expect(byDish.status, JSON.stringify(byDish.body)).toBe(200);
    expect([byDish.body.amountCents, byDish.body.tender]).toEqual([card.body.amountCents, "card"]);
    expect(byDish.body.ticket.lines[0]!.refunded).toBe(true);
    const [p] = await rows<{ refunded_cents: number }>(`select refunded_cents from payments where subject_id = '${cardPay!.id}'`);
    expect(p!.refunded_cents).toBe(card.body.amountCents);
    expect((await post(owner, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: cardPay!.id, amountCents: 1, reason: "Again" })).status).toBe(409);
    const part = await post<PosRefundResult>(staff, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: cashPay!.id, amountCents: 100, reason: "Overcharged" });
    expect([part.status, part.body.tender, part.body.ticket.refundedCents]).toEqual([200, "cash", card.body.amountCents + 100]);
    const over = await post(staff, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: cashPay!.id, amountCents: cashPay!.amountCents, reason: "Too much" });
    expect([over.status, over.body.message]).toEqual([409, expect.stringMatching(/At most/)]);
  });
  it("refuses a refund without a reason or amount, of another ticket's payment, or by another restaurant's team", async () => {
    const tk = await ticket();
    const paid = await post<PosPaymentResult>(staff, `/api/pos/orders/${tk.orderId}/payments`, { tender: "cash", split: "full", tenderedCents: 100_000 });
    const pid = paid.body.ticket.payments[0]!.id;
    expect((await post(staff, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: pid, amountCents: 10 })).body.fieldErrors?.reason).toEqual(["Give a reason"]);
    expect((await post(staff, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: pid, reason: "No amount" })).body.fieldErrors?.amountCents).toEqual(["Enter the amount to refund"]);
    const another = await ticket();
    expect((await post(staff, `/api/pos/orders/${another.orderId}/refunds`, { posPaymentId: pid, amountCents: 10, reason: "Wrong ticket" })).status).toBe(400);
    expect((await post(otherOwner, `/api/pos/orders/${tk.orderId}/refunds`, { posPaymentId: pid, amountCents: 10, reason: "Not mine" })).status).toBe(403);
  });
});

describe("receipts by email", () => {
  it("queues the receipt in the outbox once per address; a bad address is a 400; another team 403", async () => {
    const tk = await ticket();
    const first = await post<{ queued: boolean }>(staff, `/api/pos/orders/${tk.orderId}/receipt-email`, { email: "Guest@Example.com" });
    expect([first.status, first.body.queued]).toEqual([202, true]);
    expect((await post<{ queued: boolean }>(staff, `/api/pos/orders/${tk.orderId}/receipt-email`, { email: "guest@example.com" })).body.queued).toBe(false);
    const mail = await rows<{ subject: string; text_body: string }>(`select subject, text_body from mail_outbox where recipient = 'guest@example.com' and kind = 'pos-receipt'`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(tk.reference);
    expect(mail[0]!.text_body).toContain(`Total  $${(tk.totalCents / 100).toFixed(2)}`);
    expect((await post(staff, `/api/pos/orders/${tk.orderId}/receipt-email`, { email: "not-an-email" })).body.fieldErrors?.email).toEqual(["Enter a valid email address"]);
    expect((await post(otherOwner, `/api/pos/orders/${tk.orderId}/receipt-email`, { email: "x@example.com" })).status).toBe(403);
  });
});

describe("shifts: float, close-out, one open shift per till and per person", () => {
  it("the close-out balances to the cent: float + cash − change − cash refunds; card totals and tips; its tickets", async () => {
    const opened = await post<PosShift>(owner, "/api/pos/shifts", { terminal: "Bar till", openingFloatCents: 100_00 });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect((await post(owner, "/api/pos/shifts", { terminal: "Other till", openingFloatCents: 0 })).body.message).toBe("You already have a shift open");
    const a = await ticket();
    const half = Math.floor(a.totalCents / 2);
    const cash = await post<PosPaymentResult>(owner, `/api/pos/orders/${a.orderId}/payments`, { tender: "cash", split: "even", ways: 2, tenderedCents: half + 1000 });
    const card = await post<PosPaymentResult>(owner, `/api/pos/orders/${a.orderId}/payments`, { tender: "card", split: "full", tipCents: 250, paymentToken: await k.token(owner) });
    expect([cash.status, card.status]).toEqual([200, 200]);
    await post(owner, `/api/pos/orders/${a.orderId}/refunds`, { posPaymentId: cash.body.ticket.payments[0]!.id, amountCents: 75, reason: "Short pour" });
    const current = (await k.json<PosCurrentShift>("GET", "/api/pos/shifts/current", owner)).body.shift!;
    expect(current).toMatchObject({ id: opened.body.id, cashSalesCents: cash.body.amountCents, cardSalesCents: card.body.amountCents, tipsCents: 250, cashRefundsCents: 75, paymentCount: 2 });
    const expected = 100_00 + (half + 1000) - cash.body.changeCents - 75;
    expect(current.expectedCashCents).toBe(expected);
    expect(current.orders.reduce((s, o) => s + o.takenCents, 0)).toBe(current.cashSalesCents + current.cardSalesCents);
    expect(current.orders[0]).toMatchObject({ orderId: a.orderId, dueCents: a.totalCents, takenCents: a.totalCents, tipCents: 250, refundedCents: 75 });
    const closed = await post<PosShift>(owner, `/api/pos/shifts/${opened.body.id}/close`, { countedCashCents: expected - 20 });
    expect(closed.status).toBe(200);
    expect([closed.body.countedCashCents, closed.body.differenceCents, closed.body.closedAt !== null]).toEqual([expected - 20, -20, true]);
    expect((await post(owner, `/api/pos/shifts/${opened.body.id}/close`, { countedCashCents: 0 })).status).toBe(409);
    expect((await k.json<PosCurrentShift>("GET", "/api/pos/shifts/current", owner)).body.shift).toBeNull();
  });
  it("a till with a shift open refuses a second; bad input is a 400; another restaurant's team never reads or closes it", async () => {
    const staffShift = (await k.json<PosCurrentShift>("GET", "/api/pos/shifts/current", staff)).body.shift!;
    expect(staffShift.terminal).toBe("Till 1");
    expect((await post(owner, "/api/pos/shifts", { terminal: "Till 1", openingFloatCents: 0 })).body.message).toBe("Till 1 already has a shift open");
    expect((await post(owner, "/api/pos/shifts", { terminal: "", openingFloatCents: 0 })).body.fieldErrors?.terminal).toEqual(["Name the till"]);
    expect((await post(owner, "/api/pos/shifts", { terminal: "T", openingFloatCents: -1 })).body.fieldErrors?.openingFloatCents).toEqual(["Enter the opening float"]);
    expect((await k.json("GET", `/api/pos/shifts/${staffShift.id}`, otherOwner)).status).toBe(403);
    expect((await post(otherOwner, `/api/pos/shifts/${staffShift.id}/close`, { countedCashCents: 0 })).status).toBe(403);
    expect((await k.json("GET", `/api/pos/shifts/${staffShift.id}`, customer)).status).toBe(403);
    expect((await k.json("GET", `/api/pos/shifts/${crypto.randomUUID()}`, staff)).status).toBe(404);
    expect((await k.json("GET", `/api/pos/shifts/${staffShift.id}`, owner)).status).toBe(200);
    const own = await k.json<PosCurrentShift>("GET", "/api/pos/shifts/current", otherOwner);
    expect([own.status, own.body.shift]).toEqual([200, null]);
  });
});
