import { CURRENCY_CODE, CURRENCY_LOCALE } from "@tavola/contracts";

const currencyFormatter = new Intl.NumberFormat(CURRENCY_LOCALE, { style: "currency", currency: CURRENCY_CODE });

/** Spec section 9: amounts in en-US dollars ("$42.50"). */
export function formatCurrency(dollars: number): string {
  return currencyFormatter.format(dollars);
}
