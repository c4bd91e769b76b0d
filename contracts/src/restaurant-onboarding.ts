import { z } from "zod";
import { RESTAURANT_CUISINES, RESTAURANT_PAYMENT_METHODS, RESTAURANT_SERVICES, TABLE_LOCATIONS } from "./constants.js";
import { isPhoneNumber, LOCAL_TIME_PATTERN } from "./formats.js";

/**
 * The real restaurant onboarding at /restaurant-onboarding: the spec's form (restaurantName, cuisine, address,
 * phone, email, description, capacity, operatingHours, services, paymentMethods) plus where the restaurant is
 * (coordinates, time zone), its tax rate and its tables. Each step has its own schema, used by the wizard's form
 * and by the server's draft save; the submit checks the whole (`restaurantApplicationDataSchema`).
 */

export const ONBOARDING_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type OnboardingWeekday = (typeof ONBOARDING_WEEKDAYS)[number];

/** A small bundled gazetteer: choosing a city fills its coordinates and time zone (no geocoding service needed). */
export const GAZETTEER = [
  { city: "New York", country: "US", lat: 40.7128, lng: -74.006, timeZone: "America/New_York" },
  { city: "Brooklyn", country: "US", lat: 40.6782, lng: -73.9442, timeZone: "America/New_York" },
  { city: "Chicago", country: "US", lat: 41.8781, lng: -87.6298, timeZone: "America/Chicago" },
  { city: "San Francisco", country: "US", lat: 37.7749, lng: -122.4194, timeZone: "America/Los_Angeles" },
  { city: "London", country: "GB", lat: 51.5072, lng: -0.1276, timeZone: "Europe/London" },
  { city: "Copenhagen", country: "DK", lat: 55.6761, lng: 12.5683, timeZone: "Europe/Copenhagen" },
  { city: "Aarhus", country: "DK", lat: 56.1629, lng: 10.2039, timeZone: "Europe/Copenhagen" },
  { city: "Paris", country: "FR", lat: 48.8566, lng: 2.3522, timeZone: "Europe/Paris" },
] as const;

/** Whether the runtime knows an IANA time zone ("Europe/Copenhagen"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .max(max, { error: `${label} is at most ${max} characters`, abort: true })
    .trim()
    .min(1, { error: `${label} is required` });

export const restaurantInfoStepSchema = z.object({
  restaurantName: z
    .string({ error: "Restaurant name is required" })
    .max(80, { error: "Restaurant name is at most 80 characters", abort: true })
    .trim()
    .min(2, { error: "Restaurant name is required" }),
  cuisine: z.enum(RESTAURANT_CUISINES, { error: "Choose a cuisine" }),
  description: z.string().max(1000, { error: "Description is at most 1000 characters" }).trim().default(""),
});

export const locationStepSchema = z.object({
  address: text("Full address", 200),
  city: text("City", 100),
  country: z
    .string({ error: "Country must be a two-letter code" })
    .max(2, { error: "Country must be a two-letter code", abort: true })
    .regex(/^[A-Z]{2}$/, { error: "Country must be a two-letter code" }),
  lat: z.number({ error: "Latitude is required" }).min(-90, { error: "Latitude is between -90 and 90" }).max(90, { error: "Latitude is between -90 and 90" }),
  lng: z.number({ error: "Longitude is required" }).min(-180, { error: "Longitude is between -180 and 180" }).max(180, { error: "Longitude is between -180 and 180" }),
  timeZone: z
    .string({ error: "Choose a time zone" })
    .max(60, { error: "Choose a time zone", abort: true })
    .refine(isTimeZone, { error: "Choose a time zone" }),
  phone: z
    .string({ error: "Enter a phone number" })
    .max(30, { error: "Enter a valid phone number", abort: true })
    .trim()
    .refine(isPhoneNumber, { error: "Enter a valid phone number" }),
  email: z
    .string({ error: "Enter an email address" })
    .max(254, { error: "Enter a valid email address", abort: true })
    .trim()
    .pipe(z.email({ error: "Enter a valid email address" })),
  capacity: z
    .number({ error: "Seating capacity must be a whole number" })
    .int({ error: "Seating capacity must be a whole number" })
    .min(1, { error: "Seating capacity is 1 to 2000" })
    .max(2000, { error: "Seating capacity is 1 to 2000" }),
});

const timeField = (what: string) =>
  z.string({ error: `${what} is required` }).max(5, { error: `${what} must be HH:MM`, abort: true }).regex(LOCAL_TIME_PATTERN, { error: `${what} must be HH:MM` });

export const dayHoursSchema = z
  .object({ open: timeField("Opening time"), close: timeField("Closing time"), closed: z.boolean().default(false) })
  .refine((d) => d.closed || d.close > d.open, { error: "Closing time must be after opening time", path: ["close"] });

export const hoursStepSchema = z.object({
  operatingHours: z.object(Object.fromEntries(ONBOARDING_WEEKDAYS.map((d) => [d, dayHoursSchema])) as Record<OnboardingWeekday, typeof dayHoursSchema>),
});

export const servicesStepSchema = z.object({
  services: z.array(z.enum(RESTAURANT_SERVICES, { error: "Choose services from the list" })).min(1, { error: "Choose at least one service" }).max(RESTAURANT_SERVICES.length),
  paymentMethods: z
    .array(z.enum(RESTAURANT_PAYMENT_METHODS, { error: "Choose payment methods from the list" }))
    .min(1, { error: "Choose at least one payment method" })
    .max(RESTAURANT_PAYMENT_METHODS.length),
});

export const TAX_RATE_MAX_PPM = 300_000; // 30 %
export const ONBOARDING_TABLES_MAX = 100;

export const onboardingTableSchema = z.object({
  number: z.number({ error: "Table number is required" }).int({ error: "Table number must be a whole number" }).min(1, { error: "Table number is 1 to 999" }).max(999, { error: "Table number is 1 to 999" }),
  capacity: z.number({ error: "Seats are required" }).int({ error: "Seats must be a whole number" }).min(1, { error: "A table seats 1 to 20" }).max(20, { error: "A table seats 1 to 20" }),
  location: z.enum(TABLE_LOCATIONS, { error: "Choose a location" }),
});

export const tablesStepSchema = z.object({
  /** Sales tax / VAT in parts per million (88 750 = 8.875 %). */
  taxRatePpm: z
    .number({ error: "Tax rate is required" })
    .int({ error: "Tax rate has at most four decimals" })
    .min(0, { error: "Tax rate is 0 to 30 %" })
    .max(TAX_RATE_MAX_PPM, { error: "Tax rate is 0 to 30 %" }),
  tables: z
    .array(onboardingTableSchema)
    .min(1, { error: "Add at least one table" })
    .max(ONBOARDING_TABLES_MAX, { error: `At most ${ONBOARDING_TABLES_MAX} tables` })
    .refine((ts) => new Set(ts.map((t) => t.number)).size === ts.length, { error: "Two tables have the same number" }),
});

/** The wizard's steps after the owner's account, in order; each is saved on its own as the draft's part. */
export const ONBOARDING_STEP_SCHEMAS = {
  info: restaurantInfoStepSchema,
  location: locationStepSchema,
  hours: hoursStepSchema,
  services: servicesStepSchema,
  tables: tablesStepSchema,
} as const;
export const ONBOARDING_STEP_IDS = ["info", "location", "hours", "services", "tables"] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];
export const ONBOARDING_STEP_TITLES: Record<OnboardingStepId, string> = {
  info: "Restaurant Information",
  location: "Location & Contact",
  hours: "Operating Hours",
  services: "Services & Payment",
  tables: "Tables & Tax",
};
export type OnboardingStepInput<S extends OnboardingStepId> = z.input<(typeof ONBOARDING_STEP_SCHEMAS)[S]>;

export const restaurantApplicationDataSchema = restaurantInfoStepSchema
  .extend(locationStepSchema.shape)
  .extend(hoursStepSchema.shape)
  .extend(servicesStepSchema.shape)
  .extend(tablesStepSchema.shape);
export type RestaurantApplicationData = z.output<typeof restaurantApplicationDataSchema>;

export const onboardingStepParamsSchema = z.object({ step: z.enum(ONBOARDING_STEP_IDS, { error: "Unknown step" }) });

export const RESTAURANT_APPLICATION_STATUSES = ["draft", "submitted", "changes_requested", "approved", "rejected"] as const;
export type RestaurantApplicationStatus = (typeof RESTAURANT_APPLICATION_STATUSES)[number];
export const RESTAURANT_APPLICATION_STATUS_LABELS: Record<RestaurantApplicationStatus, string> = {
  draft: "Draft",
  submitted: "Waiting for review",
  changes_requested: "Changes requested",
  approved: "Approved",
  rejected: "Rejected",
};

export const restaurantApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(RESTAURANT_APPLICATION_STATUSES),
  /** The saved parts of the draft, by step (a step not saved yet is absent). */
  data: z.record(z.string(), z.unknown()),
  /** Steps saved so far, in wizard order. */
  savedSteps: z.array(z.enum(ONBOARDING_STEP_IDS)),
  ownerName: z.string(),
  ownerEmail: z.string(),
  reviewMessage: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The live restaurant, once approved. */
  restaurantId: z.string().nullable(),
  updatedAt: z.string(),
});
export type RestaurantApplication = z.infer<typeof restaurantApplicationSchema>;
export const myRestaurantApplicationSchema = z.object({ application: restaurantApplicationSchema.nullable() });

export const RESTAURANT_REVIEW_DECISIONS = ["approve", "request_changes", "reject"] as const;
export const restaurantReviewSchema = z
  .object({
    decision: z.enum(RESTAURANT_REVIEW_DECISIONS, { error: "Choose approve, ask for changes or reject" }),
    message: z.string().max(1000, { error: "Message is at most 1000 characters" }).trim().default(""),
  })
  .refine((r) => r.decision === "approve" || r.message.length >= 3, { error: "Tell the owner what to change or why", path: ["message"] });
export type RestaurantReview = z.input<typeof restaurantReviewSchema>;

export const restaurantApplicationListQuerySchema = z.object({
  status: z.enum(RESTAURANT_APPLICATION_STATUSES, { error: "Unknown status" }).optional(),
});
export const restaurantApplicationIdParamsSchema = z.object({ id: z.uuid({ error: "No such restaurant application" }) });
export const restaurantApplicationListSchema = z.object({ items: z.array(restaurantApplicationSchema) });
