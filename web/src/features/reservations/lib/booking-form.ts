import type { CreateReservationInput, Reservation, User } from "@tavola/contracts";
import { firstMessages, formSchemas } from "./lazy-form-schemas";

/** The guest's contact details (react-hook-form values). */
export type ContactValues = { name: string; email: string; phone: string; notes: string };
export const EMPTY_CONTACT: ContactValues = { name: "", email: "", phone: "", notes: "" };
export const CONTACT_FIELDS = ["name", "email", "phone", "notes"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/**
 * What a signed-in guest's form starts with: their name and email from the account, the phone (and, failing
 * the account, the name and email) of their latest booking. Null when nobody is signed in.
 */
export function guestContact(user: Pick<User, "firstName" | "lastName" | "email"> | null, bookings: ReadonlyArray<Pick<Reservation, "name" | "email" | "phone">>): ContactValues | null {
  if (!user) return null;
  const last = bookings[0];
  const name = [user.firstName, user.lastName].filter((x) => x?.trim()).join(" ") || last?.name || "";
  return { name, email: user.email ?? last?.email ?? "", phone: bookings.find((b) => b.phone.trim())?.phone ?? "", notes: "" };
}

export const isContactField = (key: string): key is ContactField => (CONTACT_FIELDS as readonly string[]).includes(key);

/** "Any table": the server seats the party at the best-fitting free table when it books. */
export const ANY_TABLE = "any" as const;

/**
 * The chosen seating — one table or a joined set, or "Any table" (optionally in one area) — and start time.
 * `context` names the restaurant, date and party the choice was made for; a choice whose context no longer
 * matches the screen is no choice at all.
 */
export type Selection = {
  context: string;
  tableIds: string[] | typeof ANY_TABLE;
  /** The area asked for with "Any table" ("Patio"), or null for anywhere. */
  area: string | null;
  label: string;
  startsAt: string | null;
};

export const selectionContext = (restaurantId: string | null, date: string, partySize: number | null) => `${restaurantId ?? ""}|${date}|${partySize ?? ""}`;

/** How the summary names "Any table": "Any table", "Any table · Patio". */
export const anyTableLabel = (area: string | null) => (area ? `Any table · ${area}` : "Any table");

export type BookingChoices = {
  restaurantId: string;
  partySize: number;
  tableIds: readonly string[] | typeof ANY_TABLE;
  area?: string | null;
  startsAt: string;
  contact: ContactValues;
};

/** The wire body for POST /api/reservations: no tableIds for "Any table" (with its area, if any); an empty note is left out. */
export function buildReservationInput({ restaurantId, partySize, tableIds, area, startsAt, contact }: BookingChoices): CreateReservationInput {
  const notes = contact.notes.trim();
  const seating = tableIds === ANY_TABLE ? (area ? { area } : {}) : { tableIds: [...tableIds] };
  return {
    restaurantId,
    ...seating,
    startsAt,
    partySize,
    name: contact.name.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    ...(notes ? { notes } : {}),
  };
}

/** The contract's own checks, before the round trip: the first message per top-level field. */
export async function validateReservation(input: CreateReservationInput): Promise<Record<string, string>> {
  const schemas = await formSchemas();
  const result = schemas?.createReservationSchema.safeParse(input);
  if (!result) return {};
  return result.success ? {} : firstMessages(result.error.issues);
}
