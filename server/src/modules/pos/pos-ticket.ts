import { sql } from "drizzle-orm";
import { allocateCents, modifierSummary, unitRefundCents, type PosTicket } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";
import { priceBillLines } from "../dine-in/index.js";
import { orderItemRows, type OrderRow } from "../ordering/index.js";
import { paymentsByIds } from "../payments/index.js";
import { listDiscounts, listRefunds, refundItems } from "./pos-ledger.repository.js";
import { listPosPayments, paidItemIds } from "./pos.repository.js";

export const posLabel = (tableNumber: number | null) => (tableNumber === null ? "Takeaway" : `Table ${tableNumber}`);

/** First names of the team members named on a ticket (who discounted, approved, refunded); reads `users`. */
export async function firstNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await queryRows<{ id: string; name: string }>(db, sql`
    select id, coalesce(nullif(first_name, ''), 'Team member') as name from users where id in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * A POS order as the till shows it, from committed rows. Each line carries its share of the order's tax, less its
 * own discounts and its share of any ticket discount (spread by amount, to the cent), so paying for it by dish costs
 * exactly its amount and the lines sum to what is due. Tips ride on card payments and never pay toward the ticket.
 */
export async function loadPosTicket(db: Db, order: OrderRow): Promise<PosTicket> {
  const items = await orderItemRows(db, order.id);
  const priced = priceBillLines([{ id: order.id, taxCents: order.taxCents, items }]);
  const itemIds = items.map((i) => i.id);
  const [payments, paid, discounts, refunds, refundedRows] = await Promise.all([
    listPosPayments(db, order.id),
    paidItemIds(db, itemIds),
    listDiscounts(db, order.id),
    listRefunds(db, order.id),
    refundItems(db, itemIds),
  ]);
  const refundedUnits = (itemId: string) => refundedRows.filter((r) => r.orderItemId === itemId).reduce((s, r) => s + r.quantity, 0);
  const itemName = new Map(items.map((i) => [i.id, i.name]));
  const [cards, names] = await Promise.all([
    paymentsByIds(db, payments.flatMap((p) => (p.paymentId ? [p.paymentId] : []))),
    firstNames(db, [...discounts.flatMap((d) => [d.appliedBy, ...(d.approvedBy ? [d.approvedBy] : [])]), ...refunds.map((r) => r.refundedBy)]),
  ]);
  const lineDiscounts = items.map((i) => discounts.filter((d) => d.orderItemId === i.id).reduce((s, d) => s + d.amountCents, 0));
  const afterLine = priced.map((p, k) => p.amountCents - lineDiscounts[k]!);
  const ticketDiscount = discounts.filter((d) => d.orderItemId === null).reduce((s, d) => s + d.amountCents, 0);
  const spread = allocateCents(ticketDiscount, afterLine);
  const discountCents = discounts.reduce((s, d) => s + d.amountCents, 0);
  const dueCents = Math.max(0, order.totalCents - discountCents);
  const paidCents = payments.reduce((s, p) => s + p.amountCents, 0);
  const refundedCents = refunds.reduce((s, r) => s + r.amountCents, 0);
  const refundedBy = (paymentId: string) => refunds.filter((r) => r.posPaymentId === paymentId).reduce((s, r) => s + r.amountCents, 0);
  const name = (id: string) => names.get(id) ?? "Team member";
  return {
    orderId: order.id,
    reference: order.reference ?? order.id,
    label: posLabel(order.tableNumber),
    tableNumber: order.tableNumber,
    status: order.status as PosTicket["status"],
    lines: items.map((i, k) => ({
      id: i.id,
      name: i.name,
      options: modifierSummary(i.modifiers),
      note: i.note,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      amountCents: afterLine[k]! - spread[k]!,
      paid: paid.has(i.id),
      seat: i.seat,
      course: i.course,
      held: i.held,
      discountCents: lineDiscounts[k]! + spread[k]!,
      refunded: refundedUnits(i.id) >= i.quantity,
      refundedQuantity: Math.min(i.quantity, refundedUnits(i.id)),
      refundedCents: unitRefundCents(afterLine[k]! - spread[k]!, i.quantity, 0, refundedUnits(i.id)),
    })),
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    discountCents,
    dueCents,
    paidCents,
    remainingCents: Math.max(0, dueCents - paidCents),
    tipCents: payments.reduce((s, p) => s + p.tipCents, 0),
    refundedCents,
    netPaidCents: paidCents - refundedCents,
    payments: payments.map((p) => {
      const card = p.paymentId ? cards.get(p.paymentId) : undefined;
      return {
        id: p.id,
        tender: p.tender === "card" ? "card" : "cash",
        split: p.splitMode === "even" || p.splitMode === "items" ? p.splitMode : "full",
        amountCents: p.amountCents,
        tenderedCents: p.tenderedCents,
        changeCents: p.changeCents,
        brand: card?.brand ?? null,
        last4: card?.last4 ?? null,
        tipCents: p.tipCents,
        refundedCents: refundedBy(p.id),
        createdAt: p.createdAt.toISOString(),
      };
    }),
    discounts: discounts.map((d) => ({
      id: d.id,
      orderItemId: d.orderItemId,
      kind: d.kind === "percent" ? "percent" : "amount",
      value: d.value,
      amountCents: d.amountCents,
      reason: d.reason,
      appliedBy: name(d.appliedBy),
      approvedBy: d.approvedBy ? name(d.approvedBy) : null,
      createdAt: d.createdAt.toISOString(),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      posPaymentId: r.posPaymentId,
      tender: r.tender === "card" ? "card" : "cash",
      amountCents: r.amountCents,
      reason: r.reason,
      refundedBy: name(r.refundedBy),
      lines: refundedRows.filter((x) => x.posRefundId === r.id).map((x) => ({ orderItemId: x.orderItemId, name: itemName.get(x.orderItemId) ?? "Dish", quantity: x.quantity })),
      createdAt: r.createdAt.toISOString(),
    })),
    heldCourses: [...new Set(items.flatMap((i) => (i.held && i.course !== null ? [i.course] : [])))].sort((a, b) => a - b),
    placedAt: order.placedAt.toISOString(),
  };
}
