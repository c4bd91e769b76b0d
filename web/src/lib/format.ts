import { CURRENCY_CODE, CURRENCY_LOCALE } from "@tavola/contracts";

/**
 * A value made on first use. Creating an Intl formatter costs tens of milliseconds the first time on a phone
 * (locale data), so modules make theirs when a screen first formats something, not when they load.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** "1234567" → "1,234,567" (en-US grouping of a digit string). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Whole numbers as en-US writes them ("1,940", "-250"); other values through toLocaleString. */
export function formatInteger(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
  return n < 0 ? `-${groupThousands(String(-n))}` : groupThousands(String(n));
}

const dateFormatter = lazy(() => new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }));

/** A locale date for an ISO timestamp; an unparsable value is shown as received rather than "Invalid Date". */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormatter().format(time);
}

/** `YYYY-MM-DD` from a date input → an ISO timestamp at local midnight, as the catering API expects. */
export function toIsoDate(dateInputValue: string): string {
  const [y, m, d] = dateInputValue.split("-").map(Number);
  if (!y || !m || !d) return dateInputValue;
  return new Date(y, m - 1, d).toISOString();
}

// Spec section 9: money is shown en-US in USD. The API and sample data hold integer cents.
const usd = lazy(() => new Intl.NumberFormat(CURRENCY_LOCALE, { style: "currency", currency: CURRENCY_CODE }));
const wholeUsd = lazy(
  () =>
    new Intl.NumberFormat(CURRENCY_LOCALE, {
      style: "currency",
      currency: CURRENCY_CODE,
      maximumFractionDigits: 0,
    }),
);
/** Integer cents in en-US dollars are plain digit work; anything else goes through Intl. */
const PLAIN_USD = CURRENCY_LOCALE === "en-US" && CURRENCY_CODE === "USD";

/** Dollars (the spec's recent-order `total`) → "$42.50". */
export const formatCurrency = (dollars: number): string => usd().format(dollars);

/** Integer cents → "$42.50" (exactly what Intl writes: "-$1,234.50" for a negative amount). */
export function formatCents(cents: number): string {
  if (!PLAIN_USD || !Number.isSafeInteger(cents) || Object.is(cents, -0)) return usd().format(cents / 100);
  const abs = Math.abs(cents);
  const text = `$${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, "0")}`;
  return cents < 0 ? `-${text}` : text;
}

/** Integer cents → whole dollars, for marketing prices: 9900 → "$99". */
export function formatWholeUsd(cents: number): string {
  if (!PLAIN_USD || !Number.isSafeInteger(cents) || cents < 0) return wholeUsd().format(cents / 100);
  return `$${groupThousands(String(Math.round(cents / 100)))}`;
}
