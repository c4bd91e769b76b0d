import { useAuth } from "@/features/auth/hooks/use-auth";
import { HostStand } from "@/features/host-stand/components/host-stand";

/** /table-reservations (signed in): the host stand — the day's bookings, the floor plan and the waitlist. */
export function HostStandPage() {
  const { isExecutive } = useAuth();
  return <HostStand isExecutive={isExecutive} />;
}
