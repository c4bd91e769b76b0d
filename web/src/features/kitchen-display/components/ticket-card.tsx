import { KITCHEN_STATION_LABELS, type KitchenStation, type KitchenTicket, minutesBetween, ORDER_CHANNEL_LABELS, TICKET_COLOUR_TEXT, ticketColour } from "@tavola/contracts";
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const COLOUR_CLASS = {
  green: "border-emerald-600 bg-emerald-500/10",
  amber: "border-amber-500 bg-amber-500/15",
  red: "border-red-600 bg-red-500/15",
} as const;
const HEADER_CLASS = {
  green: "bg-emerald-700 text-white",
  amber: "bg-amber-400 text-black",
  red: "bg-red-700 text-white",
} as const;

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

type Props = {
  ticket: KitchenTicket;
  now: number;
  expediter: boolean;
  selected: boolean;
  onSelect: () => void;
  onBumpItem: (itemId: string) => void;
  onBumpTicket: () => void;
};

/**
 * One ticket: its colour by age with the words beside it (screen readers and colour-blind cooks read "Late"), where
 * it goes, and each dish with when to start it (ready target − its prep time) — "Fire now" once that time has come.
 */
export function TicketCard({ ticket, now, expediter, selected, onSelect, onBumpItem, onBumpTicket }: Props) {
  const age = now - Date.parse(ticket.arrivedAt);
  const colour = ticketColour(age);
  const open = ticket.items.filter((i) => i.bumpedAt === null);
  return (
    <article
      aria-labelledby={`ticket-${ticket.orderId}`}
      aria-current={selected ? "true" : undefined}
      onFocus={onSelect}
      className={cn("grid content-start overflow-hidden rounded-xl border-2", COLOUR_CLASS[colour], selected && "ring-4 ring-primary")}
      data-testid={`ticket-${ticket.orderId}`}
      data-colour={colour}
    >
      <header className={cn("flex items-start justify-between gap-2 px-3 py-2", HEADER_CLASS[colour])}>
        <div>
          <h3 id={`ticket-${ticket.orderId}`} className="text-lg font-bold leading-tight">
            {ticket.label}
          </h3>
          <p className="text-sm">
            {ticket.reference} · {ORDER_CHANNEL_LABELS[ticket.channel]}
            {ticket.customerName !== ticket.label ? ` · ${ticket.customerName}` : ""}
          </p>
          {ticket.channel === "catering" ? (
            // A confirmed event: the kitchen plans by heads (fired for its delivery time, the ready target).
            <p className="text-sm font-semibold" data-testid="text-catering-headcount">
              {ticket.headcount != null ? `${ticket.headcount} guests` : "Guests: see the quote"} · delivery at{" "}
              {new Date(ticket.readyTarget).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}
            </p>
          ) : null}
        </div>
        <p className="text-right text-sm font-semibold">
          <span data-testid="text-ticket-age">{minutesBetween(Date.parse(ticket.arrivedAt), now)} min</span>
          <span className="block">{TICKET_COLOUR_TEXT[colour]}</span>
        </p>
      </header>
      <p className="px-3 pt-2 text-sm">Ready by {clock(ticket.readyTarget)}</p>
      <ul className="grid gap-1 p-2" aria-label={`Dishes of ${ticket.label}`}>
        {ticket.items.map((i) => {
          const fired = Date.parse(i.startAt) <= now;
          const done = i.bumpedAt !== null;
          return (
            <li key={i.id} className={cn("flex items-start justify-between gap-2 rounded-lg bg-background/80 p-2", done && "opacity-60")}>
              <div className="min-w-0">
                <p className={cn("font-semibold", done && "line-through")}>
                  {i.quantity} × {i.name}
                  {done ? <span className="sr-only"> (bumped)</span> : null}
                </p>
                {i.options ? <p className="text-sm">{i.options}</p> : null}
                {i.seat || i.course ? (
                  <p className="text-sm font-medium" data-testid="text-kitchen-seat-course">
                    {[i.seat ? `Seat ${i.seat}` : null, i.course ? `Course ${i.course}` : null].filter(Boolean).join(" · ")}
                  </p>
                ) : null}
                {i.note ? <p className="text-sm font-semibold text-red-700 dark:text-red-300">Note: {i.note}</p> : null}
                <p className="text-xs text-muted-foreground">
                  {expediter ? `${KITCHEN_STATION_LABELS[i.station as KitchenStation] ?? i.station} · ` : ""}
                  {done ? "Done" : fired ? `Fire now (start ${clock(i.startAt)})` : `Start at ${clock(i.startAt)}`}
                </p>
              </div>
              {done ? null : (
                <Button variant="outline" className="min-h-12 shrink-0" onClick={() => onBumpItem(i.id)} aria-label={`Bump ${i.quantity} ${i.name}, ${ticket.label}`}>
                  <Check aria-hidden />
                  Bump
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="p-2 pt-0">
        <Button className="h-12 w-full" onClick={onBumpTicket} disabled={open.length === 0} data-testid={`button-bump-ticket-${ticket.orderId}`}>
          Bump ticket
        </Button>
      </div>
    </article>
  );
}
