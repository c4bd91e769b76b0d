import { PARTY_SIZE_OPTIONS, type Restaurant } from "@tavola/contracts";

/**
 * The pure rules of "Reserve a Table" (spec section 2, 4 and 5): which dates may be picked, the party sizes,
 * how times read in the restaurant's timezone, and when 'Confirm Reservation' is enabled.
 */

export type PartySizeOption = (typeof PARTY_SIZE_OPTIONS)[number];

/** The spec's "8+": the largest choice, sent as 8; a bigger party says so in the notes. */
export const LARGE_PARTY_OPTION: PartySizeOption = "8+";

/** Party size choices for the select: "1" … "7" and "8+", each with the number it sends. */
export const PARTY_SIZE_CHOICES: ReadonlyArray<{ value: PartySizeOption; label: string; partySize: number }> = PARTY_SIZE_OPTIONS.map((value) => {
  const partySize = Number.parseInt(value, 10);
  return { value, label: value === LARGE_PARTY_OPTION ? "8+ guests" : `${partySize} ${partySize === 1 ? "guest" : "guests"}`, partySize };
});

/** "3" → 3, "8+" → 8; anything else (the empty "choose" option) → null. */
export function partySizeFromOption(value: string): number | null {
  const n = Number.parseInt(value, 10);
  return (PARTY_SIZE_OPTIONS as readonly string[]).includes(value) && Number.isInteger(n) ? n : null;
}

const isoDateFormatters = new Map<string, Intl.DateTimeFormat>();

function isoDateFormatter(timeZone: string | undefined) {
  const key = timeZone ?? "";
  let f = isoDateFormatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone });
    } catch {
      // An unknown zone name: the browser's own calendar day is the best guess.
      f = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });
    }
    isoDateFormatters.set(key, f);
  }
  return f;
}

/** Today as `YYYY-MM-DD` (the date input's `min`), in a timezone or the browser's. */
export function todayIsoDate(now: Date = new Date(), timeZone?: string): string {
  // The browser's own calendar day needs no formatter (creating the first Intl one costs a phone tens of ms,
  // and the booking form asks for this on every render).
  if (timeZone === undefined) {
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${String(now.getFullYear()).padStart(4, "0")}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  }
  const parts = isoDateFormatter(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/**
 * Today at the restaurant as `YYYY-MM-DD`: in its time zone once that is known; before, the browser's today moved
 * `daysAhead` days on (when the server has said the browser's today is already past there).
 */
export function restaurantToday(zone: string | undefined, daysAhead = 0, now: Date = new Date()): string {
  return zone ? todayIsoDate(now, zone) : addDays(todayIsoDate(now), daysAhead);
}

/** `YYYY-MM-DD` + n days (calendar arithmetic, no timezone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a picked date can't be used, or null: empty, malformed, or before `min` (ISO dates compare as text). */
export function dateProblem(value: string, min: string): string | null {
  if (!value) return "Choose a date";
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return "Choose a date";
  if (value < min) return "Choose today or a later date";
  return null;
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

function zoned(key: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  const cacheKey = `${key}|${timeZone ?? ""}`;
  let f = timeFormatters.get(cacheKey);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    } catch {
      f = new Intl.DateTimeFormat("en-US", options);
    }
    timeFormatters.set(cacheKey, f);
  }
  return f;
}

const valid = (iso: string) => !Number.isNaN(Date.parse(iso));

/** An instant as the restaurant's wall clock: "7:30 PM". Unparsable input is shown as received. */
export function formatTimeInZone(iso: string, timeZone: string | undefined): string {
  return valid(iso) ? zoned("time", { hour: "numeric", minute: "2-digit" }, timeZone).format(new Date(iso)) : iso;
}

/** An instant's day in the restaurant's timezone: "Friday, March 15, 2030". */
export function formatDayInZone(iso: string, timeZone: string | undefined): string {
  return valid(iso) ? zoned("day", { weekday: "long", month: "long", day: "numeric", year: "numeric" }, timeZone).format(new Date(iso)) : iso;
}

/** A picked `YYYY-MM-DD` as words, "Friday, March 15, 2030" (a calendar day, so read in UTC). */
export function formatIsoDate(isoDate: string): string {
  if (!ISO_DATE.test(isoDate)) return isoDate;
  const time = Date.parse(`${isoDate}T12:00:00Z`);
  return Number.isNaN(time) ? isoDate : zoned("day", { weekday: "long", month: "long", day: "numeric", year: "numeric" }, "UTC").format(time);
}

/** "1 guest", "4 guests". */
export const formatGuests = (n: number) => `${n} ${n === 1 ? "guest" : "guests"}`;

/** One table option's identity (a single table or a joined set), stable across refetches. */
export const tableKey = (tableIds: readonly string[]) => tableIds.join("+");

export type ConfirmInputs = {
  name: string;
  email: string;
  phone: string;
  date: string;
  partySize: number | null;
  /** The chosen tables, "any" for "Any table" (the server seats the party), or null. */
  tableIds: readonly string[] | "any" | null;
  startsAt: string | null;
};

/**
 * Spec section 5: confirm is disabled until name, email and phone are filled and a date, party size, table and
 * time are chosen ("Any table" is a choice: the server picks the table).
 */
export function canConfirm(v: ConfirmInputs): boolean {
  return (
    v.name.trim() !== "" &&
    v.email.trim() !== "" &&
    v.phone.trim() !== "" &&
    v.date !== "" &&
    v.partySize !== null &&
    (v.tableIds === "any" || (!!v.tableIds && v.tableIds.length > 0)) &&
    !!v.startsAt
  );
}

/** The restaurant to book: ?restaurant= (id or slug) when it names one, else the featured one, else the first. */
export function chooseRestaurant(requested: string | null, restaurants: readonly Restaurant[]): Restaurant | null {
  if (requested) {
    const match = restaurants.find((r) => r.id === requested || r.slug === requested);
    if (match) return match;
  }
  return restaurants.find((r) => r.featured) ?? restaurants[0] ?? null;
}

/** A reservation's tables as the guest reads them: "Table 4", "Tables 5 + 6". */
export function formatTables(tables: ReadonlyArray<{ number: number }>): string {
  if (tables.length === 0) return "—";
  const numbers = tables.map((t) => t.number);
  return numbers.length === 1 ? `Table ${numbers[0]}` : `Tables ${numbers.join(" + ")}`;
}
