import type { ApiError } from "@/lib/api-error";

/** Where on the checkout screen a server error belongs. */
export type CheckoutErrorTarget = "address" | "schedule" | "tip" | "promo" | "voucher" | "payment" | "items" | "form";

const FIELD_TARGETS: ReadonlyArray<[RegExp, CheckoutErrorTarget]> = [
  [/^address(\.|$)/, "address"],
  [/^scheduledFor$/, "schedule"],
  [/^tipCents$/, "tip"],
  [/^promoCode$/, "promo"],
  [/^voucherId$/, "voucher"],
  [/^paymentToken$|^savedCardId$|^card|^exp|^cvc$/, "payment"],
  [/^items(\.|$)/, "items"],
];

// Errors without fieldErrors (402, 409, 422) carry only their message; these words tell them apart.
const MESSAGE_TARGETS: ReadonlyArray<[RegExp, CheckoutErrorTarget]> = [
  [/voucher/i, "voucher"],
  [/deliver|address|area|radius|distance|too far/i, "address"],
  [/slot|schedul|time/i, "schedule"],
  [/promo|code|discount|coupon/i, "promo"],
  [/card|payment|funds|declin/i, "payment"],
  [/item|menu|unavailable|dish/i, "items"],
];

/** Server messages keyed by where they show; fieldErrors win, then the status, then the message's words. */
export function routeCheckoutError(error: ApiError): Partial<Record<CheckoutErrorTarget, string>> {
  const routed: Partial<Record<CheckoutErrorTarget, string>> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const target = FIELD_TARGETS.find(([re]) => re.test(field))?.[1] ?? "form";
    routed[target] ??= messages[0];
  }
  if (Object.keys(routed).length > 0) return routed;
  if (error.status === 402) return { payment: error.message };
  const target = MESSAGE_TARGETS.find(([re]) => re.test(error.message))?.[1] ?? "form";
  return { [target]: error.message };
}
