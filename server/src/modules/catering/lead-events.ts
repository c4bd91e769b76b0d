import type { LeadLiveEvent } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { publish } from "../../platform/events.js";

/** Every board hears one topic; each stream passes on only the leads its viewer may see (crm-stream.ts). */
export const CRM_TOPIC = "catering-crm";

/** Published in the writer's transaction: heard only if the change commits. */
export async function publishLeadEvent(tx: Db, event: LeadLiveEvent): Promise<void> {
  await publish(tx, { topics: [CRM_TOPIC], type: event.type, data: event });
}
