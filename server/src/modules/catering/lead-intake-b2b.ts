import type { Db } from "../../platform/database.js";
import { insertLead } from "./lead-intake.js";

export type B2bLeadInput = {
  companyOrderId: string;
  companyId: string;
  companyName: string;
  customerUserId: string;
  contactName: string;
  email: string;
  restaurantId: string;
  eventName: string;
  eventDate: string;
  eventTime: string;
  headcount: number;
  totalCents: number;
  poNumber: string | null;
  costCentre: string | null;
  /** The dishes and notes, as the first message on the lead's timeline. */
  summary: string;
  now: Date;
};

/**
 * A B2B account's order makes a lead (issue 17) in the order's transaction, assigned to the restaurant ordered from,
 * valued at the order's taxed total and carrying the company, PO number and cost centre: it shows on the pipeline
 * board with the other leads, and on the company's own (read-only) view through `company_id`.
 */
export function createB2bLead(tx: Db, input: B2bLeadInput) {
  const refs = [input.poNumber ? `PO number: ${input.poNumber}` : null, input.costCentre ? `Cost centre: ${input.costCentre}` : null].filter(Boolean).join(" · ");
  return insertLead(
    tx,
    {
      source: "b2b",
      companyOrderId: input.companyOrderId,
      customerUserId: input.customerUserId,
      companyId: input.companyId,
      companyName: input.companyName,
      restaurantId: input.restaurantId,
      eventName: input.eventName,
      contactName: input.contactName,
      email: input.email.toLowerCase(),
      eventDate: input.eventDate,
      eventTime: input.eventTime,
      headcount: input.headcount,
      valueCents: input.totalCents,
      poNumber: input.poNumber,
      costCentre: input.costCentre,
    },
    [`B2B order for ${input.companyName}${refs ? ` (${refs})` : ""}`, input.summary].filter(Boolean).join("\n\n"),
    input.now,
  );
}
