import type { FieldErrors, Resolver } from "react-hook-form";
import { type CheckoutFormValues, tipFromChoice } from "./checkout-form";

type FieldName = keyof CheckoutFormValues;

/** A phone as orderContactSchema reads it, roughly: phone characters only and 6 to 20 digits (the server decides). */
const looksLikePhone = (v: string) => /^[+\d\s().-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6 && (v.match(/\d/g)?.length ?? 0) <= 20;

/**
 * What the customer must fix before paying, with addressSchema's and tokenizeCardSchema's wording.
 * The server re-validates all of it; this only saves a round trip and keeps messages beside the fields.
 */
export function validateCheckout(v: CheckoutFormValues, now: Date = new Date()): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (v.fulfilment === "delivery") {
    if (v.line1.trim().length < 3) errors.line1 = "Street address is required";
    if (v.city.trim().length < 2) errors.city = "City is required";
    if (!/^[A-Za-z]{2}$/.test(v.country.trim())) errors.country = "Country is required";
  }
  if (!v.contactName.trim()) errors.contactName = "Name is required";
  if (v.contactPhone.trim() && !looksLikePhone(v.contactPhone.trim())) errors.contactPhone = "Enter a valid phone number";
  const tip = tipFromChoice(v.tipChoice, v.customTip, 0);
  if ("error" in tip) errors.customTip = tip.error;

  // A saved card needs nothing typed.
  if (v.paymentChoice !== "new") return errors;
  const digits = v.cardNumber.replace(/[\s-]/g, "");
  if (!digits) errors.cardNumber = "Card number is required";
  else if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = "Card number is invalid";
  if (!v.expMonth) errors.expMonth = "Expiry month is required";
  if (!v.expYear) errors.expYear = "Expiry year is required";
  else if (v.expMonth) {
    const year = Number(v.expYear);
    const month = Number(v.expMonth);
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) errors.expYear = "This card has expired";
  }
  if (!v.cvc) errors.cvc = "CVC is required";
  else if (!/^\d{3,4}$/.test(v.cvc)) errors.cvc = "CVC is invalid";
  return errors;
}

export const checkoutResolver: Resolver<CheckoutFormValues> = (values) => {
  const found = validateCheckout(values);
  const entries = Object.entries(found);
  if (entries.length === 0) return { values, errors: {} };
  const errors: FieldErrors<CheckoutFormValues> = {};
  for (const [name, message] of entries) errors[name as FieldName] = { type: "validate", message };
  return { values: {}, errors };
};
