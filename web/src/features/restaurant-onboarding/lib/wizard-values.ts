import type { TABLE_LOCATIONS } from "@tavola/contracts";
import { ONBOARDING_WEEKDAYS, type OnboardingStepId, type OnboardingWeekday } from "@tavola/contracts";

/** The wizard's form: what the inputs hold (text for numbers, so a half-typed value is not lost). */
export type DayHoursValue = { open: string; close: string; closed: boolean };
export type TableValue = { number: string; capacity: string; location: (typeof TABLE_LOCATIONS)[number] };
export type WizardValues = {
  restaurantName: string;
  cuisine: string;
  description: string;
  address: string;
  city: string;
  country: string;
  lat: string;
  lng: string;
  timeZone: string;
  phone: string;
  email: string;
  capacity: string;
  operatingHours: Record<OnboardingWeekday, DayHoursValue>;
  services: string[];
  paymentMethods: string[];
  taxPercent: string;
  tables: TableValue[];
};

const HOURS: DayHoursValue = { open: "11:00", close: "22:00", closed: false };

export const INITIAL_VALUES: WizardValues = {
  restaurantName: "",
  cuisine: "",
  description: "",
  address: "",
  city: "",
  country: "",
  lat: "",
  lng: "",
  timeZone: "",
  phone: "",
  email: "",
  capacity: "",
  operatingHours: Object.fromEntries(ONBOARDING_WEEKDAYS.map((d) => [d, HOURS])) as Record<OnboardingWeekday, DayHoursValue>,
  services: [],
  paymentMethods: [],
  taxPercent: "8.875",
  tables: [
    { number: "1", capacity: "2", location: "Window" },
    { number: "2", capacity: "4", location: "Main Floor" },
    { number: "3", capacity: "4", location: "Main Floor" },
    { number: "4", capacity: "6", location: "Patio" },
  ],
};

const num = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));

/** "8.875" → 88 750 ppm, by digits (never a float product); NaN when it is not a percentage with ≤ 4 decimals. */
export function percentToPpm(text: string): number {
  const m = /^\s*(\d{1,3})(?:\.(\d{1,4}))?\s*%?\s*$/.exec(text);
  return m ? Number(m[1]) * 10_000 + Number((m[2] ?? "").padEnd(4, "0")) : Number.NaN;
}
export const ppmToPercent = (ppm: number) => String(ppm / 10_000);

/** One step's request body from the form. */
export function stepBody(step: OnboardingStepId, v: WizardValues): unknown {
  switch (step) {
    case "info":
      return { restaurantName: v.restaurantName, cuisine: v.cuisine, description: v.description };
    case "location":
      return { address: v.address, city: v.city, country: v.country, lat: num(v.lat), lng: num(v.lng), timeZone: v.timeZone, phone: v.phone, email: v.email, capacity: num(v.capacity) };
    case "hours":
      return { operatingHours: v.operatingHours };
    case "services":
      return { services: v.services, paymentMethods: v.paymentMethods };
    case "tables":
      return { taxRatePpm: percentToPpm(v.taxPercent), tables: v.tables.map((t) => ({ number: num(t.number), capacity: num(t.capacity), location: t.location })) };
  }
}

/** The form filled from a saved draft: each saved step's part over the defaults. */
export function valuesFromDraft(data: Record<string, unknown>): WizardValues {
  const v: WizardValues = structuredClone(INITIAL_VALUES);
  const part = (s: OnboardingStepId) => (data[s] ?? null) as Record<string, unknown> | null;
  const info = part("info");
  if (info) Object.assign(v, { restaurantName: String(info.restaurantName ?? ""), cuisine: String(info.cuisine ?? ""), description: String(info.description ?? "") });
  const loc = part("location");
  if (loc) {
    for (const k of ["address", "city", "country", "timeZone", "phone", "email"] as const) v[k] = String(loc[k] ?? "");
    for (const k of ["lat", "lng", "capacity"] as const) v[k] = loc[k] == null ? "" : String(loc[k]);
  }
  const hours = part("hours");
  if (hours?.operatingHours) v.operatingHours = { ...v.operatingHours, ...(hours.operatingHours as WizardValues["operatingHours"]) };
  const services = part("services");
  if (services) Object.assign(v, { services: (services.services as string[]) ?? [], paymentMethods: (services.paymentMethods as string[]) ?? [] });
  const tables = part("tables");
  if (tables) {
    v.taxPercent = ppmToPercent(Number(tables.taxRatePpm ?? 0));
    v.tables = ((tables.tables as Array<{ number: number; capacity: number; location: TableValue["location"] }>) ?? []).map((t) => ({ number: String(t.number), capacity: String(t.capacity), location: t.location }));
  }
  return v;
}
