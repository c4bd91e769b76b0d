import { z } from "zod";

/** GET /api/orders/summary: the signed-in customer's own figures for /customer-dashboard's cards. */
export const customerOrderSummarySchema = z.object({
  /** Orders that reached the customer (delivered, picked up or served). */
  ordersCompleted: z.number().int(),
  /** Discounts (promo codes and loyalty vouchers) on orders not rejected or cancelled, in cents. */
  savingsCents: z.number().int(),
  /** The restaurant of most such orders (the latest order breaks a tie); null before the first order. */
  favoriteRestaurant: z.object({ id: z.uuid(), name: z.string().max(200), slug: z.string().max(200), orders: z.number().int() }).nullable(),
});
export type CustomerOrderSummary = z.infer<typeof customerOrderSummarySchema>;
