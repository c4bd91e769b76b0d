import type { PaymentProviderId } from "@tavola/contracts";

/** Countries the regional provider serves (the spec's dual routing by geolocation). */
export const REGIONAL_COUNTRIES: readonly string[] = ["DK", "SE", "NO", "FI", "IS"];

export type Route = { provider: PaymentProviderId; failedOver: boolean };

/**
 * The address's country picks the provider; when that one is unavailable the other takes the payment.
 * Null when neither is available.
 */
export function routePayment(country: string, available: Record<PaymentProviderId, boolean>): Route | null {
  const preferred: PaymentProviderId = REGIONAL_COUNTRIES.includes(country.toUpperCase()) ? "regional" : "global";
  const other: PaymentProviderId = preferred === "regional" ? "global" : "regional";
  if (available[preferred]) return { provider: preferred, failedOver: false };
  if (available[other]) return { provider: other, failedOver: true };
  return null;
}
