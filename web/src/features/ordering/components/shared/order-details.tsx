import { lineKey, modifierSummary } from "@tavola/contracts";
import { type Order, PAYMENT_PROVIDER_LABELS, type PaymentStatus } from "@tavola/contracts";
import { CreditCard, MapPin, Store } from "lucide-react";
import { formatCents } from "@/lib/format";
import { formatDateTime } from "../../lib/time-format";
import { quoteRows } from "../checkout/quote-summary";
import { MoneyRows } from "./money-rows";

const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  authorized: "Authorised — charged when the restaurant accepts",
  captured: "Charged",
  voided: "Released — you were not charged",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What was ordered, what it cost, where it goes and how it was paid. */
export function OrderDetails({ order }: { order: Order }) {
  const { payment } = order;
  const discountLabel = order.voucher ? `Voucher: ${order.voucher.title}` : order.promoCode ? `Promo ${order.promoCode}` : "Discount";
  const discountCode = order.voucher ? "voucher" : (order.promoCode ?? "discount");
  const discounts = order.discountCents > 0 ? [{ code: discountCode, label: discountLabel, amountCents: order.discountCents }] : [];
  const rows = quoteRows({ ...order, discounts, deliveryBand: null, distanceKm: null }, order.fulfilment);
  return (
    <div className="grid gap-5" data-testid="order-details">
      <ul className="grid gap-2 text-sm" aria-label="Items">
        {order.items.map((l) => (
          <li key={lineKey(l.menuItemId, l.modifiers?.map((m) => m.optionId))} className="flex justify-between gap-3">
            <span>
              <span className="font-medium tabular-nums">{l.quantity}×</span> {l.name}
              {"modifiers" in l && l.modifiers?.length ? <span className="block text-xs text-muted-foreground" data-testid="text-line-options">{modifierSummary(l.modifiers)}</span> : null}
            </span>
            <span className="shrink-0 tabular-nums">{formatCents(l.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <div className="border-t pt-4">
        <MoneyRows rows={rows} totalCents={order.totalCents} />
        {order.voucher ? (
          <p className="mt-2 text-sm text-muted-foreground" data-testid="text-order-voucher">
            Loyalty voucher used: <span className="font-medium text-foreground">{order.voucher.title}</span>
          </p>
        ) : null}
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div className="grid content-start gap-0.5">
          <dt className="flex items-center gap-2 font-medium">
            {order.fulfilment === "delivery" ? <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" /> : <Store aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />}
            {order.fulfilment === "delivery" ? "Delivery to" : "Pickup at"}
          </dt>
          <dd className="pl-6 text-muted-foreground">
            {order.fulfilment === "delivery" && order.address
              ? [order.address.line1, order.address.postalCode, order.address.city].filter(Boolean).join(", ")
              : `${order.restaurant.address}, ${order.restaurant.city}`}
          </dd>
          <dd className="pl-6 text-muted-foreground">{order.scheduledFor ? `Scheduled for ${formatDateTime(order.scheduledFor)}` : "As soon as possible"}</dd>
        </div>
        {payment ? (
          <div className="grid content-start gap-0.5" data-testid="order-payment">
            <dt className="flex items-center gap-2 font-medium">
              <CreditCard aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              {capitalise(payment.brand)} •••• {payment.last4}
            </dt>
            <dd className="pl-6 text-muted-foreground" data-testid="text-payment-status">
              {PAYMENT_STATUS_TEXT[payment.status]}
              {payment.refundedCents > 0 ? ` (${formatCents(payment.refundedCents)})` : ""}
            </dd>
            <dd className="pl-6 text-muted-foreground">
              via {PAYMENT_PROVIDER_LABELS[payment.provider]}
              {payment.failedOver ? " (backup provider)" : ""}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
