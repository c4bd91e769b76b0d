import type { SentimentLabel } from "@tavola/contracts";

/** A rating of 2 ("Fair") or less is a complaint even when the words read neutral ("it was ok I guess"). */
export const ALERT_MAX_RATING = 2;
/** How much of the guest's text the dashboard's alert shows; the full text is on /customer-feedback. */
export const ALERT_EXCERPT_CHARS = 240;

/**
 * Whether a new feedback raises a dashboard alert: only feedback about an order (the restaurant can act on
 * a real visit, and a recovery credit needs an order), and only when it is negative by its words or its rating.
 */
export function raisesAlert(f: { orderId: string | null; rating: number; sentimentLabel: SentimentLabel }): boolean {
  return f.orderId !== null && (f.sentimentLabel === "negative" || f.rating <= ALERT_MAX_RATING);
}

/** The text cut at a word boundary near `max` characters, with an ellipsis when anything was left out. */
export function excerpt(text: string, max = ALERT_EXCERPT_CHARS): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
