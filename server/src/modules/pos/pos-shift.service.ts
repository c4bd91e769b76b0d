import { cashDifferenceCents, expectedCashCents, type PosShift, type posShiftOpenSchema } from "@tavola/contracts";
import type { z } from "zod";
import type { Db } from "../../platform/database.js";
import { AppError, forbidden, notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { findOrderRow } from "../ordering/index.js";
import { staffRoleAt } from "../restaurants/index.js";
import { isApproverRole } from "./pos-approval.js";
import { closeShiftRow, findOpenShift, findShift, insertShift, shiftOrders, shiftTotals, type PosShiftRow } from "./pos-ledger.repository.js";
import { loadPosTicket, posLabel } from "./pos-ticket.js";
import { posRestaurant } from "./pos.service.js";

const SHIFT_NOT_FOUND = "Shift not found";

/**
 * A shift's report, from its payments and refunds as committed: cash (float + handed over − change − cash refunds
 * is what the drawer should hold), card totals, tips, and each ticket it took money on — whose taken amounts add up
 * to the card and cash sales to the cent.
 */
export async function shiftReport(db: Db, row: PosShiftRow): Promise<PosShift> {
  const [totals, orders] = await Promise.all([shiftTotals(db, row.id), shiftOrders(db, row.id)]);
  const expected = expectedCashCents({
    openingFloatCents: row.openingFloatCents,
    cashTenderedCents: totals.cash_tendered,
    changeCents: totals.change,
    cashRefundsCents: totals.cash_refunds,
  });
  const tickets = [];
  for (const o of orders) {
    const order = await findOrderRow(db, o.order_id);
    if (!order) continue;
    const t = await loadPosTicket(db, order);
    tickets.push({ orderId: o.order_id, reference: t.reference, label: posLabel(order.tableNumber), dueCents: t.dueCents, takenCents: o.taken, tipCents: o.tips, refundedCents: o.refunded });
  }
  const closedExpected = row.closedAt ? (row.expectedCashCents ?? expected) : expected;
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    terminal: row.terminal,
    openedBy: row.openedBy,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedBy,
    openingFloatCents: row.openingFloatCents,
    cashSalesCents: totals.cash_sales,
    cashTenderedCents: totals.cash_tendered,
    changeCents: totals.change,
    cashRefundsCents: totals.cash_refunds,
    expectedCashCents: closedExpected,
    countedCashCents: row.countedCashCents,
    differenceCents: row.countedCashCents === null ? null : cashDifferenceCents(row.countedCashCents, closedExpected),
    cardSalesCents: totals.card_sales,
    cardRefundsCents: totals.card_refunds,
    tipsCents: totals.tips,
    paymentCount: totals.payments,
    orders: tickets,
  };
}

/** The caller's open shift at their restaurant, with its running totals, or null. */
export async function currentShift(db: Db, user: SessionUser, restaurantId: string | undefined): Promise<{ shift: PosShift | null }> {
  const r = await posRestaurant(db, user, restaurantId);
  const row = await findOpenShift(db, r.id, user.userId);
  return { shift: row ? await shiftReport(db, row) : null };
}

/** Opens a shift on a till with its float: one open shift per till and per person (409 otherwise, even when racing). */
export async function openShift(db: Db, user: SessionUser, input: z.output<typeof posShiftOpenSchema>): Promise<PosShift> {
  const r = await posRestaurant(db, user, input.restaurantId);
  return db.transaction(async (tx) => {
    const row = await insertShift(tx, { restaurantId: r.id, terminal: input.terminal, openedBy: user.userId, openingFloatCents: input.openingFloatCents });
    if (!row) {
      const mine = await findOpenShift(tx, r.id, user.userId);
      throw new AppError("conflict", mine ? "You already have a shift open" : `${input.terminal} already has a shift open`);
    }
    return shiftReport(tx, row);
  });
}

/** A shift the caller's team may see (another restaurant's team gets 403). */
async function visibleShift(db: Db, user: SessionUser, id: string, lock = false): Promise<PosShiftRow> {
  const row = await findShift(db, id, lock);
  if (!row) throw notFound(SHIFT_NOT_FOUND);
  await posRestaurant(db, user, row.restaurantId);
  return row;
}

export async function getShift(db: Db, user: SessionUser, id: string): Promise<PosShift> {
  return shiftReport(db, await visibleShift(db, user, id));
}

/**
 * Closes a shift with the cash counted: the expected cash is fixed as it stands (the row is locked, so a payment on
 * the shift commits before or after, never half-way), the difference reported. The person who opened it, or an
 * owner or manager, closes it; closing twice is a 409.
 */
export async function closeShift(db: Db, user: SessionUser, id: string, countedCashCents: number): Promise<PosShift> {
  return db.transaction(async (tx) => {
    const row = await visibleShift(tx, user, id, true);
    if (row.closedAt) throw new AppError("conflict", "This shift is already closed");
    if (row.openedBy !== user.userId && !isApproverRole(await staffRoleAt(tx, user.userId, row.restaurantId))) {
      throw forbidden("Only the person who opened it, an owner or a manager closes a shift");
    }
    const report = await shiftReport(tx, row);
    const closed = await closeShiftRow(tx, row.id, user.userId, countedCashCents, report.expectedCashCents);
    if (!closed) throw new AppError("conflict", "This shift is already closed");
    return shiftReport(tx, closed);
  });
}
