import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { CreatedReservation, createReservationSchema } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { publishFloorEvent } from "../../platform/floor-events.js";
import { hashToken, newToken, type SessionUser } from "../../platform/session.js";
import { authorizePayment } from "../payments/index.js";
import { loadBookingContext, openOptionsForDate, type BookingContext } from "./availability.service.js";
import { nearestAlternatives, tablesFree } from "./free-busy.js";
import { localDateOf } from "./local-time.js";
import { coversByWindow, pacingAllows, pacingWindowOf, PACING_WINDOW_MS } from "./pacing.js";
import { newReservationReference } from "./reservation-reference.js";
import { startTimeProblem } from "./reservation-slots.js";
import { toReservation } from "./reservation-view.js";
import {
  countGuestBookingsOnDate,
  insertReservation,
  listBookedStarts,
  listTableBookings,
  lockRestaurantBookings,
  type NewReservation,
  selectReservationViews,
  setHoldPayment,
} from "./reservations.repository.js";
import { findCandidate, type TableCandidate } from "./table-choice.js";

type Input = z.output<typeof createReservationSchema>;

export const TABLE_TAKEN = "That table was just booked. Here are the nearest free alternatives.";
export const TIME_FULL = "That time is fully booked. Here are the nearest free alternatives.";
export const noTableSeats = (partySize: number) => `No table here seats a party of ${partySize}; please contact the restaurant`;
export const HOLD_REQUIRED = "A card is required to hold this booking";
/**
 * One guest (an email or a phone) holds at most this many live bookings at a restaurant on one day: a rate
 * limit alone would still let one person hold a whole evening's tables, a few bookings a day.
 */
export const GUEST_BOOKINGS_PER_DAY = 2;
export const GUEST_DAY_FULL = `You already have ${GUEST_BOOKINGS_PER_DAY} bookings at this restaurant on that day. To book another, cancel one through its link or call the restaurant.`;
/** Postgres: exclusion_violation (reservation_tables_no_overlap). */
export const EXCLUSION_VIOLATION = "23P01";

const invalid = (field: string, message: string) => new AppError("invalid", message, { [field]: [message] });

/** The SQLSTATE of a database error, however the driver wraps it. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Checks everything that does not depend on other bookings; returns the tables the party may take, best first:
 * the guest's own choice, or for "Any table" every fitting candidate (in the asked-for area), snuggest first.
 */
function validateRequest(ctx: BookingContext, input: Input, startsAt: Date, now: Date): TableCandidate[] {
  const candidates = input.tableIds ? [chosenTables(ctx, input, input.tableIds)] : anyTable(ctx, input);
  const problem = startTimeProblem({ startsAt, policy: ctx.policy, durationMinutes: ctx.durationMinutes, now });
  if (problem) throw invalid("startsAt", problem);
  return candidates;
}

function chosenTables(ctx: BookingContext, input: Input, ids: string[]): TableCandidate {
  const tableIds = [...new Set(ids)];
  const chosen = tableIds.map((id) => ctx.tables.find((t) => t.id === id));
  if (chosen.some((t) => !t)) throw invalid("tableIds", "That table is not at this restaurant");
  const seats = chosen.reduce((sum, t) => sum + t!.capacity, 0);
  if (seats < input.partySize) throw invalid("tableIds", `That table is too small for a party of ${input.partySize}`);
  const candidate = findCandidate(ctx.candidates, tableIds);
  if (!candidate) throw invalid("tableIds", `Choose one of the tables offered for a party of ${input.partySize}`);
  return candidate;
}

/** "Any table": the candidates already come ordered by fit (fewest spare seats, then table number). */
function anyTable(ctx: BookingContext, input: Input): TableCandidate[] {
  if (ctx.candidates.length === 0) throw invalid("partySize", noTableSeats(input.partySize));
  if (!input.area) return ctx.candidates;
  const area = input.area.toLowerCase();
  const inArea = ctx.candidates.filter((c) => c.location.toLowerCase() === area);
  if (inArea.length === 0) throw invalid("area", `No table in ${input.area} seats a party of ${input.partySize}`);
  return inArea;
}

/** Another booking holds the tables or fills the pacing window (thrown inside the transaction to roll it back). */
class Taken extends Error {}

/** 409 when the guest's email or phone already holds GUEST_BOOKINGS_PER_DAY live bookings there that local day. */
async function assertGuestDayOpen(tx: Db, ctx: BookingContext, input: Input, startsAt: Date) {
  const held = await countGuestBookingsOnDate(tx, {
    restaurantId: ctx.restaurant.id,
    timezone: ctx.policy.timezone,
    localDate: localDateOf(startsAt, ctx.policy.timezone),
    email: input.email,
    phoneDigits: input.phone.replace(/\D/g, ""),
  });
  if (held >= GUEST_BOOKINGS_PER_DAY) throw new AppError("conflict", GUEST_DAY_FULL);
}

export type BookingOptions = {
  /** Who booked, when it is not the session's user (a waitlist offer accepted through its link). */
  customerId?: string | null;
  /** Runs in the booking's transaction once the reservation is in (a waitlist entry marks itself booked). */
  onBooked?: (tx: Db, reservationId: string) => Promise<void>;
};

/**
 * The no-show hold: fee × party size authorized on the guest's card in the booking's transaction, so a
 * declined card (402) leaves nothing behind. The hold is captured only on a no-show and released otherwise.
 */
async function holdCard(tx: Db, ctx: BookingContext, reservationId: string, token: string, amountCents: number) {
  try {
    const payment = await authorizePayment(tx, {
      purpose: "reservation_hold", subjectId: reservationId, token, amountCents, country: ctx.restaurant.country,
    });
    await setHoldPayment(tx, reservationId, payment.paymentId);
  } catch (error) {
    if (error instanceof AppError && error.code === "payment_failed") {
      throw new AppError("payment_failed", error.message, { holdPaymentToken: [error.message] });
    }
    throw error;
  }
}

/**
 * Inserts the reservation on the first of the free candidates whose tables the exclusion constraint accepts.
 * Each attempt runs in a savepoint: a hold the check above could not see (written outside the restaurant's
 * lock) fails only that attempt, and the next-best table is tried. Null when every one was refused.
 */
async function insertOnFirstFree(tx: Db, values: NewReservation, free: TableCandidate[]) {
  for (const candidate of free) {
    try {
      const id = await tx.transaction((sp) => insertReservation(sp, values, candidate.tableIds));
      return { id, candidate };
    } catch (error) {
      if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
    }
  }
  return null;
}

/**
 * Books a table: the request is validated against the policy and the tables, then — under a per-restaurant
 * lock, so pacing sums committed rows — the tables are checked free and the reservation and its table holds
 * inserted in one transaction. For "Any table" (no tableIds) the server seats the party at the best-fitting
 * table free at that time, or the next one when a race took it. If another booking won (seen by the check, or by the exclusion constraint
 * when something slipped past the lock) the answer is a 409 with the nearest free alternatives, never a 500.
 */
export async function createReservation(
  db: Db,
  session: SessionUser | null,
  input: Input,
  now = new Date(),
  options: BookingOptions = {},
): Promise<CreatedReservation> {
  const ctx = await loadBookingContext(db, input.restaurantId, input.partySize);
  const startsAt = new Date(input.startsAt);
  const candidates = validateRequest(ctx, input, startsAt, now);
  const holdCents = ctx.policy.noShowFeeCentsPerGuest * input.partySize;
  if (holdCents > 0 && !input.holdPaymentToken) throw invalid("holdPaymentToken", HOLD_REQUIRED);
  const endsAt = new Date(startsAt.getTime() + ctx.durationMinutes * 60_000);
  const token = newToken();
  const reference = newReservationReference();
  /** What a lost race says: the guest's table was taken, or (any table) the whole time is gone. */
  const lost = input.tableIds ? TABLE_TAKEN : TIME_FULL;
  try {
    await db.transaction(async (tx) => {
      await lockRestaurantBookings(tx, ctx.restaurant.id);
      await assertGuestDayOpen(tx, ctx, input, startsAt);
      const held = await listTableBookings(tx, ctx.restaurant.id, startsAt, endsAt);
      const free = candidates.filter((c) => tablesFree(c.tableIds, startsAt, endsAt, held));
      if (free.length === 0) throw new Taken(lost);
      const window = new Date(pacingWindowOf(startsAt));
      const starts = await listBookedStarts(tx, ctx.restaurant.id, window, new Date(window.getTime() + PACING_WINDOW_MS));
      if (!pacingAllows(coversByWindow(starts), startsAt, input.partySize, ctx.policy.pacingCoversPer15)) throw new Taken(TIME_FULL);
      const values = {
        reference,
        restaurantId: ctx.restaurant.id,
        customerId: options.customerId !== undefined ? options.customerId : (session?.userId ?? null),
        name: input.name,
        email: input.email,
        phone: input.phone,
        notes: input.notes || null,
        partySize: input.partySize,
        startsAt,
        endsAt,
        status: "booked",
        manageTokenHash: hashToken(token),
      };
      const seated = await insertOnFirstFree(tx, values, free);
      if (!seated) throw new Taken(lost);
      if (holdCents > 0) await holdCard(tx, ctx, seated.id, input.holdPaymentToken!, holdCents);
      const tableNumber = ctx.tables.find((t) => t.id === seated.candidate.tableIds[0])?.number ?? null;
      await publishFloorEvent(tx, { type: "reservation", restaurantId: ctx.restaurant.id, reservationId: seated.id, tableNumber });
      await options.onBooked?.(tx, seated.id);
    });
  } catch (error) {
    const message = error instanceof Taken ? error.message : sqlState(error) === EXCLUSION_VIOLATION ? lost : null;
    if (!message) throw error;
    const { options } = await openOptionsForDate(db, ctx, localDateOf(startsAt, ctx.policy.timezone), input.partySize, now);
    const wanted = input.tableIds ? candidates[0]!.tableIds : [];
    const alternatives = nearestAlternatives(options, { tableIds: wanted, startsAt }).map((a) => ({
      tableIds: a.tableIds,
      label: a.label,
      startsAt: a.startsAt.toISOString(),
    }));
    throw new AppError("conflict", message, undefined, undefined, { alternatives });
  }
  const [row] = await selectReservationViews(db, sql`r.reference = ${reference}`, 1);
  return { reservation: toReservation(row!, now), manageToken: token, manageUrl: `/reservations/${reference}?token=${token}` };
}
