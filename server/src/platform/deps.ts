import type { Config } from "./config.js";
import type { Database, Db } from "./database.js";
import type { EventBus } from "./events.js";
import type { JobQueue } from "./jobs/index.js";
import type { RateLimiter } from "./rate-limit.js";
import type { SessionStore } from "./session.js";
import type { StreamRegistry } from "./sse.js";

/** What every module's routes receive: built once in buildApp, so tests can pass their own. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  sessions: SessionStore;
  events: EventBus;
  streams: StreamRegistry;
  /** The one rate-limit mechanism (counters in the database, shared by every process). */
  limiter: RateLimiter;
  /** Background work (platform/jobs): modules `define` their jobs when their routes are built, then `send` them in the transaction that causes them. */
  jobs: JobQueue;
  /** AES-256-GCM key for executives' TOTP secrets at rest (platform/totp-key.ts). */
  totpKey: Buffer;
};
