import { z } from "zod";
import { FEEDBACK_CATEGORIES } from "./constants.js";
import { isCalendarDate, isPhoneNumber } from "./formats.js";

export const SENTIMENT_LABELS = ["positive", "neutral", "negative"] as const;
export type SentimentLabel = (typeof SENTIMENT_LABELS)[number];
/** Negative feedback about an order raises a dashboard alert: open until the restaurant replies, grants points or dismisses it. */
export const FEEDBACK_ALERT_STATES = ["open", "resolved"] as const;
export type FeedbackAlertState = (typeof FEEDBACK_ALERT_STATES)[number];
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * The spec's "Share Your Feedback" form: a rating, a category and non-empty text are required (the spec's
 * only rule); name, email and phone are optional. The guest may have come from an order or a restaurant.
 */
export const feedbackSubmitSchema = z.object({
  rating: z
    .number({ error: "Please choose a rating" })
    .int({ error: "Please choose a rating" })
    .min(1, { error: "Please choose a rating" })
    .max(5, { error: "Please choose a rating" }),
  category: z.enum(FEEDBACK_CATEGORIES, { error: "Please choose a category" }),
  text: z
    .string({ error: "Please tell us about your experience" })
    .trim()
    .min(1, { error: "Please tell us about your experience" })
    .max(5000, { error: "Please keep your feedback under 5000 characters" }),
  name: optionalText(200),
  email: z
    .union([z.literal(""), z.email({ error: "Enter a valid email" }).max(254)])
    .optional()
    .transform((v) => (v ? v : undefined)),
  phone: z
    .string()
    .max(40, { error: "Enter a valid phone number", abort: true })
    .trim()
    .refine((v) => v === "" || isPhoneNumber(v), { error: "Enter a valid phone number" })
    .optional()
    .transform((v) => (v ? v : undefined)),
  restaurantId: z.uuid({ error: "Restaurant not found" }).optional(),
  orderId: z.uuid({ error: "Order not found" }).optional(),
});
export type FeedbackSubmitInput = z.input<typeof feedbackSubmitSchema>;

/** One stored feedback. `email`/`phone` are present only for the restaurant's own staff. */
export const feedbackViewSchema = z.object({
  id: z.string(),
  restaurantId: z.string().nullable(),
  orderId: z.string().nullable(),
  rating: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  text: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  sentimentScore: z.number(),
  sentimentLabel: z.enum(SENTIMENT_LABELS),
  keyPhrases: z.array(z.string()),
  language: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** Null when the feedback raised no alert (not negative, or not about an order). */
  alertState: z.enum(FEEDBACK_ALERT_STATES).nullable(),
  /** The loyalty points granted to the guest to make up for it (once per order). */
  recoveryPoints: z.number().int().nullable(),
  createdAt: z.string(),
});
export type FeedbackView = z.infer<typeof feedbackViewSchema>;

const isoDate = (msg: string) => z.string({ error: msg }).max(10, { error: msg, abort: true }).refine(isCalendarDate, { error: msg });

/** The staff list's filters (query string). `from`/`to` are inclusive calendar dates (UTC). */
export const feedbackListQuerySchema = z.object({
  rating: z.coerce.number({ error: "Rating must be 1 to 5" }).int().min(1, { error: "Rating must be 1 to 5" }).max(5, { error: "Rating must be 1 to 5" }).optional(),
  category: z.enum(FEEDBACK_CATEGORIES, { error: "Unknown category" }).optional(),
  sentiment: z.enum(SENTIMENT_LABELS, { error: "Unknown sentiment" }).optional(),
  from: isoDate("Enter a date as YYYY-MM-DD").optional(),
  to: isoDate("Enter a date as YYYY-MM-DD").optional(),
});
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;

export const feedbackTrendPointSchema = z.object({
  day: z.string(),
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
});
export type FeedbackTrendPoint = z.infer<typeof feedbackTrendPointSchema>;

export const feedbackListSchema = z.object({
  items: z.array(feedbackViewSchema),
  summary: z.object({
    total: z.number().int(),
    bySentiment: z.object({ positive: z.number().int(), neutral: z.number().int(), negative: z.number().int() }),
    /** Counts by sentiment per day (oldest first) for the trend chart. */
    trend: z.array(feedbackTrendPointSchema),
    /** Negative feedback per category, most complained-about first. */
    complaints: z.array(z.object({ category: z.enum(FEEDBACK_CATEGORIES), count: z.number().int() })),
  }),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;

export const feedbackReplySchema = z.object({
  reply: z
    .string({ error: "Write a reply" })
    .trim()
    .min(1, { error: "Write a reply" })
    .max(2000, { error: "Keep the reply under 2000 characters" }),
});
export type FeedbackReplyInput = z.input<typeof feedbackReplySchema>;

/** One open alert on the restaurant dashboard: enough to read the guest's words and act on them. */
export const feedbackAlertSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** The order's short reference ("T-4F2A9C"). */
  orderReference: z.string().nullable(),
  rating: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  /** The guest's words, cut to a few lines. */
  excerpt: z.string(),
  sentimentScore: z.number(),
  sentimentLabel: z.enum(SENTIMENT_LABELS),
  /** The signed-in guest's first name (or the name they typed). */
  customerFirstName: z.string().nullable(),
  reply: z.string().nullable(),
  recoveryPoints: z.number().int().nullable(),
  createdAt: z.string(),
});
export type FeedbackAlert = z.infer<typeof feedbackAlertSchema>;
export const feedbackAlertListSchema = z.array(feedbackAlertSchema);

/** The live event a restaurant's order stream carries when one of its alerts opens or closes. */
export const FEEDBACK_ALERT_EVENT = "feedback_alert";
