import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { creditPoints, ledgerState, registerCustomer } from "../../test/loyalty-kit.js";
import { queryRows } from "../../platform/database.js";
import {
  creditOrderPoints,
  findUsableVoucher,
  grantRecoveryCredit,
  redeemReward,
  releaseVoucherForOrder,
  reverseOrderPoints,
  useVoucherForOrder,
  voucherTitles,
} from "./index.js";
import { getLoyaltyAccount } from "./account.service.js";
import { appendLedgerEntry, PointsShortError } from "./loyalty.repository.js";
import { settleAccount } from "./settlement.js";

// The module's interface as ordering and feedback use it, and the database's own guards, on PGlite and Postgres.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;
const db = () => t.database.db;
const inTx = <T>(fn: (tx: ReturnType<typeof db>) => Promise<T>) => db().transaction(fn);
/** A moment after the test's real time, so sign-up's own read of the account never runs ahead of these clocks. */
const future = (days: number) => new Date(Date.now() + days * DAY);
const sqlState = (e: unknown) => (e as { code?: string; cause?: { code?: string } }).code ?? (e as { cause?: { code?: string } }).cause?.code;

const credit = (customerId: string, over: Partial<Parameters<typeof creditOrderPoints>[1]> = {}) => {
  const completedAt = over.completedAt ?? future(1);
  return inTx((tx) =>
    creditOrderPoints(tx, {
      orderId: randomUUID(), customerId, restaurantName: "Sakura House", eligibleCents: 4599,
      completedAt, availableAt: new Date(completedAt.getTime() + 72 * HOUR), timeZone: "America/New_York", ...over,
    }),
  );
};

describe("the database guards the ledger", () => {
  it("refuses to UPDATE a ledger row (append-only)", async () => {
    const { userId } = await registerCustomer(t.app);
    await creditPoints(db(), userId, 300);
    const err = await db().execute(sql`update loyalty_ledger set points = 3000 where user_id = ${userId}`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(String((err as Error).message) + String((err as { cause?: Error }).cause?.message ?? "")).toContain("append-only");
    expect((await ledgerState(db(), userId)).ledgerSum).toBe(300);
  });

  it("refuses a direct overdraw of the account (check balance >= 0) and rows with the wrong sign", async () => {
    const { userId } = await registerCustomer(t.app);
    await creditPoints(db(), userId, 100);
    const overdraw = await db().execute(sql`update loyalty_accounts set balance = balance - 500 where user_id = ${userId}`).catch((e: unknown) => e);
    expect(sqlState(overdraw)).toBe("23514");
    const negativePending = await db().execute(sql`update loyalty_accounts set pending = pending - 1 where user_id = ${userId}`).catch((e: unknown) => e);
    expect(sqlState(negativePending)).toBe("23514");
    const badEarn = await db()
      .execute(sql`insert into loyalty_ledger (user_id, kind, points, description) values (${userId}, 'earn', -5, 'bad')`)
      .catch((e: unknown) => e);
    expect(sqlState(badEarn)).toBe("23514");
    expect(await ledgerState(db(), userId)).toMatchObject({ balance: 100, ledgerSum: 100 });
  });

  it("refuses a debit the balance cannot cover in the repository's guarded update, writing nothing", async () => {
    const { userId } = await registerCustomer(t.app);
    await creditPoints(db(), userId, 100);
    const now = new Date();
    await expect(
      inTx(async (tx) => {
        const account = await settleAccount(tx, userId, now);
        await appendLedgerEntry(tx, account.settledThrough, { userId, kind: "redeem", points: -101, description: "x", availableAt: account.settledThrough, createdAt: now });
      }),
    ).rejects.toBeInstanceOf(PointsShortError);
    expect(await ledgerState(db(), userId)).toMatchObject({ balance: 100, rows: 1 });
  });
});

describe("creditOrderPoints", () => {
  it("credits 10 points per dollar plus the first-order bonus, pending until the refund window ends, once per order", async () => {
    const { userId } = await registerCustomer(t.app);
    const orderId = randomUUID();
    const completedAt = future(1);
    expect(await credit(userId, { orderId, completedAt })).toEqual({ points: 450, bonus: 250 });
    expect(await credit(userId, { orderId, completedAt })).toEqual({ points: 450, bonus: 250 });
    expect(await ledgerState(db(), userId)).toMatchObject({ balance: 0, pending: 700, rows: 2 });
    // A second order: no second bonus.
    expect(await credit(userId, { completedAt: new Date(completedAt.getTime() + HOUR), eligibleCents: 1000 })).toEqual({ points: 100, bonus: 0 });

    const during = await getLoyaltyAccount(db(), userId, new Date(completedAt.getTime() + 71 * HOUR));
    expect(during).toMatchObject({ points: 0, pendingPoints: 800 });
    expect(during.history.find((h) => h.points === 450)).toMatchObject({ kind: "earn", description: "Order from Sakura House", pending: true });
    const after = await getLoyaltyAccount(db(), userId, new Date(completedAt.getTime() + 72 * HOUR));
    expect(after).toMatchObject({ points: 700, pendingPoints: 100, tier: "silver" });
    const later = await getLoyaltyAccount(db(), userId, new Date(completedAt.getTime() + 80 * HOUR));
    expect(later).toMatchObject({ points: 800, pendingPoints: 0 });
    expect(later.history.map((h) => h.description).sort()).toEqual(["First order bonus", "Order from Sakura House", "Order from Sakura House"]);
  });

  it("doubles a Platinum customer's points on the restaurant's Saturday or Sunday", async () => {
    const { userId } = await registerCustomer(t.app);
    // 3,000+ points earned long enough ago to count: Platinum from then on.
    const base = new Date("2031-03-01T12:00:00Z"); // a Saturday
    await credit(userId, { completedAt: new Date(base.getTime() - 10 * DAY), eligibleCents: 30_000 });
    // Sunday 2031-03-02 02:00 UTC is still Saturday in New York, already Sunday in Copenhagen.
    const saturdayNight = new Date("2031-03-02T02:00:00Z");
    expect(await credit(userId, { completedAt: saturdayNight, eligibleCents: 2000 })).toEqual({ points: 400, bonus: 0 });
    // Monday 2031-03-03 03:00 UTC is Sunday night in New York but Monday in Copenhagen.
    const mondayEarly = new Date("2031-03-03T03:00:00Z");
    expect(await credit(userId, { completedAt: mondayEarly, eligibleCents: 2000, timeZone: "Europe/Copenhagen" })).toEqual({ points: 200, bonus: 0 });
    const account = await getLoyaltyAccount(db(), userId, new Date(mondayEarly.getTime() + HOUR));
    expect(account.history.filter((h) => h.description === "Order from Sakura House · weekend double points")).toHaveLength(1);
  });

  it("does not double for a Gold customer at the weekend", async () => {
    const { userId } = await registerCustomer(t.app);
    await credit(userId, { completedAt: new Date("2031-03-01T12:00:00Z"), eligibleCents: 20_000 });
    expect(await credit(userId, { completedAt: new Date("2031-03-08T15:00:00Z"), eligibleCents: 2000 })).toEqual({ points: 200, bonus: 0 });
  });
});

describe("reverseOrderPoints", () => {
  it("reverses in proportion to the money refunded, once per refund; a full refund also takes back the bonus", async () => {
    const { userId } = await registerCustomer(t.app);
    const orderId = randomUUID();
    const completedAt = future(2);
    await credit(userId, { orderId, completedAt, eligibleCents: 4500 }); // 450 + 250 bonus, pending
    const refund = (refundedTotalCents: number, hours: number) =>
      inTx((tx) => reverseOrderPoints(tx, { orderId, customerId: userId, refundedTotalCents, totalCents: 6000, now: new Date(completedAt.getTime() + hours * HOUR) }));
    await refund(1000, 1); // ceil(450 × 1000 / 6000) = 75
    await refund(1000, 2); // the same refund again: nothing more
    expect(await ledgerState(db(), userId)).toMatchObject({ balance: 0, pending: 625, ledgerSum: 625 });
    await refund(3001, 3); // ceil(450 × 3001 / 6000) = 226 in all
    expect((await ledgerState(db(), userId)).pending).toBe(700 - 226);
    await refund(6000, 4); // everything: the rest of the order's points and the first-order bonus
    expect(await ledgerState(db(), userId)).toMatchObject({ balance: 0, pending: 0, ledgerSum: 0 });
    const account = await getLoyaltyAccount(db(), userId, new Date(completedAt.getTime() + 100 * HOUR));
    expect(account).toMatchObject({ points: 0, pendingPoints: 0, tier: "bronze", pointsEarnedInYear: 0 });
    expect(account.history.filter((h) => h.kind === "reverse").map((h) => h.description).sort()).toEqual([
      "First order bonus reversed (order refunded)",
      "Refund on order from Sakura House",
      "Refund on order from Sakura House",
      "Refund on order from Sakura House",
    ]);
  });
});

describe("grantRecoveryCredit", () => {
  it("credits spendable points once per order", async () => {
    const { userId } = await registerCustomer(t.app);
    const orderId = randomUUID();
    const grant = (points: number) => inTx((tx) => grantRecoveryCredit(tx, { customerId: userId, orderId, points, restaurantName: "El Jardín", now: new Date() }));
    expect(await grant(250)).toEqual({ granted: true });
    expect(await grant(500)).toEqual({ granted: false });
    expect(await ledgerState(db(), userId)).toMatchObject({ balance: 250, rows: 1 });
    const account = await getLoyaltyAccount(db(), userId);
    expect(account.history[0]).toMatchObject({ kind: "adjust", points: 250, description: "Sorry about your order from El Jardín", pending: false });
    await expect(grant(300)).rejects.toMatchObject({ code: "invalid" });
  });
});

describe("vouchers at checkout", () => {
  it("uses a voucher once, gives it back when the order is cancelled, and names it for order views", async () => {
    const { userId } = await registerCustomer(t.app);
    await creditPoints(db(), userId, 1000);
    const { voucher } = await redeemReward(db(), userId, "twenty-off", randomUUID(), new Date());
    const now = new Date();
    expect(await inTx((tx) => findUsableVoucher(tx, { userId, voucherId: voucher.id, now }))).toEqual({
      id: voucher.id, title: "20% Off", rewardId: "twenty-off", effect: { kind: "percent_off", percentOff: 20, minSubtotalCents: 3000 },
    });
    const orderId = randomUUID();
    await inTx((tx) => useVoucherForOrder(tx, { userId, voucherId: voucher.id, orderId, now }));
    await expect(inTx((tx) => useVoucherForOrder(tx, { userId, voucherId: voucher.id, orderId: randomUUID(), now }))).rejects.toMatchObject({
      code: "conflict", fieldErrors: { voucherId: ["This voucher was already used"] },
    });
    await expect(inTx((tx) => findUsableVoucher(tx, { userId, voucherId: voucher.id, now }))).rejects.toMatchObject({
      code: "unprocessable", fieldErrors: { voucherId: ["This voucher was already used"] },
    });
    const [used] = await queryRows<{ state: string; order_id: string }>(db(), sql`select state, order_id from loyalty_vouchers where id = ${voucher.id}`);
    expect(used).toEqual({ state: "used", order_id: orderId });
    expect(await inTx((tx) => voucherTitles(tx, [voucher.id, randomUUID(), "not-a-uuid"]))).toEqual(new Map([[voucher.id, "20% Off"]]));

    await inTx((tx) => releaseVoucherForOrder(tx, { orderId }));
    await inTx((tx) => releaseVoucherForOrder(tx, { orderId: randomUUID() })); // an order without a voucher: nothing
    expect((await inTx((tx) => findUsableVoucher(tx, { userId, voucherId: voucher.id, now }))).id).toBe(voucher.id);
    // Another customer's id, a made-up id and a malformed id all read as not found.
    for (const voucherId of [randomUUID(), "nope"]) {
      await expect(inTx((tx) => findUsableVoucher(tx, { userId, voucherId, now }))).rejects.toMatchObject({ fieldErrors: { voucherId: ["Voucher not found"] } });
    }
  });
});

describe("expiry", () => {
  it("expires a balance after a year without earning or spending", async () => {
    const { userId } = await registerCustomer(t.app);
    const start = future(3);
    await credit(userId, { completedAt: start, eligibleCents: 10_000 }); // 1,000 + 250
    const justUnder = await getLoyaltyAccount(db(), userId, new Date(start.getTime() + 365 * DAY));
    expect(justUnder.points).toBe(1250);
    const after = await getLoyaltyAccount(db(), userId, new Date(start.getTime() + 366 * DAY));
    expect(after).toMatchObject({ points: 0, pendingPoints: 0 });
    expect(after.history[0]).toMatchObject({ kind: "expire", points: -1250, description: "Points expired after a year without activity" });
    expect(await ledgerState(db(), userId)).toMatchObject({ balance: 0, ledgerSum: 0 });
    // The tier follows what was earned in the rolling year: it falls back once those earnings are a year old.
    expect(after.tier).toBe("silver");
    expect((await getLoyaltyAccount(db(), userId, new Date(start.getTime() + 369 * DAY))).tier).toBe("bronze");
    // Only one expiry row, however often the account is read.
    expect((await ledgerState(db(), userId)).rows).toBe(3);
  });
});
