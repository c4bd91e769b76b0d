import { CURRENCY_CODE, CURRENCY_LOCALE } from "@tavola/contracts";

const usd = new Intl.NumberFormat(CURRENCY_LOCALE, { style: "currency", currency: CURRENCY_CODE });

/** Sample money is held in integer cents (like the API); shown en-US in USD (spec section 9). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
