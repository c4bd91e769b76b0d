import { eq } from "drizzle-orm";
import type { Db } from "../../platform/database.js";
import { reservationPolicies } from "../../db/schema/index.js";

export { reservationsRoutes } from "./reservations.routes.js";
export { defaultBookingPolicy, type BookingPolicy } from "./booking-policy.js";

/** The restaurant's IANA time zone (its booking policy's); New York, the schema's default, when it has no policy. */
export async function restaurantTimeZone(db: Db, restaurantId: string): Promise<string> {
  const [row] = await db.select({ timezone: reservationPolicies.timezone }).from(reservationPolicies).where(eq(reservationPolicies.restaurantId, restaurantId));
  return row?.timezone ?? "America/New_York";
}
