/** Minutes a courier needs per kilometre in a city, and the fixed pickup/handover time. */
export const MINUTES_PER_KM = 3;
export const HANDOVER_MINUTES = 5;
/** Each order ahead in the kitchen adds this much, as kitchens cook several at once. */
const MINUTES_PER_QUEUED_ORDER = 1.5;
/** Honest ranges: the early end assumes no waiting, the late end adds the queue and a margin. */
export const MARGIN_MINUTES = 10;

export type EtaInput = {
  now: Date;
  /** The 15-minute slot the order is cooked for: it is ready no earlier than the slot's start. */
  slotStart: Date;
  prepMinutes: number;
  ordersAhead: number;
  fulfilment: "delivery" | "pickup";
  distanceKm: number | null;
};

/**
 * Delivery ranges (issue 18, measured by bench/courier-city-day.bench.mjs): a range of DELIVERY_RANGE_MINUTES (the
 * spec's "no wider than 15 minutes") around the expected arrival — preparation, the kitchen's queue as expected
 * (1.5 minutes an order ahead), handover and the ride — starting DELIVERY_EARLY_MINUTES before it. On the simulated
 * city day 85 % of deliveries land inside (the earlier model, "no waiting" to "+ queue + 10", caught 79 % and
 * grew past 15 minutes with four orders ahead).
 */
export const DELIVERY_RANGE_MINUTES = 15;
export const DELIVERY_EARLY_MINUTES = 4;

/** The order's arrival (or pickup) window from preparation, the kitchen's load and the distance. */
export function estimateEta(i: EtaInput): { earliest: Date; latest: Date } {
  const start = Math.max(i.now.getTime() + i.prepMinutes * 60_000, i.slotStart.getTime());
  const at = (min: number) => new Date(start + Math.round(min) * 60_000);
  if (i.fulfilment === "delivery") {
    const expected = HANDOVER_MINUTES + MINUTES_PER_KM * (i.distanceKm ?? 0) + MINUTES_PER_QUEUED_ORDER * i.ordersAhead;
    const early = Math.max(0, expected - DELIVERY_EARLY_MINUTES);
    return { earliest: at(early), latest: at(early + DELIVERY_RANGE_MINUTES) };
  }
  const early = 0;
  const late = early + MINUTES_PER_QUEUED_ORDER * i.ordersAhead + MARGIN_MINUTES;
  return { earliest: at(early), latest: at(late) };
}

/** Minutes still needed from each stage of an order that is running late (cooking left, then the ride). */
const COOKING_LEFT_MINUTES = 10;
const STAGES_BEFORE_READY = ["placed", "accepted", "preparing"];

export type LateInput = {
  now: Date;
  status: string;
  fulfilment: "delivery" | "pickup" | "dine_in";
  etaLatest: Date | null;
  distanceKm: number | null;
};

/**
 * An order under way whose window has passed gets a new one, from where it is now: the cooking still left
 * (while the kitchen has it), then the ride (all of it once ready; half of it, at least the handover, once
 * on the way). Null while the order is on time, finished, or has no window (dine-in).
 */
export function reviseLateEta(i: LateInput): { minutesLate: number; earliest: Date; latest: Date } | null {
  if (!i.etaLatest || i.fulfilment === "dine_in") return null;
  const lateMs = i.now.getTime() - i.etaLatest.getTime();
  if (lateMs <= 0) return null;
  const ride = i.fulfilment === "delivery" ? HANDOVER_MINUTES + MINUTES_PER_KM * (i.distanceKm ?? 0) : 0;
  let left: number;
  if (STAGES_BEFORE_READY.includes(i.status)) left = COOKING_LEFT_MINUTES + ride;
  else if (i.status === "ready") left = i.fulfilment === "delivery" ? ride : HANDOVER_MINUTES;
  else if (i.status === "out_for_delivery") left = Math.max(HANDOVER_MINUTES, ride / 2);
  else return null;
  const at = (min: number) => new Date(i.now.getTime() + Math.ceil(min) * 60_000);
  return { minutesLate: Math.ceil(lateMs / 60_000), earliest: at(left), latest: at(left + MARGIN_MINUTES) };
}
