import type { FastifyReply, FastifyRequest } from "fastify";
import type { CourierTracking } from "@tavola/contracts";
import type { Db } from "../../../platform/database.js";
import type { AppDeps } from "../../../platform/deps.js";
import { publish } from "../../../platform/events.js";
import { openEventStream, type EventStream, type StreamAccess } from "../../../platform/sse.js";

/** One topic per order: its courier's moves and run changes, heard by its tracking page. */
export const trackingTopic = (orderId: string) => `order-courier:${orderId}`;

/** Published in the writer's transaction (heard only if it commits); ids only, each stream reads what it may see. */
export async function publishTracking(tx: Db, orderId: string, type: "position" | "run_changed"): Promise<void> {
  await publish(tx, { topics: [trackingTopic(orderId)], type, data: { orderId } });
}

/**
 * The tracking page's live courier: the current view, then a fresh view after every event (event `courier`). Views
 * go out one after another in event order, so a later position never arrives before an earlier one.
 */
export async function streamTracking(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  orderId: string,
  read: () => Promise<CourierTracking>,
  access: StreamAccess,
): Promise<void> {
  let out: EventStream | null = null;
  let opened!: () => void;
  let chain = new Promise<void>((resolve) => (opened = resolve));
  const send = () => {
    chain = chain
      .then(async () => out?.send("courier", await read()))
      .catch((err: Error) => request.log.warn({ err, orderId }, "live courier event not delivered"));
  };
  const off = deps.events.subscribe(trackingTopic(orderId), send);
  try {
    await deps.events.ready();
  } catch (err) {
    off();
    throw err;
  }
  out = openEventStream(request, reply, deps.streams, access);
  out.onClose(off);
  opened();
  send();
}
