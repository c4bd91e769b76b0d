import { CURRENCY_CODE, CURRENCY_LOCALE } from "@tavola/contracts";

const wholeDollars = new Intl.NumberFormat(CURRENCY_LOCALE, {
  style: "currency",
  currency: CURRENCY_CODE,
  maximumFractionDigits: 0,
});

/** Marketing prices are whole dollars (spec section 9: en-US, USD): 9900 → "$99". */
export function formatWholeUsd(cents: number): string {
  return wholeDollars.format(cents / 100);
}
