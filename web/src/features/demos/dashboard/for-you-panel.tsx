import { Clock, Star, Tag } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { RECOMMENDATIONS } from "../sample-data/customer-dashboard-sample";

/** For You tab: restaurants picked from the customer's tastes, each with a way to order straight away. */
export function ForYouPanel() {
  return (
    <ul className="grid gap-4 md:grid-cols-3" data-testid="list-recommendations">
      {RECOMMENDATIONS.map((place) => (
        <li key={place.id}>
          <Card className="flex h-full flex-col gap-3 p-5" data-testid={`card-recommendation-${place.id}`}>
            <div>
              <h3 className="font-semibold">{place.name}</h3>
              <p className="text-sm text-muted-foreground">{place.cuisine}</p>
            </div>
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                <span>{place.rating.toFixed(1)}</span>
                <span className="sr-only">out of 5</span>
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {place.deliveryTime}
              </span>
            </div>
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-primary">
              <Tag aria-hidden="true" className="size-4" />
              {place.offer}
            </p>
            <Button asChild className="mt-auto">
              <Link href="/order" aria-label={`Order Now from ${place.name}`} data-testid={`link-order-now-${place.id}`}>
                Order Now
              </Link>
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
