import type { z } from "zod";
import type { FastifyRequest } from "fastify";
import { TABLE_GUEST_HEADER, type checkInSchema } from "@tavola/contracts";
import { clientKey } from "../../platform/client-address.js";
import type { LimitRule, RateLimiter } from "../../platform/rate-limit.js";
import { hashToken } from "../../platform/session.js";

/**
 * Dine-in guests need no account, so their writes are limited on the one rate limiter (counted before the
 * work; 429 with Retry-After when over). A restaurant's guests often share its Wi-Fi, so one address may
 * carry a whole dining room: the per-address allowances are wide, the per-table and per-guest ones tight.
 */
export const DINE_IN_LIMITS = {
  checkInPerAddress: { limit: 120, windowSeconds: 600 },
  checkInPerAddressAndTable: { limit: 30, windowSeconds: 600 },
  /** Each of: orders to the table, bill payments, server calls — per guest (their check-in secret). */
  actionPerGuest: { limit: 30, windowSeconds: 600 },
  actionPerAddress: { limit: 600, windowSeconds: 600 },
  /**
   * Manual Entry's short code: 20 wrong codes per table, and 20 per address, in 15 minutes (a right code
   * is given back). A guest with the card in front of them gets it right in one or two; an outsider's 20
   * guesses find one of 234,000 codes about once in 11,700. The QR code and the number-only path (which
   * waits to be let in) are not blocked meanwhile, so a guessing stranger cannot lock a table out.
   */
  codePerTable: { limit: 20, windowSeconds: 900 },
  codePerAddress: { limit: 20, windowSeconds: 900 },
};
export const DINE_IN_LIMITED_MESSAGE = "Too many requests from this table. Please wait a few minutes, or ask a member of staff.";
export const TABLE_CODE_LIMITED_MESSAGE = "Too many wrong table codes. Please wait a few minutes, scan the QR code, or ask a member of staff.";

/** Manual Entry's code attempts at a table, counted in the database per table and per address. */
export function codeAttempts(limiter: RateLimiter, request: FastifyRequest) {
  const keys = (tableId: string) => [`dinein-code:table:${tableId}`, `dinein-code:ip:${clientKey(request)}`] as const;
  return {
    async consume(tableId: string) {
      const [table, address] = keys(tableId);
      await limiter.consume(
        [
          { key: table, ...DINE_IN_LIMITS.codePerTable },
          { key: address, ...DINE_IN_LIMITS.codePerAddress },
        ],
        TABLE_CODE_LIMITED_MESSAGE,
      );
    },
    succeeded: (tableId: string) => limiter.refund([...keys(tableId)]),
  };
}

/** `POST /api/table-sessions`: per address, and per (address, table) — the QR code, or restaurant and number. */
export function checkInRules(request: FastifyRequest): LimitRule[] {
  const body = request.body as z.output<typeof checkInSchema>;
  const address = clientKey(request);
  const table = "qrToken" in body ? `qr:${hashToken(body.qrToken).slice(0, 32)}` : `${body.restaurantId.toLowerCase()}:${body.tableNumber}`;
  return [
    { key: `dinein-checkin:ip:${address}`, ...DINE_IN_LIMITS.checkInPerAddress },
    { key: `dinein-checkin:ip-table:${address}:${table}`, ...DINE_IN_LIMITS.checkInPerAddressAndTable },
  ];
}

/** A guest's action at the table (`order`, `pay`, `call`, `admit`): per guest secret and per address. */
export const guestActionRules =
  (action: "order" | "pay" | "call" | "admit") =>
  (request: FastifyRequest): LimitRule[] => {
    const raw = request.headers[TABLE_GUEST_HEADER];
    const secret = (Array.isArray(raw) ? raw[0] : raw) ?? "";
    return [
      { key: `dinein-${action}:guest:${hashToken(secret).slice(0, 32)}`, ...DINE_IN_LIMITS.actionPerGuest },
      { key: `dinein-${action}:ip:${clientKey(request)}`, ...DINE_IN_LIMITS.actionPerAddress },
    ];
  };
