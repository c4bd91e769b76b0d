import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import type { Database, Db } from "./database.js";

/** One channel carries every live event; the payload names its topics. */
export const EVENTS_CHANNEL = "tavola_events";

export type LiveEvent = {
  /** e.g. "order:<id>", "restaurant:<id>": who should hear it. */
  topics: string[];
  type: string;
  data: Record<string, unknown>;
};

/**
 * Publishes inside the caller's transaction: Postgres delivers NOTIFY only on commit, so subscribers
 * never hear of a change that was rolled back, and every server process on the database hears it.
 */
export async function publish(tx: Db, event: LiveEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

export type EventBus = {
  subscribe(topic: string, handler: (event: LiveEvent) => void): () => void;
  /** Resolves once this process is LISTENing: subscribe, await ready(), then read the current state. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The process's one LISTEN connection fanned out to in-process subscribers by topic (SSE streams).
 * Started lazily on the first subscription so processes that never stream hold no extra connection.
 */
export function createEventBus(database: Database): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let stop: Promise<() => Promise<void>> | null = null;
  const ensureListening = () => {
    stop ??= database.listen(EVENTS_CHANNEL, (payload) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(payload) as LiveEvent;
      } catch {
        return;
      }
      for (const topic of event.topics) emitter.emit(topic, event);
    });
    stop.catch(() => {
      stop = null;
    });
  };
  return {
    subscribe(topic, handler) {
      ensureListening();
      emitter.on(topic, handler);
      return () => emitter.off(topic, handler);
    },
    async ready() {
      ensureListening();
      await stop;
    },
    async close() {
      emitter.removeAllListeners();
      if (stop) await (await stop)();
    },
  };
}

