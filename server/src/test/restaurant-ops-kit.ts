import type { Menu } from "@tavola/contracts";
import { approvedRestaurant } from "./onboarding-kit.js";
import { orderingKit } from "./ordering-kit.js";
import { createTestApp, signInAs, type TestApp } from "./test-app.js";

export type RestaurantOps = {
  t: TestApp;
  k: ReturnType<typeof orderingKit>;
  /** Trattoria Bellini's owner and staff, a customer and an executive (cookies). */
  owner: string;
  staff: string;
  customer: string;
  ceo: string;
  /** Bellini's menu. */
  menu: Menu;
  /** Restaurant B, approved through onboarding: its owner is another restaurant's team. */
  otherId: string;
  otherOwner: string;
};

/** The app the restaurant-operations API tests (POS, kitchen, inventory) share: Bellini's team and a restaurant B. */
export async function restaurantOps(restaurantB: string): Promise<RestaurantOps> {
  const t = await createTestApp();
  const k = orderingKit(t.app);
  const [owner, staff, customer, ceo] = await Promise.all([signInAs(t.app, "restaurant_owner"), signInAs(t.app, "restaurant_staff"), signInAs(t.app, "customer"), signInAs(t.app, "ceo")]);
  const { restaurantId: otherId, ownerCookie: otherOwner } = await approvedRestaurant(t.app, ceo, restaurantB);
  return { t, k, owner, staff, customer, ceo, menu: await k.menu("trattoria-bellini"), otherId, otherOwner };
}
