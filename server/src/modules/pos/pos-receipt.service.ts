import { createHash } from "node:crypto";
import type { PosTicket } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import type { SessionUser } from "../../platform/session.js";
import { enqueueMail } from "../mail/index.js";
import { loadPosTicket } from "./pos-ticket.js";
import { visibleTicketOrder } from "./pos.service.js";

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The receipt as plain text (the email's body; the printed one is the till's print view of the same ticket). */
export function receiptText(restaurantName: string, t: PosTicket): string {
  const rows = [
    restaurantName,
    `Receipt ${t.reference} · ${t.label}`,
    new Date(t.placedAt).toUTCString(),
    "",
    ...t.lines.map((l) => `${l.quantity} × ${l.name}${l.options ? ` (${l.options})` : ""}${l.seat ? ` · seat ${l.seat}` : ""}  ${money(l.unitPriceCents * l.quantity)}`),
    "",
    `Subtotal  ${money(t.subtotalCents)}`,
    `Tax  ${money(t.taxCents)}`,
    ...t.discounts.map((d) => `Discount (${d.reason})  −${money(d.amountCents)}`),
    `Total  ${money(t.dueCents)}`,
    ...t.payments.map((p) => `${p.tender === "card" ? `Card${p.last4 ? ` •••• ${p.last4}` : ""}` : "Cash"}  ${money(p.amountCents)}${p.tipCents ? ` + tip ${money(p.tipCents)}` : ""}${p.changeCents ? ` (change ${money(p.changeCents)})` : ""}`),
    ...(t.tipCents ? [`Tips  ${money(t.tipCents)}`] : []),
    ...t.refunds.map((r) => `Refund${r.lines.length ? ` ${r.lines.map((l) => `${l.quantity} × ${l.name}`).join(", ")}` : ""} (${r.reason}, ${r.tender})  −${money(r.amountCents)}`),
    // With a refund, what was given back and what the payments keep, as the printed receipt says it.
    ...(t.refundedCents ? [`Refunded  −${money(t.refundedCents)}`, `Net paid  ${money(t.netPaidCents)}`] : []),
    "",
    "Thank you!",
  ];
  return rows.join("\n");
}

/**
 * Emails the ticket's receipt through the outbox (in this transaction, so it is sent once it commits). The same
 * receipt to the same address twice is one mail (the dedupe key).
 */
export async function emailPosReceipt(deps: AppDeps, user: SessionUser, orderId: string, email: string): Promise<{ queued: boolean }> {
  await deps.limiter.consume([{ key: `pos-receipt:${user.userId}`, limit: 30, windowSeconds: 3600 }], "Too many receipts sent. Try again later.");
  return deps.db.transaction(async (tx) => {
    const { order, restaurantName } = await visibleTicketOrder(tx, user, orderId, false);
    const ticket = await loadPosTicket(tx, order);
    const to = email.trim().toLowerCase();
    const stamp = `${ticket.payments.length}.${ticket.refunds.length}.${ticket.discounts.length}`;
    const mail = await enqueueMail(tx, deps.jobs, {
      to,
      subject: `Your receipt from ${restaurantName} (${ticket.reference})`,
      text: receiptText(restaurantName, ticket),
      kind: "pos-receipt",
      dedupeKey: `pos-receipt:${order.id}:${stamp}:${createHash("sha256").update(to).digest("hex").slice(0, 24)}`,
    });
    return { queued: mail.created };
  });
}
