import { z } from "zod";
import { DIETARY_OPTIONS } from "./constants.js";

/**
 * Browsing restaurants (issue 16): the cards `/order` shows before a restaurant is chosen, with search and
 * filters. Everything on a card is computed by the server (open now, delivery fee and time, distance).
 */

export const BROWSE_QUERY_MAX = 80;

const coordinate = (name: string, limit: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(-limit, { error: `${name} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${name} must be between -${limit} and ${limit}` });

export const restaurantBrowseQuerySchema = z
  .object({
    /** Matches a restaurant's name, cuisine or area (neighbourhood, street, city). */
    q: z.string().trim().max(BROWSE_QUERY_MAX, { error: `Search is at most ${BROWSE_QUERY_MAX} characters` }).optional(),
    cuisine: z.string().trim().max(40, { error: "Cuisine is at most 40 characters" }).optional(),
    dietary: z.enum(DIETARY_OPTIONS, { error: `Dietary must be one of ${DIETARY_OPTIONS.join(", ")}` }).optional(),
    /** "true" keeps only restaurants taking orders now. */
    openNow: z.enum(["true", "false"], { error: "openNow must be true or false" }).optional(),
    /** Where the guest is, for distance, fee and time; without it a signed-in guest's saved home is used. */
    lat: coordinate("lat", 90).optional(),
    lng: coordinate("lng", 180).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { error: "Give both lat and lng, or neither", path: ["lat"] });
export type RestaurantBrowseQuery = z.input<typeof restaurantBrowseQuerySchema>;

export const restaurantCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  cuisine: z.string(),
  description: z.string(),
  /** Neighbourhood street and city, e.g. "112 Mulberry St, New York". */
  area: z.string(),
  imageUrl: z.string().nullable(),
  rating: z.number(),
  dietary: z.array(z.string()),
  /** Taking orders now (the restaurant's open switch, which checkout also obeys). */
  openNow: z.boolean(),
  busyMode: z.boolean(),
  /** Kilometres from the guest, one decimal; null when the guest's location is unknown. */
  distanceKm: z.number().nullable(),
  /** False when the guest is known to be beyond the delivery radius (pickup still works). */
  delivers: z.boolean(),
  /** The delivery fee for the guest's distance; without a location, the lowest band ("from"). */
  deliveryFeeCents: z.number().int(),
  deliveryFeeIsFrom: z.boolean(),
  /** Delivery time window in minutes from now: preparation (with busy mode) plus travel. */
  deliveryMinutes: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type RestaurantCard = z.infer<typeof restaurantCardSchema>;

export const restaurantBrowseSchema = z.object({
  restaurants: z.array(restaurantCardSchema),
  /** Every cuisine and dietary option offered, for the filter chips (independent of the filters applied). */
  cuisines: z.array(z.string()),
  dietary: z.array(z.string()),
});
export type RestaurantBrowse = z.infer<typeof restaurantBrowseSchema>;
