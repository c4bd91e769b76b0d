import type { RestaurantWorkspace } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { ListOrdered, UtensilsCrossed } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ordersQueryOptions, workspaceQueryOptions } from "../api/dashboard-queries";
import { useFeedbackAlertsRefresh } from "../api/feedback-alerts";
import { useFloorStream } from "../hooks/use-floor-stream";
import { useLiveOrders } from "../hooks/use-live-orders";
import { useNewOrderAlerts } from "../hooks/use-new-order-alerts";
import { useNow } from "../hooks/use-now";
import { CompletedToday } from "./completed-today";
import { DashboardAccessState } from "./dashboard-access-state";
import { DashboardSkeleton, QueueSkeleton } from "./dashboard-skeleton";
import { FeedbackAlertsPanel } from "./feedback-alerts-panel";
import { KitchenControls } from "./kitchen-controls";
import { LiveStatus } from "./live-status";
import { MenuAvailability } from "./menu-availability";
import { OrderQueue } from "./order-queue";
import { TableCallsPanel } from "./table-calls-panel";

/** /restaurant-dashboard: the workspace gate (who may see it), then the live kitchen screen. */
export function RestaurantDashboard() {
  const workspace = useQuery(workspaceQueryOptions);
  if (workspace.isPending) return <DashboardSkeleton />;
  if (workspace.isError) return <DashboardAccessState error={workspace.error} onRetry={() => void workspace.refetch()} />;
  return <KitchenScreen workspace={workspace.data} />;
}

const TAB_TRIGGER = "h-11 px-5 text-base";

function KitchenScreen({ workspace }: { workspace: RestaurantWorkspace }) {
  const { restaurant, menu } = workspace;
  const now = useNow();
  const active = useQuery(ordersQueryOptions(restaurant.id, "active"));
  const today = useQuery(ordersQueryOptions(restaurant.id, "today"));
  const alerts = useNewOrderAlerts();
  const connection = useLiveOrders(restaurant.id, alerts.notify, useFeedbackAlertsRefresh(restaurant.id));
  // Opened after the order stream (effects run in order), so the kitchen's own stream is always the first.
  const floor = useFloorStream(restaurant.id);
  const activeCount = active.data?.length ?? 0;
  const soldOut = menu.filter((m) => !m.available).length;

  return (
    <div className="mx-auto grid max-w-[1600px] gap-6 px-4 py-6 sm:px-6" data-testid="page-restaurant-dashboard">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-primary">Restaurant dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight" data-testid="text-restaurant-name">
            {restaurant.name}
          </h1>
          <p className="mt-1 text-muted-foreground">
            {restaurant.address}, {restaurant.city}
          </p>
        </div>
        <LiveStatus connection={connection} muted={alerts.muted} onMutedChange={alerts.setMuted} soundReady={alerts.soundReady} />
      </header>

      <KitchenControls restaurant={restaurant} />

      <TableCallsPanel restaurantId={restaurant.id} now={now} announcement={floor.announcement} />

      <FeedbackAlertsPanel restaurantId={restaurant.id} now={now} />

      <Tabs defaultValue="orders">
        <TabsList aria-label="Dashboard views">
          <TabsTrigger value="orders" className={TAB_TRIGGER} data-testid="tab-orders">
            <ListOrdered aria-hidden="true" />
            Orders
            <span className="rounded-full bg-primary px-2 text-sm font-bold text-primary-foreground tabular-nums">{activeCount}</span>
          </TabsTrigger>
          <TabsTrigger value="menu" className={TAB_TRIGGER} data-testid="tab-menu">
            <UtensilsCrossed aria-hidden="true" />
            Menu
            {soldOut > 0 ? <span className="text-sm text-muted-foreground">({soldOut} sold out)</span> : null}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="orders" className="grid gap-8">
          {active.isPending ? (
            <QueueSkeleton />
          ) : active.isError ? (
            <DashboardAccessState error={active.error} onRetry={() => void active.refetch()} />
          ) : (
            <OrderQueue orders={active.data} restaurant={restaurant} now={now} freshIds={alerts.freshIds} />
          )}
          <CompletedToday orders={today.data} restaurant={restaurant} loading={today.isPending} />
        </TabsContent>

        <TabsContent value="menu">
          <MenuAvailability restaurantId={restaurant.id} menu={menu} />
        </TabsContent>
      </Tabs>

      {/* Read out by screen readers when an order arrives; the visual cue is the highlighted card. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-announcement">
        {alerts.announcement}
      </div>
    </div>
  );
}
