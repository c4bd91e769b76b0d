import type { CourierTracking } from "@tavola/contracts";
import { Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-error";
import { useRateCourier } from "../api/courier-tracking-api";

/** After delivery: one tap rates the courier (1–5 stars, once); then it says what was given. */
export function RateCourier({ orderId, tracking }: { orderId: string; tracking: CourierTracking }) {
  const rate = useRateCourier(orderId);
  const name = tracking.courier?.firstName ?? "your courier";
  const error = rate.error ? parseApiError(rate.error).message : null;
  if (tracking.myRating !== null) {
    return (
      <p className="rounded-lg border px-3 py-2 text-sm" data-testid="text-courier-rated">
        You rated {name} {tracking.myRating} out of 5. Thank you!
      </p>
    );
  }
  return (
    <section className="grid gap-2 rounded-lg border p-3" aria-labelledby="rate-courier-title" data-testid="section-rate-courier">
      <h3 id="rate-courier-title" className="font-semibold">
        How was {name}'s delivery?
      </h3>
      <div className="flex flex-wrap gap-1" role="group" aria-label={`Rate ${name}`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Button key={n} variant="outline" className="gap-1 px-3" aria-label={`${n} ${n === 1 ? "star" : "stars"}`} disabled={rate.isPending} onClick={() => rate.mutate(n)} data-testid={`button-rate-${n}`}>
            {n}
            <Star aria-hidden="true" className="size-4 fill-current text-amber-500" />
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
