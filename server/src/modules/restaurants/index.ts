export { restaurantsRoutes } from "./restaurants.routes.js";
export { RECOMMENDED_RESTAURANTS_SQL } from "./recommendation.sql.js";
export { isOnTeam, resolveManagedRestaurant, resolveTeamRestaurant, worksAt } from "./access.policy.js";
export { streamTeamEvents, type TeamStreamSpec } from "./team-stream.js";
export {
  findRestaurant,
  listRestaurants,
  listMenu,
  listRestaurantTables,
  menuItemsByIds,
  staffRestaurantIds,
  type MenuItemRow,
  type RestaurantRow,
  type RestaurantTableRow,
} from "./catalog.repository.js";
export { modifierGroupsByItem } from "./modifiers.repository.js";
export { createRestaurantFromApplication, setSoldOut, staffRoleAt } from "./restaurant-writes.js";
