import type { z } from "zod";
import type { checkoutSchema, placeOrderSchema, Order, Quote, Slots } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { findUsableVoucher, useVoucherForOrder } from "../loyalty/index.js";
import { authorizeOrderPayment, previewRoute, saveCardFromToken, savedCardToken } from "../payments/index.js";
import { findRestaurant, type RestaurantRow } from "../restaurants/index.js";
import { estimateEta } from "./eta.js";
import { distanceKm } from "./geo.js";
import { requestHash } from "./idempotency.js";
import { menuLines } from "./menu-lines.js";
import { announcePlacedOrder, insertPlacedOrder } from "./order-writes.js";
import {
  bookSlot,
  claimIdempotencyKey,
  findIdempotencyKey,
  findPromo,
  isFirstOrder,
  kitchenQueueLength,
  saveIdempotentResponse,
  slotRoom,
  sweepIdempotencyKeys,
} from "./ordering.repository.js";
import type { RefundWindowSeconds } from "./order-view.js";
import { priceOrder, type PricedOrder } from "./pricing.js";
import { earliestSlot, effectivePrepMinutes, scheduledSlotProblem, upcomingSlots } from "./slots.js";

type CheckoutInput = z.output<typeof checkoutSchema>;
type PlaceOrderInput = z.output<typeof placeOrderSchema>;

const unprocessable = (field: string, message: string) => new AppError("unprocessable", message, { [field]: [message] });

type Prepared = {
  restaurant: RestaurantRow;
  priced: PricedOrder;
  distance: number | null;
  prepMinutes: number;
  earliest: Date;
  wanted: Date | null;
  country: string;
  /** The customer's loyalty voucher this order applies, checked usable now. */
  voucher: { id: string; title: string } | null;
};

/** Everything a quote and an order share: the restaurant, the lines at menu prices, the totals. */
async function prepare(db: Db, user: SessionUser, input: CheckoutInput, now: Date): Promise<Prepared> {
  const restaurant = await findRestaurant(db, input.restaurantId);
  if (!restaurant) throw new AppError("not_found", "Restaurant not found", { restaurantId: ["Restaurant not found"] });
  if (!restaurant.isOpen) throw unprocessable("restaurantId", `${restaurant.name} is closed and not taking orders right now`);

  const lines = await menuLines(db, restaurant, input.items);

  const distance = input.fulfilment === "delivery" && input.address ? distanceKm(restaurant, input.address) : null;
  let promo = null;
  if (input.promoCode) {
    promo = await findPromo(db, input.promoCode);
    if (!promo) throw unprocessable("promoCode", "Unknown promo code");
  }
  // Only the signed-in customer's own voucher, issued and unexpired; loyalty says why not otherwise (422).
  const voucher = input.voucherId ? await findUsableVoucher(db, { userId: user.userId, voucherId: input.voucherId, now }) : null;
  const priced = priceOrder({
    lines,
    fulfilment: input.fulfilment,
    distanceKm: distance,
    deliveryRadiusKm: restaurant.deliveryRadiusKm,
    taxRatePpm: restaurant.taxRatePpm,
    tipCents: input.tipCents,
    promo,
    isFirstOrder: promo?.firstOrderOnly ? await isFirstOrder(db, user.userId) : false,
    voucher,
  });

  const prepMinutes = effectivePrepMinutes(restaurant);
  const earliest = earliestSlot(now, prepMinutes);
  const wanted = input.scheduledFor ? new Date(input.scheduledFor) : null;
  if (wanted) {
    const problem = scheduledSlotProblem(wanted, earliest);
    if (problem) throw unprocessable("scheduledFor", problem);
  }
  const country = input.fulfilment === "delivery" && input.address ? input.address.country : restaurant.country;
  return { restaurant, priced, distance, prepMinutes, earliest, wanted, country, voucher: voucher ? { id: voucher.id, title: voucher.title } : null };
}

const SLOT_FULL = "That time slot is full. Please choose another time.";
const KITCHEN_FULL = "The kitchen is fully booked for the next 12 hours.";

/** Which slot an order would take, without booking it (for the quote). */
async function peekSlot(db: Db, p: Prepared): Promise<Date> {
  const candidates = p.wanted ? [p.wanted] : upcomingSlots(p.earliest);
  const room = await slotRoom(db, p.restaurant.id, candidates[0]!, candidates.at(-1)!, p.restaurant.slotCapacity);
  const free = candidates.find((s) => (room.get(s.getTime()) ?? p.restaurant.slotCapacity) > 0);
  if (!free) throw new AppError("conflict", p.wanted ? SLOT_FULL : KITCHEN_FULL, { scheduledFor: [p.wanted ? SLOT_FULL : KITCHEN_FULL] });
  return free;
}

/**
 * Books the order's slot: the chosen one, or for ASAP the first with room from the earliest on. Slots a plain
 * read already shows full are skipped without a write; the guarded write decides races.
 */
async function takeSlot(tx: Db, p: Prepared): Promise<Date> {
  const candidates = p.wanted ? [p.wanted] : upcomingSlots(p.earliest);
  const room = p.wanted ? new Map<number, number>() : await slotRoom(tx, p.restaurant.id, candidates[0]!, candidates.at(-1)!, p.restaurant.slotCapacity);
  for (const slot of candidates) {
    if ((room.get(slot.getTime()) ?? p.restaurant.slotCapacity) <= 0) continue;
    if (await bookSlot(tx, p.restaurant.id, slot, p.restaurant.slotCapacity)) return slot;
  }
  throw new AppError("conflict", p.wanted ? SLOT_FULL : KITCHEN_FULL, { scheduledFor: [p.wanted ? SLOT_FULL : KITCHEN_FULL] });
}

async function eta(db: Db, p: Prepared, slot: Date, now: Date, fulfilment: "delivery" | "pickup") {
  return estimateEta({
    now,
    slotStart: slot,
    prepMinutes: p.prepMinutes,
    ordersAhead: await kitchenQueueLength(db, p.restaurant.id),
    fulfilment,
    distanceKm: p.distance,
  });
}

export async function quoteOrder(db: Db, user: SessionUser, input: CheckoutInput, now = new Date()): Promise<Quote> {
  const p = await prepare(db, user, input, now);
  const slot = await peekSlot(db, p);
  const window = await eta(db, p, slot, now, input.fulfilment);
  const { foodDiscountCents: _food, ...priced } = p.priced;
  return {
    restaurantId: p.restaurant.id,
    ...priced,
    lines: priced.lines.map(({ category: _category, ...l }) => l),
    distanceKm: p.distance == null ? null : Math.round(p.distance * 10) / 10,
    slotStart: slot.toISOString(),
    etaEarliest: window.earliest.toISOString(),
    etaLatest: window.latest.toISOString(),
    paymentProvider: await previewRoute(db, p.country),
  };
}

/** The slots of the next 12 hours a kitchen can still take, with room left in each. */
export async function availableSlots(db: Db, restaurantIdOrSlug: string, now = new Date()): Promise<Slots> {
  const restaurant = await findRestaurant(db, restaurantIdOrSlug);
  if (!restaurant) throw notFound("Restaurant not found");
  if (!restaurant.isOpen) return { asapSlot: null, slots: [] };
  const candidates = upcomingSlots(earliestSlot(now, effectivePrepMinutes(restaurant)));
  const room = await slotRoom(db, restaurant.id, candidates[0]!, candidates.at(-1)!, restaurant.slotCapacity);
  const slots = candidates
    .map((s) => ({ start: s.toISOString(), remaining: room.get(s.getTime()) ?? restaurant.slotCapacity }))
    .filter((s) => s.remaining > 0);
  return { asapSlot: slots[0]?.start ?? null, slots };
}

export type PlaceResult = { status: number; body: Order; replayed: boolean };

/**
 * Places an order exactly once per Idempotency-Key: the key is claimed, the order priced, its slot booked,
 * its payment authorized and the response stored, all in one transaction. A repeat with the same body gets
 * the stored response (for 24 hours); with another body, 422. A failure rolls everything back, key included.
 * A loyalty voucher is marked used by the order in the same transaction (a guarded update: of racing
 * checkouts with one voucher exactly one gets it, the others roll back whole with 409).
 */
export async function placeOrder(
  db: Db,
  user: SessionUser,
  key: string,
  input: PlaceOrderInput,
  refundWindowSeconds: RefundWindowSeconds,
  now = new Date(),
): Promise<PlaceResult> {
  const hash = requestHash(input);
  // Outside the transaction: the sweep takes no locks a concurrent checkout of this user could wait on.
  await sweepIdempotencyKeys(db, user.userId);
  return db.transaction(async (tx) => {
    if (!(await claimIdempotencyKey(tx, user.userId, key, hash))) {
      const prior = await findIdempotencyKey(tx, user.userId, key);
      if (!prior || prior.requestHash !== hash) {
        throw new AppError("unprocessable", "This Idempotency-Key was already used with a different request");
      }
      return { status: prior.responseStatus, body: prior.responseBody as Order, replayed: true };
    }
    const p = await prepare(tx, user, input, now);
    // Read the kitchen's queue before booking: from the booking on, this slot's row stays locked until commit.
    const ordersAhead = await kitchenQueueLength(tx, p.restaurant.id);
    const slot = await takeSlot(tx, p);
    const window = estimateEta({ now, slotStart: slot, prepMinutes: p.prepMinutes, ordersAhead, fulfilment: input.fulfilment, distanceKm: p.distance });
    const order = await insertPlacedOrder(
      tx,
      {
        customerId: user.userId,
        restaurantId: p.restaurant.id,
        fulfillment: input.fulfilment,
        address: input.fulfilment === "delivery" ? input.address : null,
        contactName: input.contact?.name ?? null,
        contactPhone: input.contact?.phone ? input.contact.phone : null,
        distanceKm: p.distance,
        scheduledFor: p.wanted,
        slotStart: slot,
        prepMinutes: p.prepMinutes,
        etaEarliest: window.earliest,
        etaLatest: window.latest,
        promoCode: input.promoCode ? input.promoCode.toUpperCase() : null,
        subtotalCents: p.priced.subtotalCents,
        deliveryFeeCents: p.priced.deliveryFeeCents,
        serviceFeeCents: p.priced.serviceFeeCents,
        taxCents: p.priced.taxCents,
        tipCents: p.priced.tipCents,
        discountCents: p.priced.discountCents,
        foodDiscountCents: p.priced.foodDiscountCents,
        voucherId: p.voucher?.id ?? null,
        totalCents: p.priced.totalCents,
      },
      p.priced.lines.map((l) => ({ menuItemId: l.menuItemId, name: l.name, unitPriceCents: l.unitPriceCents, quantity: l.quantity, modifiers: l.modifiers })),
      { id: user.userId, role: user.role },
      now,
    );
    // Before the card is charged: a voucher another checkout took first ends this one without an authorization.
    if (p.voucher) await useVoucherForOrder(tx, { userId: user.userId, voucherId: p.voucher.id, orderId: order.id, now });
    // A saved card is looked up for this customer only (another's is refused before anything is charged).
    const token = input.savedCardId ? await savedCardToken(tx, user.userId, input.savedCardId, now) : input.paymentToken!;
    await authorizeOrderPayment(tx, { orderId: order.id, token, amountCents: order.totalCents, country: p.country, customerId: user.userId });
    // Opt-in, and only once the card has paid: a declined card is never saved.
    if (input.saveCard && input.paymentToken && !input.savedCardId) await saveCardFromToken(tx, user.userId, input.paymentToken, now);
    const body = await announcePlacedOrder(tx, order, refundWindowSeconds);
    await saveIdempotentResponse(tx, user.userId, key, 201, body);
    return { status: 201, body, replayed: false };
  });
}

