import { eq, sql } from "drizzle-orm";
import { FEATURE_FLAG_KEYS, FEATURE_FLAGS, type FeatureFlag, type FeatureFlagKey } from "@tavola/contracts";
import { featureFlags } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import type { AppDeps } from "../../platform/deps.js";
import { publish, type EventBus } from "../../platform/events.js";
import { recordAudit } from "../admin/index.js";
import { isOn, type FlagState } from "./rollout.js";

/** The live-event topic a flag change is published on (pg_notify in the change's transaction): every process drops its cache. */
export const FLAGS_TOPIC = "feature-flags";

type Row = typeof featureFlags.$inferSelect;
type Cache = { rows: Promise<Map<string, Row>> | null; listening: Promise<void> | null; loads: number };

/**
 * Flags are read on hot paths, so each process keeps them in memory; Tavola runs as several stateless servers, so a
 * change made through one must reach the others: every change publishes on FLAGS_TOPIC inside its transaction
 * (Postgres delivers the NOTIFY on commit to every process's LISTEN), and each process drops its copy when it hears
 * it. The subscription is made and confirmed (LISTENing) before the first load, so no change can fall between.
 */
const caches = new WeakMap<EventBus, Cache>();

function cacheOf(events: EventBus): Cache {
  let c = caches.get(events);
  if (!c) {
    const cache: Cache = { rows: null, listening: null, loads: 0 };
    caches.set(events, cache);
    c = cache;
  }
  return c;
}

async function rowsOf(deps: Pick<AppDeps, "db" | "events">): Promise<Map<string, Row>> {
  const cache = cacheOf(deps.events);
  if (!cache.listening) {
    deps.events.subscribe(FLAGS_TOPIC, () => {
      cache.rows = null;
    });
    cache.listening = deps.events.ready();
  }
  await cache.listening;
  if (!cache.rows) {
    cache.loads++;
    const loading = deps.db
      .select()
      .from(featureFlags)
      .then((rows) => new Map(rows.map((r) => [r.key, r])));
    cache.rows = loading;
    loading.catch(() => {
      if (cache.rows === loading) cache.rows = null;
    });
  }
  return cache.rows;
}

/** How many times this process has read the flags table (tests show the cache holds, and is dropped on a change). */
export const flagLoads = (events: EventBus) => cacheOf(events).loads;

const stateOf = (key: FeatureFlagKey, row: Row | undefined): FlagState =>
  row ? { enabled: row.enabled, rolloutPercent: row.rolloutPercent } : { enabled: FEATURE_FLAGS[key].defaultEnabled, rolloutPercent: null };

/** Whether a flag is on for a user (null: a visitor), from this process's cached copy. */
export async function isFlagOn(deps: Pick<AppDeps, "db" | "events">, key: FeatureFlagKey, userId: string | null): Promise<boolean> {
  return isOn(key, stateOf(key, (await rowsOf(deps)).get(key)), userId);
}

/** Every flag's answer for a user (the web's GET /api/flags). */
export async function evaluateFlags(deps: Pick<AppDeps, "db" | "events">, userId: string | null): Promise<Record<string, boolean>> {
  const rows = await rowsOf(deps);
  return Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, isOn(key, stateOf(key, rows.get(key)), userId)]));
}

/** Every flag with its state, for the admin table (read from the table, not the cache: an admin sees what is stored). */
export async function listFlags(db: Db): Promise<FeatureFlag[]> {
  const rows = await db
    .select({ flag: featureFlags, email: sql<string | null>`(select email from users where id = ${featureFlags.updatedBy})` })
    .from(featureFlags);
  const byKey = new Map(rows.map((r) => [r.flag.key, r]));
  return FEATURE_FLAG_KEYS.map((key) => {
    const r = byKey.get(key);
    const state = stateOf(key, r?.flag);
    return {
      key,
      description: FEATURE_FLAGS[key].description,
      enabled: state.enabled,
      rolloutPercent: state.rolloutPercent,
      updatedAt: r ? r.flag.updatedAt.toISOString() : null,
      updatedBy: r?.email ?? null,
    };
  });
}

/**
 * Sets a flag, in one transaction with its audit entry (before/after) and the NOTIFY that drops every process's
 * cache; this process drops its own at once too, so its next read already sees the change.
 */
export async function setFlag(
  deps: Pick<AppDeps, "db" | "events">,
  actorId: string,
  key: FeatureFlagKey,
  next: FlagState & { reason?: string | undefined },
): Promise<FeatureFlag> {
  await deps.db.transaction(async (tx) => {
    // One change of a flag at a time (also its first, when there is no row to lock yet), so each audit entry's
    // "before" is the state the previous change left.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feature_flag:${key}`}))`);
    const [current] = await tx.select().from(featureFlags).where(eq(featureFlags.key, key));
    const before = stateOf(key, current);
    const values = { key, description: FEATURE_FLAGS[key].description.slice(0, 300), enabled: next.enabled, rolloutPercent: next.rolloutPercent, updatedAt: new Date(), updatedBy: actorId };
    await tx.insert(featureFlags).values(values).onConflictDoUpdate({ target: featureFlags.key, set: values });
    await recordAudit(tx, {
      actorId,
      action: "feature_flag.changed",
      targetType: "feature_flag",
      targetId: key,
      targetLabel: key,
      before: { ...before },
      after: { enabled: next.enabled, rolloutPercent: next.rolloutPercent },
      reason: next.reason ?? null,
    });
    await publish(tx, { topics: [FLAGS_TOPIC], type: "feature-flag-changed", data: { key } });
  });
  cacheOf(deps.events).rows = null;
  return (await listFlags(deps.db)).find((f) => f.key === key)!;
}
