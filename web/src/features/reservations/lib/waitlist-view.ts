import type { WaitlistEntry } from "@tavola/contracts";
import { formatTimeInZone } from "./reservation-rules";

/** "6:00 PM and 9:00 PM" — the range of start times the guest asked for, in the restaurant's time. */
export const formatWindow = (entry: Pick<WaitlistEntry, "windowStart" | "windowEnd">, timezone: string | undefined) =>
  `${formatTimeInZone(entry.windowStart, timezone)} and ${formatTimeInZone(entry.windowEnd, timezone)}`;

export const WAITLIST_STATUS_TEXT: Record<WaitlistEntry["status"], string> = {
  waiting: "Waiting",
  offered: "Table offered",
  booked: "Booked",
  expired: "Expired",
  cancelled: "Cancelled",
};
