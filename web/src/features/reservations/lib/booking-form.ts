import { createReservationSchema, type CreateReservationInput } from "@tavola/contracts";

/** The guest's contact details (react-hook-form values). */
export type ContactValues = { name: string; email: string; phone: string; notes: string };
export const EMPTY_CONTACT: ContactValues = { name: "", email: "", phone: "", notes: "" };
export const CONTACT_FIELDS = ["name", "email", "phone", "notes"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const isContactField = (key: string): key is ContactField => (CONTACT_FIELDS as readonly string[]).includes(key);

/**
 * The chosen table (one table or a joined set) and start time. `context` names the restaurant, date and party
 * the choice was made for; a choice whose context no longer matches the screen is no choice at all.
 */
export type Selection = { context: string; tableIds: string[]; label: string; startsAt: string | null };

export const selectionContext = (restaurantId: string | null, date: string, partySize: number | null) => `${restaurantId ?? ""}|${date}|${partySize ?? ""}`;

export type BookingChoices = { restaurantId: string; partySize: number; tableIds: readonly string[]; startsAt: string; contact: ContactValues };

/** The wire body for POST /api/reservations; an empty note is left out. */
export function buildReservationInput({ restaurantId, partySize, tableIds, startsAt, contact }: BookingChoices): CreateReservationInput {
  const notes = contact.notes.trim();
  return {
    restaurantId,
    tableIds: [...tableIds],
    startsAt,
    partySize,
    name: contact.name.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    ...(notes ? { notes } : {}),
  };
}

/** The contract's own checks, before the round trip: the first message per top-level field. */
export function validateReservation(input: CreateReservationInput): Record<string, string> {
  const result = createReservationSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "_form");
    errors[key] ??= issue.message;
  }
  return errors;
}
