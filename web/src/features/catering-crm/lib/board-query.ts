import type { LeadBoardQuery } from "@tavola/contracts";

/** The board's filters as a query string (empty values left out), the same for the API and the page's URL. */
export function boardQueryString(filters: LeadBoardQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** Dollars typed in a value filter → cents for the API (blank: no bound; not a number: left out). */
export function dollarsToCents(text: string): number | undefined {
  const n = Number(text.replace(/[$,\s]/g, ""));
  return text.trim() === "" || !Number.isFinite(n) || n < 0 ? undefined : Math.round(n * 100);
}
