import { BUDGET_RANGE_LABELS, SERVICE_TYPE_LABELS, type LeadDetail } from "@tavola/contracts";
import type { ReactNode } from "react";
import { formatCents } from "@/lib/format";
import { formatEventDay, headcountText } from "./lead-card";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The request as the client sent it. */
export function LeadFacts({ lead }: { lead: LeadDetail }) {
  return (
    <dl className="grid gap-2" data-testid="lead-facts">
      <Fact label="Contact">{lead.contactName}</Fact>
      <Fact label="Company">{lead.companyName ? `${lead.companyName}${lead.cvr ? ` (CVR ${lead.cvr})` : ""}` : null}</Fact>
      <Fact label="PO number">{lead.poNumber}</Fact>
      <Fact label="Cost centre">{lead.costCentre}</Fact>
      <Fact label="Email">
        <a className="text-primary underline" href={`mailto:${lead.email}`}>
          {lead.email}
        </a>
      </Fact>
      <Fact label="Phone">
        {lead.phone ? (
          <a className="text-primary underline" href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>
            {lead.phone}
          </a>
        ) : null}
      </Fact>
      <Fact label="Event">{`${formatEventDay(lead.eventDate)}${lead.eventTime ? ` at ${lead.eventTime}` : ""}`}</Fact>
      <Fact label="Guests">{headcountText(lead)}</Fact>
      <Fact label="Service">{lead.serviceType ? (SERVICE_TYPE_LABELS[lead.serviceType as keyof typeof SERVICE_TYPE_LABELS] ?? lead.serviceType) : null}</Fact>
      <Fact label="Budget">{lead.budgetRange ? (BUDGET_RANGE_LABELS[lead.budgetRange as keyof typeof BUDGET_RANGE_LABELS] ?? lead.budgetRange) : null}</Fact>
      <Fact label="Value">{lead.valueCents !== null ? formatCents(lead.valueCents) : null}</Fact>
      <Fact label="Delivery to">{lead.deliveryAddress}</Fact>
      <Fact label="Cuisine">{lead.preferredCuisine ?? (lead.cuisinePreferences.length ? lead.cuisinePreferences.join(", ") : null)}</Fact>
      <Fact label="Dietary notes">{lead.dietaryNotes}</Fact>
      <Fact label="Message">{lead.message ? <span className="whitespace-pre-line">{lead.message}</span> : null}</Fact>
      <Fact label="Reason">{lead.stageReason}</Fact>
    </dl>
  );
}
