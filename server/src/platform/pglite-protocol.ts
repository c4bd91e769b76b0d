/**
 * The messages between the server's main thread and the embedded database's worker thread
 * (pglite-remote.ts ⇄ pglite-worker.ts). Types only: both sides import it without loading anything.
 */

export type RowMode = "object" | "array";

/** A query's options as they can cross threads: parsers become the type ids whose text is kept as it is. */
export type WireQueryOptions = { rowMode?: RowMode; rawTypes?: number[] };

export type Request =
  | { op: "query"; id: number; tx?: number; sql: string; params?: unknown[]; options?: WireQueryOptions }
  | { op: "exec"; id: number; tx?: number; sql: string }
  /** Opens transaction `tx`: answered once PGlite has begun it (other queries wait behind it, as in-process). */
  | { op: "begin"; id: number; tx: number }
  /** Ends transaction `tx`: commit, or roll back; answered once PGlite has finished it. */
  | { op: "end"; id: number; tx: number; commit: boolean }
  | { op: "listen"; id: number; listener: number; channel: string }
  | { op: "unlisten"; id: number; listener: number }
  | { op: "close"; id: number };

/** A database error's fields (Error objects lose their own properties when they cross threads). */
export type WireError = { message: string; name?: string; stack?: string; fields: Record<string, unknown> };

export type Reply =
  | { kind: "reply"; id: number; ok: true; value?: unknown }
  | { kind: "reply"; id: number; ok: false; error: WireError }
  | { kind: "notify"; listener: number; payload: string }
  /** The database is open and migrated (or could not be): sent once, first. */
  | { kind: "ready"; ms: number }
  | { kind: "failed"; error: WireError };

/** What the worker is started with: it opens `dataDir` and applies the migrations in `migrationsFolder`. */
export type WorkerInit = { dataDir: string; migrationsFolder: string };
