import type { FastifyInstance } from "fastify";
import type { AppDeps } from "./platform/deps.js";
import { authRoutes, execAuthRoutes } from "./modules/auth/index.js";
import { cateringRoutes, crmRoutes, quoteRoutes } from "./modules/catering/index.js";
import { couriersRoutes } from "./modules/couriers/index.js";
import { dineInRoutes } from "./modules/dine-in/index.js";
import { feedbackRoutes } from "./modules/feedback/index.js";
import { loyaltyRoutes } from "./modules/loyalty/index.js";
import { mailRoutes } from "./modules/mail/index.js";
import { onboardingRoutes } from "./modules/onboarding/index.js";
import { orderingRoutes } from "./modules/ordering/index.js";
import { paymentsRoutes } from "./modules/payments/index.js";
import { reservationsRoutes } from "./modules/reservations/index.js";
import { restaurantsRoutes } from "./modules/restaurants/index.js";
import { systemRoutes } from "./modules/system/index.js";

/** THE manifest: every module's routes, mounted in one place. */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(systemRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(execAuthRoutes(deps));
  await app.register(orderingRoutes(deps));
  await app.register(paymentsRoutes(deps));
  await app.register(loyaltyRoutes(deps));
  await app.register(restaurantsRoutes(deps));
  await app.register(cateringRoutes(deps));
  await app.register(crmRoutes(deps));
  await app.register(quoteRoutes(deps));
  await app.register(reservationsRoutes(deps));
  await app.register(dineInRoutes(deps));
  await app.register(feedbackRoutes(deps));
  await app.register(mailRoutes(deps));
  await app.register(couriersRoutes(deps));
  await app.register(onboardingRoutes(deps));
}
