import type { RestaurantCard } from "@tavola/contracts";
import { Clock, MapPin, Star, Truck } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";
import { minutesRange } from "../../lib/browse-filters";

const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 200;

export const restaurantMenuHref = (id: string) => `/order?restaurant=${encodeURIComponent(id)}`;

/**
 * One restaurant to choose from: the whole card is one link to its menu (the name is the link; an overlay
 * stretches it over the card, so screen readers hear one link and a tap anywhere opens the menu).
 */
export function RestaurantBrowseCard({ restaurant: r, firstOnScreen = false }: { restaurant: RestaurantCard; firstOnScreen?: boolean }) {
  const fee = `${r.deliveryFeeIsFrom ? "from " : ""}${formatCents(r.deliveryFeeCents)} delivery`;
  return (
    <article
      className={cn(
        // Phones: a row with a square picture beside the facts (as a list of stores reads on a small screen, and the
        // name and facts stay the first thing painted, not a picture that waits for the list); wider screens: a card.
        "relative flex flex-row overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md sm:flex-col",
        !r.openNow && "opacity-80",
      )}
      data-testid={`card-browse-restaurant-${r.slug}`}
    >
      <div className="relative w-28 shrink-0 sm:w-auto">
        <img
          src={r.imageUrl ?? "/illustrations/dish-mains.webp"}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          // The first cards' pictures are the page's largest paint: fetched at once, not when the layout has found them.
          loading={firstOnScreen ? "eager" : "lazy"}
          fetchPriority={firstOnScreen ? "high" : "auto"}
          decoding="async"
          className={cn("aspect-square h-full w-full bg-muted object-cover sm:aspect-[8/5] sm:h-auto", !r.openNow && "grayscale")}
        />
        <span className="absolute left-2 top-2 sm:left-3 sm:top-3">
          {r.openNow ? (
            <Badge className="bg-emerald-700 text-white" data-testid="badge-open-now">
              Open now
            </Badge>
          ) : (
            <Badge variant="secondary" data-testid="badge-closed">
              Closed
            </Badge>
          )}
        </span>
      </div>
      <div className="grid min-w-0 flex-1 content-start gap-1.5 p-3 sm:p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-semibold leading-snug">
            <Link href={restaurantMenuHref(r.id)} className="after:absolute after:inset-0 focus-visible:outline-none" data-testid={`link-restaurant-${r.slug}`}>
              {r.name}
            </Link>
          </h2>
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-sm font-medium">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
            <span className="sr-only">Rated </span>
            {r.rating.toFixed(1)}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          {r.cuisine}
          {r.dietary.length > 0 ? ` · ${r.dietary.join(", ")}` : ""}
        </p>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-1" data-testid="text-delivery-time">
            <Clock aria-hidden="true" className="size-4" />
            {minutesRange(r.deliveryMinutes)}
          </li>
          <li className="inline-flex items-center gap-1" data-testid="text-delivery-fee">
            <Truck aria-hidden="true" className="size-4" />
            {r.delivers ? fee : "Pickup only"}
          </li>
          {r.distanceKm !== null ? (
            <li className="inline-flex items-center gap-1" data-testid="text-distance">
              <MapPin aria-hidden="true" className="size-4" />
              {r.distanceKm.toFixed(1)} km
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}

/** The card's shape while the list loads, so the grid does not jump. */
export function RestaurantBrowseCardSkeleton() {
  return (
    <div className="flex flex-row overflow-hidden rounded-xl border sm:flex-col" aria-hidden="true">
      <div className="aspect-square w-28 shrink-0 animate-pulse bg-muted sm:aspect-[8/5] sm:w-full" />
      <div className="grid flex-1 content-start gap-2 p-3 sm:p-4">
        <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
