import type { Order, Restaurant } from "@tavola/contracts";
import { useMemo } from "react";
import { cn } from "@/lib/utils";
import { QUEUE_SECTIONS, type QueueSectionId, groupOrdersIntoSections } from "../lib/order-sections";
import { OrderCard } from "./order-card";

/** A coloured rule on each column's header, so the stage reads at a glance across the room. */
const SECTION_ACCENT: Record<QueueSectionId, string> = {
  new: "border-t-primary",
  kitchen: "border-t-amber-500",
  ready: "border-t-violet-500",
  on_the_way: "border-t-sky-500",
};

type OrderQueueProps = {
  orders: readonly Order[];
  restaurant: Pick<Restaurant, "id" | "prepMinutes">;
  now: number;
  freshIds: ReadonlySet<string>;
};

/** The live queue as four stage columns (stacked on phones, two across on tablets, four on wide screens). */
export function OrderQueue({ orders, restaurant, now, freshIds }: OrderQueueProps) {
  const grouped = useMemo(() => groupOrdersIntoSections(orders), [orders]);
  return (
    <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-4" data-testid="order-queue">
      {QUEUE_SECTIONS.map((section) => {
        const list = grouped[section.id];
        const headingId = `queue-${section.id}-title`;
        return (
          <section
            key={section.id}
            aria-labelledby={headingId}
            className={cn("grid gap-3 rounded-xl border border-t-4 bg-muted/40 p-3", SECTION_ACCENT[section.id])}
            data-testid={`queue-section-${section.id}`}
          >
            <header className="flex items-baseline justify-between gap-2 px-1">
              <div>
                <h2 id={headingId} className="text-lg font-semibold">
                  {section.title}
                </h2>
                <p className="text-xs text-muted-foreground">{section.hint}</p>
              </div>
              <span
                className="min-w-9 rounded-full bg-background px-2.5 py-1 text-center text-sm font-bold tabular-nums"
                aria-label={`${list.length} ${list.length === 1 ? "order" : "orders"}`}
                data-testid={`count-${section.id}`}
              >
                {list.length}
              </span>
            </header>
            {list.length === 0 ? (
              <p className="rounded-lg border border-dashed px-4 py-3 text-center text-sm text-muted-foreground sm:py-8">
                No orders here
              </p>
            ) : (
              <ul className="grid gap-3">
                {list.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} restaurant={restaurant} now={now} fresh={freshIds.has(order.id) && order.status === "placed"} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
