import type { ReservationStatus } from "@tavola/contracts";
import type { BadgeVariant } from "@/components/ui/badge";

/** A reservation's status as the guest reads it, and its badge (the manage page and My reservations). */
export const RESERVATION_STATUS: Record<ReservationStatus, { label: string; variant: BadgeVariant }> = {
  booked: { label: "Booked", variant: "default" },
  seated: { label: "Seated", variant: "secondary" },
  completed: { label: "Completed", variant: "secondary" },
  cancelled: { label: "Cancelled", variant: "destructive" },
  no_show: { label: "No-show", variant: "outline" },
};
