import type { ChosenModifier, RewardEffect } from "@tavola/contracts";
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

/** A loyalty voucher at checkout: a discount like a promo (an order takes one or the other, never both). */
export type VoucherDiscount = { title: string; effect: RewardEffect };

/** The menu category whose priciest dish a Free Appetizer voucher pays for. */
export const FREE_ITEM_CATEGORY = "starters";

export type PricingInput = {
  /** `category` is the dish's menu category (what a free-item voucher looks for). */
  lines: Array<{ menuItemId: string; name: string; unitPriceCents: number; quantity: number; category?: string; modifiers?: ChosenModifier[] }>;
  fulfilment: "delivery" | "pickup";
  distanceKm: number | null;
  deliveryRadiusKm: number;
  taxRatePpm: number;
  tipCents: number;
  promo: Promo | null;
  isFirstOrder: boolean;
  voucher?: VoucherDiscount | null;
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

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

type Discount = { foodCents: number; deliveryCents: number };

function promoDiscount(promo: Promo, subtotalCents: number, deliveryFeeCents: number, input: PricingInput): Discount {
  const refuse = (why: string) => {
    throw new AppError("unprocessable", why, { promoCode: [why] });
  };
  if (promo.firstOrderOnly && !input.isFirstOrder) refuse(`${promo.code} is for a first order only`);
  if (subtotalCents < promo.minSubtotalCents) refuse(`${promo.code} needs a food subtotal of at least ${dollars(promo.minSubtotalCents)}`);
  if (promo.kind === "percent_off") return { foodCents: Math.min(subtotalCents, ppmOf(subtotalCents, promo.percentOff * 10_000)), deliveryCents: 0 };
  if (input.fulfilment !== "delivery") refuse(`${promo.code} applies to delivery orders`);
  return { foodCents: 0, deliveryCents: deliveryFeeCents };
}

/**
 * What a voucher takes off: the delivery fee (delivery orders only), a percentage of the food above a minimum,
 * or one unit of the priciest starter. The last two are food discounts, on which no points are earned.
 */
function voucherDiscount(voucher: VoucherDiscount, lines: PricingInput["lines"], subtotalCents: number, deliveryFeeCents: number, input: PricingInput): Discount {
  const refuse = (why: string): never => {
    throw new AppError("unprocessable", why, { voucherId: [why] });
  };
  const effect = voucher.effect;
  switch (effect.kind) {
    case "free_delivery":
      if (input.fulfilment !== "delivery") refuse(`${voucher.title} applies to delivery orders`);
      return { foodCents: 0, deliveryCents: deliveryFeeCents };
    case "percent_off":
      if (subtotalCents < effect.minSubtotalCents) refuse(`${voucher.title} needs a food subtotal of at least ${dollars(effect.minSubtotalCents)}`);
      return { foodCents: Math.min(subtotalCents, ppmOf(subtotalCents, effect.percentOff * 10_000)), deliveryCents: 0 };
    case "free_item": {
      const starters = lines.filter((l) => l.category === effect.category);
      if (starters.length === 0) refuse(`Add an appetizer to use ${voucher.title}`);
      return { foodCents: Math.max(...starters.map((l) => l.unitPriceCents)), deliveryCents: 0 };
    }
    case "status":
      return refuse(`${voucher.title} is not a checkout voucher`);
  }
}

/**
 * Every total of an order, in integer cents, from the menu's prices (never the client's). A promo or voucher
 * that does not apply is refused with the reason rather than silently ignored. `foodDiscountCents` is the
 * part of the discount taken off the food (tax and loyalty points are on the food after it).
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
  if (input.promo && input.voucher) {
    const why = "Use either a promo code or a voucher, not both";
    throw new AppError("invalid", why, { voucherId: [why] });
  }
  if (input.promo) {
    const d = promoDiscount(input.promo, subtotalCents, deliveryFeeCents, input);
    foodDiscountCents = d.foodCents;
    deliveryDiscountCents = d.deliveryCents;
    discounts.push({ code: input.promo.code, label: input.promo.label, amountCents: d.foodCents + d.deliveryCents });
  }
  if (input.voucher) {
    const d = voucherDiscount(input.voucher, input.lines, subtotalCents, deliveryFeeCents, input);
    foodDiscountCents = d.foodCents;
    deliveryDiscountCents = d.deliveryCents;
    discounts.push({ code: "VOUCHER", label: input.voucher.title, amountCents: d.foodCents + d.deliveryCents });
  }
  const discountCents = foodDiscountCents + deliveryDiscountCents;
  const taxCents = ppmOf(subtotalCents - foodDiscountCents + serviceFeeCents, input.taxRatePpm);
  const totalCents = subtotalCents + deliveryFeeCents + serviceFeeCents + taxCents + input.tipCents - discountCents;
  return {
    lines,
    subtotalCents,
    deliveryFeeCents,
    serviceFeeCents,
    taxCents,
    tipCents: input.tipCents,
    discountCents,
    foodDiscountCents,
    totalCents,
    discounts,
    deliveryBand: band,
  };
}
export type PricedOrder = ReturnType<typeof priceOrder>;
