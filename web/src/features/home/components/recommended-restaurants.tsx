import { SKELETON_COUNT } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { UtensilsCrossed } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { recommendedRestaurantsQueryOptions } from "../api/home-api";
import { PanelError } from "./panel-error";
import { RestaurantCard } from "./restaurant-card";

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

function RecommendationsSkeleton() {
  return (
    <ul className={GRID} data-testid="skeleton-recommendations">
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <li key={i}>
          <Card className="overflow-hidden">
            <Skeleton className="aspect-[8/5] w-full rounded-none" />
            <div className="grid gap-2 p-4">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Spec section 2 (Home): 'Recommended for You' — a 3-column grid of restaurants. */
export function RecommendedRestaurants() {
  const { data, isPending, isError, refetch } = useQuery(recommendedRestaurantsQueryOptions);
  const restaurants = data ?? [];

  let body;
  if (isPending) body = <RecommendationsSkeleton />;
  else if (isError)
    body = (
      <PanelError message="We couldn't load your recommendations." onRetry={() => void refetch()} testId="error-recommendations" />
    );
  else if (restaurants.length === 0)
    body = (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed py-10 text-center" data-testid="empty-recommendations">
        <UtensilsCrossed aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">No recommendations available</p>
      </div>
    );
  else
    body = (
      <ul className={GRID} data-testid="grid-recommendations">
        {restaurants.map((restaurant) => (
          <li key={restaurant.id}>
            <RestaurantCard restaurant={restaurant} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="recommended-title" aria-busy={isPending} className="grid gap-4" data-testid="section-recommended">
      <h2 id="recommended-title" className="text-2xl font-semibold tracking-tight">
        Recommended for You
      </h2>
      {body}
    </section>
  );
}
