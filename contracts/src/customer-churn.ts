import { z } from "zod";

/**
 * Customer churn (GET /api/analytics/customer-churn, executives only): each customer's probability of still being
 * an active customer from a named, published model fitted to their order history, risk segments, the model's
 * calibration on a holdout period, and a win-back list.
 */

/** The model, in words the dashboard shows as they are. */
export const CHURN_MODEL = {
  name: "MBG/NBD",
  reference: "Batislam, Denizel & Filiztekin (2007), a modified BG/NBD (Fader, Hardie & Lee 2005)",
  explanation:
    "While a customer is active they order at their own steady rate (rates differ between customers: a gamma distribution). " +
    "After each order, including the first, they may stop for good with their own probability (a beta distribution). " +
    "From how many orders a customer placed, when the last one was and how long they have been a customer, the model gives the " +
    "probability they are still active and the orders to expect from them. Order days count once: two orders on one day are one visit.",
} as const;

/** Probability of being active → segment. Ordered from the best; `min` is inclusive. */
export const CHURN_SEGMENTS = [
  { key: "active", label: "Active", min: 0.7, description: "Very likely still ordering." },
  { key: "at_risk", label: "At risk", min: 0.3, description: "Drifting: a nudge now is worth most." },
  { key: "lost", label: "Likely lost", min: 0, description: "Probably gone; win-back offers only." },
] as const;
export type ChurnSegmentKey = (typeof CHURN_SEGMENTS)[number]["key"];

export function churnSegmentOf(pActive: number): ChurnSegmentKey {
  return CHURN_SEGMENTS.find((s) => pActive >= s.min)?.key ?? "lost";
}

export const CHURN_HOLDOUT_DAYS = { min: 14, max: 180, default: 56 } as const;
/** The win-back list: customers not likely active who spent the most, at most this many. */
export const WIN_BACK_LIMIT = 100;
/** "Likely to order again" looks this many days ahead. */
export const CHURN_HORIZON_DAYS = 30;

export const customerChurnQuerySchema = z.object({
  holdoutDays: z.coerce
    .number({ error: `Holdout is a number of days (${CHURN_HOLDOUT_DAYS.min}–${CHURN_HOLDOUT_DAYS.max})` })
    .int({ error: "Holdout is a whole number of days" })
    .min(CHURN_HOLDOUT_DAYS.min, { error: `Holdout is at least ${CHURN_HOLDOUT_DAYS.min} days` })
    .max(CHURN_HOLDOUT_DAYS.max, { error: `Holdout is at most ${CHURN_HOLDOUT_DAYS.max} days` })
    .default(CHURN_HOLDOUT_DAYS.default),
});
export type CustomerChurnQuery = z.input<typeof customerChurnQuerySchema>;

const modelParamsSchema = z.object({ r: z.number(), alpha: z.number(), a: z.number(), b: z.number() });
export type ChurnModelParams = z.infer<typeof modelParamsSchema>;

export const churnCustomerSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  email: z.string(),
  /** Distinct order days, all time. */
  orderDays: z.number().int(),
  spentCents: z.number().int(),
  firstOrderAt: z.string(),
  lastOrderAt: z.string(),
  pActive: z.number().min(0).max(1),
  /** Order days to expect in the next CHURN_HORIZON_DAYS. */
  expectedOrders: z.number().min(0),
  segment: z.enum(["active", "at_risk", "lost"]),
});
export type ChurnCustomer = z.infer<typeof churnCustomerSchema>;

export const calibrationDecileSchema = z.object({
  decile: z.number().int().min(1).max(10),
  customers: z.number().int(),
  /** Mean order days per customer in the holdout: what the model fitted before it predicted, and what happened. */
  predicted: z.number(),
  observed: z.number(),
});
export type CalibrationDecile = z.infer<typeof calibrationDecileSchema>;

/** A fit asked for and not stored yet (it runs in a job, never in the request): queued, or running with its progress. */
export const churnFitStatusSchema = z.object({
  holdoutDays: z.number().int(),
  state: z.enum(["queued", "running"]),
  /** 0–1, approximate (the likelihood's maximisation converges at its own pace). */
  progress: z.number().min(0).max(1),
  queuedAt: z.string().max(40),
});
export type ChurnFitStatus = z.infer<typeof churnFitStatusSchema>;

export const customerChurnSchema = z.object({
  asOf: z.string(),
  /** When the model was fitted (ISO time): fits on the whole history run in a job and are stored (analytics rollups). */
  computedAt: z.string().max(40),
  model: z.object({ name: z.string(), reference: z.string(), explanation: z.string(), params: modelParamsSchema, timeUnit: z.literal("week") }),
  /** Customers with at least one counted order. */
  customers: z.number().int(),
  segments: z.array(z.object({ key: z.enum(["active", "at_risk", "lost"]), label: z.string(), description: z.string(), customers: z.number().int(), spentCents: z.number().int() })),
  /** Null when there is too little history before the holdout to fit a model. */
  calibration: z
    .object({
      holdoutDays: z.number().int(),
      from: z.string(),
      to: z.string(),
      customers: z.number().int(),
      deciles: z.array(calibrationDecileSchema),
      predictedTotal: z.number(),
      observedTotal: z.number().int(),
      /** Mean absolute error per customer, model vs "each customer repeats their past rate". */
      meanAbsoluteError: z.number(),
      naiveMeanAbsoluteError: z.number(),
    })
    .nullable(),
  winBack: z.array(churnCustomerSchema),
  /** The customers most likely to be gone among those who ordered at least twice: the ones to look at first. */
  atRisk: z.array(churnCustomerSchema),
  /**
   * A fit of the asked holdout that is queued or running. When the asked holdout was never fitted, the answer is the
   * latest stored fit (of another holdout) with `calibration` null until this one is stored; null when nothing is pending.
   */
  pending: churnFitStatusSchema.nullable().optional(),
});
export type CustomerChurn = z.infer<typeof customerChurnSchema>;

/** 202: nothing is stored yet (a fresh database); the fit asked for is queued or running. */
export const customerChurnPendingSchema = z.object({ pending: churnFitStatusSchema });
export type CustomerChurnPending = z.infer<typeof customerChurnPendingSchema>;
