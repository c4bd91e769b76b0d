import type { CheckoutInput } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type Control, useWatch } from "react-hook-form";
import { parseApiError } from "@/lib/api-error";
import { quoteQueryOptions } from "../api/checkout-api";
import type { Cart } from "../cart/cart";
import { buildCheckoutInput, type CheckoutFormValues, isAddressComplete, tipFromChoice } from "../lib/checkout-form";
import { routeCheckoutError } from "../lib/checkout-errors";
import { useDebouncedValue } from "./use-debounced-value";

const QUOTE_DEBOUNCE_MS = 400;

/**
 * The live quote: the choices that change the price (not the card) become a CheckoutInput, which is
 * re-priced by the server once typing pauses. Returns why there is no quote yet, if there isn't one.
 */
export function useCheckoutQuote(control: Control<CheckoutFormValues>, cart: Cart, subtotalCents: number, promoCode: string | null, voucherId: string | null = null) {
  const [fulfilment, line1, city, postalCode, country, lat, lng, scheduledFor, tipChoice, customTip] = useWatch({
    control,
    name: ["fulfilment", "line1", "city", "postalCode", "country", "lat", "lng", "scheduledFor", "tipChoice", "customTip"],
  });
  const tip = tipFromChoice(tipChoice, customTip, subtotalCents);
  const tipCents = "cents" in tip ? tip.cents : null;

  const { input, waitingFor } = useMemo((): { input: CheckoutInput | null; waitingFor: string | null } => {
    if (cart.lines.length === 0 || !cart.restaurantId) return { input: null, waitingFor: "Your cart is empty." };
    if (fulfilment === "delivery" && !isAddressComplete({ line1, city, country })) {
      return { input: null, waitingFor: "Enter your delivery address to see the delivery fee and total." };
    }
    if (tipCents === null) return { input: null, waitingFor: "Fix the tip amount to see your total." };
    const choices = { fulfilment, line1, city, postalCode, country, lat, lng, scheduledFor };
    return { input: buildCheckoutInput(cart, choices, tipCents, promoCode, voucherId), waitingFor: null };
  }, [cart, fulfilment, line1, city, postalCode, country, lat, lng, scheduledFor, tipCents, promoCode, voucherId]);

  const debounced = useDebouncedValue(input, QUOTE_DEBOUNCE_MS);
  const query = useQuery(quoteQueryOptions(debounced));
  const error = query.isError ? parseApiError(query.error, "We couldn't price your order. Please try again.") : null;
  const current = input !== null && debounced !== null;
  return {
    input,
    tipCents: tipCents ?? 0,
    // Only a quote for the current kind of input is worth showing (not one from before the address emptied).
    quote: current ? query.data : undefined,
    updating: input !== debounced || query.isFetching,
    errors: error ? routeCheckoutError(error) : {},
    waitingFor,
    refetch: query.refetch,
  };
}
