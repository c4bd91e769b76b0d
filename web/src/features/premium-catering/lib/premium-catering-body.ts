import type { premiumCateringSchema } from "@tavola/contracts";
import type { z } from "zod";

export type PremiumCateringValues = z.output<typeof premiumCateringSchema>;

/** The wire body of POST /api/catering/request: the schema's shape with empty optionals left out. */
export type PremiumCateringBody = PremiumCateringValues;

const optionalText = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * Builds the request body from validated form values. Company name and CVR are kept in the form while
 * the visitor toggles order types (so switching back restores them), but a private order must never carry
 * them — they are stale input the visitor can no longer see.
 */
export function toPremiumCateringBody(values: PremiumCateringValues): PremiumCateringBody {
  const isCompany = values.orderType === "company";
  const body: PremiumCateringBody = {
    orderType: values.orderType,
    contactPerson: values.contactPerson.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    deliveryAddress: values.deliveryAddress.trim(),
    eventDate: values.eventDate,
    eventTime: values.eventTime,
    headcount: values.headcount,
    serviceType: values.serviceType,
    budgetRange: values.budgetRange,
  };
  const optional = {
    companyName: isCompany ? optionalText(values.companyName) : undefined,
    cvr: isCompany ? optionalText(values.cvr) : undefined,
    dietaryNotes: optionalText(values.dietaryNotes),
    preferredCuisine: optionalText(values.preferredCuisine),
    message: optionalText(values.message),
  };
  for (const [key, value] of Object.entries(optional) as [keyof typeof optional, string | undefined][]) {
    if (value !== undefined) body[key] = value;
  }
  return body;
}
