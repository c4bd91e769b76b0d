import type { KitchenBoard, KitchenView } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { publish } from "../../platform/events.js";
import type { SessionUser } from "../../platform/session.js";
import { resolveTeamRestaurant } from "../restaurants/index.js";
import { allDayCounts, buildTickets } from "./kitchen-board.js";
import { findLastCateringBump, insertCateringBumps, recallCateringAction, selectCateringLines } from "./catering-lines.js";
import { findBumpTarget, findLastBump, insertBumps, recallAction, selectKitchenLines } from "./kitchen.repository.js";

export const KITCHEN_SCREEN = "The kitchen display";

/** The kitchen's topic: bumps and recalls (orders' own changes come on `restaurant:<id>`). */
export const kitchenTopic = (restaurantId: string) => `kitchen:${restaurantId}`;

export async function kitchenRestaurant(db: Db, user: SessionUser, requestedId: string | undefined) {
  return resolveTeamRestaurant(db, user, requestedId, KITCHEN_SCREEN);
}

/** Orders on the pass and confirmed catering, one timeline (oldest first by when each reached the screen). */
async function boardLines(db: Db, restaurantId: string, now: Date) {
  const [orders, catering] = await Promise.all([selectKitchenLines(db, restaurantId), selectCateringLines(db, restaurantId, now)]);
  return [...orders, ...catering.filter((l) => new Date(l.arrived_at).getTime() <= now.getTime() + FIRE_AHEAD_MS)].sort(
    (a, b) => new Date(a.arrived_at).getTime() - new Date(b.arrived_at).getTime(),
  );
}
/** Catering shows on the screen half an hour before its first line has to start. */
const FIRE_AHEAD_MS = 30 * 60_000;

/** The screen's last bump of either kind (an order's dish, or a catering line), the newer first. */
async function lastBumpOf(db: Db, restaurantId: string, view: KitchenView) {
  const [order, catering] = await Promise.all([findLastBump(db, restaurantId, view), findLastCateringBump(db, restaurantId, view)]);
  if (catering && (!order || catering.bumpedAt > order.bumpedAt)) return { kind: "catering" as const, actionId: catering.actionId, id: catering.leadId };
  return order ? { kind: "order" as const, actionId: order.actionId, id: order.orderId } : null;
}

export async function loadKitchenBoard(db: Db, user: SessionUser, requestedId: string | undefined, view: KitchenView, now = new Date()): Promise<KitchenBoard> {
  const restaurant = await kitchenRestaurant(db, user, requestedId);
  const tickets = buildTickets(await boardLines(db, restaurant.id, now), view);
  const last = await lastBumpOf(db, restaurant.id, view);
  const lastTicket = last?.kind === "order" ? (await selectKitchenLines(db, restaurant.id, last.id))[0] : undefined;
  return {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    view,
    tickets,
    allDay: allDayCounts(tickets),
    lastBump: last ? { id: last.actionId, label: lastTicket ? `Order ${lastTicket.reference}` : last.kind === "catering" ? "The catering bump" : "The last bump" } : null,
    serverTime: now.toISOString(),
  };
}

/** A catering line or ticket on the user's restaurant's screen (a catering id is not an order's). */
async function bumpCatering(tx: Db, user: SessionUser, target: { itemId: string } | { orderId: string }, view: KitchenView, now: Date) {
  const restaurant = await kitchenRestaurant(tx, user, undefined);
  const all = await selectCateringLines(tx, restaurant.id, now);
  const lines = all.filter((l) => ("itemId" in target ? l.item_id === target.itemId : l.order_id === target.orderId && (view === "all" || l.station === view)));
  if (lines.length === 0) throw notFound("That ticket is not on the kitchen display");
  const open = lines.filter((l) => l.bumped_at === null);
  const bumped = await insertCateringBumps(tx, { restaurantId: restaurant.id, leadId: lines[0]!.order_id, lineKeys: open.map((l) => l.line_key), view, userId: user.userId });
  if (bumped.length === 0) throw new AppError("conflict", "Already bumped");
  await publish(tx, { topics: [kitchenTopic(restaurant.id)], type: "bumped", data: { orderId: lines[0]!.order_id } });
  return { bumped: bumped.length };
}

/**
 * Bumps one dish, or every dish of a ticket still on this view, as one action. The dish must be of an order on this
 * restaurant's pass (else 404); nothing left to bump is a 409 (another screen was faster).
 */
export async function bump(db: Db, user: SessionUser, target: { itemId: string } | { orderId: string }, view: KitchenView, now = new Date()) {
  return db.transaction(async (tx) => {
    const found = await findBumpTarget(tx, target);
    if (!found) return bumpCatering(tx, user, target, view, now);
    const restaurant = await kitchenRestaurant(tx, user, found.restaurantId);
    const lines = (await selectKitchenLines(tx, restaurant.id, found.orderId)).filter((l) =>
      "itemId" in target ? l.item_id === target.itemId : view === "all" || l.station === view,
    );
    if (lines.length === 0) throw notFound("That ticket is not on the kitchen display");
    const open = lines.filter((l) => l.bumped_at === null);
    const bumped = await insertBumps(tx, { restaurantId: restaurant.id, orderId: lines[0]!.order_id, itemIds: open.map((l) => l.item_id), view, userId: user.userId });
    if (bumped.length === 0) throw new AppError("conflict", "Already bumped");
    await publish(tx, { topics: [kitchenTopic(restaurant.id)], type: "bumped", data: { orderId: lines[0]!.order_id } });
    return { bumped: bumped.length };
  });
}

/** Brings back the last bump made on this screen (a dish or a whole ticket); 409 when there is none. */
export async function recall(db: Db, user: SessionUser, requestedId: string | undefined, view: KitchenView) {
  return db.transaction(async (tx) => {
    const restaurant = await kitchenRestaurant(tx, user, requestedId);
    const last = await lastBumpOf(tx, restaurant.id, view);
    if (!last) throw new AppError("conflict", "Nothing to recall");
    const back = last.kind === "catering" ? await recallCateringAction(tx, last.actionId) : await recallAction(tx, last.actionId);
    if (back === 0) throw new AppError("conflict", "Nothing to recall");
    await publish(tx, { topics: [kitchenTopic(restaurant.id)], type: "recalled", data: { orderId: last.id } });
    return { recalled: back, orderId: last.id };
  });
}
