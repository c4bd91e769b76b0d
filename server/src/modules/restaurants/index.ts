export { restaurantsRoutes } from "./restaurants.routes.js";
export { RECOMMENDED_RESTAURANTS_SQL } from "./recommendation.sql.js";
export { resolveManagedRestaurant, worksAt } from "./access.policy.js";
export { findRestaurant, menuItemsByIds, staffRestaurantIds, type MenuItemRow, type RestaurantRow } from "./catalog.repository.js";
