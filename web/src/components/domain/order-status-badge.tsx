import { cn } from "@/lib/utils";
import { getOrderStatusStyle, type OrderStatusStyle } from "@/lib/order-status";

// Tinted pills that keep AA contrast in both themes.
const TONE_CLASSES: Record<OrderStatusStyle["tone"], string> = {
  green: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-300",
  blue: "bg-sky-100 text-sky-900 dark:bg-sky-500/15 dark:text-sky-300",
  neutral: "bg-muted text-muted-foreground",
};

/** An order status as a tinted pill: the spec's colours (section 4), the same on every screen. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { label, tone } = getOrderStatusStyle(status);
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", TONE_CLASSES[tone])}
      data-tone={tone}
      data-testid="badge-order-status"
    >
      {label}
    </span>
  );
}
