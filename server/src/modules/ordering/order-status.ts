/** The order lifecycle's states (the state machine itself arrives with online ordering). */
export const ORDER_STATUSES = [
  "placed",
  "accepted",
  "preparing",
  "ready",
  "out_for_delivery",
  "delivered",
  "picked_up",
  "rejected",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The words customers see; the home colours them: delivered green, preparing amber, on the way blue. */
export const STATUS_LABEL: Record<OrderStatus, string> = {
  placed: "placed",
  accepted: "accepted",
  preparing: "preparing",
  ready: "ready",
  out_for_delivery: "on the way",
  delivered: "delivered",
  picked_up: "picked up",
  rejected: "rejected",
  cancelled: "cancelled",
};

export const statusLabel = (s: string) => STATUS_LABEL[s as OrderStatus] ?? s;
