import { AppError } from "../../platform/errors.js";

/** Delivery fee bands by distance; beyond the restaurant's radius there is no delivery. */
export const DELIVERY_BANDS = [
  { upToKm: 2, feeCents: 199, label: "up to 2 km" },
  { upToKm: 5, feeCents: 399, label: "2–5 km" },
  { upToKm: Number.POSITIVE_INFINITY, feeCents: 599, label: "over 5 km" },
] as const;

export const SERVICE_FEE_RATE_PPM = 50_000; // 5 %
export const SERVICE_FEE_MIN_CENTS = 100;
export const SERVICE_FEE_MAX_CENTS = 500;

export type Promo = {
  code: string;
  label: string;
  kind: "percent_off" | "free_delivery";
  percentOff: number;
  minSubtotalCents: number;
  firstOrderOnly: boolean;
};

export type PricingInput = {
  lines: Array<{ menuItemId: string; name: string; unitPriceCents: number; quantity: number }>;
  fulfilment: "delivery" | "pickup";
  distanceKm: number | null;
  deliveryRadiusKm: number;
  taxRatePpm: number;
  tipCents: number;
  promo: Promo | null;
  isFirstOrder: boolean;
};

/** Rounds half up on integer cents: ppm × cents / 10⁶ without floating-point drift. */
export const ppmOf = (cents: number, ppm: number) => Math.floor((cents * ppm + 500_000) / 1_000_000);

export function deliveryBand(km: number, radiusKm: number) {
  if (km > radiusKm) {
    throw new AppError("unprocessable", `This address is outside the delivery area (${km.toFixed(1)} km; the restaurant delivers up to ${radiusKm} km)`, {
      address: ["This address is outside the delivery area"],
    });
  }
  return DELIVERY_BANDS.find((b) => km <= b.upToKm)!;
}

/**
 * Every total of an order, in integer cents, from the menu's prices (never the client's). A promo that does
 * not apply is refused with the reason rather than silently ignored.
 */
export function priceOrder(input: PricingInput) {
  const lines = input.lines.map((l) => ({ ...l, lineTotalCents: l.unitPriceCents * l.quantity }));
  const subtotalCents = lines.reduce((s, l) => s + l.lineTotalCents, 0);
  let deliveryFeeCents = 0;
  let band: string | null = null;
  if (input.fulfilment === "delivery") {
    const b = deliveryBand(input.distanceKm ?? 0, input.deliveryRadiusKm);
    deliveryFeeCents = b.feeCents;
    band = b.label;
  }
  const serviceFeeCents = Math.min(SERVICE_FEE_MAX_CENTS, Math.max(SERVICE_FEE_MIN_CENTS, ppmOf(subtotalCents, SERVICE_FEE_RATE_PPM)));

  const discounts: Array<{ code: string; label: string; amountCents: number }> = [];
  let foodDiscountCents = 0;
  let deliveryDiscountCents = 0;
  const promo = input.promo;
  if (promo) {
    const refuse = (why: string) => {
      throw new AppError("unprocessable", why, { promoCode: [why] });
    };
    if (promo.firstOrderOnly && !input.isFirstOrder) refuse(`${promo.code} is for a first order only`);
    if (subtotalCents < promo.minSubtotalCents) refuse(`${promo.code} needs a food subtotal of at least $${(promo.minSubtotalCents / 100).toFixed(2)}`);
    if (promo.kind === "percent_off") {
      foodDiscountCents = Math.min(subtotalCents, ppmOf(subtotalCents, promo.percentOff * 10_000));
    } else {
      if (input.fulfilment !== "delivery") refuse(`${promo.code} applies to delivery orders`);
      deliveryDiscountCents = deliveryFeeCents;
    }
    discounts.push({ code: promo.code, label: promo.label, amountCents: foodDiscountCents + deliveryDiscountCents });
  }
  const discountCents = foodDiscountCents + deliveryDiscountCents;
  const taxCents = ppmOf(subtotalCents - foodDiscountCents + serviceFeeCents, input.taxRatePpm);
  const totalCents = subtotalCents + deliveryFeeCents + serviceFeeCents + taxCents + input.tipCents - discountCents;
  return { lines, subtotalCents, deliveryFeeCents, serviceFeeCents, taxCents, tipCents: input.tipCents, discountCents, totalCents, discounts, deliveryBand: band };
}
export type PricedOrder = ReturnType<typeof priceOrder>;
