/** The flags module: feature flags' state (`feature_flags`), a per-process cache dropped on every change by NOTIFY. */
export { flagsRoutes } from "./flags.routes.js";
export { isFlagOn, evaluateFlags } from "./flags.service.js";
