import type { JoinWaitlistInput } from "@tavola/contracts";
import type { ContactValues } from "./booking-form";
import { firstMessages, formSchemas } from "./lazy-form-schemas";

export type WaitlistWindow = { from: string; to: string };
export const DEFAULT_WINDOW: WaitlistWindow = { from: "18:00", to: "21:00" };

/** The wire body for POST /api/waitlist from the booking form's choices and the contact fields. */
export function buildWaitlistInput(v: { restaurantId: string; date: string; partySize: number; window: WaitlistWindow; contact: ContactValues }): JoinWaitlistInput {
  return {
    restaurantId: v.restaurantId,
    date: v.date,
    from: v.window.from,
    to: v.window.to,
    partySize: v.partySize,
    name: v.contact.name.trim(),
    email: v.contact.email.trim(),
    phone: v.contact.phone.trim(),
  };
}

/** The contract's checks before the round trip: the first message per field. */
export async function validateWaitlist(input: JoinWaitlistInput): Promise<Record<string, string>> {
  const schemas = await formSchemas();
  const result = schemas?.joinWaitlistSchema.safeParse(input);
  if (!result) return {};
  return result.success ? {} : firstMessages(result.error.issues);
}
