export { reservationsRoutes } from "./reservations.routes.js";
export { defaultBookingPolicy, type BookingPolicy } from "./booking-policy.js";
