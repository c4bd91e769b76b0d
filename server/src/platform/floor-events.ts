import type { LiveFloorEvent } from "@tavola/contracts";
import type { Db } from "./database.js";
import { publish } from "./events.js";

export const floorTopic = (restaurantId: string) => `floor:${restaurantId}`;

/**
 * Tells the restaurant's floor (host stand, dashboard) that something changed: a check-in, a call for the
 * server, a paid bill, a booking seated or moved. Published in the caller's transaction, so it is heard
 * only if the change commits. The dine-in and reservations modules both publish here; the dine-in module
 * serves the stream.
 */
export async function publishFloorEvent(
  tx: Db,
  event: Pick<LiveFloorEvent, "type" | "restaurantId"> & Partial<Omit<LiveFloorEvent, "type" | "restaurantId">>,
): Promise<void> {
  const full: LiveFloorEvent = {
    tableNumber: null,
    sessionId: null,
    reservationId: null,
    serviceCall: null,
    at: new Date().toISOString(),
    ...event,
  };
  await publish(tx, { topics: [floorTopic(event.restaurantId)], type: event.type, data: full });
}
