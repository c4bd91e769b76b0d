import { lineKey, modifierSummary } from "@tavola/contracts";
import type { Order, Restaurant } from "@tavola/contracts";
import { AlarmClock, Bike, Clock, MapPin, ShoppingBag, Timer, UtensilsCrossed } from "lucide-react";
import { OrderStatusBadge } from "@/components/domain/order-status-badge";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";
import { boardStatusLabel, type DueState, type DueTone, dueState } from "../lib/order-timing";
import { formatClock, formatTimeSince, minutesSince } from "../lib/time-since";
import { OrderActions } from "./order-actions";

/** A new order left this long without an answer gets an amber clock: the customer is waiting on us. */
const SLOW_ANSWER_MINUTES = 5;

type OrderCardProps = {
  order: Order;
  restaurant: Pick<Restaurant, "id" | "prepMinutes">;
  now: number;
  /** Arrived live while this screen was open and nobody has acted on it yet. */
  fresh?: boolean;
};

/** Amber when the promise is close, red once it has passed; the words say the same for screen readers. */
const DUE_STYLE: Record<DueTone, { text: string; card?: string }> = {
  on_time: { text: "text-muted-foreground" },
  soon: { text: "font-semibold text-amber-800 dark:text-amber-300", card: "border-l-8 border-l-amber-500" },
  overdue: { text: "font-bold text-red-700 dark:text-red-300", card: "border-l-8 border-l-red-600 dark:border-l-red-500" },
};

/** "Ready by 6:45 PM · Overdue 12 min": the promise and where the ticket stands against it. */
function DueLine({ due }: { due: DueState }) {
  const Icon = due.tone === "on_time" ? Timer : AlarmClock;
  const readyBy = formatClock(new Date(due.readyBy).toISOString());
  return (
    <p className={cn("flex items-center gap-2", DUE_STYLE[due.tone].text)} data-testid="text-order-due" data-tone={due.tone}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {due.text}
        <span className="font-normal"> · ready by {readyBy}</span>
      </span>
    </p>
  );
}

/** One ticket in the queue: who, what, when, how much, and the moves the lifecycle allows next. */
export function OrderCard({ order, restaurant, now, fresh = false }: OrderCardProps) {
  const headingId = `order-${order.id}-ref`;
  const slow = order.status === "placed" && minutesSince(order.placedAt, now) >= SLOW_ANSWER_MINUTES;
  const age = formatTimeSince(order.placedAt, now);
  const due = dueState(order, now, restaurant.prepMinutes);
  const FulfilmentIcon = order.fulfilment === "delivery" ? Bike : order.fulfilment === "dine_in" ? UtensilsCrossed : ShoppingBag;

  return (
    <article
      aria-labelledby={headingId}
      data-testid={`card-order-${order.reference}`}
      data-status={order.status}
      data-due={due?.tone}
      className={cn(
        "grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow",
        due ? DUE_STYLE[due.tone].card : null,
        fresh && "border-primary bg-primary/5 ring-2 ring-primary",
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={headingId} className="font-mono text-lg font-bold tracking-tight">
            {order.reference}
          </h3>
          <p className="truncate font-medium">{order.customerName}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <OrderStatusBadge status={boardStatusLabel(order)} />
          {fresh ? (
            <span
              className="inline-flex items-center gap-1.5 rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-primary-foreground"
              data-testid="badge-new-order"
            >
              {/* Only this dot moves (fading the text would dip below readable contrast), and only for ~20 s. */}
              <span
                aria-hidden="true"
                className="size-1.5 rounded-full bg-primary-foreground motion-safe:animate-[pulse_2s_cubic-bezier(0.4,0,0.6,1)_10]"
              />
              Just in
            </span>
          ) : null}
        </div>
      </header>

      <div className="grid gap-1 text-sm">
        <p className="flex items-center gap-2">
          <FulfilmentIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          {order.fulfilment === "dine_in" ? (
            <span className="font-semibold" data-testid="text-order-table">
              {order.table ? `Table ${order.table.number}` : "Dine-in"}
            </span>
          ) : (
            <span className="font-medium capitalize">{order.fulfilment}</span>
          )}
          <span aria-hidden="true" className="text-muted-foreground">
            ·
          </span>
          <span data-testid="text-order-slot">
            {order.scheduledFor ? `Scheduled ${formatClock(order.scheduledFor)}` : `ASAP · slot ${formatClock(order.slotStart)}`}
          </span>
        </p>
        {order.fulfilment === "delivery" && order.address ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">
              {order.address.line1}, {order.address.city}
            </span>
          </p>
        ) : null}
        <p
          className={cn(
            "flex items-center gap-2",
            slow ? "font-semibold text-amber-800 dark:text-amber-300" : "text-muted-foreground",
          )}
          data-testid="text-order-age"
        >
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          <time dateTime={order.placedAt}>{age === "just now" ? "Placed just now" : `Placed ${age} ago`}</time>
        </p>
        {due ? <DueLine due={due} /> : null}
      </div>

      <ul className="grid gap-1 border-y py-3" aria-label={`Items in ${order.reference}`}>
        {order.items.map((line) => (
          <li key={lineKey(line.menuItemId, line.modifiers?.map((m) => m.optionId))} className="flex gap-3 text-base">
            <span className="min-w-8 font-bold tabular-nums">{line.quantity}×</span>
            <span>
              {line.name}
              {/* The kitchen reads the options under the dish: "Large (16"), Prosciutto". */}
              {line.modifiers?.length ? <span className="block text-sm font-medium text-muted-foreground" data-testid="text-line-options">{modifierSummary(line.modifiers)}</span> : null}
            </span>
          </li>
        ))}
      </ul>

      <div className="flex items-center justify-between text-sm">
        <span className="text-muted-foreground">Total</span>
        <span className="text-base font-semibold tabular-nums" data-testid="text-order-total">
          {formatCents(order.totalCents)}
        </span>
      </div>

      <OrderActions order={order} restaurant={restaurant} />
    </article>
  );
}
