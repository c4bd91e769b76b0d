import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../platform/deps.js";
import type { LiveEvent } from "../../platform/events.js";
import { openEventStream } from "../../platform/sse.js";
import { loadOrderView } from "./order-reads.js";

/**
 * Forwards a topic's events to one SSE client as full orders. It subscribes before reading the current
 * state, so nothing that happens in between is missed; sends go through one chain so they keep their order.
 */
async function stream(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, topic: string, initial: string[]) {
  const out = openEventStream(request, reply, deps.streams);
  let chain = Promise.resolve();
  const forward = (type: string, orderId: string) => {
    chain = chain
      .then(async () => {
        const order = await loadOrderView(deps.db, orderId, deps.config.REFUND_WINDOW_SECONDS);
        if (order) out.send("order", { type, order });
      })
      .catch((err: Error) => request.log.warn({ err }, "live order event not delivered"));
  };
  const off = deps.events.subscribe(topic, (e: LiveEvent) => forward(e.type, String(e.data.orderId)));
  out.onClose(off);
  await deps.events.ready();
  for (const id of initial) forward("snapshot", id);
}

export async function streamOrder(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, orderId: string) {
  await stream(deps, request, reply, `order:${orderId}`, [orderId]);
}

/** The restaurant's queue: new and changed orders; the dashboard reads the list itself first. */
export async function streamRestaurant(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, restaurantId: string) {
  await stream(deps, request, reply, `restaurant:${restaurantId}`, []);
}
