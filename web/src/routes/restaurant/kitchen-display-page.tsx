import { KitchenDisplay } from "@/features/kitchen-display/components/kitchen-display";

/** /restaurant-dashboard/kitchen (signed in): the kitchen display, a screen per station and the expediter's. */
export function KitchenDisplayPage() {
  return <KitchenDisplay />;
}
