/**
 * Spec section 4: order status colours, matched case-insensitively — delivered green, preparing amber,
 * 'on the way' blue, anything else grey. Light and dark pairs keep the text at AA contrast in both themes.
 */
export type OrderStatusTone = "green" | "amber" | "blue" | "grey";

const TONE_BY_STATUS: Readonly<Record<string, OrderStatusTone>> = {
  delivered: "green",
  preparing: "amber",
  "on the way": "blue",
};

export const ORDER_STATUS_TONE_CLASSES: Readonly<Record<OrderStatusTone, string>> = {
  green: "bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300",
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-400/15 dark:text-blue-300",
  grey: "bg-muted text-muted-foreground",
};

export function getOrderStatusTone(status: string): OrderStatusTone {
  return TONE_BY_STATUS[status.trim().toLowerCase()] ?? "grey";
}
