import { HEADCOUNT_MAX, HEADCOUNT_MIN } from "@tavola/contracts";

/**
 * The headcount while the visitor is typing: non-numeric or empty input becomes 0 (so validation can say
 * "Minimum 5 people for catering"), anything above the maximum is capped at once. Values below the minimum
 * are left alone here so that typing "25" can pass through "2".
 */
export function parseHeadcountInput(raw: string): number {
  const value = Number.parseInt(raw, 10);
  if (Number.isNaN(value) || value < 0) return 0;
  return Math.min(value, HEADCOUNT_MAX);
}

/** The headcount once the field is left: clamped to 5–1000, except 0 (no number at all) which stays 0. */
export function clampHeadcount(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.max(Math.trunc(value), HEADCOUNT_MIN), HEADCOUNT_MAX);
}
