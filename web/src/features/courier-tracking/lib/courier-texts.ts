import { formatCourierDistance, type CourierTracking } from "@tavola/contracts";

const clock = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

const dayOf = (d: Date) => d.toDateString();

/**
 * "Arriving 12:40 – 12:48 PM": the server's range from the courier's latest position, in the reader's clock. A range
 * over midnight is two times ("11:54 PM – 12:02 AM"): formatRange would add both dates to tell the days apart, and a
 * minutes-wide range needs none.
 */
export function arrivingText(eta: NonNullable<CourierTracking["eta"]>): string {
  const earliest = new Date(eta.earliest);
  const latest = new Date(eta.latest);
  return `Arriving ${dayOf(earliest) === dayOf(latest) ? clock.formatRange(earliest, latest) : `${clock.format(earliest)} – ${clock.format(latest)}`}`;
}

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
