export type OrderStatusStyle = { label: string; tone: "green" | "amber" | "blue" | "violet" | "neutral" };

/**
 * Spec section 4: delivered green, preparing amber, on the way blue, anything unknown neutral (case-insensitive).
 * The restaurant demo also has "ready" (waiting for a courier), which gets its own colour so the kitchen can
 * tell it from an order on the road.
 */
const KNOWN: Record<string, OrderStatusStyle> = {
  delivered: { label: "Delivered", tone: "green" },
  preparing: { label: "Preparing", tone: "amber" },
  ready: { label: "Ready", tone: "violet" },
  "on-way": { label: "On the Way", tone: "blue" },
  "on the way": { label: "On the Way", tone: "blue" },
};

export function getOrderStatusStyle(status: string): OrderStatusStyle {
  return KNOWN[status.trim().toLowerCase()] ?? { label: status, tone: "neutral" };
}
