import type { RestaurantWorkspace } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { BellRing, ListOrdered, Settings2, UtensilsCrossed } from "lucide-react";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ordersQueryOptions, workspaceQueryOptions } from "../api/dashboard-queries";
import { useFeedbackAlertsRefresh } from "../api/feedback-alerts";
import { floorSessionsQueryOptions } from "../api/table-calls";
import { useFloorStream } from "../hooks/use-floor-stream";
import { useLiveOrders } from "../hooks/use-live-orders";
import { useNewOrderAlerts } from "../hooks/use-new-order-alerts";
import { useNow } from "../hooks/use-now";
import { CompletedToday } from "./completed-today";
import { DashboardAccessState } from "./dashboard-access-state";
import { DashboardSkeleton, QueueSkeleton } from "./dashboard-skeleton";
import { FeedbackAlertsPanel } from "./feedback-alerts-panel";
import { KitchenControls } from "./kitchen-controls";
import { TeamPanel } from "./team-panel";
import { LiveStatus } from "./live-status";
import { MenuAvailability } from "./menu-availability";
import { MenuEditor } from "./menu-editor/menu-editor";
import { OrderQueue } from "./order-queue";
import { TableCallsAnnouncement, TableCallsPanel } from "./table-calls-panel";

/** /restaurant-dashboard: the workspace gate (who may see it), then the live kitchen screen. */
export function RestaurantDashboard() {
  const workspace = useQuery(workspaceQueryOptions);
  if (workspace.isPending) return <DashboardSkeleton />;
  if (workspace.isError) return <DashboardAccessState error={workspace.error} onRetry={() => void workspace.refetch()} />;
  return <KitchenScreen workspace={workspace.data} />;
}

/** 44 px and more: the tabs are tapped mid-service, often with a wet or gloved finger. */
const TAB_TRIGGER = "h-12 px-3 text-sm sm:px-5 sm:text-base";

type DashboardTab = "orders" | "menu" | "settings";

/** A setting that changes what customers get, kept in sight on the board while it is on (or off). */
function SettingChip({ children, tone, onClick, testId }: { children: string; tone: "danger" | "warning"; onClick: () => void; testId: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={
        tone === "danger"
          ? "inline-flex h-11 items-center gap-2 rounded-full border border-destructive/60 px-4 text-sm font-semibold text-destructive hover:bg-destructive/10"
          : "inline-flex h-11 items-center gap-2 rounded-full border border-amber-500/70 px-4 text-sm font-semibold text-amber-800 hover:bg-amber-500/10 dark:text-amber-300"
      }
      data-testid={testId}
    >
      {children}
    </button>
  );
}

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
  // The panel below the board holds the calls; this count (same cached query) keeps them in sight above it.
  const floorData = useQuery(floorSessionsQueryOptions(restaurant.id)).data;
  const tablesNeedingYou = new Set([
    ...(floorData?.serviceCalls.filter((c) => c.status === "open").map((c) => c.tableNumber) ?? []),
    ...(floorData?.sessions.filter((s) => s.status === "open" && s.waitingGuests.length > 0).map((s) => s.table.tableNumber) ?? []),
  ]).size;
  const [tab, setTab] = useState<DashboardTab>("orders");
  const showTableCalls = () => {
    setTab("orders");
    // After the Orders tab has rendered the panel.
    window.requestAnimationFrame(() => document.getElementById("table-calls-title")?.scrollIntoView?.({ block: "start" }));
  };

  return (
    <div className="mx-auto grid max-w-[1600px] gap-4 px-4 py-4 sm:gap-6 sm:px-6 sm:py-6" data-testid="page-restaurant-dashboard">
      <header className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-primary">Restaurant dashboard</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl" data-testid="text-restaurant-name">
            {restaurant.name}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground sm:text-base">
            {restaurant.address}, {restaurant.city}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {!restaurant.isOpen ? (
            <SettingChip tone="danger" onClick={() => setTab("settings")} testId="chip-closed">
              Closed for orders
            </SettingChip>
          ) : null}
          {restaurant.busyMode ? (
            <SettingChip tone="warning" onClick={() => setTab("settings")} testId="chip-busy">
              Busy mode on
            </SettingChip>
          ) : null}
          <LiveStatus connection={connection} muted={alerts.muted} onMutedChange={alerts.setMuted} soundReady={alerts.soundReady} />
        </div>
      </header>

      {tablesNeedingYou > 0 ? (
        <button
          type="button"
          onClick={showTableCalls}
          className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-lg border border-primary bg-primary/10 px-4 py-2 text-left text-sm font-semibold hover:bg-primary/15"
          data-testid="button-show-table-calls"
        >
          <BellRing aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {tablesNeedingYou === 1 ? "1 table needs you" : `${tablesNeedingYou} tables need you`} — see Table calls
        </button>
      ) : null}

      {/* The live board is the first thing on the screen; the settings wait on a tab of their own. */}
      <Tabs value={tab} onValueChange={(v) => setTab(v as DashboardTab)}>
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
          <TabsTrigger value="settings" className={TAB_TRIGGER} data-testid="tab-settings">
            <Settings2 aria-hidden="true" />
            Settings
          </TabsTrigger>
        </TabsList>

        <TabsContent value="orders" className="grid gap-6 sm:gap-8">
          {active.isPending ? (
            <QueueSkeleton />
          ) : active.isError ? (
            <DashboardAccessState error={active.error} onRetry={() => void active.refetch()} />
          ) : (
            <OrderQueue orders={active.data} restaurant={restaurant} now={now} freshIds={alerts.freshIds} />
          )}
          <TableCallsPanel restaurantId={restaurant.id} now={now} />
          <FeedbackAlertsPanel restaurantId={restaurant.id} now={now} />
          <CompletedToday orders={today.data} restaurant={restaurant} loading={today.isPending} />
        </TabsContent>

        <TabsContent value="menu" className="grid gap-10">
          <MenuEditor restaurantId={restaurant.id} />
          <MenuAvailability restaurantId={restaurant.id} menu={menu} />
        </TabsContent>

        <TabsContent value="settings" className="grid gap-8">
          <KitchenControls restaurant={restaurant} />
          <TeamPanel restaurantId={restaurant.id} />
        </TabsContent>
      </Tabs>

      {/* Outside the tabs, so a calling table is read out whichever tab is open. */}
      <TableCallsAnnouncement announcement={floor.announcement} />

      {/* Read out by screen readers when an order arrives; the visual cue is the highlighted card. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-announcement">
        {alerts.announcement}
      </div>
    </div>
  );
}
