import type { CourierTracking } from "@tavola/contracts";

export type MapPoint = { kind: "restaurant" | "destination" | "courier"; lat: number; lng: number; label: string };

/** The markers, in drawing order (the courier on top), each with the words a screen reader says for it. */
export function mapPoints(t: CourierTracking): MapPoint[] {
  const points: MapPoint[] = [{ kind: "restaurant", ...pick(t.restaurant), label: `Restaurant: ${t.restaurant.name}` }];
  if (t.destination) points.push({ kind: "destination", ...pick(t.destination), label: "Your delivery address" });
  if (t.position) points.push({ kind: "courier", ...pick(t.position), label: `Courier: ${t.courier?.firstName ?? "your courier"}` });
  return points;
}
const pick = (p: { lat: number; lng: number }) => ({ lat: p.lat, lng: p.lng });

/** The box every point (and the trail) fits in, padded a little; never a zero-size box. */
export function boundsOf(points: Array<{ lat: number; lng: number }>): { west: number; south: number; east: number; north: number } {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  let south = Math.min(...lats);
  let north = Math.max(...lats);
  let west = Math.min(...lngs);
  let east = Math.max(...lngs);
  const padLat = Math.max(0.002, (north - south) * 0.15);
  const padLng = Math.max(0.002, (east - west) * 0.15);
  south -= padLat;
  north += padLat;
  west -= padLng;
  east += padLng;
  return { west, south, east, north };
}

export const MARKER_COLOURS: Record<MapPoint["kind"], string> = { restaurant: "#b45309", destination: "#1d4ed8", courier: "#047857" };
