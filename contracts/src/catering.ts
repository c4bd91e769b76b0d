import { z } from "zod";
import {
  BUDGET_RANGES,
  GUEST_COUNT_OPTIONS,
  HEADCOUNT_MAX,
  HEADCOUNT_MIN,
  ORDER_TYPES,
  SERVICE_TYPES,
} from "./constants.js";
import { boundedString, isCalendarDate, isPhoneNumber, LOCAL_TIME_PATTERN } from "./formats.js";

/** Event dates are real calendar days in a sane range (a typo such as 0202 or 20255 is refused). */
export const EVENT_YEAR_MIN = 2000;
export const EVENT_YEAR_MAX = 2100;
const inEventYears = (date: string) => {
  const year = Number(date.slice(0, 4));
  return isCalendarDate(date.slice(0, 10)) && year >= EVENT_YEAR_MIN && year <= EVENT_YEAR_MAX;
};
/** A calendar date, or an ISO timestamp (the simple form sends the picked day as one). */
const DATE_OR_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Simple catering request (signed in). Messages are the spec's exact words (section 5). */
export const cateringRequestSchema = z.object({
  name: z.string({ error: "Event name is required" }).trim().min(1, { error: "Event name is required" }).max(200),
  eventDate: boundedString(40, "Event date is required").refine(
    (v) => DATE_OR_TIMESTAMP.test(v) && inEventYears(v) && !Number.isNaN(Date.parse(v)),
    { error: "Event date is required" },
  ),
  guestCount: z.enum(GUEST_COUNT_OPTIONS, { error: "Guest count is required" }),
  cuisinePreferences: z.array(z.string().max(50)).max(20).default([]),
  message: z.string().max(5000).optional(),
  /** The restaurant asked (from `/catering?restaurant=…`); without one, the executives assign the lead. */
  restaurantId: z.uuid({ error: "Unknown restaurant" }).optional(),
});
export type CateringRequestInput = z.input<typeof cateringRequestSchema>;

export const CATERING_STATUSES = ["pending", "confirmed", "in_progress", "completed", "cancelled"] as const;

export const cateringRequestRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  eventDate: z.string(),
  guestCount: z.string(),
  cuisinePreferences: z.array(z.string()),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type CateringRequestRecord = z.infer<typeof cateringRequestRecordSchema>;

/** Premium catering request (anonymous). */
export const premiumCateringSchema = z
  .object({
    orderType: z.enum(ORDER_TYPES, { error: "Order type must be company or private" }),
    companyName: z.string().max(200).optional(),
    cvr: z.string().max(50).optional(),
    contactPerson: z
      .string({ error: "Contact person is required" })
      .trim()
      .min(2, { error: "Contact person is required" })
      .max(200),
    email: z.email({ error: "Valid email is required" }).max(254),
    phone: z
      .string({ error: "Valid phone number is required" })
      .max(40, { error: "Valid phone number is required", abort: true })
      .min(10, { error: "Valid phone number is required" })
      .refine(isPhoneNumber, { error: "Valid phone number is required" }),
    deliveryAddress: z
      .string({ error: "Complete delivery address is required" })
      .min(10, { error: "Complete delivery address is required" })
      .max(500),
    /** "YYYY-MM-DD" (an `<input type="date">`), a real day between the years 2000 and 2100. */
    eventDate: boundedString(10, "Event date is required")
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Event date is required" })
      .refine(inEventYears, { error: "Event date is required" }),
    /** "HH:MM", 24-hour (an `<input type="time">`). */
    eventTime: boundedString(5, "Event time is required").regex(LOCAL_TIME_PATTERN, { error: "Event time is required" }),
    headcount: z
      .number({ error: "Minimum 5 people for catering" })
      .int()
      .min(HEADCOUNT_MIN, { error: "Minimum 5 people for catering" })
      .max(HEADCOUNT_MAX, { error: "Maximum 1000 people" }),
    serviceType: z.enum(SERVICE_TYPES, { error: "Service type is required" }),
    budgetRange: z.enum(BUDGET_RANGES, { error: "Budget range is required" }),
    dietaryNotes: z.string().max(5000).optional(),
    preferredCuisine: z.string().max(200).optional(),
    message: z.string().max(5000).optional(),
    /** The restaurant asked (from `/catering-request?restaurant=…`); without one, the executives assign the lead. */
    restaurantId: z.uuid({ error: "Unknown restaurant" }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.orderType === "company" && (v.companyName ?? "").trim().length < 2) {
      ctx.addIssue({
        code: "custom",
        path: ["companyName"],
        message: "Company name is required for company orders",
      });
    }
  });
export type PremiumCateringInput = z.input<typeof premiumCateringSchema>;

export const premiumCateringResponseSchema = z.object({
  id: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
