/**
 * The embedded database's thread (ADR 005). PGlite is Postgres compiled to WebAssembly: its start (~0.85 s of
 * CPU on the demo data) and every query run on the thread that owns it. Here that is a worker thread, so the
 * server's own start (reading and compiling its bundle, building the routes) runs on the other core at the same
 * time, and request handling never waits behind a query's CPU. The main thread talks to it through
 * pglite-remote.ts; the messages are in pglite-protocol.ts.
 */
import { parentPort, workerData } from "node:worker_threads";
import path from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from "./pglite-options.js";
import type { Reply, Request, WireError, WireQueryOptions, WorkerInit } from "./pglite-protocol.js";

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread");
const { dataDir, migrationsFolder } = workerData as WorkerInit;

const send = (message: Reply) => port.postMessage(message);

/** An error's message and its primitive fields (SQLSTATE code, constraint, table, detail…). */
export function toWireError(e: unknown): WireError {
  if (!(e instanceof Error)) {
    // Emscripten's file-system errors are plain objects ({ errno, code }).
    const o = e && typeof e === "object" ? (e as Record<string, unknown>) : {};
    const code = typeof o.code === "string" ? o.code : undefined;
    return { message: typeof o.message === "string" ? o.message : code ? `file system error ${code}` : String(e), fields: code ? { code } : {} };
  }
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    if (v === undefined || ["string", "number", "boolean"].includes(typeof v)) fields[k] = v;
  }
  return { message: e.message, name: e.name, stack: e.stack, fields };
}

/** The text of these types is kept as it is (drizzle passes identity parsers for dates and intervals). */
const keepText = (value: string) => value;
function toQueryOptions(options: WireQueryOptions | undefined) {
  if (!options) return undefined;
  return {
    rowMode: options.rowMode,
    parsers: options.rawTypes ? Object.fromEntries(options.rawTypes.map((t) => [t, keepText])) : undefined,
  };
}

/** Open transactions: the worker-side handle and how to end it. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
/** Each open transaction's outcome, awaited by its "end". */
const ends = new Map<number, Promise<unknown>>();
/** How a transaction ended on request is told apart from one that failed. */
class RolledBack extends Error {}
const listeners = new Map<number, () => Promise<void>>();

/** Opens the database and applies the migrations here, without waiting for the main thread (busy starting). */
async function open(): Promise<PGlite> {
  const db = await PGlite.create(path.resolve(dataDir), { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS });
  try {
    await migrate(drizzle(db), { migrationsFolder });
  } catch (e) {
    await db.close().catch(() => {});
    throw e;
  }
  return db;
}

const started = performance.now();
const opening = open();
opening.then(
  () => send({ kind: "ready", ms: Math.round(performance.now() - started) }),
  (e: unknown) => send({ kind: "failed", error: toWireError(e) }),
);

/** Where a query of transaction `tx` (or of none) runs. */
function target(db: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

async function handle(db: PGlite, req: Request): Promise<unknown> {
  switch (req.op) {
    case "query":
      return target(db, req.tx).query(req.sql, req.params, toQueryOptions(req.options));
    case "exec":
      return target(db, req.tx).exec(req.sql);
    case "begin":
      return new Promise<void>((begun, failed) => {
        // PGlite's own transaction(): it holds the connection, so queries outside it wait, exactly as in-process.
        const finished = db.transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              transactions.set(req.tx, { tx, end: (ok) => (ok ? commit() : rollback(new RolledBack())) });
              begun();
            }),
        );
        finished.then(
          () => transactions.delete(req.tx),
          (e: unknown) => {
            const wasOpen = transactions.delete(req.tx);
            if (!wasOpen) failed(e); // BEGIN itself failed
          },
        );
        ends.set(req.tx, finished);
      });
    case "end": {
      const open = transactions.get(req.tx);
      const finished = ends.get(req.tx);
      ends.delete(req.tx);
      if (!open || !finished) throw new Error(`transaction ${req.tx} is not open`);
      open.end(req.commit);
      try {
        await finished;
      } catch (e) {
        if (!(e instanceof RolledBack)) throw e; // a failed COMMIT reaches the caller; a rollback asked for does not
      }
      return undefined;
    }
    case "listen": {
      const unlisten = await db.listen(req.channel, (payload) => send({ kind: "notify", listener: req.listener, payload }));
      listeners.set(req.listener, unlisten);
      return undefined;
    }
    case "unlisten": {
      const unlisten = listeners.get(req.listener);
      listeners.delete(req.listener);
      await unlisten?.();
      return undefined;
    }
    case "close":
      await db.close(); // flushes PGlite's files: no lost writes after a restart
      return undefined;
  }
}

port.on("message", (req: Request) => {
  opening
    .then((db) => handle(db, req))
    .then(
      (value) => send({ kind: "reply", id: req.id, ok: true, value }),
      (e: unknown) => send({ kind: "reply", id: req.id, ok: false, error: toWireError(e) }),
    )
    .finally(() => {
      if (req.op === "close") port.close();
    });
});
