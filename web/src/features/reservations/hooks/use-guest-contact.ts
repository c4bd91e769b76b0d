import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useSession } from "@/features/auth/hooks/use-session";
import { myReservationsQueryOptions } from "../api/reservations-api";
import { CONTACT_FIELDS, guestContact, type ContactValues } from "../lib/booking-form";

/**
 * The signed-in guest's contact details for the booking form (null when signed out): the account's name and
 * email at once, the phone once their earlier bookings have loaded.
 */
export function useGuestContact(): ContactValues | null {
  const { user } = useSession();
  const bookings = useQuery({ ...myReservationsQueryOptions, enabled: user !== null });
  return guestContact(user, bookings.data ?? []);
}

/** The signed-in guest's details fill the contact fields they have not typed in (the phone arrives with their bookings). */
export function usePrefilledContact(form: UseFormReturn<ContactValues>): ContactValues | null {
  const guest = useGuestContact();
  useEffect(() => {
    if (!guest) return;
    for (const field of CONTACT_FIELDS) {
      if (guest[field] && !form.getValues(field)) form.setValue(field, guest[field]);
    }
  }, [form, guest?.name, guest?.email, guest?.phone]); // eslint-disable-line react-hooks/exhaustive-deps
  return guest;
}
