import type { Restaurant } from "@tavola/contracts";
import { Clock, MapPin, Star, Truck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** The chosen restaurant at a glance: where it is, how long the kitchen takes, whether it's open. */
export function RestaurantSummary({ restaurant }: { restaurant: Restaurant }) {
  return (
    <section aria-labelledby="restaurant-name" className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:flex-row sm:items-center" data-testid="card-restaurant-summary">
      <img
        src={restaurant.imageUrl ?? "/illustrations/dish-mains.webp"}
        alt=""
        width={96}
        height={60}
        className="hidden h-16 w-24 shrink-0 rounded-lg bg-muted object-cover sm:block"
      />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="restaurant-name" className="text-xl font-semibold tracking-tight" data-testid="text-restaurant-name">
            {restaurant.name}
          </h2>
          {restaurant.isOpen ? <Badge variant="outline">Open</Badge> : <Badge variant="secondary">Closed</Badge>}
          {restaurant.busyMode ? <Badge variant="secondary">Busy — longer waits</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">{restaurant.description}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
            <span className="sr-only">Rated</span> {restaurant.rating.toFixed(1)} · {restaurant.cuisine}
          </li>
          <li className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {restaurant.address}, {restaurant.city}
          </li>
          <li className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            Ready in about {restaurant.prepMinutes} min
          </li>
          <li className="inline-flex items-center gap-1">
            <Truck aria-hidden="true" className="size-4" />
            Delivers within {restaurant.deliveryRadiusKm} km
          </li>
        </ul>
      </div>
    </section>
  );
}
