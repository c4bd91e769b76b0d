import { z } from "zod";

/**
 * Demand forecast (GET /api/analytics/demand-forecast, /data-science): orders per restaurant per 15-minute slot
 * for the next 7 days, from the model with the lowest error on a backtest of the last weeks, beside the
 * seasonal-naive baseline (each slot as it was a week before), and the kitchen capacity each slot should have.
 */

export const FORECAST_SLOTS_PER_DAY = 96;
export const FORECAST_DAYS = 7;
/** Weeks of history each forecast reads, and the weeks the backtest forecasts one at a time. */
export const FORECAST_HISTORY_WEEKS = 8;
export const FORECAST_BACKTEST_WEEKS = 4;
/** The capacity suggested for a slot covers its demand this often (a Poisson quantile of the forecast). */
export const CAPACITY_COVERAGE = 0.9;

export const FORECAST_MODELS = {
  seasonal_naive: "Seasonal naive: each slot as it was a week before (the baseline).",
  mean_4: "The mean of the same slot over the last 4 weeks.",
  mean_8: "The mean of the same slot over the last 8 weeks.",
  ewma: "Exponentially weighted mean of the same slot over 8 weeks (recent weeks count more, weight 0.3).",
  smoothed_8: "The 8-week mean, each slot blended with its neighbours 15 minutes either side (¼, ½, ¼).",
  smoothed_level: "The smoothed 8-week mean, scaled by how busy the last 2 weeks were against the 8 (between ½ and 2×).",
} as const;
export type ForecastModelKey = keyof typeof FORECAST_MODELS;

export const demandForecastQuerySchema = z.object({
  restaurantId: z.uuid({ error: "Choose a restaurant" }),
});

export const forecastSlotSchema = z.object({
  start: z.string(),
  /** Expected orders in the slot. */
  forecast: z.number().min(0),
  suggestedCapacity: z.number().int().min(1),
  /** The slot's capacity now: its own if one was set, else the restaurant's. */
  capacity: z.number().int().min(1),
});
export type ForecastSlot = z.infer<typeof forecastSlotSchema>;

export const demandForecastSchema = z.object({
  restaurant: z.object({ id: z.string(), name: z.string(), timezone: z.string(), slotCapacity: z.number().int() }),
  /** The first local day forecast (today in the restaurant's zone). */
  from: z.string(),
  models: z.array(z.object({ key: z.string(), description: z.string(), meanAbsoluteError: z.number() })),
  chosen: z.string(),
  baseline: z.literal("seasonal_naive"),
  /** 1 − chosen error / baseline error (0.2 = 20 % lower error than the baseline). */
  improvement: z.number(),
  backtestWeeks: z.number().int(),
  /** Orders per week in the history the forecast read (oldest first): how much data there was. */
  weeklyOrders: z.array(z.number().int()),
  slots: z.array(forecastSlotSchema),
});
export type DemandForecast = z.infer<typeof demandForecastSchema>;

/** PUT /api/restaurants/:restaurantId/kitchen-capacity: capacities per slot (null returns a slot to the default). */
export const MAX_CAPACITY_SLOTS = FORECAST_DAYS * FORECAST_SLOTS_PER_DAY + 2 * 4 * 24;
export const slotCapacitiesInputSchema = z.object({
  slots: z
    .array(
      z.object({
        start: z.iso
          .datetime({ offset: true, error: "Give the slot's start as an ISO date and time" })
          .max(40, { error: "Give the slot's start as an ISO date and time" })
          .refine((s) => Date.parse(s) % (15 * 60_000) === 0, {
          error: "A slot starts on a quarter hour",
        }),
        capacity: z.number({ error: "Capacity is a number of orders" }).int({ error: "Capacity is a whole number" }).min(1, { error: "Capacity is at least 1" }).max(500, { error: "Capacity is at most 500" }).nullable(),
      }),
    )
    .min(1, { error: "Give at least one slot" })
    .max(MAX_CAPACITY_SLOTS, { error: `At most ${MAX_CAPACITY_SLOTS} slots at once` }),
});
export type SlotCapacitiesInput = z.infer<typeof slotCapacitiesInputSchema>;
