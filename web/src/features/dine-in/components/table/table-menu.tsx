import type { MenuCategory, MenuItem } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { ChefHat, Loader2, Minus, Plus, ShoppingBasket } from "lucide-react";
import { useState } from "react";
import { MenuCategoryTabs } from "@/components/domain/menu-category-tabs";
import { ErrorState, InlineAlert } from "@/components/domain/state-panels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { formatCents } from "@/lib/format";
import { parseApiError } from "@/lib/api-error";
import { menuQueryOptions } from "@/lib/restaurant-queries";
import { useSendTableOrder } from "../../api/guest-api";
import { addToCart, cartCount, cartLines, removeFromCart, type TableCart } from "../../lib/table-cart";

/**
 * View Menu: the restaurant's menu by category and the table's cart; "Send to kitchen" orders to the
 * table (no payment now — the table pays the bill at the end). Prices shown are the menu's; the server
 * prices the order itself.
 */
export function TableMenu({ restaurantId, guestToken }: { restaurantId: string; guestToken: string }) {
  const menu = useQuery(menuQueryOptions(restaurantId));
  const send = useSendTableOrder(guestToken);
  const [cart, setCart] = useState<TableCart>(new Map());
  const [tab, setTab] = useState<MenuCategory>("starters");
  const [sent, setSent] = useState("");

  if (menu.isPending) return <Skeleton className="h-64 w-full" data-testid="skeleton-menu" />;
  if (menu.isError) {
    return <ErrorState title="We couldn't load the menu" message={parseApiError(menu.error).message} onRetry={() => void menu.refetch()} testId="error-menu" />;
  }

  const items = menu.data.items;
  const byId = new Map(items.map((i) => [i.id, i]));
  const lines = cartLines(cart).flatMap((l) => {
    const item = byId.get(l.menuItemId);
    return item ? [{ ...l, item }] : [];
  });
  const estimate = lines.reduce((sum, l) => sum + l.item.priceCents * l.quantity, 0);

  const sendToKitchen = () => {
    setSent("");
    send.mutate(cartLines(cart), {
      onSuccess: (order) => {
        setCart(new Map());
        setSent(`Order ${order.reference} sent to the kitchen.`);
        toast({ title: "Sent to the kitchen", description: `Order ${order.reference} is on its way to the kitchen.` });
      },
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]" data-testid="section-table-menu">
      <section aria-labelledby="table-menu-title" className="grid content-start gap-3">
        <h2 id="table-menu-title" className="text-lg font-semibold">
          Menu
        </h2>
        <MenuCategoryTabs
          items={items}
          value={tab}
          onValueChange={setTab}
          gapClassName="gap-3"
          renderItem={(item) => (
            <DishRow
              item={item}
              quantity={cart.get(item.id) ?? 0}
              onAdd={() => setCart((c2) => addToCart(c2, item.id))}
              onRemove={() => setCart((c2) => removeFromCart(c2, item.id))}
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
            <p className="text-sm text-muted-foreground">Add dishes from the menu, then send them to the kitchen.</p>
          ) : (
            <ul className="grid gap-1 text-sm" aria-label="Dishes in the table order">
              {lines.map((l) => (
                <li key={l.menuItemId} className="flex justify-between gap-3">
                  <span>
                    <span className="font-semibold tabular-nums">{l.quantity}×</span> {l.item.name}
                  </span>
                  <span className="tabular-nums">{formatCents(l.item.priceCents * l.quantity)}</span>
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
          <InlineAlert message={send.isError ? parseApiError(send.error, "We couldn't send the order. Please try again.").message : null} testId="error-send-order" />
          <Button size="lg" onClick={sendToKitchen} disabled={cartCount(cart) === 0 || send.isPending} data-testid="button-send-to-kitchen">
            {send.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ChefHat aria-hidden="true" />}
            Send to kitchen
          </Button>
          <p role="status" aria-live="polite" className="text-sm text-muted-foreground empty:hidden" data-testid="status-order-sent">
            {sent}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

function DishRow({ item, quantity, onAdd, onRemove }: { item: MenuItem; quantity: number; onAdd: () => void; onRemove: () => void }) {
  return (
    <article className="flex h-full gap-3 rounded-xl border bg-card p-3" aria-labelledby={`table-dish-${item.id}`} data-testid={`card-dish-${item.id}`}>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`table-dish-${item.id}`} className="font-semibold leading-snug">
            {item.name}
          </h3>
          <span className="shrink-0 font-semibold tabular-nums">{formatCents(item.priceCents)}</span>
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
        <div className="mt-1 flex justify-end">
          {item.available ? (
            <div className="inline-flex items-center gap-1.5">
              <Button variant="outline" size="icon" className="size-9 rounded-full" onClick={onRemove} disabled={quantity === 0} aria-label={`Remove ${item.name}`}>
                <Minus aria-hidden="true" />
              </Button>
              <span className="min-w-6 text-center font-semibold tabular-nums" data-testid="text-quantity">
                {quantity}
                <span className="sr-only"> in the table order</span>
              </span>
              <Button variant={quantity === 0 ? "default" : "outline"} size="icon" className="size-9 rounded-full" onClick={onAdd} aria-label={`Add ${item.name}`}>
                <Plus aria-hidden="true" />
              </Button>
            </div>
          ) : (
            <Badge variant="secondary">Unavailable</Badge>
          )}
        </div>
      </div>
    </article>
  );
}
