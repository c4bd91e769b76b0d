import { createdReservationSchema, errorBodySchema, reservationConflictSchema } from "@tavola/contracts";

/**
 * What a booking answers, directly or through a waitlist offer: 201 the booking, 402 a declined card hold, 409 a
 * lost race (with alternatives) or a guest's full day, 429 a limit.
 */
export const bookingResponses = {
  201: createdReservationSchema,
  400: errorBodySchema,
  402: errorBodySchema,
  404: errorBodySchema,
  409: reservationConflictSchema.or(errorBodySchema),
  429: errorBodySchema,
};
