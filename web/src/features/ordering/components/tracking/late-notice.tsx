import type { Order } from "@tavola/contracts";
import { AlertTriangle, LifeBuoy, Phone } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { formatTimeRange } from "../../lib/time-format";

/** "12 min", "1 h 37 min". */
export function formatLateness(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * An order past its window, told truthfully: an apology, how late it is, the server's new estimate, and who
 * to call — the restaurant, or help. `showEstimate` false: a courier's live range is on screen and stands in for it.
 */
export function LateNotice({ order, late, showEstimate = true }: { order: Order; late: NonNullable<Order["late"]>; showEstimate?: boolean }) {
  const estimate = showEstimate ? formatTimeRange(late.etaEarliest, late.etaLatest) : null;
  const was = formatTimeRange(order.etaEarliest, order.etaLatest);
  const phone = order.restaurant.phone;
  const noun = order.fulfilment === "delivery" ? "arrival" : "pickup";
  return (
    <section
      aria-labelledby="late-title"
      className="grid gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 text-sm"
      data-testid="notice-late"
    >
      <h3 id="late-title" className="flex items-center gap-2 text-base font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-amber-600 dark:text-amber-400" />
        Running late — we're sorry
      </h3>
      <p>
        Your order is {formatLateness(late.minutesLate)} past its {noun} window{was ? ` (${was})` : ""}. We're sorry for the wait.
      </p>
      {estimate ? (
        <p data-testid="text-new-estimate">
          New estimated {noun}: <span className="font-semibold">{estimate}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {phone ? (
          <Button asChild variant="outline" className="h-auto min-h-11 w-full max-w-full justify-start whitespace-normal py-2 text-left sm:w-auto">
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} data-testid="link-call-restaurant">
              <Phone aria-hidden="true" />
              <span className="min-w-0">
                Call {order.restaurant.name} · <span className="whitespace-nowrap">{phone}</span>
              </span>
            </a>
          </Button>
        ) : null}
        <Button asChild variant="ghost" className="min-h-11">
          <Link href="/help-center" data-testid="link-help">
            <LifeBuoy aria-hidden="true" />
            Get help
          </Link>
        </Button>
      </div>
    </section>
  );
}
