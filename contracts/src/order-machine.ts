import type { Fulfilment, OrderStatus } from "./ordering.js";

/**
 * The order lifecycle as data: from each state, the states a restaurant may move an order to. The server
 * enforces it (409 for anything else); the dashboard reads it to offer only legal actions.
 * Customers may only cancel, and only while the order is still `placed`.
 */
const MACHINE: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ["accepted", "rejected", "cancelled"],
  accepted: ["preparing", "cancelled"],
  preparing: ["ready", "cancelled"],
  ready: ["out_for_delivery", "picked_up", "served", "cancelled"],
  out_for_delivery: ["delivered"],
  delivered: [],
  picked_up: [],
  served: [],
  rejected: [],
  cancelled: [],
};

/** Delivery orders leave with a courier; pickup orders are collected; dine-in orders are served at the table. */
const FULFILMENT_ONLY: Partial<Record<OrderStatus, Fulfilment>> = {
  out_for_delivery: "delivery",
  delivered: "delivery",
  picked_up: "pickup",
  served: "dine_in",
};

export function nextStatuses(from: OrderStatus, fulfilment: Fulfilment): OrderStatus[] {
  return MACHINE[from].filter((to) => (FULFILMENT_ONLY[to] ?? fulfilment) === fulfilment);
}

export function canTransition(from: OrderStatus, to: OrderStatus, fulfilment: Fulfilment): boolean {
  return nextStatuses(from, fulfilment).includes(to);
}

export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ["placed"];
