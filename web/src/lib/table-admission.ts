import type { GuestDecision, TableSession } from "@tavola/contracts";
import { apiRequestJson } from "@/lib/api-client";

/** The staff let a guest who joined by table number only in (or decline them); shared by the host stand and the dashboard. */
export const decideWaitingGuestAsStaff = (restaurantId: string, sessionId: string, guestId: string, decision: GuestDecision) =>
  apiRequestJson<TableSession>(
    "POST",
    `/api/restaurants/${encodeURIComponent(restaurantId)}/table-sessions/${encodeURIComponent(sessionId)}/guests/${encodeURIComponent(guestId)}/admission`,
    { decision },
  );
