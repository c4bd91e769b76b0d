/**
 * Delivery pins the customer can pick without a map: the city centre (the default) and a few
 * neighbourhoods per restaurant city, plus the restaurant's own block for any city not listed.
 * The server measures the distance from the restaurant and answers 422 outside its radius.
 */
export type LocationPreset = { id: string; label: string; lat: number; lng: number };

const CITY_PRESETS: Record<string, readonly LocationPreset[]> = {
  "new york": [
    { id: "centre", label: "City centre (City Hall)", lat: 40.7128, lng: -74.006 },
    { id: "little-italy", label: "Little Italy", lat: 40.7191, lng: -73.9973 },
    { id: "east-village", label: "East Village", lat: 40.7265, lng: -73.9815 },
    { id: "greenwich-village", label: "Greenwich Village", lat: 40.7336, lng: -74.0027 },
    { id: "midtown", label: "Midtown", lat: 40.7549, lng: -73.984 },
  ],
  brooklyn: [
    { id: "centre", label: "City centre (Borough Hall)", lat: 40.6928, lng: -73.9903 },
    { id: "williamsburg", label: "Williamsburg", lat: 40.7081, lng: -73.9571 },
    { id: "greenpoint", label: "Greenpoint", lat: 40.7304, lng: -73.9515 },
  ],
  "jersey city": [
    { id: "centre", label: "City centre (Journal Square)", lat: 40.7328, lng: -74.0622 },
    { id: "downtown", label: "Downtown", lat: 40.7178, lng: -74.0431 },
  ],
  copenhagen: [
    { id: "centre", label: "City centre (Rådhuspladsen)", lat: 55.6761, lng: 12.5683 },
    { id: "nordhavn", label: "Nordhavn", lat: 55.71, lng: 12.595 },
    { id: "osterbro", label: "Østerbro", lat: 55.7072, lng: 12.576 },
    { id: "vesterbro", label: "Vesterbro", lat: 55.6683, lng: 12.5433 },
  ],
};

export const CURRENT_LOCATION_ID = "current";
/** The pin of a saved address (the one its last delivery went to). */
export const SAVED_LOCATION_ID = "saved";

export function presetsForCity(city: string, restaurant: { lat: number; lng: number }): LocationPreset[] {
  const known = CITY_PRESETS[city.trim().toLowerCase()];
  if (known) return [...known];
  return [{ id: "centre", label: "City centre", lat: restaurant.lat, lng: restaurant.lng }];
}

/** Countries offered for the address; Nordic ones route the payment to the regional provider. */
export const ADDRESS_COUNTRIES: ReadonlyArray<{ code: string; name: string }> = [
  { code: "US", name: "United States" },
  { code: "DK", name: "Denmark" },
  { code: "SE", name: "Sweden" },
  { code: "NO", name: "Norway" },
  { code: "FI", name: "Finland" },
  { code: "IS", name: "Iceland" },
  { code: "GB", name: "United Kingdom" },
  { code: "DE", name: "Germany" },
  { code: "CA", name: "Canada" },
];

