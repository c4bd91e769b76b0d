import { CATERING_DEFAULT_EVENT_TIME } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { restaurantTimeZone, zonedTimeToUtc } from "../reservations/index.js";
import type { LeadRow } from "./lead.repository.js";

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * When a lead's event starts: its date and time (lunch when the request named none) in its restaurant's zone
 * (New York until a restaurant is assigned). A wall time skipped by a DST jump moves an hour later.
 */
export async function eventStartOf(db: Db, lead: Pick<LeadRow, "eventDate" | "eventTime" | "restaurantId">): Promise<Date> {
  const zone = lead.restaurantId ? await restaurantTimeZone(db, lead.restaurantId) : "America/New_York";
  const time = lead.eventTime && HHMM.test(lead.eventTime) ? lead.eventTime : CATERING_DEFAULT_EVENT_TIME;
  const at = zonedTimeToUtc(lead.eventDate, time, zone);
  if (at) return at;
  const [h, m] = time.split(":").map(Number) as [number, number];
  return zonedTimeToUtc(lead.eventDate, `${String((h + 1) % 24).padStart(2, "0")}:${String(m).padStart(2, "0")}`, zone) ?? new Date(`${lead.eventDate}T12:00:00Z`);
}
