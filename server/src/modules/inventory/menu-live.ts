import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../platform/deps.js";
import { AppError } from "../../platform/errors.js";
import type { LiveEvent } from "../../platform/events.js";
import { openEventStream, type EventStream, type StreamAccess } from "../../platform/sse.js";

/**
 * Open public menu streams per client address in this process. The menu is public (guests browse /order signed
 * out), so these streams have no session to cap them; a tab keeps one, and a household or an office behind one
 * address a few dozen at most.
 */
const MAX_PUBLIC_STREAMS_PER_ADDRESS = 40;
const openByAddress = new Map<string, number>();

/**
 * Forwards one topic's events to an SSE client as `event` (the event's data as it is). This process is listening
 * before the stream answers 200, so a client that refetches when the stream opens misses nothing after it; events
 * heard in between are sent first.
 */
export async function streamTopic(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  topic: string,
  event: string,
  access: StreamAccess | undefined,
): Promise<void> {
  let out: EventStream | null = null;
  const early: LiveEvent[] = [];
  const off = deps.events.subscribe(topic, (e: LiveEvent) => (out ? out.send(event, e.data) : early.push(e)));
  try {
    await deps.events.ready();
  } catch (err) {
    off();
    throw err;
  }
  out = openEventStream(request, reply, deps.streams, access);
  out.onClose(off);
  for (const e of early) out.send(event, e.data);
}

/** The public menu's live 86s: `availability` events ({ items: [{ id, soldOut, available }] }) for anyone. */
export async function streamMenu(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, topic: string): Promise<void> {
  const address = request.ip;
  const open = openByAddress.get(address) ?? 0;
  if (open >= MAX_PUBLIC_STREAMS_PER_ADDRESS) throw new AppError("rate_limited", "Too many open menus from this address");
  openByAddress.set(address, open + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const n = (openByAddress.get(address) ?? 1) - 1;
    if (n <= 0) openByAddress.delete(address);
    else openByAddress.set(address, n);
  };
  request.raw.on("close", release);
  reply.raw.on("close", release);
  try {
    await streamTopic(deps, request, reply, topic, "availability", undefined);
  } catch (err) {
    release();
    throw err;
  }
}
