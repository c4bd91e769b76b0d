export * from "./client-constants.js";
export * from "./constants.js";
export * from "./errors.js";
export * from "./auth.js";
export * from "./catering.js";
export * from "./dining.js";
export * from "./messages.js";
export * from "./loyalty-progress.js";
