export { restaurantsRoutes } from "./restaurants.routes.js";
export { RECOMMENDED_RESTAURANTS_SQL } from "./recommendation.sql.js";
