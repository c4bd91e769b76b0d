import { z } from "zod";
import { LOYALTY_TIERS } from "./constants.js";

/** Recent order as the home screen shows it (spec section 3): total in US dollars. */
export const recentOrderSchema = z.object({
  id: z.string(),
  restaurantName: z.string(),
  items: z.array(z.string()),
  orderDate: z.string(),
  status: z.string(),
  total: z.number(),
  totalCents: z.number().int(),
});
export type RecentOrder = z.infer<typeof recentOrderSchema>;

export const loyaltyInfoSchema = z.object({
  tier: z.enum(LOYALTY_TIERS),
  points: z.number().int(),
  nextTierPoints: z.number().int(),
  recentEarnings: z.array(z.object({ description: z.string(), points: z.number().int() })),
});
export type LoyaltyInfo = z.infer<typeof loyaltyInfoSchema>;

export const recommendedRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  cuisine: z.string(),
  rating: z.number(),
  /** Kilometres from the user's saved location, one decimal. */
  distance: z.number(),
  imageUrl: z.string().nullable(),
});
export type RecommendedRestaurant = z.infer<typeof recommendedRestaurantSchema>;

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  /** Demo mode (demo accounts, the demo sign-in buttons): the web shows the demo buttons only when true. */
  demoMode: z.boolean(),
});
export type Health = z.infer<typeof healthSchema>;
