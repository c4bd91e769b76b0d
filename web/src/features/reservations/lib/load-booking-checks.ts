/** The booking checks (booking-checks.ts) as a chunk of their own; the browser keeps the module once loaded. */
export const loadBookingChecks = () => import("./booking-checks");

export type BookingChecks = Awaited<ReturnType<typeof loadBookingChecks>>;
