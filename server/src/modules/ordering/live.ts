import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { Order } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import type { LiveEvent } from "../../platform/events.js";
import { openEventStream, type EventStream, type StreamAccess } from "../../platform/sse.js";
import { worksAt } from "../restaurants/index.js";
import { loadOrderView } from "./order-reads.js";
import { withoutHandoverCode } from "./order-view.js";

/**
 * Each event's order, read once for every stream of this process that hears it: the bus hands the same event
 * object to every subscriber (of every topic it names), so the first one starts the read and the rest share it.
 */
const reads = new WeakMap<LiveEvent, Promise<Order | null>>();
/**
 * The last read queued per order: an order's reads run one after another, so the read for a later event starts
 * only once the one for an earlier event is done, and a stream (which sends in event order) never moves an order
 * back, as when each stream read for itself one event after the other.
 */
const tails = new Map<string, Promise<unknown>>();

function orderOf(deps: AppDeps, event: LiveEvent, orderId: string, log: FastifyBaseLogger): Promise<Order | null> {
  let read = reads.get(event);
  if (read) return read;
  read = (tails.get(orderId) ?? Promise.resolve())
    .then(() => loadOrderView(deps.db, orderId, deps.config.REFUND_WINDOW_SECONDS))
    .catch((err: Error) => {
      log.warn({ err, orderId }, "live order event not delivered");
      return null;
    });
  reads.set(event, read);
  tails.set(orderId, read);
  void read.then(() => {
    if (tails.get(orderId) === read) tails.delete(orderId);
  });
  return read;
}

/**
 * Forwards a topic's events to one SSE client as full orders. The process is listening before the stream answers
 * 200 and before the current state is read, so nothing that happens in between is missed (the queue's dashboard
 * refetches when the stream opens); sends go through one chain, so they keep their order. Each event's order is
 * read once per process however many streams hear it (`orderOf`); the snapshot is this stream's own read.
 */
async function stream(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, topic: string, initial: string[], access: StreamAccess | undefined, own = false) {
  let out: EventStream | null = null;
  let opened!: () => void;
  // Events heard before the stream is open wait in the chain until it is.
  let chain = new Promise<void>((resolve) => (opened = resolve));
  const send = (type: string, read: () => Promise<Order | null>) => {
    chain = chain
      .then(async () => {
        const order = await read();
        // The delivery code is the customer's: only their own stream carries it.
        if (order) out?.send("order", { type, order: own ? order : withoutHandoverCode(order) });
      })
      .catch((err: Error) => request.log.warn({ err }, "live order event not delivered"));
  };
  const off = deps.events.subscribe(topic, (e: LiveEvent) => {
    if (typeof e.data.orderId !== "string") return;
    // The read starts as the event arrives, not when this stream's chain gets to it, so every stream shares it.
    const read = orderOf(deps, e, e.data.orderId, request.log);
    send(e.type, () => read);
  });
  try {
    await deps.events.ready();
  } catch (err) {
    off();
    throw err;
  }
  out = openEventStream(request, reply, deps.streams, access);
  out.onClose(off);
  opened();
  for (const id of initial) send("snapshot", () => loadOrderView(deps.db, id, deps.config.REFUND_WINDOW_SECONDS));
}

/**
 * The order's tracking stream, for whoever may see it (`visibleOrder`), re-checked while open: its customer for as
 * long as the session lasts (an order stays its customer's); anyone else (the restaurant's team, executives) for
 * as long as they may see the restaurant's orders, the same check (and scope) as the queue's.
 */
export async function streamOrder(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, order: Pick<Order, "id" | "customerId"> & { restaurant: { id: string } }) {
  const own = order.customerId !== null && order.customerId === request.session?.userId;
  await stream(deps, request, reply, `order:${order.id}`, [order.id], own ? undefined : restaurantTeamAccess(deps, order.restaurant.id), own);
}

/** The restaurant's queue: new and changed orders; the dashboard reads the list itself first. */
export async function streamRestaurant(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, restaurantId: string) {
  await stream(deps, request, reply, `restaurant:${restaurantId}`, [], restaurantTeamAccess(deps, restaurantId));
}

/**
 * Still of the restaurant's team (or an executive), as `resolveManagedRestaurant` (queue) and `canSeeOrder` (another's
 * order) let them in. The floor stream (dine-in) checks the same under the same scope, so a sweep asks once per
 * person and restaurant for all of them.
 */
const restaurantTeamAccess = (deps: AppDeps, restaurantId: string): StreamAccess => ({
  scope: `works-at:${restaurantId}`,
  stillAllowed: (session) => worksAt(deps.db, session, restaurantId),
});
