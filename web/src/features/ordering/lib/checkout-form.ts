import { type CheckoutFulfilment, type CheckoutInput, type Restaurant, TIP_MAX_CENTS } from "@tavola/contracts";
import type { Cart } from "../cart/cart";
import { presetsForCity } from "./locations";

export const TIP_PRESETS = [0, 10, 15, 20] as const;
export type TipChoice = "0" | "10" | "15" | "20" | "custom";

/** Everything the checkout screen edits. Strings mirror the inputs; they become the wire body below. */
export type CheckoutFormValues = {
  fulfilment: CheckoutFulfilment;
  line1: string;
  city: string;
  postalCode: string;
  country: string;
  lat: number;
  lng: number;
  /** Which pin the coordinates came from: a preset id or "current" (the browser's location). */
  locationId: string;
  /** ISO slot start; "" is as soon as possible. */
  scheduledFor: string;
  tipChoice: TipChoice;
  /** Dollars as typed, for a custom tip. */
  customTip: string;
  promoInput: string;
  /** Whom to call about the order (prefilled for signed-in guests). */
  contactName: string;
  contactPhone: string;
  /** "new" (the card fields below) or the id of a saved card. */
  paymentChoice: string;
  /** Keep a new card for later orders (opt-in). */
  saveCard: boolean;
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvc: string;
};

/** Delivery to the restaurant city's centre, ASAP, a 15 % tip. */
export function defaultCheckoutValues(restaurant: Pick<Restaurant, "city" | "country" | "lat" | "lng"> | null): CheckoutFormValues {
  const centre = restaurant ? presetsForCity(restaurant.city, restaurant)[0] : undefined;
  return {
    fulfilment: "delivery",
    line1: "",
    city: restaurant?.city ?? "",
    postalCode: "",
    country: restaurant?.country ?? "US",
    lat: centre?.lat ?? 0,
    lng: centre?.lng ?? 0,
    locationId: centre?.id ?? "centre",
    scheduledFor: "",
    tipChoice: "15",
    customTip: "",
    promoInput: "",
    contactName: "",
    contactPhone: "",
    paymentChoice: "new",
    saveCard: false,
    cardNumber: "",
    expMonth: "",
    expYear: "",
    cvc: "",
  };
}

/** "5", "5.5", "$5.50" → cents; anything else (negative, three decimals, words) → null. */
export function dollarsToCents(input: string): number | null {
  const text = input.trim().replace(/^\$/, "");
  if (!/^\d{1,6}(\.\d{0,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

export const percentOf = (subtotalCents: number, percent: number) => Math.round((subtotalCents * percent) / 100);

/** The tip in cents, or an error message for an unusable custom amount. */
export function tipFromChoice(choice: TipChoice, customTip: string, subtotalCents: number): { cents: number } | { error: string } {
  if (choice !== "custom") return { cents: percentOf(subtotalCents, Number(choice)) };
  if (customTip.trim() === "") return { cents: 0 };
  const cents = dollarsToCents(customTip);
  if (cents === null) return { error: "Enter the tip in dollars, e.g. 5 or 4.50" };
  if (cents > TIP_MAX_CENTS) return { error: "Tip is at most $100" };
  return { cents };
}

/** Enough address for the server to price delivery (the same minimums as addressSchema). */
export function isAddressComplete(v: Pick<CheckoutFormValues, "line1" | "city" | "country">): boolean {
  return v.line1.trim().length >= 3 && v.city.trim().length >= 2 && /^[A-Za-z]{2}$/.test(v.country.trim());
}

/** The wire body for a quote and (with a payment token) an order. Prices are never sent. */
export type PricedChoices = Pick<CheckoutFormValues, "fulfilment" | "line1" | "city" | "postalCode" | "country" | "lat" | "lng" | "scheduledFor">;

export function buildCheckoutInput(cart: Cart, v: PricedChoices, tipCents: number, promoCode: string | null, voucherId: string | null = null): CheckoutInput {
  const postalCode = v.postalCode.trim();
  return {
    restaurantId: cart.restaurantId ?? "",
    items: cart.lines.map((l) => ({ menuItemId: l.menuItemId, quantity: l.quantity, ...(l.modifierOptionIds?.length ? { modifierOptionIds: l.modifierOptionIds } : {}) })),
    fulfilment: v.fulfilment,
    ...(v.fulfilment === "delivery"
      ? {
          address: {
            line1: v.line1.trim(),
            city: v.city.trim(),
            ...(postalCode ? { postalCode } : {}),
            country: v.country.trim().toUpperCase(),
            lat: v.lat,
            lng: v.lng,
          },
        }
      : {}),
    ...(v.scheduledFor ? { scheduledFor: v.scheduledFor } : {}),
    tipCents,
    ...(promoCode ? { promoCode } : {}),
    // A loyalty voucher replaces a promo code (the server refuses both); the screen keeps only one chosen.
    ...(voucherId && !promoCode ? { voucherId } : {}),
  };
}
