import type { z } from "zod";
import type { Bill, payBillSchema, PayBillResult } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { publishFloorEvent } from "../../platform/floor-events.js";
import { tableSessionOrders } from "../ordering/index.js";
import { authorizePayment, capturePayment, paymentsByIds } from "../payments/index.js";
import { findRestaurant } from "../restaurants/index.js";
import { evenShareCents, itemsShareCents, priceBillLines } from "./bill-split.js";
import {
  closeSession,
  insertBillPayment,
  insertBillPaymentItems,
  listBillPayments,
  lockSession,
  paidOrderItemIds,
  resolveOpenCalls,
  setBillPaymentId,
  type SessionRow,
} from "./dine-in.repository.js";
import type { Guest } from "./table-session.service.js";

type PayBillInput = z.output<typeof payBillSchema>;

const NOTHING_LEFT = "Nothing is left to pay on this bill";
const NOT_ON_BILL = "That dish is not on this table's bill";

/**
 * The session's bill from committed rows: every order not rejected or cancelled, each line with its share
 * of its order's tax, what the table has paid (tips apart) and what is left.
 */
export async function loadBill(db: Db, session: Pick<SessionRow, "id" | "status">): Promise<Bill> {
  const billOrders = await tableSessionOrders(db, session.id);
  const priced = priceBillLines(billOrders.map((o) => ({ id: o.order.id, taxCents: o.order.taxCents, items: o.items })));
  const paidItems = await paidOrderItemIds(db, session.id);
  const payments = await listBillPayments(db, session.id);
  const cards = await paymentsByIds(db, payments.flatMap((p) => (p.paymentId ? [p.paymentId] : [])));
  const subtotalCents = billOrders.reduce((s, o) => s + o.order.subtotalCents, 0);
  const taxCents = billOrders.reduce((s, o) => s + o.order.taxCents, 0);
  const totalCents = subtotalCents + taxCents;
  const paidCents = payments.reduce((s, p) => s + p.amountCents, 0);
  return {
    sessionId: session.id,
    status: session.status === "closed" ? "closed" : "open",
    orders: billOrders.map((o) => o.order),
    lines: priced.map((l) => ({
      orderItemId: l.orderItemId,
      orderId: l.orderId,
      name: l.name,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      amountCents: l.amountCents,
      paid: paidItems.has(l.orderItemId),
    })),
    subtotalCents,
    taxCents,
    totalCents,
    paidCents,
    remainingCents: Math.max(0, totalCents - paidCents),
    payments: payments.map((p) => {
      const card = p.paymentId ? cards.get(p.paymentId) : undefined;
      return {
        id: p.id,
        splitMode: p.splitMode === "even" || p.splitMode === "items" ? p.splitMode : "full",
        amountCents: p.amountCents,
        tipCents: p.tipCents,
        brand: card?.brand ?? null,
        last4: card?.last4 ?? null,
        createdAt: p.createdAt.toISOString(),
      };
    }),
  };
}

/** What this payment covers, computed on the server from the bill as committed now. */
function shareOf(bill: Bill, input: PayBillInput): { amountCents: number; lines: Bill["lines"] } {
  if (input.split === "full") return { amountCents: bill.remainingCents, lines: [] };
  if (input.split === "even") return { amountCents: evenShareCents(bill.totalCents, bill.remainingCents, input.ways ?? 2), lines: [] };
  const lines = [...new Set(input.orderItemIds ?? [])].map((id) => {
    const line = bill.lines.find((l) => l.orderItemId === id);
    if (!line) throw new AppError("invalid", NOT_ON_BILL, { orderItemIds: [NOT_ON_BILL] });
    return line;
  });
  const taken = lines.filter((l) => l.paid);
  if (taken.length > 0) throw new AppError("conflict", `Someone at your table already paid for ${taken.map((l) => l.name).join(", ")}`);
  return { amountCents: itemsShareCents(lines.map((l) => l.amountCents), bill.remainingCents), lines };
}

/**
 * Pays toward the bill in one transaction: the session row is locked first, so payments of one table take
 * turns and each computes what is left from committed rows (twenty "pay it all" taps charge once). The card
 * is authorized and captured at once — a bill is paid now. A decline rolls everything back. When nothing is
 * left, the session closes and its open calls are resolved.
 */
export async function payBill(db: Db, guest: Guest, input: PayBillInput): Promise<PayBillResult> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, guest.session.id, "update");
    if (!session) throw new AppError("not_found", "Table session not found");
    if (session.status !== "open") throw new AppError("conflict", "This table has checked out");
    const bill = await loadBill(tx, session);
    if (bill.remainingCents <= 0) throw new AppError("conflict", NOTHING_LEFT);
    const share = shareOf(bill, input);
    if (share.amountCents <= 0) throw new AppError("conflict", NOTHING_LEFT);

    const restaurant = await findRestaurant(tx, session.restaurantId);
    const bp = await insertBillPayment(tx, {
      sessionId: session.id,
      guestId: guest.guestId,
      splitMode: input.split,
      splitWays: input.split === "even" ? (input.ways ?? null) : null,
      amountCents: share.amountCents,
      tipCents: input.tipCents,
    });
    await insertBillPaymentItems(
      tx,
      share.lines.map((l) => ({ orderItemId: l.orderItemId, billPaymentId: bp.id, amountCents: l.amountCents, line: { name: l.name, quantity: l.quantity } })),
    );
    const charged = share.amountCents + input.tipCents;
    const payment = await authorizePayment(tx, {
      purpose: "bill",
      subjectId: bp.id,
      token: input.paymentToken,
      amountCents: charged,
      country: restaurant?.country ?? "US",
    });
    await capturePayment(tx, payment.paymentId);
    await setBillPaymentId(tx, bp.id, payment.paymentId);

    const closed = bill.remainingCents - share.amountCents <= 0;
    if (closed) {
      await closeSession(tx, session.id);
      await resolveOpenCalls(tx, session.id, guest.userId);
    }
    const tableNumber = bill.orders[0]?.table?.number ?? null;
    await publishFloorEvent(tx, { type: "bill_paid", restaurantId: session.restaurantId, tableNumber, sessionId: session.id });
    if (closed) await publishFloorEvent(tx, { type: "session_closed", restaurantId: session.restaurantId, tableNumber, sessionId: session.id });
    const after = await loadBill(tx, { id: session.id, status: closed ? "closed" : "open" });
    // `paidCents` is this payment's share of the bill; the tip is on top (and in the bill's payments).
    return { bill: after, paidCents: share.amountCents, closed };
  });
}
