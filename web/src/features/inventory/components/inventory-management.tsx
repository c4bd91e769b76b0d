import type { Inventory } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Store } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { StaffAccessState, type StaffAccessTexts } from "@/components/domain/staff-access-state";
import { EmptyState } from "@/components/domain/state-panels";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { inventoryQueryOptions, managedRestaurantsQueryOptions, useInventoryStream } from "../api/inventory-api";
import { formatQuantity } from "../lib/stock-format";
import { AddIngredientDialog } from "./add-ingredient-dialog";
import { DishStockList } from "./dish-stock-list";
import { IngredientList } from "./ingredient-list";
import { MovementList } from "./movement-list";
import { PurchaseOrdersPanel } from "./purchase-orders-panel";
import { StockCountPanel } from "./stock-count-sheet";

const TEXTS: StaffAccessTexts = {
  notOnTeamTitle: "For restaurant owners and managers",
  notOnTeamText: "Inventory is run by a restaurant's owner and its managers.",
  elsewhere: { href: "/order", label: "Order food instead" },
  signedOutText: "Sign in again to see your restaurant's stock.",
  loadErrorTitle: "We couldn't load the inventory",
};
const TAB = "min-h-11 sm:min-h-9";

/** `/inventory-management`: the restaurants the user manages (a picker when more than one), then its stock. */
export function InventoryManagement() {
  const managed = useQuery(managedRestaurantsQueryOptions);
  const [chosen, setChosen] = useState<string | null>(null);
  const pickerId = useId();
  if (managed.isError) return <StaffAccessState error={managed.error} onRetry={() => void managed.refetch()} returnTo="/inventory-management" texts={TEXTS} />;
  if (!managed.data) return <Skeleton className="h-64 w-full rounded-xl" data-testid="skeleton-inventory" />;
  const { restaurants } = managed.data;
  if (restaurants.length === 0) {
    return (
      <EmptyState
        icon={Store}
        title={TEXTS.notOnTeamTitle}
        text={TEXTS.notOnTeamText}
        action={
          <Button asChild>
            <Link href="/restaurant-dashboard">Open the restaurant dashboard</Link>
          </Button>
        }
        testId="state-not-manager"
      />
    );
  }
  const restaurantId = chosen ?? restaurants[0]!.id;
  return (
    <div className="grid gap-6">
      {restaurants.length > 1 ? (
        <div className="grid gap-1.5 sm:w-64">
          <Label htmlFor={pickerId}>Restaurant</Label>
          <Select id={pickerId} value={restaurantId} onChange={(e) => setChosen(e.target.value)}>
            {restaurants.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <InventoryBoard key={restaurantId} restaurantId={restaurantId} />
    </div>
  );
}

function InventoryBoard({ restaurantId }: { restaurantId: string }) {
  const inventory = useQuery(inventoryQueryOptions(restaurantId));
  const connection = useInventoryStream(restaurantId);
  if (inventory.isError) return <StaffAccessState error={inventory.error} onRetry={() => void inventory.refetch()} returnTo="/inventory-management" texts={TEXTS} />;
  if (!inventory.data) return <Skeleton className="h-64 w-full rounded-xl" data-testid="skeleton-inventory" />;
  const data = inventory.data;
  return (
    <div className="grid gap-6" data-testid="inventory-board">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{data.restaurantName}</h2>
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="text-inventory-live">
          {connection === "live" ? "Live: sales take stock as they happen" : "Connecting…"}
        </p>
      </div>
      <Alerts inventory={data} />
      <Tabs defaultValue="dishes">
        <TabsList aria-label="Inventory views">
          <TabsTrigger value="dishes" className={TAB} data-testid="tab-dishes">
            Dishes
          </TabsTrigger>
          <TabsTrigger value="ingredients" className={TAB} data-testid="tab-ingredients">
            Ingredients
          </TabsTrigger>
          <TabsTrigger value="count" className={TAB} data-testid="tab-count">
            Count
          </TabsTrigger>
          <TabsTrigger value="orders" className={TAB} data-testid="tab-purchase-orders">
            Purchasing
          </TabsTrigger>
          <TabsTrigger value="history" className={TAB} data-testid="tab-history">
            History
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dishes" className="pt-4">
          <DishStockList restaurantId={restaurantId} dishes={data.dishes} ingredients={data.ingredients} />
        </TabsContent>
        <TabsContent value="ingredients" className="grid gap-4 pt-4">
          <div className="flex justify-end">
            <AddIngredientDialog restaurantId={restaurantId} />
          </div>
          <IngredientList restaurantId={restaurantId} ingredients={data.ingredients} />
        </TabsContent>
        <TabsContent value="count" className="pt-4">
          <StockCountPanel restaurantId={restaurantId} />
        </TabsContent>
        <TabsContent value="orders" className="pt-4">
          <PurchaseOrdersPanel restaurantId={restaurantId} ingredients={data.ingredients} />
        </TabsContent>
        <TabsContent value="history" className="pt-4">
          <MovementList movements={data.movements} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** What needs the team now: dishes sold out everywhere, and ingredients at or under their low-stock level. */
function Alerts({ inventory }: { inventory: Inventory }) {
  const soldOut = inventory.dishes.filter((d) => d.soldOut);
  const low = inventory.ingredients.filter((i) => i.low);
  if (soldOut.length === 0 && low.length === 0) return null;
  return (
    <section aria-labelledby="inventory-alerts" className="grid gap-2 rounded-xl border border-amber-500/50 bg-amber-50 p-4 dark:bg-amber-950/30" data-testid="inventory-alerts">
      <h3 id="inventory-alerts" className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5 text-amber-700 dark:text-amber-400" />
        Needs attention
      </h3>
      {soldOut.length ? (
        <p data-testid="text-sold-out">
          <span className="font-medium">Sold out everywhere:</span> {soldOut.map((d) => d.name).join(", ")}
        </p>
      ) : null}
      {low.length ? (
        <p data-testid="text-low-stock">
          <span className="font-medium">Low stock:</span> {low.map((i) => `${i.name} (${formatQuantity(i.onHand, i.unit)})`).join(", ")}
        </p>
      ) : null}
    </section>
  );
}
