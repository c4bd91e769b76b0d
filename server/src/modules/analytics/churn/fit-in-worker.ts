import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ChurnModelParams } from "@tavola/contracts";
import { expectedPurchases, fitSteps, type History, pActive } from "./mbg-nbd.js";
import type { FitReply, FitRequest } from "./fit-protocol.js";

/**
 * Fits the churn model in a worker thread of its own (fit-worker.ts), so the server's thread keeps answering requests
 * while it works; one thread per fit, ended with it. A worker that throws, crashes or exits early rejects the fit —
 * the job fails and pg-boss retries it.
 */
export type ScoredFit = { params: ChurnModelParams; pActive: Float64Array; expected: Float64Array };
/** Fits histories, reporting progress (0–1), and scores each customer over `horizonWeeks`. */
export type Fitter = (histories: readonly History[], horizonWeeks: number, onProgress: (fraction: number) => void) => Promise<ScoredFit>;

/**
 * The built server has churn-fit-worker.js beside its chunks (server/build.mjs). From source (tests, `npm run dev`)
 * the .ts is loaded through tsx's API inside the worker, as the embedded database's worker is (platform/pglite-remote.ts):
 * on Node 20 a worker does not inherit the parent's loader hooks.
 */
export function fitWorkerEntry(): URL | string {
  const built = new URL("./churn-fit-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  const source = new URL("./fit-worker.ts", import.meta.url).href;
  const tsxCjs = createRequire(import.meta.url).resolve("tsx/esm/api");
  const tsx = pathToFileURL(path.join(path.dirname(tsxCjs), "index.mjs")).href;
  return `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}));`;
}

export function pack(histories: readonly History[]): Float64Array {
  const packed = new Float64Array(histories.length * 3);
  histories.forEach((h, i) => {
    packed[3 * i] = h.x;
    packed[3 * i + 1] = h.tx;
    packed[3 * i + 2] = h.T;
  });
  return packed;
}

/** `entry` is for tests (a worker that crashes); the server always runs fit-worker. */
export function fitInWorker(histories: readonly History[], horizonWeeks: number, onProgress: (fraction: number) => void, entry: URL | string = fitWorkerEntry()): Promise<ScoredFit> {
  const request: FitRequest = { histories: pack(histories), horizonWeeks };
  return new Promise<ScoredFit>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    const worker = new Worker(entry, { workerData: request, transferList: [request.histories.buffer as ArrayBuffer], eval: typeof entry === "string" });
    worker.on("message", (reply: FitReply) => {
      if (reply.kind === "progress") {
        if (!settled) onProgress(reply.fraction);
      } else if (reply.kind === "done") settle(() => resolve({ params: reply.params, pActive: reply.pActive, expected: reply.expected }));
      else {
        settle(() => {
          const error = new Error(`churn fit failed: ${reply.message}`);
          if (reply.stack) error.stack = `${reply.stack}\n    (in the churn fit's worker thread)`;
          reject(error);
        });
      }
    });
    worker.on("error", (e) => settle(() => reject(e instanceof Error ? e : new Error(String(e)))));
    worker.on("exit", (code) => settle(() => reject(new Error(`the churn fit's worker thread exited (code ${code}) before its answer`))));
  });
}

/** The same fit on the calling thread (tests compare the two; nothing in the server uses it). */
export const fitInProcess: Fitter = async (histories, horizonWeeks, onProgress) => {
  const steps = fitSteps(histories);
  let next = steps.next();
  while (!next.done) {
    onProgress(next.value);
    next = steps.next();
  }
  const params = next.value;
  return {
    params,
    pActive: Float64Array.from(histories, (h) => pActive(params, h)),
    expected: Float64Array.from(histories, (h) => expectedPurchases(params, h, horizonWeeks)),
  };
};
