import type { Fulfilment, Order, OrderStatus } from "@tavola/contracts";

export type TimelineStepState = "done" | "current" | "upcoming" | "stopped";
export type TimelineStep = {
  status: OrderStatus;
  label: string;
  /** ISO time the order reached this state; null for states still ahead. */
  at: string | null;
  state: TimelineStepState;
  reason: string | null;
};

/** The happy path per fulfilment (contracts/order-machine.ts). */
const PATHS: Record<Fulfilment, readonly OrderStatus[]> = {
  delivery: ["placed", "accepted", "preparing", "ready", "out_for_delivery", "delivered"],
  pickup: ["placed", "accepted", "preparing", "ready", "picked_up"],
  dine_in: ["placed", "accepted", "preparing", "ready", "served"],
};

const STEP_LABELS: Record<OrderStatus, string> = {
  placed: "Order placed",
  accepted: "Accepted by the restaurant",
  preparing: "Preparing",
  ready: "Ready",
  out_for_delivery: "On the way",
  delivered: "Delivered",
  picked_up: "Picked up",
  served: "Served",
  rejected: "Rejected by the restaurant",
  cancelled: "Cancelled",
};

const READY_LABELS: Record<Fulfilment, string> = { delivery: "Ready for the courier", pickup: "Ready for pickup", dine_in: "Ready to serve" };
const readyLabel = (f: Fulfilment) => READY_LABELS[f];
const labelFor = (status: OrderStatus, f: Fulfilment) => (status === "ready" ? readyLabel(f) : STEP_LABELS[status]);

const STOPPED: readonly OrderStatus[] = ["rejected", "cancelled"];

/**
 * The tracking timeline: every state the order passed through with its time, then either the states
 * still ahead (greyed) or — for a rejected or cancelled order — the stop with its reason and nothing after.
 */
export function buildTimeline(order: Pick<Order, "status" | "fulfilment" | "events" | "rejectionReason">): TimelineStep[] {
  const reached = new Map<OrderStatus, { at: string; reason: string | null }>();
  for (const e of order.events) if (!reached.has(e.status)) reached.set(e.status, { at: e.at, reason: e.reason });

  const path = PATHS[order.fulfilment];
  if (STOPPED.includes(order.status)) {
    const passed = path.filter((s) => reached.has(s)).map((s) => step(s, order.fulfilment, reached, "done"));
    const stop = reached.get(order.status);
    return [
      ...passed,
      {
        status: order.status,
        label: STEP_LABELS[order.status],
        at: stop?.at ?? null,
        state: "stopped",
        reason: stop?.reason ?? (order.status === "rejected" ? order.rejectionReason : null),
      },
    ];
  }
  const currentIndex = path.indexOf(order.status);
  return path.map((s, i) => {
    const state: TimelineStepState = i < currentIndex ? "done" : i === currentIndex ? "current" : "upcoming";
    return step(s, order.fulfilment, reached, state);
  });
}

function step(status: OrderStatus, f: Fulfilment, reached: Map<OrderStatus, { at: string; reason: string | null }>, state: TimelineStepState): TimelineStep {
  const hit = reached.get(status);
  return { status, label: labelFor(status, f), at: state === "upcoming" ? null : (hit?.at ?? null), state, reason: null };
}
