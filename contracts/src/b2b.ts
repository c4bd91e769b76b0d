import { z } from "zod";
import { checkVatNumber, VAT_NUMBER_MESSAGE } from "./company-vat.js";
import { boundedString, isCalendarDate, LOCAL_TIME_PATTERN } from "./formats.js";

/**
 * Wire shapes of B2B company accounts (issue 17, `/b2b-catering-crm`): the company, its employees and invites,
 * the order-time rules (PO number, cost centre, monthly spending limit), orders, recurring orders and monthly
 * invoices. Money is integer cents; every figure in an answer is the server's.
 */

export const COMPANY_ROLES = ["admin", "orderer"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = { admin: "Admin", orderer: "Orderer" };
export const WEEKDAY_LABELS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export const COMPANY_ORDER_LINES_MAX = 30;
/** A month's limit above $10,000,000 is a typo. */
export const COMPANY_LIMIT_MAX_CENTS = 1_000_000_000;
export const INVITE_VALID_DAYS = 14;
export const PO_NUMBER_REQUIRED = "PO number is required";
export const COST_CENTRE_REQUIRED = "Cost centre is required";

const vatNumber = boundedString(30, VAT_NUMBER_MESSAGE).superRefine((v, ctx) => {
  const r = checkVatNumber(v);
  if (!r.ok) ctx.addIssue({ code: "custom", message: r.message });
});
const month = boundedString(7, "Month is YYYY-MM").regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Month is YYYY-MM" });
const day = boundedString(10, "Date is YYYY-MM-DD").refine(isCalendarDate, { error: "Date is YYYY-MM-DD" });

export const billingAddressSchema = z.object({
  line1: boundedString(200, "Street address is required").trim().min(3, { error: "Street address is required" }),
  postalCode: boundedString(20, "Postal code is required").trim().min(2, { error: "Postal code is required" }),
  city: boundedString(100, "City is required").trim().min(2, { error: "City is required" }),
  country: boundedString(2, "Country is a two-letter code").regex(/^[A-Z]{2}$/, { error: "Country is a two-letter code" }),
});
export type BillingAddress = z.output<typeof billingAddressSchema>;

export const createCompanySchema = z.object({
  name: boundedString(200, "Company name is required").trim().min(2, { error: "Company name is required" }),
  vatNumber,
  billingAddress: billingAddressSchema,
  parentCompanyId: z.uuid({ error: "Unknown parent company" }).nullable().optional(),
  /** The first admin, invited by email. */
  adminEmail: z.email({ error: "Valid email is required" }).max(254),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;

export const companySettingsSchema = z.object({
  poNumberRequired: z.boolean({ error: "Choose whether a PO number is required" }),
  costCentreRequired: z.boolean({ error: "Choose whether a cost centre is required" }),
  /** Null: no limit. */
  monthlyLimitCents: z
    .number({ error: "The limit is an amount in cents" })
    .int({ error: "The limit is an amount in cents" })
    .min(0, { error: "The limit cannot be negative" })
    .max(COMPANY_LIMIT_MAX_CENTS, { error: "The limit is at most $10,000,000" })
    .nullable(),
  billingAddress: billingAddressSchema.optional(),
});
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;

export const inviteSchema = z.object({
  email: z.email({ error: "Valid email is required" }).max(254),
  role: z.enum(COMPANY_ROLES, { error: "Role is admin or orderer" }),
});
export const acceptInviteSchema = z.object({
  token: boundedString(100, "This invitation link is not valid").min(20, { error: "This invitation link is not valid" }),
});

const orderLine = z.object({
  menuItemId: z.uuid({ error: "Unknown menu item" }),
  quantity: z.number({ error: "Quantity is a whole number" }).int({ error: "Quantity is a whole number" }).min(1, { error: "Quantity is at least 1" }).max(1000, { error: "Quantity is at most 1,000" }),
});
/** What an order and a recurring order share: where, what, and the company's own references. */
const orderBasics = {
  restaurantId: z.uuid({ error: "Choose a restaurant" }),
  eventName: boundedString(120, "Event name is required").trim().min(2, { error: "Event name is required" }),
  eventTime: boundedString(5, "Event time is required").regex(LOCAL_TIME_PATTERN, { error: "Event time is required" }),
  headcount: z.number({ error: "Headcount is required" }).int({ error: "Headcount is a whole number" }).min(1, { error: "Headcount is at least 1" }).max(10_000, { error: "Headcount is at most 10,000" }),
  lines: z.array(orderLine, { error: "Choose at least one dish" }).min(1, { error: "Choose at least one dish" }).max(COMPANY_ORDER_LINES_MAX, { error: `At most ${COMPANY_ORDER_LINES_MAX} dishes` }),
  poNumber: boundedString(50, "PO number is at most 50 characters").trim().optional(),
  costCentre: boundedString(50, "Cost centre is at most 50 characters").trim().optional(),
  notes: boundedString(500, "Notes are at most 500 characters").optional(),
};
export const companyOrderSchema = z.object({ ...orderBasics, eventDate: day });
export type CompanyOrderInput = z.input<typeof companyOrderSchema>;

export const recurringOrderSchema = z.object({
  ...orderBasics,
  /** 0 Sunday … 6 Saturday (Date.getUTCDay of the event's calendar day). */
  weekday: z.number({ error: "Choose a weekday" }).int({ error: "Choose a weekday" }).min(0, { error: "Choose a weekday" }).max(6, { error: "Choose a weekday" }),
});
export type RecurringOrderInput = z.input<typeof recurringOrderSchema>;

export const monthQuerySchema = z.object({ month: month.optional() });

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  vatNumber: z.string(),
  billingAddress: billingAddressSchema,
  parentCompanyId: z.string().nullable(),
  parentCompanyName: z.string().nullable(),
  poNumberRequired: z.boolean(),
  costCentreRequired: z.boolean(),
  monthlyLimitCents: z.number().nullable(),
});
export const companyMemberSchema = z.object({ userId: z.string(), name: z.string(), email: z.string(), role: z.enum(COMPANY_ROLES) });
export const companyInviteSchema = z.object({ id: z.string(), email: z.string(), role: z.enum(COMPANY_ROLES), expiresAt: z.string() });
export const companyAccountSchema = z.object({
  company: companySchema,
  /** The caller's role in it; "executive" for an executive looking on. */
  viewerRole: z.enum([...COMPANY_ROLES, "executive"]),
  members: z.array(companyMemberSchema),
  invites: z.array(companyInviteSchema),
  month: z.string(),
  spentCents: z.number(),
  /** Per day of the month, the running total (for the chart). */
  spendByDay: z.array(z.object({ day: z.string(), cents: z.number() })),
});
export type CompanyAccount = z.output<typeof companyAccountSchema>;
export const companyListSchema = z.object({ companies: z.array(z.object({ id: z.string(), name: z.string(), vatNumber: z.string(), parentCompanyId: z.string().nullable() })) });
export const createdCompanySchema = z.object({ company: companySchema, inviteId: z.string() });
export const createdInviteSchema = z.object({ invite: companyInviteSchema });
export const acceptedInviteSchema = z.object({ companyId: z.string(), companyName: z.string(), role: z.enum(COMPANY_ROLES) });

export const companyOrderViewSchema = z.object({
  id: z.string(),
  eventName: z.string(),
  eventDate: z.string(),
  eventTime: z.string(),
  headcount: z.number(),
  restaurantName: z.string(),
  poNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
  totalCents: z.number(),
  status: z.enum(["placed", "refused"]),
  refusedReason: z.string().nullable(),
  placedBy: z.string(),
  leadId: z.string().nullable(),
  recurringOrderId: z.string().nullable(),
});
export type CompanyOrderView = z.output<typeof companyOrderViewSchema>;
export const companyOrdersSchema = z.object({ month: z.string(), orders: z.array(companyOrderViewSchema) });

export const recurringOrderViewSchema = z.object({
  id: z.string(),
  eventName: z.string(),
  weekday: z.number(),
  eventTime: z.string(),
  headcount: z.number(),
  restaurantName: z.string(),
  poNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
  active: z.boolean(),
});
export type RecurringOrderView = z.output<typeof recurringOrderViewSchema>;
export const recurringOrdersSchema = z.object({ recurringOrders: z.array(recurringOrderViewSchema) });

export const invoiceOrderLineSchema = z.object({
  orderId: z.string(),
  companyName: z.string(),
  eventDate: z.string(),
  eventName: z.string(),
  poNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
  totalCents: z.number(),
});
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  month: z.string(),
  companyName: z.string(),
  issuedAt: z.string(),
  costCentres: z.array(z.object({ costCentre: z.string().nullable(), orders: z.number(), subtotalCents: z.number() })),
  orders: z.array(invoiceOrderLineSchema),
  cateringCents: z.number(),
  minimumTopUpCents: z.number(),
  totalCents: z.number(),
});
export type Invoice = z.output<typeof invoiceSchema>;
/** The month so far, as its invoice will read when the month-end job issues it (on `issuesOn`). */
export const invoicePreviewSchema = invoiceSchema.omit({ id: true, number: true, issuedAt: true }).extend({ issuesOn: z.string() });
export type InvoicePreview = z.output<typeof invoicePreviewSchema>;
export const invoicesSchema = z.object({
  invoices: z.array(invoiceSchema),
  billedTo: z.object({ id: z.string(), name: z.string() }),
  /** Null for a subsidiary (its parent is invoiced). */
  current: invoicePreviewSchema.nullable(),
});

/** Invoice numbers are one gapless series: "INV-000042". */
export const formatInvoiceNumber = (n: number) => `INV-${String(n).padStart(6, "0")}`;
