import type { CheckoutInput } from "@tavola/contracts";
import { useState } from "react";
import { parseApiError } from "@/lib/api-error";
import { fetchQuote } from "../api/checkout-api";
import { routeCheckoutError } from "../lib/checkout-errors";

/**
 * Applying a promo code: when the order can already be priced, the code is tried in a one-off quote first,
 * so a bad code shows its message without breaking the live total; otherwise the live quote checks it.
 */
export function usePromoCode() {
  const [applied, setApplied] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function apply(raw: string, input: CheckoutInput | null) {
    const code = raw.trim().toUpperCase();
    if (!code) {
      setError("Enter a promo code");
      return;
    }
    setError(null);
    if (!input) {
      setApplied(code);
      return;
    }
    setChecking(true);
    try {
      await fetchQuote({ ...input, promoCode: code });
      setApplied(code);
    } catch (e) {
      const parsed = parseApiError(e, "We couldn't check that code. Please try again.");
      const promoError = routeCheckoutError(parsed).promo;
      // Any other problem (an address outside the area…) is the live quote's to show; the code itself is fine.
      if (promoError) setError(promoError);
      else setApplied(code);
    } finally {
      setChecking(false);
    }
  }

  function remove() {
    setApplied(null);
    setError(null);
  }

  return { applied, checking, error, apply, remove };
}
