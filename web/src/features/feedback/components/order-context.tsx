import type { Order } from "@tavola/contracts";
import { ReceiptText } from "lucide-react";
import { formatDate } from "@/lib/format";

/** "About order T-…": which order this feedback is about, so the guest (and the restaurant) know. */
export function OrderContext({ order }: { order: Order }) {
  const dishes = order.items.map((i) => `${i.quantity}× ${i.name}`).join(", ");
  return (
    <section aria-label="The order this feedback is about" className="flex gap-3 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="feedback-order">
      <ReceiptText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium">
          About order <span className="font-mono">{order.reference}</span> from {order.restaurant.name}
        </p>
        <p className="text-muted-foreground">
          {formatDate(order.placedAt)} · <span className="break-words">{dishes}</span>
        </p>
      </div>
    </section>
  );
}
