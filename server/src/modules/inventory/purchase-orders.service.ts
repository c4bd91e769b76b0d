import type { z } from "zod";
import {
  STOCK_MAX,
  quantityToPar,
  type PurchaseOrder,
  type PurchaseOrderList,
  type PurchaseSuggestions,
  type purchaseOrderInputSchema,
  type purchaseOrderReceiptSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { publish } from "../../platform/events.js";
import type { SessionUser } from "../../platform/session.js";
import { enqueueMail } from "../mail/index.js";
import type { RestaurantRow } from "../restaurants/index.js";
import { insertMovements, listIngredients, lockIngredient, updateIngredient, type NewMovement } from "./inventory.repository.js";
import { purchaseOrderMail } from "./purchase-order-mail.js";
import {
  findPurchaseOrder,
  insertPurchaseOrder,
  linesOf,
  listPurchaseOrders,
  nextNumber,
  receiveOnLine,
  replaceLines,
  updatePurchaseOrder,
  type PurchaseOrderLineRow,
  type PurchaseOrderRow,
} from "./purchase-orders.repository.js";
import { inventoryTopic, refreshSoldOut } from "./stock-take.js";

type Input = z.output<typeof purchaseOrderInputSchema>;
type Receipt = z.output<typeof purchaseOrderReceiptSchema>;

const reference = (po: PurchaseOrderRow) => `PO-${po.number}`;

function toView(restaurant: RestaurantRow, po: PurchaseOrderRow, lines: readonly PurchaseOrderLineRow[]): PurchaseOrder {
  const mine = lines.filter((l) => l.purchaseOrderId === po.id);
  const view = mine.map((l) => ({
    id: l.id,
    ingredientId: l.ingredientId,
    name: l.name,
    unit: l.unit as PurchaseOrder["lines"][number]["unit"],
    quantity: l.quantity,
    received: l.received,
    unitCostCents: l.unitCostCents,
    lineTotalCents: l.quantity * l.unitCostCents,
  }));
  return {
    id: po.id,
    reference: reference(po),
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    supplier: po.supplier,
    supplierEmail: po.supplierEmail,
    note: po.note,
    status: po.status as PurchaseOrder["status"],
    totalCents: view.reduce((s, l) => s + l.lineTotalCents, 0),
    lines: view,
    createdAt: po.createdAt.toISOString(),
    sentAt: po.sentAt?.toISOString() ?? null,
    closedAt: po.closedAt?.toISOString() ?? null,
  };
}

export async function listOrders(db: Db, restaurant: RestaurantRow): Promise<PurchaseOrderList> {
  const rows = await listPurchaseOrders(db, restaurant.id);
  const lines = await linesOf(db, rows.map((r) => r.id));
  return { purchaseOrders: rows.map((r) => toView(restaurant, r, lines)) };
}

export async function getOrder(db: Db, restaurant: RestaurantRow, id: string): Promise<PurchaseOrder> {
  const po = await findPurchaseOrder(db, restaurant.id, id);
  if (!po) throw notFound("Purchase order not found");
  return toView(restaurant, po, await linesOf(db, [po.id]));
}

/** The ingredients at or under their low-stock level, by supplier, each with what brings it back to par. */
export async function suggestions(db: Db, restaurant: RestaurantRow): Promise<PurchaseSuggestions> {
  const low = (await listIngredients(db, restaurant.id)).filter((i) => i.onHand <= i.lowThreshold && quantityToPar(i.onHand, i.parLevel) > 0);
  const bySupplier = new Map<string, PurchaseSuggestions["suppliers"][number]["lines"]>();
  for (const i of low) {
    const list = bySupplier.get(i.supplier) ?? [];
    list.push({ ingredientId: i.id, name: i.name, unit: i.unit as "g", onHand: i.onHand, parLevel: i.parLevel, quantity: quantityToPar(i.onHand, i.parLevel) });
    bySupplier.set(i.supplier, list);
  }
  return { suppliers: [...bySupplier].map(([supplier, lines]) => ({ supplier, lines })).sort((a, b) => a.supplier.localeCompare(b.supplier)) };
}

/** The lines with each ingredient's name and unit, checked to be this restaurant's and each named once. */
async function linesFor(db: Db, restaurant: RestaurantRow, input: Input) {
  const mine = new Map((await listIngredients(db, restaurant.id)).map((i) => [i.id, i]));
  if (input.lines.some((l) => !mine.has(l.ingredientId))) throw new AppError("unprocessable", "Choose this restaurant's ingredients", { lines: ["Choose this restaurant's ingredients"] });
  if (new Set(input.lines.map((l) => l.ingredientId)).size !== input.lines.length) throw new AppError("invalid", "List each ingredient once", { lines: ["List each ingredient once"] });
  return input.lines.map((l) => ({ ingredientId: l.ingredientId, name: mine.get(l.ingredientId)!.name, unit: mine.get(l.ingredientId)!.unit, quantity: l.quantity, unitCostCents: l.unitCostCents }));
}

export async function createOrder(db: Db, restaurant: RestaurantRow, user: SessionUser, input: Input): Promise<PurchaseOrder> {
  return db.transaction(async (tx) => {
    const lines = await linesFor(tx, restaurant, input);
    const po = await insertPurchaseOrder(tx, {
      restaurantId: restaurant.id,
      number: await nextNumber(tx, restaurant.id),
      supplier: input.supplier,
      supplierEmail: input.supplierEmail,
      note: input.note,
      createdBy: user.userId,
    });
    await replaceLines(tx, po.id, lines);
    return toView(restaurant, po, await linesOf(tx, [po.id]));
  });
}

const wrongStatus = (po: PurchaseOrderRow, doing: string) => new AppError("conflict", `${reference(po)} is ${po.status.replace("_", " ")}: it cannot be ${doing}`);

/** A draft is edited whole; once sent, the order is what the supplier has (409). */
export async function editOrder(db: Db, restaurant: RestaurantRow, id: string, input: Input): Promise<PurchaseOrder> {
  return db.transaction(async (tx) => {
    const po = await findPurchaseOrder(tx, restaurant.id, id, true);
    if (!po) throw notFound("Purchase order not found");
    if (po.status !== "draft") throw wrongStatus(po, "edited");
    await replaceLines(tx, po.id, await linesFor(tx, restaurant, input));
    const saved = await updatePurchaseOrder(tx, po.id, { supplier: input.supplier, supplierEmail: input.supplierEmail, note: input.note });
    return toView(restaurant, saved, await linesOf(tx, [po.id]));
  });
}

/** Sends a draft: the supplier's mail goes through the outbox in the same transaction as the status (once per order). */
export async function sendOrder(deps: Pick<AppDeps, "db" | "jobs">, restaurant: RestaurantRow, id: string, now = new Date()): Promise<PurchaseOrder> {
  return deps.db.transaction(async (tx) => {
    const po = await findPurchaseOrder(tx, restaurant.id, id, true);
    if (!po) throw notFound("Purchase order not found");
    if (po.status !== "draft") throw wrongStatus(po, "sent again");
    const sent = toView(restaurant, await updatePurchaseOrder(tx, po.id, { status: "sent", sentAt: now }), await linesOf(tx, [po.id]));
    const mail = purchaseOrderMail(sent, restaurant.phone ?? null);
    await enqueueMail(tx, deps.jobs, { to: po.supplierEmail, ...mail, kind: "purchase-order", dedupeKey: `purchase-order:${po.id}` });
    await publish(tx, { topics: [inventoryTopic(restaurant.id)], type: "stock", data: {} });
    return sent;
  });
}

/**
 * A delivery: each line's received quantity grows only within what was ordered (a guarded update on the line's
 * row, behind the order's row lock, so two people receiving the same line at once never exceed it: the second
 * sees the first's quantity and gets 409 if it would), and the stock grows
 * through the ledger (`received`, naming the PO) under the ingredients' row locks, in id order like every sale.
 * Restocked dishes come back on every channel through `refreshSoldOut`, in the same transaction.
 */
export async function receiveOrder(db: Db, restaurant: RestaurantRow, user: SessionUser, id: string, input: Receipt): Promise<PurchaseOrder> {
  return db.transaction(async (tx) => {
    // The order's row first (as send and close take it), so a receipt never lands on an order closed meanwhile.
    const po = await findPurchaseOrder(tx, restaurant.id, id, true);
    if (!po) throw notFound("Purchase order not found");
    if (po.status !== "sent" && po.status !== "partially_received") throw wrongStatus(po, "received");
    if (new Set(input.lines.map((l) => l.lineId)).size !== input.lines.length) throw new AppError("invalid", "List each line once", { lines: ["List each line once"] });
    const before = new Map((await linesOf(tx, [po.id])).map((l) => [l.id, l]));
    if (input.lines.some((l) => !before.has(l.lineId))) throw new AppError("unprocessable", "Choose this order's lines", { lines: ["Choose this order's lines"] });
    const byIngredient = new Map<string, { quantity: number; line: PurchaseOrderLineRow }>();
    for (const r of [...input.lines].sort((a, b) => a.lineId.localeCompare(b.lineId))) {
      const line = await receiveOnLine(tx, po.id, r.lineId, r.quantity);
      if (!line) {
        const now = (await linesOf(tx, [po.id])).find((l) => l.id === r.lineId)!;
        const left = now.quantity - now.received;
        const message = left === 0 ? `All of the ${now.name} ordered has been received` : `Only ${left.toLocaleString("en-US")} ${now.unit} more of ${now.name} were ordered`;
        throw new AppError("conflict", message, { lines: [message] });
      }
      if (line.ingredientId) byIngredient.set(line.ingredientId, { quantity: r.quantity, line });
    }
    const movements: NewMovement[] = [];
    for (const ingredientId of [...byIngredient.keys()].sort()) {
      const { quantity } = byIngredient.get(ingredientId)!;
      const ingredient = await lockIngredient(tx, restaurant.id, ingredientId);
      if (!ingredient) continue; // removed since the order was made: the line is received, there is no shelf to fill
      const next = ingredient.onHand + quantity;
      if (next > STOCK_MAX) throw new AppError("unprocessable", "Stock is at most 10,000,000", { lines: ["Stock is at most 10,000,000"] });
      await updateIngredient(tx, restaurant.id, ingredientId, { onHand: next });
      movements.push({ kind: "received", ingredientId, subject: ingredient.name, unit: ingredient.unit, delta: quantity, balance: next, reason: `${reference(po)} from ${po.supplier}`.slice(0, 200), actorId: user.userId });
    }
    await insertMovements(tx, restaurant.id, movements);
    await refreshSoldOut(tx, restaurant.id, { ingredientIds: [...byIngredient.keys()], menuItemIds: [] });
    const lines = await linesOf(tx, [po.id]);
    const status = lines.every((l) => l.received === l.quantity) ? "received" : "partially_received";
    const saved = await updatePurchaseOrder(tx, po.id, { status });
    await publish(tx, { topics: [inventoryTopic(restaurant.id)], type: "stock", data: {} });
    return toView(restaurant, saved, lines);
  });
}

/** Closes a sent order: what has not arrived will not (a draft is not closed: it was never sent). */
export async function closeOrder(db: Db, restaurant: RestaurantRow, id: string, now = new Date()): Promise<PurchaseOrder> {
  return db.transaction(async (tx) => {
    const po = await findPurchaseOrder(tx, restaurant.id, id, true);
    if (!po) throw notFound("Purchase order not found");
    if (po.status === "draft" || po.status === "closed") throw wrongStatus(po, "closed");
    const saved = await updatePurchaseOrder(tx, po.id, { status: "closed", closedAt: now });
    await publish(tx, { topics: [inventoryTopic(restaurant.id)], type: "stock", data: {} });
    return toView(restaurant, saved, await linesOf(tx, [po.id]));
  });
}
