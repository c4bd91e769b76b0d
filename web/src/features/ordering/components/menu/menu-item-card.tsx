import { servedLabel, type MenuItem } from "@tavola/contracts";
import { Star } from "lucide-react";
import { DishPicture } from "@/components/domain/dish-picture";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";
import { QuantityStepper } from "../shared/quantity-stepper";

type MenuItemCardProps = {
  item: MenuItem;
  quantity: number;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: () => void;
};

/** Spec (Order Online): name, description, price, rating, add and remove controls. */
export function MenuItemCard({ item, quantity, canAdd, onAdd, onRemove }: MenuItemCardProps) {
  const unavailable = !item.available;
  return (
    <article
      className={cn("flex h-full gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors", quantity > 0 && "border-primary/60")}
      aria-labelledby={`dish-${item.id}`}
      data-testid={`card-menu-item-${item.id}`}
    >
      <DishPicture dish={item} width={88} height={88} sizes="88px" className={cn("size-20 shrink-0 rounded-lg sm:size-22", unavailable && "opacity-50 grayscale")} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`dish-${item.id}`} className="font-semibold leading-snug">
            {item.name}
          </h3>
          <span className="shrink-0 font-semibold tabular-nums" data-testid="text-price">
            {formatCents(item.priceCents)}
          </span>
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
        {item.dietaryTags?.length ? (
          <ul className="flex flex-wrap gap-1" aria-label="Dietary">
            {item.dietaryTags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline" className="text-xs font-normal">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <span className="inline-flex items-center gap-1 text-sm font-medium">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
            <span className="sr-only">Rated </span>
            {item.rating.toFixed(1)}
            <span className="sr-only"> out of 5</span>
          </span>
          {item.soldOut ? (
            // 86'd by the kitchen's stock (live, from the menu stream): the same words on every channel.
            <Badge variant="secondary" data-testid="badge-sold-out">
              Sold out
            </Badge>
          ) : unavailable && servedLabel(item.servedFrom, item.servedUntil) ? (
            // Outside its serving window (breakfast until 11:00, the restaurant's clock): when to come back.
            <Badge variant="secondary" data-testid="badge-served-hours">
              {servedLabel(item.servedFrom, item.servedUntil)}
            </Badge>
          ) : unavailable ? (
            <Badge variant="secondary" data-testid="badge-unavailable">
              Unavailable
            </Badge>
          ) : item.modifierGroups?.length ? (
            // A dish with options opens the options dialog; the cart holds one line per choice.
            <Button variant={quantity === 0 ? "default" : "outline"} className="min-h-11 sm:min-h-9" onClick={onAdd} disabled={!canAdd} data-testid="button-choose-options">
              {quantity === 0 ? "Choose options" : `${quantity} in cart · Add`}
              <span className="sr-only"> for {item.name}</span>
            </Button>
          ) : (
            <QuantityStepper name={item.name} quantity={quantity} canAdd={canAdd} onAdd={onAdd} onRemove={onRemove} />
          )}
        </div>
      </div>
    </article>
  );
}
