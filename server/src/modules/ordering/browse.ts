import type { RestaurantCard } from "@tavola/contracts";
import type { RestaurantRow } from "../restaurants/index.js";
import { HANDOVER_MINUTES, MARGIN_MINUTES, MINUTES_PER_KM } from "./eta.js";
import { distanceKm } from "./geo.js";
import { DELIVERY_BANDS } from "./pricing.js";
import { effectivePrepMinutes } from "./slots.js";

export type BrowseFilters = { q?: string; cuisine?: string; dietary?: string; openNow?: boolean };
export type Origin = { lat: number; lng: number } | null;

/** Without the guest's location, times assume a delivery within the middle fee band (up to 5 km). */
const UNKNOWN_DISTANCE_MAX_KM = 5;

const fold = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

/** A restaurant's card for one guest: fee band and time from the distance when it is known. */
export function toRestaurantCard(r: RestaurantRow, origin: Origin): RestaurantCard {
  const km = origin ? Math.round(distanceKm(origin, r) * 10) / 10 : null;
  const prep = effectivePrepMinutes(r);
  const band = km === null ? DELIVERY_BANDS[0] : DELIVERY_BANDS.find((b) => km <= b.upToKm)!;
  const nearKm = km ?? 0;
  const farKm = km ?? UNKNOWN_DISTANCE_MAX_KM;
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    cuisine: r.cuisine,
    description: r.description,
    area: `${r.address}, ${r.city}`,
    imageUrl: r.imageUrl,
    rating: r.rating,
    dietary: r.dietary,
    openNow: r.isOpen,
    busyMode: r.busyMode,
    distanceKm: km,
    delivers: km === null || km <= r.deliveryRadiusKm,
    deliveryFeeCents: band.feeCents,
    deliveryFeeIsFrom: km === null,
    deliveryMinutes: {
      min: Math.round(prep + HANDOVER_MINUTES + MINUTES_PER_KM * nearKm),
      max: Math.round(prep + HANDOVER_MINUTES + MINUTES_PER_KM * farKm + MARGIN_MINUTES),
    },
  };
}

/**
 * Search and filters. `q` matches every word against name, cuisine and area (accents and case ignored, so
 * "jardin" finds El Jardín and "brooklyn italian" needs both). The catalogue is a city's restaurants, filtered
 * in memory after one read; a national catalogue would move this into SQL with a trigram index.
 */
export function matchesBrowse(card: RestaurantCard, f: BrowseFilters): boolean {
  if (f.openNow && !card.openNow) return false;
  if (f.cuisine && fold(card.cuisine) !== fold(f.cuisine)) return false;
  if (f.dietary && !card.dietary.includes(f.dietary)) return false;
  const words = fold(f.q ?? "").split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${card.name} ${card.cuisine} ${card.area}`);
  return words.every((w) => haystack.includes(w));
}

/** Open first, then nearest when the distance is known, then best rated. */
export function browseOrder(a: RestaurantCard, b: RestaurantCard): number {
  if (a.openNow !== b.openNow) return a.openNow ? -1 : 1;
  if (a.distanceKm !== null && b.distanceKm !== null && Math.abs(a.distanceKm - b.distanceKm) >= 1) return a.distanceKm - b.distanceKm;
  return b.rating - a.rating || a.name.localeCompare(b.name);
}
