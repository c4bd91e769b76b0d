import { OrderStatusBadge } from "@/components/domain/order-status-badge";

/**
 * The shared badge takes the customer-facing label (Order.statusLabel, e.g. "on the way"), which is what
 * picks the spec's colour; capitalising it keeps unknown-tone labels ("placed") from reading lowercase.
 */
export function StatusPill({ label }: { label: string }) {
  return <OrderStatusBadge status={label.charAt(0).toUpperCase() + label.slice(1)} />;
}
