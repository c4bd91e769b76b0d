import type { z } from "zod";
import type { companySchema } from "@tavola/contracts";
import type { companies } from "../../db/schema/index.js";

export type CompanyRow = typeof companies.$inferSelect;

export function toCompanyView(c: CompanyRow, parentName: string | null): z.output<typeof companySchema> {
  return {
    id: c.id,
    name: c.name,
    vatNumber: c.vatNumber,
    billingAddress: { line1: c.billingLine1, postalCode: c.billingPostalCode, city: c.billingCity, country: c.billingCountry },
    parentCompanyId: c.parentCompanyId,
    parentCompanyName: parentName,
    poNumberRequired: c.poNumberRequired,
    costCentreRequired: c.costCentreRequired,
    monthlyLimitCents: c.monthlyLimitCents,
  };
}

/** "YYYY-MM" of a Date in UTC (company months are calendar months of the event date). */
export const monthOf = (d: Date) => d.toISOString().slice(0, 7);
/** The first day of the month and of the next: the month's orders are `event_date >= from and < to`. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, to: `${next}-01` };
}
export const previousMonth = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
};
