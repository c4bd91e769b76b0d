import type { RecommendedRestaurant } from "@tavola/contracts";
import { MapPin, Star } from "lucide-react";
import { Link } from "wouter";
import { Card } from "@/components/ui/card";

const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 200;
/** Restaurants without an image get the plate from the mains illustration rather than a broken box. */
const FALLBACK_IMAGE = "/illustrations/dish-mains.webp";

/** A recommendation; the whole card opens the restaurant's menu (the name is the link, stretched over the card). */
export function RestaurantCard({ restaurant }: { restaurant: RecommendedRestaurant }) {
  return (
    <Card className="relative overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md" data-testid={`card-restaurant-${restaurant.id}`}>
      <img
        src={restaurant.imageUrl ?? FALLBACK_IMAGE}
        alt={`${restaurant.cuisine} cuisine illustration for ${restaurant.name}`}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] h-auto w-full bg-muted object-cover"
      />
      <div className="grid gap-2 p-4">
        <h3 className="truncate font-semibold" data-testid="text-restaurant-name">
          <Link href={`/order?restaurant=${encodeURIComponent(restaurant.id)}`} className="after:absolute after:inset-0 focus-visible:outline-none" data-testid={`link-restaurant-${restaurant.id}`}>
            {restaurant.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="text-restaurant-cuisine">
          {restaurant.cuisine}
        </p>
        <div className="flex items-center justify-between text-sm">
          <span className="inline-flex items-center gap-1 font-medium">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
            <span className="sr-only">Rating</span>
            {restaurant.rating.toFixed(1)}
          </span>
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4" />
            {restaurant.distance.toFixed(1)} km
          </span>
        </div>
      </div>
    </Card>
  );
}
