import { eq } from "drizzle-orm";
import type { Db } from "../../platform/database.js";
import { reservationPolicies } from "../../db/schema/index.js";

export { reservationsRoutes } from "./reservations.routes.js";
import { defaultBookingPolicy } from "./booking-policy.js";
export { defaultBookingPolicy, type BookingPolicy } from "./booking-policy.js";

/** The restaurant's IANA time zone (its booking policy's); New York, the schema's default, when it has no policy. */
export async function restaurantTimeZone(db: Db, restaurantId: string): Promise<string> {
  const [row] = await db.select({ timezone: reservationPolicies.timezone }).from(reservationPolicies).where(eq(reservationPolicies.restaurantId, restaurantId));
  return row?.timezone ?? "America/New_York";
}

export { addDays, localDateOf, localTimeOf, weekdayOf, zonedTimeToUtc, zoneOffsetMs, type Weekday } from "./local-time.js";
export type { OpeningHours } from "../../db/schema/index.js";

/**
 * The restaurant's opening hours and zone (its booking policy's, or the default policy's when it has none):
 * catering's business-hour promises are timed against them.
 */
export async function restaurantOpeningHours(db: Db, restaurantId: string, country = "US") {
  const [row] = await db
    .select({ timezone: reservationPolicies.timezone, openingHours: reservationPolicies.openingHours })
    .from(reservationPolicies)
    .where(eq(reservationPolicies.restaurantId, restaurantId));
  const fallback = defaultBookingPolicy(country);
  return { timeZone: row?.timezone ?? fallback.timezone, openingHours: row?.openingHours ?? fallback.openingHours };
}

/**
 * A new restaurant's booking policy (an approved application): the default policy with the restaurant's own zone and
 * weekly hours, which makes it bookable at /tables.
 */
export async function createBookingPolicy(tx: Db, restaurantId: string, country: string, timezone: string, openingHours: OpeningHoursValue): Promise<void> {
  await tx.insert(reservationPolicies).values({ restaurantId, ...defaultBookingPolicy(country), timezone, openingHours }).onConflictDoNothing();
}
type OpeningHoursValue = typeof reservationPolicies.$inferInsert.openingHours;
