import { CUSTOMER_CANCELLABLE, orderStatusLabel, type Address, type Order, type OrderStatus, type Payment } from "@tavola/contracts";
import { reviseLateEta } from "./eta.js";
import type { OrderViewRow } from "./ordering.repository.js";

const iso = (v: Date | string | null): string | null => (v == null ? null : new Date(v).toISOString());

/**
 * How long after completion (delivered or picked up) an order can still be refunded: config
 * REFUND_WINDOW_SECONDS, threaded from the routes. Null where orders are never refunded through the order
 * (dine-in orders are settled on the table's bill, and never complete by delivery or pickup).
 */
export type RefundWindowSeconds = number | null;

/** What an order view shows beside its row: its payment and the title of the loyalty voucher it used. */
export type OrderViewExtras = {
  payment: Payment | null;
  voucherTitle: string | null;
  refundWindowSeconds: RefundWindowSeconds;
  /** When the view is made: a late order's new window is worked out from it. */
  now?: Date;
};

/** When a completed order's refund window ends (null while it is not completed, or without a window). */
export function refundableUntil(completedAt: Date | string | null, refundWindowSeconds: RefundWindowSeconds): Date | null {
  if (completedAt == null || refundWindowSeconds == null) return null;
  return new Date(new Date(completedAt).getTime() + refundWindowSeconds * 1000);
}

/** The wire view of an order (contracts' orderSchema) from its joined row, its payment and its voucher. */
export function toOrderView(r: OrderViewRow, { payment, voucherTitle, refundWindowSeconds, now = new Date() }: OrderViewExtras): Order {
  const status = r.status as OrderStatus;
  const fulfilment = r.fulfillment === "pickup" || r.fulfillment === "dine_in" ? r.fulfillment : "delivery";
  const late = reviseLateEta({
    now,
    status,
    fulfilment,
    etaLatest: r.eta_latest == null ? null : new Date(r.eta_latest),
    distanceKm: r.distance_km == null ? null : Number(r.distance_km),
  });
  const until = refundableUntil(r.completed_at, refundWindowSeconds);
  return {
    id: r.id,
    reference: r.reference,
    customerId: r.customer_id,
    customerName:
      [r.customer_first_name, r.customer_last_name].filter(Boolean).join(" ") || (r.table_number != null ? `Table ${r.table_number}` : r.channel === "pos" ? "Takeaway" : "Guest"),
    restaurant: { id: r.restaurant_id, name: r.restaurant_name, address: r.restaurant_address, city: r.restaurant_city, phone: r.restaurant_phone ?? null },
    status,
    statusLabel: orderStatusLabel(status),
    fulfilment,
    table: r.table_session_id && r.table_number != null ? { number: r.table_number, sessionId: r.table_session_id } : null,
    address: (r.address as Address | null) ?? null,
    contact: r.contact_name ? { name: r.contact_name, phone: r.contact_phone ?? null } : null,
    scheduledFor: iso(r.scheduled_for),
    slotStart: iso(r.slot_start) ?? new Date(r.placed_at).toISOString(),
    items: r.items.map((i) => ({
      menuItemId: i.menuItemId ?? "",
      name: i.name,
      unitPriceCents: Number(i.unitPriceCents),
      quantity: Number(i.quantity),
      lineTotalCents: Number(i.unitPriceCents) * Number(i.quantity),
      modifiers: i.modifiers ?? [],
    })),
    subtotalCents: Number(r.subtotal_cents),
    deliveryFeeCents: Number(r.delivery_fee_cents),
    serviceFeeCents: Number(r.service_fee_cents),
    taxCents: Number(r.tax_cents),
    tipCents: Number(r.tip_cents),
    discountCents: Number(r.discount_cents),
    totalCents: Number(r.total_cents),
    promoCode: r.promo_code,
    voucher: r.voucher_id ? { id: r.voucher_id, title: voucherTitle ?? "Voucher" } : null,
    refundableUntil: until ? until.toISOString() : null,
    // Only while the order is on its way to the door; readers other than its customer get it removed (withoutHandoverCode).
    handoverCode: HANDOVER_STATUSES.includes(status) ? (r.handover_code ?? null) : null,
    placedAt: new Date(r.placed_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    etaEarliest: iso(r.eta_earliest),
    etaLatest: iso(r.eta_latest),
    prepMinutes: r.prep_minutes,
    late: late ? { minutesLate: late.minutesLate, etaEarliest: late.earliest.toISOString(), etaLatest: late.latest.toISOString() } : null,
    rejectionReason: r.rejection_reason,
    canCancel: CUSTOMER_CANCELLABLE.includes(status),
    payment,
    events: r.events.map((e) => ({
      status: e.status as OrderStatus,
      at: new Date(e.at).toISOString(),
      actorRole: e.actorRole,
      reason: e.reason ?? null,
    })),
  };
}

const HANDOVER_STATUSES: readonly OrderStatus[] = ["accepted", "preparing", "ready", "out_for_delivery"];
/** The customer's delivery code is theirs to tell the courier: nobody else's view of the order carries it. */
export const withoutHandoverCode = (o: Order): Order => (o.handoverCode ? { ...o, handoverCode: null } : o);
