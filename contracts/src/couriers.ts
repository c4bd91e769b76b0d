import { z } from "zod";
import { pageQueryFields } from "./paging.js";

/**
 * Courier onboarding (issue 18): an application saved step by step as a draft, submitted ("applied"), then
 * approved or rejected (with a reason) by an executive. Approval grants the account the courier role.
 */
export const COURIER_VEHICLES = ["bike", "e-bike", "scooter", "car"] as const;
export type CourierVehicle = (typeof COURIER_VEHICLES)[number];
export const COURIER_VEHICLE_LABELS: Record<CourierVehicle, string> = {
  bike: "Bike",
  "e-bike": "E-bike",
  scooter: "Scooter",
  car: "Car",
};

/** The areas the demo's restaurants are in (seed-data.ts): a courier rides in one or more. */
export const COURIER_ZONES = ["Lower Manhattan", "Midtown", "Brooklyn", "Jersey City", "Copenhagen"] as const;
export type CourierZone = (typeof COURIER_ZONES)[number];

export const COURIER_DOCUMENT_KINDS = ["id", "right_to_work", "vehicle_insurance"] as const;
export type CourierDocumentKind = (typeof COURIER_DOCUMENT_KINDS)[number];
export const COURIER_DOCUMENT_LABELS: Record<CourierDocumentKind, string> = {
  id: "Photo ID",
  right_to_work: "Right to work",
  vehicle_insurance: "Vehicle insurance",
};
/** Motor vehicles need insurance; a bike or e-bike does not. */
export const requiredCourierDocuments = (vehicle: CourierVehicle | null): CourierDocumentKind[] =>
  vehicle === "scooter" || vehicle === "car" ? ["id", "right_to_work", "vehicle_insurance"] : ["id", "right_to_work"];

export const COURIER_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const COURIER_DOCUMENT_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export type CourierDocumentType = (typeof COURIER_DOCUMENT_TYPES)[number];
export const DOCUMENT_TOO_LARGE_MESSAGE = "The file must be at most 5 MB";
export const DOCUMENT_TYPE_MESSAGE = "The file must be a JPEG, PNG or PDF";

/** The terms a courier accepts; a new version means couriers accept again. */
export const COURIER_TERMS_VERSION = "2026-11-01";

export const COURIER_APPLICATION_STATUSES = ["draft", "applied", "approved", "rejected"] as const;
export type CourierApplicationStatus = (typeof COURIER_APPLICATION_STATUSES)[number];

export const COURIER_LIMITS = { phone: 30, holder: 100, reason: 500, fileName: 200 } as const;

/** One wizard step's fields; each save merges into the draft. */
export const courierVehicleStepSchema = z.object({
  phone: z
    .string({ error: "Phone number is required" })
    .trim()
    .min(7, { error: "Enter a phone number" })
    .max(COURIER_LIMITS.phone, { error: "Phone number is too long" })
    .regex(/^\+?[0-9 ()-]+$/, { error: "Enter a phone number (digits, spaces, + - ( ))" }),
  vehicle: z.enum(COURIER_VEHICLES, { error: "Choose a vehicle" }),
  zones: z
    .array(z.enum(COURIER_ZONES, { error: "Choose zones from the list" }), { error: "Choose at least one zone" })
    .min(1, { error: "Choose at least one zone" })
    .max(COURIER_ZONES.length),
});
export type CourierVehicleStep = z.input<typeof courierVehicleStepSchema>;

/**
 * Bank details: the full number is sent once and never stored — the server keeps its last four digits and a
 * token (as a payout provider would issue one).
 */
export const courierBankStepSchema = z.object({
  accountHolder: z
    .string({ error: "Account holder is required" })
    .trim()
    .min(2, { error: "Account holder is required" })
    .max(COURIER_LIMITS.holder, { error: "Account holder is too long" }),
  routingNumber: z.string({ error: "Routing number is 9 digits" }).max(9, { error: "Routing number is 9 digits" }).regex(/^[0-9]{9}$/, { error: "Routing number is 9 digits" }),
  accountNumber: z
    .string({ error: "Account number is 4–17 digits" })
    .max(17, { error: "Account number is 4–17 digits" })
    .regex(/^[0-9]{4,17}$/, { error: "Account number is 4–17 digits" }),
});
export type CourierBankStep = z.input<typeof courierBankStepSchema>;

export const courierTermsStepSchema = z.object({
  acceptTerms: z.literal(true, { error: "Accept the courier terms to continue" }),
  termsVersion: z.literal(COURIER_TERMS_VERSION, { error: "These terms have changed; reload the page" }),
});
export type CourierTermsStep = z.input<typeof courierTermsStepSchema>;

export const courierDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(COURIER_DOCUMENT_KINDS),
  fileName: z.string().max(COURIER_LIMITS.fileName),
  contentType: z.enum(COURIER_DOCUMENT_TYPES),
  sizeBytes: z.number().int(),
  uploadedAt: z.string().max(40),
});
export type CourierDocument = z.infer<typeof courierDocumentSchema>;

export const courierApplicationSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  firstName: z.string().max(100).nullable(),
  lastName: z.string().max(100).nullable(),
  email: z.string().max(254).nullable(),
  status: z.enum(COURIER_APPLICATION_STATUSES),
  phone: z.string().max(COURIER_LIMITS.phone).nullable(),
  vehicle: z.enum(COURIER_VEHICLES).nullable(),
  zones: z.array(z.enum(COURIER_ZONES)),
  documents: z.array(courierDocumentSchema),
  requiredDocuments: z.array(z.enum(COURIER_DOCUMENT_KINDS)),
  bank: z.object({ accountHolder: z.string().max(COURIER_LIMITS.holder), last4: z.string().max(4) }).nullable(),
  termsVersion: z.string().max(20).nullable(),
  termsAcceptedAt: z.string().max(40).nullable(),
  submittedAt: z.string().max(40).nullable(),
  reviewedAt: z.string().max(40).nullable(),
  rejectionReason: z.string().max(COURIER_LIMITS.reason).nullable(),
  /** What still stands between the draft and "Submit application", in the wizard's words. */
  missing: z.array(z.string().max(200)),
  createdAt: z.string().max(40),
  updatedAt: z.string().max(40),
});
export type CourierApplication = z.infer<typeof courierApplicationSchema>;

/** GET /api/couriers/application: null before the first save. */
export const myCourierApplicationSchema = z.object({ application: courierApplicationSchema.nullable() });
export type MyCourierApplication = z.infer<typeof myCourierApplicationSchema>;

export const courierApplicationListQuerySchema = z.object({
  status: z.enum(COURIER_APPLICATION_STATUSES, { error: "Unknown status" }).optional(),
  vehicle: z.enum(COURIER_VEHICLES, { error: "Unknown vehicle" }).optional(),
  zone: z.enum(COURIER_ZONES, { error: "Unknown zone" }).optional(),
  q: z.string().trim().max(100, { error: "Search is at most 100 characters" }).optional(),
  ...pageQueryFields(),
});
export type CourierApplicationListQuery = z.input<typeof courierApplicationListQuerySchema>;

export const courierApplicationSummarySchema = courierApplicationSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  status: true,
  vehicle: true,
  zones: true,
  submittedAt: true,
  reviewedAt: true,
  rejectionReason: true,
}).extend({ documentCount: z.number().int() });
export type CourierApplicationSummary = z.infer<typeof courierApplicationSummarySchema>;

export const courierApplicationPageSchema = z.object({
  items: z.array(courierApplicationSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type CourierApplicationPage = z.infer<typeof courierApplicationPageSchema>;

export const courierApplicationIdParamsSchema = z.object({ id: z.uuid({ error: "Unknown application" }) });
export const courierDocumentParamsSchema = z.object({
  id: z.uuid({ error: "Unknown application" }),
  documentId: z.uuid({ error: "Unknown document" }),
});
export const courierDocumentKindParamsSchema = z.object({
  kind: z.enum(COURIER_DOCUMENT_KINDS, { error: "Unknown document kind" }),
});

export const courierReviewSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({
    decision: z.literal("reject"),
    reason: z
      .string({ error: "Give the applicant a reason" })
      .trim()
      .min(5, { error: "Give the applicant a reason (at least 5 characters)" })
      .max(COURIER_LIMITS.reason, { error: "The reason is at most 500 characters" }),
  }),
], { error: "Choose approve or reject" });
export type CourierReview = z.input<typeof courierReviewSchema>;
