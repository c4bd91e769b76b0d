export { getLoyaltyInfo, getLoyaltyStanding } from "./loyalty.service.js";
export { loyaltyRoutes } from "./loyalty.routes.js";
