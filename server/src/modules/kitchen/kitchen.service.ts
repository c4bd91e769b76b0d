import type { KitchenBoard, KitchenView } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { publish } from "../../platform/events.js";
import type { SessionUser } from "../../platform/session.js";
import { resolveTeamRestaurant } from "../restaurants/index.js";
import { allDayCounts, buildTickets } from "./kitchen-board.js";
import { findBumpTarget, findLastBump, insertBumps, recallAction, selectKitchenLines } from "./kitchen.repository.js";

export const KITCHEN_SCREEN = "The kitchen display";

/** The kitchen's topic: bumps and recalls (orders' own changes come on `restaurant:<id>`). */
export const kitchenTopic = (restaurantId: string) => `kitchen:${restaurantId}`;

export async function kitchenRestaurant(db: Db, user: SessionUser, requestedId: string | undefined) {
  return resolveTeamRestaurant(db, user, requestedId, KITCHEN_SCREEN);
}

export async function loadKitchenBoard(db: Db, user: SessionUser, requestedId: string | undefined, view: KitchenView, now = new Date()): Promise<KitchenBoard> {
  const restaurant = await kitchenRestaurant(db, user, requestedId);
  const tickets = buildTickets(await selectKitchenLines(db, restaurant.id), view);
  const last = await findLastBump(db, restaurant.id, view);
  const lastTicket = last ? (await selectKitchenLines(db, restaurant.id, last.orderId))[0] : undefined;
  return {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    view,
    tickets,
    allDay: allDayCounts(tickets),
    lastBump: last ? { id: last.actionId, label: lastTicket ? `Order ${lastTicket.reference}` : "The last bump" } : null,
    serverTime: now.toISOString(),
  };
}

/**
 * Bumps one dish, or every dish of a ticket still on this view, as one action. The dish must be of an order on this
 * restaurant's pass (else 404); nothing left to bump is a 409 (another screen was faster).
 */
export async function bump(db: Db, user: SessionUser, target: { itemId: string } | { orderId: string }, view: KitchenView) {
  return db.transaction(async (tx) => {
    const found = await findBumpTarget(tx, target);
    if (!found) throw notFound("That ticket is not on the kitchen display");
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
    const last = await findLastBump(tx, restaurant.id, view);
    if (!last) throw new AppError("conflict", "Nothing to recall");
    const back = await recallAction(tx, last.actionId);
    if (back === 0) throw new AppError("conflict", "Nothing to recall");
    await publish(tx, { topics: [kitchenTopic(restaurant.id)], type: "recalled", data: { orderId: last.orderId } });
    return { recalled: back, orderId: last.orderId };
  });
}
