export type OrderStatusStyle = { label: string; tone: "green" | "amber" | "blue" | "neutral" };

/**
 * Spec section 4: delivered green, preparing amber, on the way blue, every other status grey (case-insensitive).
 * "Ready" keeps its capitalised label but, like any other status, is grey.
 */
const KNOWN: Record<string, OrderStatusStyle> = {
  delivered: { label: "Delivered", tone: "green" },
  preparing: { label: "Preparing", tone: "amber" },
  ready: { label: "Ready", tone: "neutral" },
  "on-way": { label: "On the Way", tone: "blue" },
  "on the way": { label: "On the Way", tone: "blue" },
};

export function getOrderStatusStyle(status: string): OrderStatusStyle {
  return KNOWN[status.trim().toLowerCase()] ?? { label: status, tone: "neutral" };
}
