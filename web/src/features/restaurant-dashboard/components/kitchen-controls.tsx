import type { Restaurant, RestaurantSettingsInput } from "@tavola/contracts";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useUpdateSettings } from "../api/dashboard-mutations";
import { busyModeDescription, couriersDescription, openDescription } from "../lib/kitchen-copy";
import { CapacityForm } from "./capacity-form";
import { SettingSwitch } from "./setting-switch";

/** Open/closed, busy mode, capacity — what a kitchen changes mid-service — and who delivers its orders. */
export function KitchenControls({ restaurant }: { restaurant: Restaurant }) {
  const update = useUpdateSettings(restaurant.id);
  const save = (input: RestaurantSettingsInput, what: string) =>
    update.mutate(input, {
      onError: (error) => toast({ variant: "destructive", title: `Couldn't change ${what}`, description: getErrorMessage(error) }),
    });

  return (
    <section aria-labelledby="kitchen-controls-title" className="grid gap-3">
      <h2 id="kitchen-controls-title" className="sr-only">
        Kitchen settings
      </h2>
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        <SettingSwitch
          label="Open for orders"
          description={openDescription(restaurant.isOpen)}
          checked={restaurant.isOpen}
          onCheckedChange={(isOpen) => save({ isOpen }, "opening hours")}
          testId="switch-open"
          className={restaurant.isOpen ? undefined : "border-destructive/60"}
        />
        <SettingSwitch
          label="Busy mode"
          description={busyModeDescription(restaurant)}
          checked={restaurant.busyMode}
          onCheckedChange={(busyMode) => save({ busyMode }, "busy mode")}
          testId="switch-busy"
          className={restaurant.busyMode ? "border-amber-500/70" : undefined}
        />
        <SettingSwitch
          label="Tavola couriers"
          description={couriersDescription(restaurant.usesPlatformCouriers ?? false)}
          checked={restaurant.usesPlatformCouriers ?? false}
          onCheckedChange={(usesPlatformCouriers) => save({ usesPlatformCouriers }, "delivery by Tavola couriers")}
          testId="switch-platform-couriers"
        />
        <CapacityForm restaurantId={restaurant.id} slotCapacity={restaurant.slotCapacity} />
      </div>
    </section>
  );
}
