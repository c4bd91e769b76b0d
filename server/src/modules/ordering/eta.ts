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

/** The order's arrival (or pickup) window from preparation, the kitchen's load and the distance. */
export function estimateEta(i: EtaInput): { earliest: Date; latest: Date } {
  const start = Math.max(i.now.getTime() + i.prepMinutes * 60_000, i.slotStart.getTime());
  const travel = i.fulfilment === "delivery" ? HANDOVER_MINUTES + MINUTES_PER_KM * (i.distanceKm ?? 0) : 0;
  const early = travel;
  const late = early + MINUTES_PER_QUEUED_ORDER * i.ordersAhead + MARGIN_MINUTES;
  const at = (min: number) => new Date(start + Math.round(min) * 60_000);
  return { earliest: at(early), latest: at(late) };
}
