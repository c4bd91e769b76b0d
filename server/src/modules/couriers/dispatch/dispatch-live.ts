import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../../platform/database.js";
import type { AppDeps } from "../../../platform/deps.js";
import { publish, type LiveEvent } from "../../../platform/events.js";
import { openEventStream, type EventStream } from "../../../platform/sse.js";

/** Every courier's board hears job changes (new, closed); one courier's topic carries what concerns them alone. */
export const DISPATCH_TOPIC = "dispatch";
export const courierTopic = (userId: string) => `courier:${userId}`;

export type DispatchEventType = "job_opened" | "job_closed" | "job_awarded" | "run_changed";

/**
 * A dispatch change, published in the writer's transaction (heard only if it commits). The data is ids only: a
 * board refetches what its courier may see, so nothing of another courier's (their bid) travels on the stream.
 */
export async function publishDispatch(tx: Db, type: DispatchEventType, jobId: string, couriers: string[] = []): Promise<void> {
  // A courier's own change (a bid, a step of their run) is theirs alone; the board of everyone hears job changes.
  const everyone = type === "run_changed" ? [] : [DISPATCH_TOPIC];
  await publish(tx, { topics: [...everyone, ...couriers.map(courierTopic)], type, data: { jobId } });
}

/** The courier's live board: job events for all, and their own; `dispatch` events carry `{ type, jobId }`. */
export async function streamDispatch(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  let out: EventStream | null = null;
  const early: LiveEvent[] = [];
  const seen = new WeakSet<LiveEvent>();
  // An event for the board and for this courier arrives once per topic: send it once.
  const onEvent = (e: LiveEvent) => {
    if (seen.has(e)) return;
    seen.add(e);
    if (out) out.send("dispatch", { type: e.type, ...e.data });
    else early.push(e);
  };
  const offAll = deps.events.subscribe(DISPATCH_TOPIC, onEvent);
  const offMine = deps.events.subscribe(courierTopic(userId), onEvent);
  const off = () => {
    offAll();
    offMine();
  };
  try {
    await deps.events.ready();
  } catch (err) {
    off();
    throw err;
  }
  out = openEventStream(request, reply, deps.streams, { scope: "role:courier", stillAllowed: (session) => session.role === "courier" });
  out.onClose(off);
  for (const e of early) out.send("dispatch", { type: e.type, ...e.data });
}
