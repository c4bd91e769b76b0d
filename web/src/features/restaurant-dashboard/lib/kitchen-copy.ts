import type { Restaurant } from "@tavola/contracts";

/** The busy-mode line: how much longer the kitchen's estimates get. */
export function busyModeDescription(restaurant: Pick<Restaurant, "busyExtraMinutes" | "prepMinutes">): string {
  return `Busy mode adds ${restaurant.busyExtraMinutes} minutes to preparation (normally ${restaurant.prepMinutes} min).`;
}

export function couriersDescription(usesPlatformCouriers: boolean): string {
  return usesPlatformCouriers
    ? "Accepted delivery orders go to Tavola's couriers, who bid for them and mark pickup and delivery."
    : "Your own drivers deliver: you mark orders out for delivery and delivered.";
}

export function openDescription(isOpen: boolean): string {
  return isOpen ? "Customers can order now." : "Closed: customers cannot place new orders.";
}
