/**
 * The browse screen's search and filters live in the URL (`/order?q=pizza&cuisine=Italian&diet=Vegan&open=1`), so
 * the landing's search form, a shared link and the Back button all land on the same results.
 */
export type BrowseFilters = { q: string; cuisine: string; diet: string; openNow: boolean };

export const EMPTY_FILTERS: BrowseFilters = { q: "", cuisine: "", diet: "", openNow: false };

export function readBrowseFilters(params: URLSearchParams): BrowseFilters {
  return {
    q: (params.get("q") ?? "").slice(0, 80),
    cuisine: params.get("cuisine") ?? "",
    diet: params.get("diet") ?? "",
    openNow: params.get("open") === "1",
  };
}

/** The URL's query for these filters; empty filters leave no trace. */
export function browseSearchParams(f: BrowseFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.q.trim()) out.q = f.q.trim();
  if (f.cuisine) out.cuisine = f.cuisine;
  if (f.diet) out.diet = f.diet;
  if (f.openNow) out.open = "1";
  return out;
}

/** The API's query string (GET /api/restaurants/browse). */
export function browseApiQuery(f: BrowseFilters): string {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set("q", f.q.trim());
  if (f.cuisine) p.set("cuisine", f.cuisine);
  if (f.diet) p.set("dietary", f.diet);
  if (f.openNow) p.set("openNow", "true");
  const s = p.toString();
  return s ? `?${s}` : "";
}

export const hasFilters = (f: BrowseFilters) => Boolean(f.q.trim() || f.cuisine || f.diet || f.openNow);

/** "25–50 min"; "25 min" when both ends agree. */
export const minutesRange = ({ min, max }: { min: number; max: number }) => (min === max ? `${min} min` : `${min}–${max} min`);
