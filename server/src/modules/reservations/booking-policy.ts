import type { OpeningHours, PartyDurations } from "../../db/schema/index.js";

/** A restaurant's booking rules (one reservation_policies row). */
export type BookingPolicy = {
  timezone: string;
  slotIntervalMinutes: number;
  leadTimeMinutes: number;
  bookingHorizonDays: number;
  pacingCoversPer15: number;
  cancellationWindowMinutes: number;
  /** Cents per guest held on a card at booking, charged only on a no-show (0: no hold). */
  noShowFeeCentsPerGuest: number;
  durations: PartyDurations;
  openingHours: OpeningHours;
};

/** A party of two keeps its table 90 minutes; larger parties linger longer. */
export const DEFAULT_DURATIONS: PartyDurations = [
  { upTo: 2, minutes: 90 },
  { upTo: 4, minutes: 105 },
  { upTo: 6, minutes: 120 },
  { upTo: null, minutes: 150 },
];

const LUNCH_AND_DINNER: Array<[string, string]> = [["12:00", "15:00"], ["17:00", "22:30"]];
const LATE_DINNER: Array<[string, string]> = [["12:00", "15:00"], ["17:00", "23:00"]];

export const DEFAULT_OPENING_HOURS: OpeningHours = {
  mon: LUNCH_AND_DINNER,
  tue: LUNCH_AND_DINNER,
  wed: LUNCH_AND_DINNER,
  thu: LUNCH_AND_DINNER,
  fri: LATE_DINNER,
  sat: LATE_DINNER,
  sun: [["12:00", "15:00"], ["17:00", "22:00"]],
};

/** The policy a restaurant gets until it sets its own (the migration inserts the same for older restaurants). */
export function defaultBookingPolicy(country: string): BookingPolicy {
  return {
    timezone: country === "DK" ? "Europe/Copenhagen" : "America/New_York",
    slotIntervalMinutes: 15,
    leadTimeMinutes: 60,
    bookingHorizonDays: 30,
    pacingCoversPer15: 20,
    cancellationWindowMinutes: 120,
    noShowFeeCentsPerGuest: 0,
    durations: DEFAULT_DURATIONS,
    openingHours: DEFAULT_OPENING_HOURS,
  };
}

/** Minutes a party of this size keeps its table: the first band that holds it. */
export function durationFor(partySize: number, durations: PartyDurations): number {
  const band = durations.find((d) => d.upTo === null || partySize <= d.upTo) ?? durations.at(-1);
  if (!band) throw new Error("A booking policy needs at least one duration");
  return band.minutes;
}
