import { cn } from "@/lib/utils";
import { getOrderStatusTone, ORDER_STATUS_TONE_CLASSES } from "../lib/order-status-style";

export function OrderStatusBadge({ status }: { status: string }) {
  const tone = getOrderStatusTone(status);
  return (
    <span
      data-tone={tone}
      data-testid="badge-order-status"
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize",
        ORDER_STATUS_TONE_CLASSES[tone],
      )}
    >
      {status}
    </span>
  );
}
