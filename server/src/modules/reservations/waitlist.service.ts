import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { CreatedReservation, joinWaitlistSchema, WaitlistEntry } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { publishFloorEvent } from "../../platform/floor-events.js";
import { hashToken, newToken, type SessionUser } from "../../platform/session.js";
import { forParty, loadRestaurantBooking } from "./availability.service.js";
import { createReservation } from "./booking.service.js";
import { isCalendarDate, weekdayOf, zonedTimeToUtc } from "./local-time.js";
import { isWaitlistReference, newWaitlistReference } from "./reservation-reference.js";
import { lastBookableDate, restaurantToday } from "./reservation-slots.js";
import { offerFreedTables } from "./waitlist-offers.service.js";
import { toWaitlistEntry } from "./waitlist-view.js";
import { insertWaitlistEntry, selectWaitlist, updateWaitlistEntry, type WaitlistRow } from "./waitlist.repository.js";

type JoinInput = z.output<typeof joinWaitlistSchema>;

const NOT_FOUND = "Waitlist entry not found";
export const NO_OFFER = "There is no table on offer for this entry right now";
export const OFFER_EXPIRED = "This offer has expired; you are still on the waitlist";

const invalid = (field: string, message: string) => new AppError("invalid", message, { [field]: [message] });

function tokenMatches(row: WaitlistRow, token: string) {
  const given = Buffer.from(hashToken(token));
  const stored = Buffer.from(row.manage_token_hash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The entry the link opens; a wrong reference and a wrong token look the same (404). */
async function findByLink(db: Db, reference: string, token: string, forUpdate = false): Promise<WaitlistRow> {
  const [row] = isWaitlistReference(reference) ? await selectWaitlist(db, sql`w.reference = ${reference}`, { forUpdate }) : [];
  if (!row || !tokenMatches(row, token)) throw notFound(NOT_FOUND);
  return row;
}

async function readEntry(db: Db, id: string, now: Date): Promise<WaitlistEntry> {
  const [row] = await selectWaitlist(db, sql`w.id = ${id}`);
  if (!row) throw notFound(NOT_FOUND);
  return toWaitlistEntry(row, now);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether [from, to] lies inside one of the day's opening periods (a period may run past midnight). */
export function withinOpeningHours(periods: Array<[string, string]>, from: string, to: string): boolean {
  return periods.some(([open, close]) => {
    const o = minutesOf(open);
    const c = minutesOf(close) <= o ? minutesOf(close) + 24 * 60 : minutesOf(close);
    return minutesOf(from) >= o && minutesOf(to) <= c;
  });
}

/**
 * A guest joins the waitlist for a date, a local time range and a party size (signed in or not). The range must
 * sit within the opening hours of a date from today to the horizon. If a slot is already free in the range it
 * is offered at once; otherwise the entry waits for a freed table.
 */
export async function joinWaitlist(db: Db, session: SessionUser | null, input: JoinInput, now = new Date()) {
  if (!isCalendarDate(input.date)) throw invalid("date", "Choose a date");
  const base = await loadRestaurantBooking(db, input.restaurantId);
  const { policy } = base;
  if (input.date < restaurantToday(now, policy)) throw invalid("date", "Choose a date from today on");
  if (input.date > lastBookableDate(now, policy)) throw invalid("date", `Reservations open ${policy.bookingHorizonDays} days ahead`);
  const periods = policy.openingHours[weekdayOf(input.date)] ?? [];
  if (periods.length === 0) throw invalid("date", "The restaurant is closed that day");
  if (!withinOpeningHours(periods, input.from, input.to)) throw invalid("from", "Choose times within the opening hours");
  if (forParty(base, input.partySize).candidates.length === 0) {
    throw invalid("partySize", `No table here seats a party of ${input.partySize}; please contact the restaurant`);
  }
  const windowStart = zonedTimeToUtc(input.date, input.from, policy.timezone);
  const windowEnd = zonedTimeToUtc(input.date, input.to, policy.timezone);
  if (!windowStart || !windowEnd) throw invalid("from", "That time does not exist on that day (the clocks change)");
  if (windowEnd.getTime() <= now.getTime() + policy.leadTimeMinutes * 60_000) throw invalid("to", "That time range has already passed");

  const token = newToken();
  const reference = newWaitlistReference();
  const id = await db.transaction(async (tx) => {
    const newId = await insertWaitlistEntry(tx, {
      reference,
      restaurantId: base.restaurant.id,
      customerId: session?.userId ?? null,
      name: input.name,
      email: input.email,
      phone: input.phone,
      partySize: input.partySize,
      windowStart,
      windowEnd,
      status: "waiting",
      manageTokenHash: hashToken(token),
    });
    await publishFloorEvent(tx, { type: "waitlist", restaurantId: base.restaurant.id });
    await offerFreedTables(tx, base.restaurant.id, { start: windowStart, end: windowEnd }, now);
    return newId;
  });
  return { entry: await readEntry(db, id, now), manageToken: token, manageUrl: `/waitlist/${reference}?token=${token}` };
}

export async function getWaitlistEntry(db: Db, reference: string, token: string, now = new Date()): Promise<WaitlistEntry> {
  return toWaitlistEntry(await findByLink(db, reference, token), now);
}

/** The guest leaves the waitlist (waiting or offered); a booked, expired or cancelled entry cannot. */
export async function cancelWaitlistEntry(db: Db, reference: string, token: string, now = new Date()): Promise<WaitlistEntry> {
  const id = await db.transaction(async (tx) => {
    const row = await findByLink(tx, reference, token, true);
    const status = toWaitlistEntry(row, now).status;
    if (status !== "waiting" && status !== "offered") throw new AppError("conflict", `This waitlist entry is already ${status}`);
    await updateWaitlistEntry(tx, row.id, { status: "cancelled" });
    await publishFloorEvent(tx, { type: "waitlist", restaurantId: row.restaurant_id });
    return row.id;
  });
  return readEntry(db, id, now);
}

/**
 * The guest takes the offered table and time: booked through the normal path (policy, pacing, the exclusion
 * constraint, the card hold), and the entry marked booked in the same transaction — re-checked under its row
 * lock, so a lapsed or withdrawn offer books nothing.
 */
export async function acceptWaitlistOffer(db: Db, reference: string, token: string, holdPaymentToken: string | undefined, now = new Date()): Promise<CreatedReservation> {
  const row = await findByLink(db, reference, token);
  const entry = toWaitlistEntry(row, now);
  if (!entry.offer) throw new AppError("conflict", row.status === "offered" ? OFFER_EXPIRED : NO_OFFER);
  const offer = entry.offer;
  return createReservation(
    db,
    null,
    {
      restaurantId: row.restaurant_id,
      tableIds: offer.tableIds,
      startsAt: offer.startsAt,
      partySize: entry.partySize,
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      holdPaymentToken,
    },
    now,
    {
      customerId: row.customer_id,
      onBooked: async (tx, reservationId) => {
        const [locked] = await selectWaitlist(tx, sql`w.id = ${row.id}`, { forUpdate: true });
        const still = locked && toWaitlistEntry(locked, now).offer;
        if (!still || still.startsAt !== offer.startsAt) throw new AppError("conflict", OFFER_EXPIRED);
        await updateWaitlistEntry(tx, row.id, { status: "booked", reservationId });
        await publishFloorEvent(tx, { type: "waitlist", restaurantId: row.restaurant_id });
      },
    },
  );
}
