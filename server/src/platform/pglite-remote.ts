/**
 * The main thread's handle on the embedded database running in a worker thread (pglite-worker.ts, ADR 005).
 * It offers the part of PGlite's interface that drizzle's PGlite driver and our database layer use — query,
 * exec, transaction, listen, close — so `drizzle(remote)` works unchanged. Calls made before the worker has
 * opened the database wait for it; their order is kept.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Reply, Request, RowMode, WireError, WireQueryOptions, WorkerInit } from "./pglite-protocol.js";

type Parser = (value: string, typeId: number) => unknown;
export type RemoteQueryOptions = { rowMode?: RowMode; parsers?: Record<number | string, Parser>; [other: string]: unknown };
type Results = { rows: unknown[]; affectedRows?: number; fields: { name: string; dataTypeID: number }[] };

/** What drizzle's transaction callback receives: queries that run inside the transaction. */
export type RemoteTransaction = {
  query(sql: string, params?: unknown[], options?: RemoteQueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
};

/** Request fields without the id (added when sent); a distributive Omit keeps each variant's own fields. */
type Call = Request extends infer R ? (R extends Request ? Omit<R, "id"> : never) : never;

/**
 * The bundle has pglite-worker.js beside its chunks. From source (tests, `npm run dev`) the .ts is loaded through
 * tsx's API inside the worker: on Node 20 a worker does not inherit the parent's loader hooks, nor take `--import`.
 */
function workerEntry(): URL | string {
  const built = new URL("./pglite-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  const source = new URL("./pglite-worker.ts", import.meta.url).href;
  // require.resolve finds the package's CommonJS build; its ES module build sits beside it.
  const tsxCjs = createRequire(import.meta.url).resolve("tsx/esm/api");
  const tsx = pathToFileURL(path.join(path.dirname(tsxCjs), "index.mjs")).href;
  return `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}));`;
}

/** Turns drizzle's parsers into what can cross threads: only "keep the text" parsers exist on the wire. */
export function toWireOptions(options: RemoteQueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, ...rest } = options;
  const unsupported = Object.keys(rest).filter((k) => rest[k] !== undefined);
  if (unsupported.length) throw new Error(`the embedded database's worker does not take query options ${unsupported.join(", ")}`);
  const rawTypes = Object.entries(parsers ?? {}).map(([typeId, parse]) => {
    // Functions cannot cross threads: a parser is accepted only when it keeps the text as it is.
    if (parse("2024-01-02 03:04:05", Number(typeId)) !== "2024-01-02 03:04:05") {
      throw new Error(`the embedded database's worker only keeps a type's text; parser for type ${typeId} is not that`);
    }
    return Number(typeId);
  });
  return { rowMode, rawTypes: rawTypes.length ? rawTypes : undefined };
}

/** An Error with the database error's fields (code, constraint, …) back on it, as the in-process PGlite throws. */
export function fromWireError(wire: WireError): Error {
  const error = new Error(wire.message);
  if (wire.name) error.name = wire.name;
  Object.assign(error, wire.fields);
  if (wire.stack) error.stack = `${wire.stack}\n    (in the embedded database's worker thread)`;
  return error;
}

export type RemotePGliteOptions = {
  /** The worker ended without being closed (a crash inside PGlite): every call from now on fails with this. */
  onCrash?: (error: Error) => void;
};

export class RemotePGlite {
  /** Resolves with PGlite's start time in ms once the database is open and migrated; rejects if it cannot be. */
  readonly ready: Promise<number>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #nextTx = 1;
  #nextListener = 1;
  #closing = false;
  #failure: Error | null = null;

  constructor(init: WorkerInit, { onCrash }: RemotePGliteOptions = {}) {
    const entry = workerEntry();
    this.#worker = new Worker(entry, { workerData: init, eval: typeof entry === "string" });
    let opened: (ms: number) => void = () => {};
    let failed: (e: Error) => void = () => {};
    this.ready = new Promise<number>((resolve, reject) => ((opened = resolve), (failed = reject)));
    this.ready.catch(() => {}); // callers see it through their own awaits
    this.#worker.on("message", (message: Reply) => {
      if (message.kind === "ready") opened(message.ms);
      else if (message.kind === "failed") failed(fromWireError(message.error));
      else if (message.kind === "notify") this.#listeners.get(message.listener)?.(message.payload);
      else {
        const call = this.#pending.get(message.id);
        this.#pending.delete(message.id);
        if (message.ok) call?.resolve(message.value);
        else call?.reject(fromWireError(message.error));
      }
    });
    const ended = (error: Error) => {
      const crashed = !this.#closing;
      this.#failure ??= error;
      failed(error);
      for (const call of this.#pending.values()) call.reject(error);
      this.#pending.clear();
      if (crashed) onCrash?.(error);
    };
    this.#worker.on("error", (e) => ended(e instanceof Error ? e : new Error(String(e))));
    this.#worker.on("exit", (code) => ended(new Error(`the embedded database's worker thread exited (code ${code})`)));
  }

  #call(request: Call): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #queries(tx: number | undefined): RemoteTransaction {
    return {
      query: (sql, params, options) =>
        this.#call({ op: "query", tx, sql, params, options: toWireOptions(options) }) as Promise<Results>,
      exec: (sql) => this.#call({ op: "exec", tx, sql }) as Promise<Results[]>,
    };
  }

  query(sql: string, params?: unknown[], options?: RemoteQueryOptions): Promise<Results> {
    return this.#queries(undefined).query(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#queries(undefined).exec(sql);
  }

  /** Like PGlite's: commits when `callback` resolves, rolls back when it throws (and rethrows). */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const tx = this.#nextTx++;
    await this.#call({ op: "begin", tx });
    let result: T;
    try {
      result = await callback(this.#queries(tx));
    } catch (e) {
      await this.#call({ op: "end", tx, commit: false }).catch(() => {}); // the callback's error is the one to report
      throw e;
    }
    await this.#call({ op: "end", tx, commit: true });
    return result;
  }

  /** Like PGlite's: returns the unsubscribe. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.#nextListener++;
    this.#listeners.set(listener, onPayload);
    try {
      await this.#call({ op: "listen", listener, channel });
    } catch (e) {
      this.#listeners.delete(listener);
      throw e;
    }
    return async () => {
      this.#listeners.delete(listener);
      if (!this.#failure) await this.#call({ op: "unlisten", listener });
    };
  }

  /** Closes the database (PGlite flushes its files) and ends the worker. */
  async close(): Promise<void> {
    if (this.#failure) return;
    this.#closing = true;
    const opened = await this.ready.then(
      () => true,
      () => false,
    );
    try {
      if (opened) await this.#call({ op: "close" });
    } finally {
      await this.#worker.terminate();
    }
  }
}
