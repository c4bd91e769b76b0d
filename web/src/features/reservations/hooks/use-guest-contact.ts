import { useQuery } from "@tanstack/react-query";
import { useSession } from "@/features/auth/hooks/use-session";
import { myReservationsQueryOptions } from "../api/reservations-api";
import { guestContact, type ContactValues } from "../lib/booking-form";

/**
 * The signed-in guest's contact details for the booking form (null when signed out): the account's name and
 * email at once, the phone once their earlier bookings have loaded.
 */
export function useGuestContact(): ContactValues | null {
  const { user } = useSession();
  const bookings = useQuery({ ...myReservationsQueryOptions, enabled: user !== null });
  return guestContact(user, bookings.data ?? []);
}
