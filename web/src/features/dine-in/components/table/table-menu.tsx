import { modifierSummary, type MenuCategory, type MenuItem } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { Minus, Plus, ShoppingBasket } from "lucide-react";
import { useState } from "react";
import { MenuCategoryTabs } from "@/components/domain/menu-category-tabs";
import { ErrorState } from "@/components/domain/state-panels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { DishPicture } from "@/components/domain/dish-picture";
import { formatCents } from "@/lib/format";
import { parseApiError } from "@/lib/api-error";
import { menuQueryOptions } from "@/lib/restaurant-queries";
import { useLiveMenu } from "@/lib/use-live-menu";
import { cn } from "@/lib/utils";
import { type ChosenDish, DishOptionsDialog } from "@/components/domain/dish-options-dialog";
import { addToCart, dishCount, keyFor, removeFromCart, type TableCart, tableCartLines } from "../../lib/table-cart";

export { tableCartLines } from "../../lib/table-cart";

export const TABLE_MENU_TITLE_ID = "table-menu-title";

type TableMenuProps = {
  restaurantId: string;
  cart: TableCart;
  onCartChange: (update: (cart: TableCart) => TableCart) => void;
};

/**
 * The restaurant's menu by category, on screen as soon as the guest is at the table, and the table's cart
 * (what "Send to kitchen" in the table bar will send). Prices shown are the menu's; the server prices the
 * order itself.
 */
export function TableMenu({ restaurantId, cart, onCartChange }: TableMenuProps) {
  const menu = useQuery(menuQueryOptions(restaurantId));
  // 86s reach the table live, as on /order.
  useLiveMenu(restaurantId);
  const [tab, setTab] = useState<MenuCategory>("starters");
  const [choosing, setChoosing] = useState<MenuItem | null>(null);

  if (menu.isPending) return <Skeleton className="h-64 w-full" data-testid="skeleton-menu" />;
  if (menu.isError) {
    return <ErrorState title="We couldn't load the menu" message={parseApiError(menu.error).message} onRetry={() => void menu.refetch()} testId="error-menu" />;
  }

  const byId = new Map(menu.data.items.map((i) => [i.id, i]));
  const lines = tableCartLines(cart, byId);
  const estimate = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const addChosen = ({ item, chosen, quantity }: ChosenDish) => {
    setChoosing(null);
    onCartChange((c) => addToCart(c, keyFor(item.id, chosen.map((o) => o.optionId)), quantity));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_300px]" data-testid="section-table-menu">
      <section aria-labelledby={TABLE_MENU_TITLE_ID} className="grid min-w-0 content-start gap-3">
        {/* View Menu brings focus here (tabIndex −1: reachable by script, not an extra tab stop). */}
        <h2 id={TABLE_MENU_TITLE_ID} tabIndex={-1} className="scroll-mt-20 text-lg font-semibold outline-none">
          Menu
        </h2>
        <MenuCategoryTabs
          items={menu.data.items}
          value={tab}
          onValueChange={setTab}
          gapClassName="gap-3"
          renderItem={(item) => (
            <DishRow
              item={item}
              quantity={dishCount(cart, item.id)}
              // A dish with options is chosen in the options dialog; the cart lists each choice on its own line.
              onAdd={() => (item.modifierGroups?.length ? setChoosing(item) : onCartChange((c) => addToCart(c, item.id)))}
              onRemove={() => onCartChange((c) => removeFromCart(c, item.id))}
              hasOptions={!!item.modifierGroups?.length}
            />
          )}
        />
      </section>

      <Card className="h-fit lg:sticky lg:top-20" role="region" aria-labelledby="table-cart-title" data-testid="card-table-cart">
        <CardHeader className="pb-3">
          <h2 id="table-cart-title" className="flex items-center gap-2 text-lg font-semibold leading-tight tracking-tight">
            <ShoppingBasket aria-hidden="true" className="size-5" />
            Table order
          </h2>
        </CardHeader>
        <CardContent className="grid gap-3">
          {lines.length === 0 ? (
            <p className="text-sm text-muted-foreground">Add dishes from the menu, then send them to the kitchen from the bar below.</p>
          ) : (
            <ul className="grid gap-1 text-sm" aria-label="Dishes in the table order">
              {lines.map((l) => (
                <li key={l.key} className="flex justify-between gap-3">
                  <span>
                    <span className="font-semibold tabular-nums">{l.quantity}×</span> {l.item.name}
                    {l.modifiers.length ? <span className="block text-xs text-muted-foreground">{modifierSummary(l.modifiers)}</span> : null}
                  </span>
                  <span className="flex items-center gap-1">
                    <span className="tabular-nums">{formatCents(l.unitPriceCents * l.quantity)}</span>
                    {l.modifiers.length ? (
                      <Button variant="ghost" size="icon" className="size-11 sm:size-8" onClick={() => onCartChange((c) => removeFromCart(c, l.key))} aria-label={`Remove one ${l.item.name} (${modifierSummary(l.modifiers)})`}>
                        <Minus aria-hidden="true" />
                      </Button>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {lines.length > 0 ? (
            <p className="flex justify-between border-t pt-2 text-sm font-semibold">
              <span>Before tax</span>
              <span className="tabular-nums" data-testid="text-cart-estimate">
                {formatCents(estimate)}
              </span>
            </p>
          ) : null}
        </CardContent>
      </Card>
      <DishOptionsDialog item={choosing} onOpenChange={(open) => !open && setChoosing(null)} onAdd={addChosen} />
    </div>
  );
}

function DishRow({ item, quantity, onAdd, onRemove, hasOptions }: { item: MenuItem; quantity: number; onAdd: () => void; onRemove: () => void; hasOptions: boolean }) {
  return (
    <article
      className={cn("flex h-full gap-3 rounded-xl border bg-card p-3", quantity > 0 && "border-primary/60")}
      aria-labelledby={`table-dish-${item.id}`}
      data-testid={`card-dish-${item.id}`}
    >
      {/* The same picture /order's menu cards show (the dish's photo, else its category's drawing). */}
      <DishPicture dish={item} width={80} height={80} sizes="80px" className={cn("size-18 shrink-0 rounded-lg sm:size-20", !item.available && "opacity-50 grayscale")} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`table-dish-${item.id}`} className="font-semibold leading-snug">
            {item.name}
          </h3>
          <span className="shrink-0 font-semibold tabular-nums">{formatCents(item.priceCents)}</span>
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
        <div className="mt-1 flex justify-end">
          {item.available && hasOptions ? (
            <Button variant={quantity === 0 ? "default" : "outline"} className="min-h-11" onClick={onAdd} data-testid="button-choose-options">
              {quantity === 0 ? "Choose options" : `${quantity} in order · Add`}
              <span className="sr-only"> for {item.name}</span>
            </Button>
          ) : item.available ? (
            <div className="inline-flex items-center gap-1.5">
              <Button variant="outline" size="icon" className="size-11 rounded-full" onClick={onRemove} disabled={quantity === 0} aria-label={`Remove ${item.name}`}>
                <Minus aria-hidden="true" />
              </Button>
              <span className="min-w-6 text-center font-semibold tabular-nums" data-testid="text-quantity">
                {quantity}
                <span className="sr-only"> in the table order</span>
              </span>
              <Button variant={quantity === 0 ? "default" : "outline"} size="icon" className="size-11 rounded-full" onClick={onAdd} aria-label={`Add ${item.name}`}>
                <Plus aria-hidden="true" />
              </Button>
            </div>
          ) : (
            <Badge variant="secondary" data-testid={item.soldOut ? "badge-sold-out" : "badge-unavailable"}>
              {item.soldOut ? "Sold out" : "Unavailable"}
            </Badge>
          )}
        </div>
      </div>
    </article>
  );
}
