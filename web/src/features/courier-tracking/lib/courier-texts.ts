import { formatCourierDistance, type CourierTracking } from "@tavola/contracts";

const clock = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

/** "Arriving 12:40 – 12:48 PM": the server's range from the courier's latest position, in the reader's clock. */
export const arrivingText = (eta: NonNullable<CourierTracking["eta"]>) => `Arriving ${clock.formatRange(new Date(eta.earliest), new Date(eta.latest))}`;

/** What the map shows, said in words (the map is never the only place it is said). */
export function courierHeadline(t: CourierTracking): string | null {
  const name = t.courier?.firstName ?? "Your courier";
  switch (t.state) {
    case "finding":
      return t.redispatched ? "Finding a new courier" : "Finding a courier";
    case "to_restaurant":
      return `${name} is on the way to ${t.restaurant.name}`;
    case "to_customer":
      return `${name} is on the way to you`;
    case "restaurant_driver":
      return `${t.restaurant.name} is delivering your order`;
    default:
      return null;
  }
}

export const distanceText = (km: number) => `Courier is ${formatCourierDistance(km)} away`;
