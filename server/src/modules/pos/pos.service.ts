import type { z } from "zod";
import { tipCents, type PosPaymentResult, type posOrderInputSchema, type posPaymentInputSchema, type PosSetup, type PosTicket } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { publish } from "../../platform/events.js";
import type { SessionUser } from "../../platform/session.js";
import { evenShareCents, itemsShareCents } from "../dine-in/index.js";
import { findOrderRow, lockOrderRow, orderTopics, placePosOrder, type OrderRow } from "../ordering/index.js";
import { authorizePayment, capturePayment } from "../payments/index.js";
import { listRestaurantTables, resolveTeamRestaurant, staffRoleAt } from "../restaurants/index.js";
import { findOpenShift } from "./pos-ledger.repository.js";
import { loadPosTicket } from "./pos-ticket.js";
import { insertPosPayment, insertPosPaymentItems, openPosOrderIds, setCardPayment } from "./pos.repository.js";

export const POS_SCREEN = "The point of sale";
const TICKET_NOT_FOUND = "Ticket not found";
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const posRestaurant = (db: Db, user: SessionUser, requestedId: string | undefined) => resolveTeamRestaurant(db, user, requestedId, POS_SCREEN);

/** What the till opens with: the restaurant (its tax rate, for the ticket's estimate), its tables, today's unpaid tickets. */
export async function loadPosSetup(db: Db, user: SessionUser, requestedId: string | undefined): Promise<PosSetup> {
  const r = await posRestaurant(db, user, requestedId);
  const [tables, openIds, teamRole] = await Promise.all([listRestaurantTables(db, r.id), openPosOrderIds(db, r.id), staffRoleAt(db, user.userId, r.id)]);
  const openTickets: PosTicket[] = [];
  for (const id of openIds) {
    const order = await findOrderRow(db, id);
    if (order) openTickets.push(await loadPosTicket(db, order));
  }
  return {
    restaurant: { id: r.id, name: r.name, taxRatePpm: r.taxRatePpm },
    teamRole: teamRole ?? "staff",
    tables: tables.map((t) => ({ number: t.number, seats: t.capacity })),
    openTickets,
  };
}

/**
 * Sends a ticket to the kitchen: the order is priced by the server (any price the client sends is not even read)
 * and reaches the kitchen display at once. A table must be one of the restaurant's.
 */
export async function sendPosOrder(db: Db, user: SessionUser, input: z.output<typeof posOrderInputSchema>): Promise<PosTicket> {
  const r = await posRestaurant(db, user, input.restaurantId);
  if (input.tableNumber !== null) {
    const tables = await listRestaurantTables(db, r.id);
    if (!tables.some((t) => t.number === input.tableNumber)) {
      throw new AppError("invalid", "Choose a table or Takeaway", { tableNumber: ["Choose a table or Takeaway"] });
    }
  }
  return db.transaction(async (tx) => {
    const order = await placePosOrder(tx, {
      restaurantId: r.id,
      tableNumber: input.tableNumber,
      lines: input.lines,
      heldCourses: input.heldCourses,
      staff: { id: user.userId, role: user.role },
    });
    return loadPosTicket(tx, order);
  });
}

/** A POS ticket of the caller's restaurant (another restaurant's team gets 403; an unknown or non-POS order 404). */
export async function visibleTicketOrder(db: Db, user: SessionUser, orderId: string, lock: boolean): Promise<{ order: OrderRow; country: string; restaurantName: string }> {
  const order = lock ? await lockOrderRow(db, orderId) : await findOrderRow(db, orderId);
  if (!order || order.channel !== "pos") throw notFound(TICKET_NOT_FOUND);
  const restaurant = await posRestaurant(db, user, order.restaurantId);
  return { order, country: restaurant.country, restaurantName: restaurant.name };
}

export async function getPosTicket(db: Db, user: SessionUser, orderId: string): Promise<PosTicket> {
  return loadPosTicket(db, (await visibleTicketOrder(db, user, orderId, false)).order);
}

type PayInput = z.output<typeof posPaymentInputSchema>;

/** What this payment covers, from the ticket as committed now (the server's figures, never the client's). */
function shareOf(ticket: PosTicket, input: PayInput): { amountCents: number; lines: PosTicket["lines"] } {
  if (input.split === "full") return { amountCents: ticket.remainingCents, lines: [] };
  if (input.split === "even") return { amountCents: evenShareCents(ticket.dueCents, ticket.remainingCents, input.ways ?? 2), lines: [] };
  const lines = [...new Set(input.orderItemIds ?? [])].map((id) => {
    const line = ticket.lines.find((l) => l.id === id);
    if (!line) throw new AppError("invalid", "That dish is not on this ticket", { orderItemIds: ["That dish is not on this ticket"] });
    return line;
  });
  const taken = lines.filter((l) => l.paid);
  if (taken.length > 0) throw new AppError("conflict", `Already paid: ${taken.map((l) => l.name).join(", ")}`);
  return { amountCents: itemsShareCents(lines.map((l) => l.amountCents), ticket.remainingCents), lines };
}

/**
 * Takes one payment toward a POS ticket in one transaction. The order row is locked first, so two terminals paying
 * the same ticket take turns and each computes what is left from committed rows: of two "pay it all" at once, one
 * pays and the other is told the ticket is paid. Cash must cover the share (the change is computed here); a card is
 * authorized and captured through the payments module with its tip on top (a decline rolls everything back). The
 * payment belongs to the open shift of whoever took it.
 */
export async function payPosTicket(db: Db, user: SessionUser, orderId: string, input: PayInput): Promise<PosPaymentResult> {
  return db.transaction(async (tx) => {
    const { order, country } = await visibleTicketOrder(tx, user, orderId, true);
    if (order.status === "rejected" || order.status === "cancelled") throw new AppError("conflict", "This ticket was cancelled");
    const ticket = await loadPosTicket(tx, order);
    if (ticket.remainingCents <= 0) throw new AppError("conflict", "This ticket is paid");
    const share = shareOf(ticket, input);
    if (share.amountCents <= 0) throw new AppError("conflict", "This ticket is paid");
    const tip = input.tender === "card" ? tipCents(share.amountCents, input) : 0;
    const shift = await findOpenShift(tx, order.restaurantId, user.userId, true);
    let changeCents = 0;
    if (input.tender === "cash") {
      const tendered = input.tenderedCents ?? 0;
      if (tendered < share.amountCents) {
        const message = `Not enough cash: ${dollars(share.amountCents)} is due`;
        throw new AppError("unprocessable", message, { tenderedCents: [message] });
      }
      changeCents = tendered - share.amountCents;
    }
    const row = await insertPosPayment(tx, {
      orderId: order.id,
      restaurantId: order.restaurantId,
      tender: input.tender,
      splitMode: input.split,
      splitWays: input.split === "even" ? (input.ways ?? null) : null,
      amountCents: share.amountCents,
      tenderedCents: input.tender === "cash" ? (input.tenderedCents ?? null) : null,
      changeCents,
      tipCents: tip,
      shiftId: shift?.id ?? null,
      takenBy: user.userId,
    });
    await insertPosPaymentItems(tx, share.lines.map((l) => ({ orderItemId: l.id, posPaymentId: row.id, amountCents: l.amountCents })));
    if (input.tender === "card") {
      const payment = await authorizePayment(tx, { purpose: "pos", subjectId: row.id, token: input.paymentToken!, amountCents: share.amountCents + tip, country });
      await capturePayment(tx, payment.paymentId);
      await setCardPayment(tx, row.id, payment.paymentId);
    }
    await publish(tx, { topics: orderTopics(order), type: "paid", data: { orderId: order.id } });
    return { ticket: await loadPosTicket(tx, order), amountCents: share.amountCents, changeCents, tipCents: tip };
  });
}
