import type { FastifyInstance } from "fastify";
import type { AppDeps } from "./platform/deps.js";
import { adminRoutes } from "./modules/admin/index.js";
import { analyticsRoutes, insightsRoutes } from "./modules/analytics/index.js";
import { authRoutes, execAuthRoutes } from "./modules/auth/index.js";
import { cateringOpsRoutes, cateringRoutes, crmRoutes, quoteRoutes } from "./modules/catering/index.js";
import { companiesRoutes } from "./modules/companies/index.js";
import { courierProfilesRoutes, couriersRoutes, dispatchHooks, dispatchRoutes, trackingRoutes } from "./modules/couriers/index.js";
import { dineInRoutes } from "./modules/dine-in/index.js";
import { feedbackRoutes } from "./modules/feedback/index.js";
import { kitchenRoutes } from "./modules/kitchen/index.js";
import { flagsRoutes } from "./modules/flags/index.js";
import { inventoryRoutes } from "./modules/inventory/index.js";
import { loyaltyRoutes } from "./modules/loyalty/index.js";
import { mailRoutes } from "./modules/mail/index.js";
import { onboardingRoutes } from "./modules/onboarding/index.js";
import { orderingRoutes } from "./modules/ordering/index.js";
import { paymentsRoutes } from "./modules/payments/index.js";
import { posRoutes } from "./modules/pos/index.js";
import { reservationsRoutes } from "./modules/reservations/index.js";
import { restaurantsRoutes } from "./modules/restaurants/index.js";
import { systemRoutes } from "./modules/system/index.js";
import { webEventsRoutes } from "./modules/web-events/index.js";

/** THE manifest: every module's routes, mounted in one place. */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(systemRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(execAuthRoutes(deps));
  // Delivery orders of restaurants on platform couriers go to dispatch (couriers) on acceptance.
  await app.register(orderingRoutes(deps, dispatchHooks(deps)));
  await app.register(paymentsRoutes(deps));
  await app.register(loyaltyRoutes(deps));
  await app.register(restaurantsRoutes(deps));
  await app.register(cateringRoutes(deps));
  await app.register(crmRoutes(deps));
  await app.register(quoteRoutes(deps));
  await app.register(cateringOpsRoutes(deps));
  await app.register(reservationsRoutes(deps));
  await app.register(dineInRoutes(deps));
  await app.register(feedbackRoutes(deps));
  await app.register(mailRoutes(deps));
  await app.register(couriersRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(analyticsRoutes(deps));
  await app.register(insightsRoutes(deps));
  await app.register(companiesRoutes(deps));
  await app.register(dispatchRoutes(deps));
  await app.register(trackingRoutes(deps));
  await app.register(courierProfilesRoutes(deps));
  await app.register(onboardingRoutes(deps));
  await app.register(kitchenRoutes(deps));
  await app.register(posRoutes(deps));
  await app.register(flagsRoutes(deps));
  await app.register(inventoryRoutes(deps));
  await app.register(webEventsRoutes(deps));
}
