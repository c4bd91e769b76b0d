import { CURRENCY_CODE, CURRENCY_LOCALE } from "@tavola/contracts";

const dateFormatter = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** A locale date for an ISO timestamp; an unparsable value is shown as received rather than "Invalid Date". */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormatter.format(time);
}

/** `YYYY-MM-DD` from a date input → an ISO timestamp at local midnight, as the catering API expects. */
export function toIsoDate(dateInputValue: string): string {
  const [y, m, d] = dateInputValue.split("-").map(Number);
  if (!y || !m || !d) return dateInputValue;
  return new Date(y, m - 1, d).toISOString();
}

// Spec section 9: money is shown en-US in USD. The API and sample data hold integer cents.
const usd = new Intl.NumberFormat(CURRENCY_LOCALE, { style: "currency", currency: CURRENCY_CODE });
const wholeUsd = new Intl.NumberFormat(CURRENCY_LOCALE, {
  style: "currency",
  currency: CURRENCY_CODE,
  maximumFractionDigits: 0,
});

/** Dollars (the spec's recent-order `total`) → "$42.50". */
export const formatCurrency = (dollars: number): string => usd.format(dollars);

/** Integer cents → "$42.50". */
export const formatCents = (cents: number): string => usd.format(cents / 100);

/** Integer cents → whole dollars, for marketing prices: 9900 → "$99". */
export const formatWholeUsd = (cents: number): string => wholeUsd.format(cents / 100);
