/**
 * The contract schemas the booking screens check before a round trip, in a chunk of their own.
 *
 * Only `lazy-form-schemas.ts` imports this module (dynamically): /tables' first visit then loads no zod and no
 * schemas — they come with the guest's first "Confirm", "Join the waitlist" or "Book this table".
 */
export { createReservationSchema, joinWaitlistSchema, tokenizeCardSchema } from "@tavola/contracts";
