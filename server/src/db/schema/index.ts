export * from "./identity.js";
export * from "./restaurants.js";
export * from "./ordering.js";
export * from "./loyalty.js";
export * from "./catering.js";
export * from "./payments.js";
export * from "./reservations.js";
export * from "./dine-in.js";
