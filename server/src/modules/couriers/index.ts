export { couriersRoutes } from "./couriers.routes.js";
export { dispatchRoutes } from "./dispatch/dispatch.routes.js";
export { dispatchHooks } from "./dispatch/delivery-jobs.js";
export { defineDispatchJobs, DISPATCH_AWARD_JOB, DISPATCH_PAYOUTS_JOB, DISPATCH_SWEEP_JOB, sweepDispatch } from "./dispatch/dispatch-jobs.js";
export { autoAssign, closeBidding } from "./dispatch/award.service.js";
export { trackingRoutes } from "./tracking/tracking.routes.js";
export { defineTrackingJobs, POSITIONS_RETENTION_JOB } from "./tracking/tracking-jobs.js";
export { courierProfilesRoutes } from "./profiles/profiles.routes.js";
