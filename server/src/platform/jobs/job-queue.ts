/**
 * Background work on pg-boss (ADR 006): a job is a row in Postgres (`pgboss` schema), enqueued in the same
 * transaction as the change that causes it, fetched with `FOR UPDATE SKIP LOCKED` by whichever process polls
 * first, retried with backoff and, once its retries are spent, copied to its dead-letter queue. The same code runs
 * on Postgres (pg-boss's own small pool) and on embedded PGlite (pg-boss's `db.executeSql` over our connection).
 *
 * THE RULE FOR HANDLERS: a handler may run more than once for one job (a crash after its work but before pg-boss
 * marked it complete, an expiry, a retry after a partial failure). It must change nothing the second time: guard
 * each write on the state it expects (`update … where status = 'queued'`), insert with a unique dedupe key
 * (`on conflict do nothing`), and do its work in one transaction so a failure leaves nothing half done.
 */
import PgBoss from "pg-boss";
import type { z } from "zod";
import type { Database, Db } from "../database.js";
import { drizzleExecutor, pgliteExecutor } from "./sql-executor.js";

/** pg-boss's queue policies: `standard`; `short` (one queued job per singleton key); `singleton` (one active job at a time); `stately` (one queued and one active). */
export type JobPolicy = "standard" | "short" | "singleton" | "stately";

export type DefineOptions = {
  /** Runs after the first failure before the job is dead-lettered (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; with `retryBackoff` each retry waits about twice as long (default 30, on). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run that takes longer than this counts as failed and is retried (default 15 minutes). */
  expireInSeconds?: number;
  policy?: JobPolicy;
};

export type SendOptions = {
  /** The transaction (or database) the job is written in: it exists only if that transaction commits. */
  db: Db;
  /** With a `short`/`stately` policy, or with `singletonSeconds`: at most one such job queued per key. */
  singletonKey?: string;
  /** At most one job per key (or per queue) in each window of this many seconds, whatever its state (≤ 43,200: pg-boss's archive interval). */
  singletonSeconds?: number;
  /** Not before this time. */
  startAfter?: Date;
};

/** The running job: `retryCount` of `retryLimit` retries used so far (the last attempt has them equal). */
export type JobContext = { id: string; name: string; retryCount: number; retryLimit: number };
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

/** What `define` returns: the typed way for a module to enqueue its job. */
export type JobType<T> = { name: string; send(data: T, options: SendOptions): Promise<string | null> };

export type JobQueue = {
  /** Registers a job before `start` (modules do it when their routes are built). */
  define<S extends z.ZodType>(name: string, schema: S, handler: JobHandler<z.output<S>>, options?: DefineOptions): JobType<z.input<S>>;
  send(name: string, data: unknown, options: SendOptions): Promise<string | null>;
  /** A cron schedule (5 fields, `tz` an IANA zone, UTC by default) for a defined job; written at `start`. */
  schedule(name: string, cron: string, data?: object, options?: { tz?: string }): void;
  /** Installs or migrates the `pgboss` schema, the queues and schedules; with `work`, then `work()`. */
  start(options?: { work?: boolean }): Promise<void>;
  /** After `start`: polls the queues and runs jobs, cron schedules and pg-boss's maintenance (the server, once listening). */
  work(): Promise<void>;
  /**
   * Runs `fn` once this process works the queues (at once if it already does): for a module that reacts to live
   * events by queueing jobs, which a process that only serves requests (or a test that drains) should not do.
   */
  onWork(fn: () => void): void;
  /** Tests and tools: runs every due job of the queues (all by default) now, in turn, until none is due. */
  drain(only?: string[]): Promise<{ completed: number; failed: number }>;
  /** Stops polling, waits for running jobs (up to 10 s), closes pg-boss's pool on Postgres. */
  stop(): Promise<void>;
  /** pg-boss itself, for tests and inspection (job states, dead letters). */
  readonly boss: PgBoss;
};

export type JobQueueOptions = {
  database: Database;
  /** With Postgres, pg-boss opens a pool of its own on this URL (polling never waits behind request queries). */
  databaseUrl?: string;
  /** How often each queue is polled when working (pg-boss's minimum is 0.5 s). */
  pollSeconds?: number;
  onError?: (error: Error) => void;
  /** Tests: another pg-boss schema, so two queues can share one database as two deployments would not. */
  schema?: string;
};

type Definition = {
  name: string;
  schema: z.ZodType;
  handler: JobHandler<unknown>;
  options: DefineOptions;
};

export const deadLetterQueue = (name: string) => `${name}__dead`;

export function createJobQueue({ database, databaseUrl, pollSeconds = 2, onError, schema = "pgboss" }: JobQueueOptions): JobQueue {
  const definitions = new Map<string, Definition>();
  const schedules: { name: string; cron: string; data?: object; tz?: string }[] = [];
  let started: Promise<void> | null = null;
  let working: Promise<void> | null = null;
  const onWork: Array<() => void> = [];
  let isWorking = false;
  let boss: PgBoss | null = null;
  let worker: PgBoss | null = null;
  const report = (e: unknown) => onError?.(e instanceof Error ? e : new Error(String(e)));

  const connection = (poolSize: number): PgBoss.DatabaseOptions => {
    if (database.kind === "postgres") {
      if (!databaseUrl) throw new Error("jobs: the Postgres URL is needed for pg-boss's pool");
      return { connectionString: databaseUrl, max: poolSize, application_name: "tavola-jobs", schema };
    }
    if (!database.raw) throw new Error("jobs: the embedded database offers no raw connection");
    return { db: pgliteExecutor(database.raw), schema };
  };

  const run = async (definition: Definition, job: { id: string; name: string; data: unknown; retryCount?: number; retryLimit?: number }) => {
    // A payload its schema refuses fails like any error: retried, then kept in the dead-letter queue for a person.
    const data = definition.schema.parse(job.data);
    await definition.handler(data, { id: job.id, name: job.name, retryCount: job.retryCount ?? 0, retryLimit: job.retryLimit ?? 0 });
  };

  const requireBoss = () => {
    if (!boss) throw new Error("jobs: start() has not run");
    return boss;
  };

  const queue: JobQueue = {
    define(name, schemaOfData, handler, options = {}) {
      if (started) throw new Error(`jobs: "${name}" defined after start()`);
      if (definitions.has(name)) throw new Error(`jobs: "${name}" is defined twice`);
      if (!/^[a-z0-9][a-z0-9_-]{0,60}$/.test(name)) throw new Error(`jobs: "${name}" is not a queue name (a-z, 0-9, _ and -)`);
      definitions.set(name, { name, schema: schemaOfData, handler: handler as JobHandler<unknown>, options });
      return { name, send: (data, sendOptions) => queue.send(name, data, sendOptions) };
    },

    async send(name, data, { db, singletonKey, singletonSeconds, startAfter }) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`jobs: "${name}" is not defined`);
      const payload = definition.schema.parse(data) as object;
      await started;
      return requireBoss().send(name, payload, {
        db: drizzleExecutor(db),
        ...(singletonKey ? { singletonKey } : {}),
        ...(singletonSeconds ? { singletonSeconds } : {}),
        ...(startAfter ? { startAfter } : {}),
      });
    },

    schedule(name, cron, data, options = {}) {
      if (started) throw new Error(`jobs: schedule "${name}" set after start()`);
      if (!definitions.has(name)) throw new Error(`jobs: schedule of "${name}", which is not defined`);
      schedules.push({ name, cron, data, tz: options.tz });
    },

    async start({ work = false } = {}) {
      started ??= (async () => {
        // This instance installs and sends (and drains, in tests); polling, cron and maintenance run on the one
        // `work()` starts, so a server can answer requests before they begin (they cost several round trips).
        const b = new PgBoss({ ...connection(1), supervise: false, schedule: false, migrate: true });
        b.on("error", report);
        boss = b;
        await b.start();
        // One read of the queues and one of the schedules, then writes only for what is new or changed: a restart
        // costs two queries here, not two per queue (each is a round trip to the database's thread at start).
        const existing = new Map((await b.getQueues()).map((q) => [q.name, q]));
        for (const d of definitions.values()) {
          const dead = deadLetterQueue(d.name);
          await ensureQueue(b, existing.get(dead), { name: dead, policy: "standard", retentionMinutes: 30 * 24 * 60 });
          await ensureQueue(b, existing.get(d.name), {
            name: d.name,
            policy: d.options.policy ?? "standard",
            retryLimit: d.options.retryLimit ?? 5,
            retryDelay: d.options.retryDelaySeconds ?? 30,
            retryBackoff: d.options.retryBackoff ?? true,
            expireInSeconds: d.options.expireInSeconds ?? 15 * 60,
            deadLetter: dead,
          });
        }
        // pg-boss's rows carry `timezone`, which its types leave out.
        const stored = new Map((await b.getSchedules()).map((s) => [s.name, s as PgBoss.Schedule & { timezone?: string }]));
        for (const s of schedules) {
          const tz = s.tz ?? "UTC";
          const now = stored.get(s.name);
          if (now && now.cron === s.cron && now.timezone === tz && JSON.stringify(now.data ?? {}) === JSON.stringify(s.data ?? {})) continue;
          await b.schedule(s.name, s.cron, s.data ?? {}, { tz });
        }
      })();
      await started;
      if (work) await queue.work();
    },

    work() {
      working ??= (async () => {
        await started;
        if (!started) throw new Error("jobs: work() before start()");
        const w = new PgBoss({ ...connection(3), supervise: true, schedule: true, migrate: false });
        w.on("error", report);
        worker = w;
        await w.start();
        for (const d of definitions.values()) {
          let workerId: string | null = null;
          workerId = await w.work(d.name, { batchSize: 1, pollingIntervalSeconds: pollSeconds, includeMetadata: true }, async ([job]) => {
            if (!job) return;
            // pg-boss waits a polling interval after every fetch, found or not; a job found means there may be
            // more, so the worker fetches again at once: a backlog drains at full speed, an idle queue polls.
            if (workerId) w.notifyWorker(workerId);
            await run(d, job);
          });
        }
        isWorking = true;
        for (const fn of onWork) fn();
      })();
      return working;
    },

    onWork(fn) {
      if (isWorking) fn();
      else onWork.push(fn);
    },

    async drain(only) {
      await started;
      const b = requireBoss();
      const names = only ?? [...definitions.keys()];
      let completed = 0;
      let failed = 0;
      for (let round = 0; round < 1000; round++) {
        let ranAny = false;
        for (const name of names) {
          const definition = definitions.get(name);
          if (!definition) throw new Error(`jobs: "${name}" is not defined`);
          const [job] = await b.fetch(name, { batchSize: 1, includeMetadata: true });
          if (!job) continue;
          ranAny = true;
          try {
            await run(definition, job);
            await b.complete(name, job.id);
            completed++;
          } catch (e) {
            await b.fail(name, job.id, { message: e instanceof Error ? e.message : String(e) });
            failed++;
          }
        }
        if (!ranAny) return { completed, failed };
      }
      throw new Error("jobs: drain ran 1000 rounds; a job keeps enqueueing itself");
    },

    async stop() {
      if (!started) return;
      await working?.catch(() => {});
      await worker?.stop({ graceful: true, wait: true, timeout: 10_000 });
      await started.catch(() => {});
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },

    get boss() {
      return requireBoss();
    },
  };
  return queue;
}

/**
 * Creates the queue, or brings its options up to date when they changed; two processes starting at once may race
 * to create it (the loser updates).
 */
async function ensureQueue(boss: PgBoss, existing: PgBoss.QueueResult | undefined, options: PgBoss.Queue & { retentionMinutes?: number }) {
  if (!existing) {
    try {
      await boss.createQueue(options.name, options);
      return;
    } catch (e) {
      if (!(await boss.getQueue(options.name))) throw e;
    }
  } else {
    const wanted = Object.entries(options) as [keyof typeof existing, unknown][];
    if (wanted.every(([k, v]) => existing[k] === v)) return;
  }
  await boss.updateQueue(options.name, options);
}
