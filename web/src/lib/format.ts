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
