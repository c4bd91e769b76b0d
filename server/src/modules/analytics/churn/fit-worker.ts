/**
 * The churn model's fit, run in a worker thread (fit-in-worker.ts starts one per fit): maximum likelihood over
 * 100,000 customers is tens of seconds of arithmetic, which on the server's own thread delayed every request of the
 * process (the CEO dashboard's p95 rose to 4.2 s during a fit). Here it runs straight through, reporting its progress;
 * each customer's probability of being active and expected purchases are computed here too.
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { expectedPurchases, fitSteps, type History, pActive } from "./mbg-nbd.js";
import type { FitReply, FitRequest } from "./fit-protocol.js";

/** Progress messages at most this often (the job writes it to the database at most once a second). */
const PROGRESS_EVERY_MS = 200;

const port = parentPort;
if (!port) throw new Error("fit-worker.ts runs as a worker thread");
const post = (reply: FitReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

/**
 * On Linux a thread has a nice value of its own: this one yields the cores to the server's thread and to the
 * database (on a 2-core machine a fit at full priority still slowed the CEO dashboard). /proc/thread-self names this
 * thread's id. Elsewhere, or without the right, the fit just runs at the process's priority.
 */
try {
  const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, 19);
} catch {
  // Not Linux, or not allowed: same priority as the server.
}

try {
  const { histories: packed, horizonWeeks } = workerData as FitRequest;
  const histories: History[] = [];
  for (let i = 0; i + 2 < packed.length; i += 3) histories.push({ x: packed[i]!, tx: packed[i + 1]!, T: packed[i + 2]! });
  const steps = fitSteps(histories);
  let last = Number.NEGATIVE_INFINITY;
  let next = steps.next();
  while (!next.done) {
    if (performance.now() - last > PROGRESS_EVERY_MS) {
      last = performance.now();
      post({ kind: "progress", fraction: next.value });
    }
    next = steps.next();
  }
  const params = next.value;
  const active = new Float64Array(histories.length);
  const expected = new Float64Array(histories.length);
  histories.forEach((h, i) => {
    active[i] = pActive(params, h);
    expected[i] = expectedPurchases(params, h, horizonWeeks);
  });
  post({ kind: "done", params, pActive: active, expected }, [active.buffer, expected.buffer]);
} catch (e) {
  const error = e instanceof Error ? e : new Error(String(e));
  post({ kind: "failed", message: error.message, stack: error.stack });
}
