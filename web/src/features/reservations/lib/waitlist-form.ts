import { joinWaitlistSchema, type JoinWaitlistInput } from "@tavola/contracts";
import type { ContactValues } from "./booking-form";

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
export function validateWaitlist(input: JoinWaitlistInput): Record<string, string> {
  const result = joinWaitlistSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? "_form")] ??= issue.message;
  return errors;
}
