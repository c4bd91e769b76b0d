import type { FastifyRequest } from "fastify";
import { clientKey } from "../../platform/client-address.js";
import { normalizedKeyPart, type LimitRule } from "../../platform/rate-limit.js";

/**
 * Limits on the guest side of reservations, which needs no account: counted on the one
 * rate limiter before the work, 429 with Retry-After when over. Per email and per phone they stop one person
 * booking out a day under many names; per address they stop one machine trying many contact details. A real
 * guest books a table or two a day; the address allowance leaves room for a household or an office.
 */
export const BOOKING_LIMITS = { perEmail: 5, perPhone: 5, emailPhoneWindowSeconds: 24 * 3600, perAddress: 10, addressWindowSeconds: 3600 };
export const BOOKING_LIMITED_MESSAGE = "Too many bookings from these details. Please try again later, or call the restaurant.";

export const WAITLIST_LIMITS = BOOKING_LIMITS;
export const WAITLIST_LIMITED_MESSAGE = "Too many waitlist requests from these details. Please try again later, or call the restaurant.";

/** Cancelling or accepting through a link: the token is unguessable; this bounds the work one address causes. */
export const LINK_LIMITS = { perAddress: 30, windowSeconds: 600 };
export const LINK_LIMITED_MESSAGE = "Too many requests from this address. Please try again in a few minutes.";

/** A phone number's digits only, so "+1 (212) 555-0100" and "12125550100" count as one. */
export const phoneKeyPart = (phone: string) => phone.replace(/\D/g, "");

type Contact = { email: string; phone: string };

function contactRules(prefix: string, request: FastifyRequest, limits: typeof BOOKING_LIMITS): LimitRule[] {
  const { email, phone } = request.body as Contact;
  return [
    { key: `${prefix}:email:${normalizedKeyPart(email)}`, limit: limits.perEmail, windowSeconds: limits.emailPhoneWindowSeconds },
    { key: `${prefix}:phone:${phoneKeyPart(phone)}`, limit: limits.perPhone, windowSeconds: limits.emailPhoneWindowSeconds },
    { key: `${prefix}:ip:${clientKey(request)}`, limit: limits.perAddress, windowSeconds: limits.addressWindowSeconds },
  ];
}

/** `POST /api/reservations`: per email, per phone (each 5 a day) and per address (10 an hour). */
export const bookingRules = (request: FastifyRequest) => contactRules("booking", request, BOOKING_LIMITS);
/** `POST /api/waitlist`: the same allowances, counted apart from bookings. */
export const waitlistRules = (request: FastifyRequest) => contactRules("waitlist", request, WAITLIST_LIMITS);
/** Cancel and accept through a reservation's or a waitlist entry's link: 30 per address per 10 minutes. */
export const linkRules = (request: FastifyRequest): LimitRule[] => [
  { key: `guest-link:ip:${clientKey(request)}`, limit: LINK_LIMITS.perAddress, windowSeconds: LINK_LIMITS.windowSeconds },
];
