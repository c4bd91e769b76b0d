import { FEEDBACK_ALERT_EVENT } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { publish } from "../../platform/events.js";
import type { FeedbackRow } from "./feedback.repository.js";

/**
 * Tells the restaurant's dashboard that one of its alerts opened or closed, on the restaurant's order topic
 * the dashboard already listens to (its stream sends the order along; the dashboard then re-reads its
 * alerts). Published in the caller's transaction, so it is heard only if the change commits. Alerts exist
 * only for feedback about an order, so the order id is always there.
 */
export async function publishAlertChange(tx: Db, row: Pick<FeedbackRow, "id" | "restaurantId" | "orderId" | "alertState">): Promise<void> {
  if (!row.restaurantId || !row.orderId) return;
  await publish(tx, {
    topics: [`restaurant:${row.restaurantId}`],
    type: FEEDBACK_ALERT_EVENT,
    data: { orderId: row.orderId, feedbackId: row.id, alertState: row.alertState },
  });
}
