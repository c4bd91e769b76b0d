import { eq } from "drizzle-orm";
import { cateringHolidays } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { defaultBookingPolicy, restaurantOpeningHours } from "../reservations/index.js";
import { findRestaurant } from "../restaurants/index.js";
import type { BusinessCalendar } from "./business-hours.js";

/**
 * A restaurant's catering business hours: its opening hours and zone (the booking policy's) and its catering
 * holidays. A lead not yet assigned is timed on the platform's default hours (New York), and again on its
 * restaurant's once an executive assigns it.
 */
export async function businessCalendarOf(db: Db, restaurantId: string | null): Promise<BusinessCalendar> {
  if (!restaurantId) {
    const policy = defaultBookingPolicy("US");
    return { timeZone: policy.timezone, openingHours: policy.openingHours, holidays: new Set() };
  }
  const restaurant = await findRestaurant(db, restaurantId);
  const hours = await restaurantOpeningHours(db, restaurantId, restaurant?.country ?? "US");
  const holidays = await db.select({ day: cateringHolidays.day }).from(cateringHolidays).where(eq(cateringHolidays.restaurantId, restaurantId));
  return { ...hours, holidays: new Set(holidays.map((h) => h.day)) };
}
