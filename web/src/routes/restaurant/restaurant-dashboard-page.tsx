import { RestaurantDashboard } from "@/features/restaurant-dashboard/components/restaurant-dashboard";

/** /restaurant-dashboard (signed in): the restaurant team's live order queue, kitchen settings and menu. */
export function RestaurantDashboardPage() {
  return <RestaurantDashboard />;
}
