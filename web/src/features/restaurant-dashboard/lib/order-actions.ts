import { nextStatuses, type Order, type OrderStatus } from "@tavola/contracts";

/**
 * How a move is asked for: `direct` posts at once (one tap in a busy kitchen), `accept` opens the
 * estimate dialog, `reason` asks why (the customer is told).
 */
export type OrderActionKind = "direct" | "accept" | "reason";

export type OrderAction = {
  to: OrderStatus;
  label: string;
  kind: OrderActionKind;
  /** The forward move is the big button; rejecting and cancelling sit beside it, smaller. */
  emphasis: "primary" | "danger";
};

const ACTIONS: Partial<Record<OrderStatus, Omit<OrderAction, "to">>> = {
  accepted: { label: "Accept", kind: "accept", emphasis: "primary" },
  preparing: { label: "Start preparing", kind: "direct", emphasis: "primary" },
  ready: { label: "Mark ready", kind: "direct", emphasis: "primary" },
  out_for_delivery: { label: "Out for delivery", kind: "direct", emphasis: "primary" },
  delivered: { label: "Delivered", kind: "direct", emphasis: "primary" },
  picked_up: { label: "Picked up", kind: "direct", emphasis: "primary" },
  served: { label: "Served", kind: "direct", emphasis: "primary" },
  rejected: { label: "Reject order", kind: "reason", emphasis: "danger" },
  cancelled: { label: "Cancel order", kind: "reason", emphasis: "danger" },
};

/**
 * The moves the lifecycle allows from this order's state, forward moves first, with one way to say no:
 * a new order can be rejected or cancelled (the server allows both, and the customer may still cancel
 * theirs), but to the kitchen they are the same refusal, so the board offers Reject only: it asks for
 * the reason the customer is told. Once accepted, Cancel order is the refusal left.
 */
export function actionsFor(order: Pick<Order, "status" | "fulfilment">): OrderAction[] {
  const allowed = nextStatuses(order.status, order.fulfilment);
  const refusals = allowed.includes("rejected") ? allowed.filter((to) => to !== "cancelled") : allowed;
  const actions = refusals.flatMap((to) => {
    const action = ACTIONS[to];
    return action ? [{ to, ...action }] : [];
  });
  return actions.sort((a, b) => Number(a.emphasis === "danger") - Number(b.emphasis === "danger"));
}

/** Words for the toast after a move: "T-4F2A9C is ready". */
export const TRANSITION_DONE: Partial<Record<OrderStatus, string>> = {
  accepted: "accepted",
  preparing: "being prepared",
  ready: "ready",
  out_for_delivery: "out for delivery",
  delivered: "delivered",
  picked_up: "picked up",
  served: "served",
  rejected: "rejected",
  cancelled: "cancelled",
};

/** Money the restaurant can still give back on this order (captured minus already refunded, while the window is open). */
export function refundableCents(order: Pick<Order, "payment" | "refundableUntil">, now = Date.now()): number {
  const p = order.payment;
  if (!p || (p.status !== "captured" && p.status !== "partially_refunded")) return 0;
  // A delivered order's refund window (the server refuses after it; the customer's points then become spendable).
  if (order.refundableUntil && Date.parse(order.refundableUntil) <= now) return 0;
  return Math.max(0, p.capturedCents - p.refundedCents);
}
