import { modifierSummary, type PosTicket } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { priceBillLines } from "../dine-in/index.js";
import { orderItemRows, type OrderRow } from "../ordering/index.js";
import { paymentsByIds } from "../payments/index.js";
import { listPosPayments, paidItemIds } from "./pos.repository.js";

export const posLabel = (tableNumber: number | null) => (tableNumber === null ? "Takeaway" : `Table ${tableNumber}`);

/**
 * A POS order as the till shows it, from committed rows: each line with its share of the order's tax (what paying
 * for it by dish costs; the lines sum to the total to the cent), what has been paid (card or cash) and what is left.
 */
export async function loadPosTicket(db: Db, order: OrderRow): Promise<PosTicket> {
  const items = await orderItemRows(db, order.id);
  const priced = priceBillLines([{ id: order.id, taxCents: order.taxCents, items }]);
  const [payments, paid] = await Promise.all([listPosPayments(db, order.id), paidItemIds(db, items.map((i) => i.id))]);
  const cards = await paymentsByIds(db, payments.flatMap((p) => (p.paymentId ? [p.paymentId] : [])));
  const paidCents = payments.reduce((s, p) => s + p.amountCents, 0);
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
      amountCents: priced[k]!.amountCents,
      paid: paid.has(i.id),
    })),
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    paidCents,
    remainingCents: Math.max(0, order.totalCents - paidCents),
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
        createdAt: p.createdAt.toISOString(),
      };
    }),
    placedAt: order.placedAt.toISOString(),
  };
}
