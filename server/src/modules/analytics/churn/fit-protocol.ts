import type { ChurnModelParams } from "@tavola/contracts";

/**
 * What crosses between the churn job and its fit's worker thread (fit-worker.ts ⇄ fit-in-worker.ts). Types only: both
 * sides import it without loading anything. Histories travel as one Float64Array (x, tx, T per customer) whose buffer
 * is transferred, not copied: 100,000 customers are 2.4 MB.
 */
export type FitRequest = {
  /** (x, tx, T) per customer, in weeks (mbg-nbd.ts's History). */
  histories: Float64Array;
  /** Each customer's expected purchases are computed over this many weeks after T. */
  horizonWeeks: number;
};

export type FitReply =
  | { kind: "progress"; fraction: number }
  | { kind: "done"; params: ChurnModelParams; pActive: Float64Array; expected: Float64Array }
  | { kind: "failed"; message: string; stack?: string };
