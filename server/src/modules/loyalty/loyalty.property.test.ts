import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { FIRST_ORDER_BONUS_POINTS, LOYALTY_REWARDS, REWARD_MIN_TIER, type RewardId } from "@tavola/contracts";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { ledgerState } from "../../test/loyalty-kit.js";
import { queryRows } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { creditOrderPoints, grantRecoveryCredit, redeemReward, reverseOrderPoints } from "./index.js";
import { getLoyaltyAccount, getLoyaltyStanding } from "./account.service.js";
import { tierAllows, tierFor } from "./tier.js";

// Model-based: random sequences of earning, time passing, refunds, redemptions and recovery credits run against the
// real module on PGlite (and Postgres in the second run) and against a plain model of the rules; after every step
// the account must equal the ledger's sums, never go below zero, and hold what the model expects.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const WINDOW = 72 * HOUR;
const YEAR = 365 * DAY;

type Cmd =
  | { kind: "earn"; cents: number }
  | { kind: "advance"; ms: number }
  | { kind: "refund"; pick: number; percent: number }
  | { kind: "redeem"; rewardId: RewardId }
  | { kind: "recovery"; points: 100 | 250 | 500 };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("earn" as const), cents: fc.integer({ min: 0, max: 25_000 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("advance" as const), ms: fc.integer({ min: 1, max: 100 * 60 }).map((m) => m * MIN) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("advance" as const), ms: fc.integer({ min: 366, max: 420 }).map((d) => d * DAY) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("refund" as const), pick: fc.nat(), percent: fc.integer({ min: 1, max: 100 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("redeem" as const), rewardId: fc.constantFrom(...LOYALTY_REWARDS.map((r) => r.id)) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("recovery" as const), points: fc.constantFrom(100 as const, 250 as const, 500 as const) }) },
);

type ModelOrder = { id: string; earned: number; bonus: number; availableAt: number; totalCents: number; refunded: number; reversed: number };

/** The rules, written plainly: spendable points, pending lots by the time they mature, what counts for the tier. */
class Model {
  available = 0;
  lots: Array<{ at: number; points: number }> = [];
  earnedRows: Array<{ at: number; points: number }> = [];
  lastActivity: number | null = null;
  lastAny: number | null = null;
  bonusGiven = false;
  orders: ModelOrder[] = [];
  constructor(public clock: number) {}

  get pending() {
    return this.lots.reduce((s, l) => s + l.points, 0);
  }
  settle() {
    const now = this.clock;
    this.available += this.lots.filter((l) => l.at <= now).reduce((s, l) => s + l.points, 0);
    this.lots = this.lots.filter((l) => l.at > now);
    const last = this.lastActivity ?? this.lastAny;
    if (this.available > 0 && last !== null && now - last > YEAR) {
      this.available = 0;
      this.lastAny = now;
    }
  }
  earnedInYear() {
    return this.earnedRows.filter((r) => r.at <= this.clock && r.at > this.clock - YEAR).reduce((s, r) => s + r.points, 0);
  }
  tier() {
    return tierFor(this.earnedInYear());
  }
  addPending(at: number, points: number) {
    this.lots.push({ at, points });
    this.earnedRows.push({ at, points });
    this.lastAny = this.clock;
  }
}

async function newUser(): Promise<string> {
  const [row] = await queryRows<{ id: string }>(t.database.db, sql`insert into users (email, role) values (${`model-${randomUUID()}@example.com`}, 'customer') returning id`);
  return row!.id;
}

const statusOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 201;
  } catch (e) {
    if (e instanceof AppError) return e.status;
    throw e;
  }
};

async function step(userId: string, m: Model, c: Cmd) {
  const db = t.database.db;
  const now = new Date(m.clock);
  switch (c.kind) {
    case "advance":
      m.clock += c.ms;
      return;
    case "earn": {
      m.settle();
      const weekend = [0, 6].includes(now.getUTCDay());
      const points = Math.floor(c.cents / 100) * 10 * (m.tier() === "platinum" && weekend ? 2 : 1);
      const order: ModelOrder = { id: randomUUID(), earned: points, bonus: 0, availableAt: m.clock + WINDOW, totalCents: c.cents + 500, refunded: 0, reversed: 0 };
      if (points > 0) {
        m.addPending(order.availableAt, points);
        m.lastActivity = m.clock;
      }
      if (!m.bonusGiven) {
        m.bonusGiven = true;
        order.bonus = FIRST_ORDER_BONUS_POINTS;
        m.addPending(order.availableAt, FIRST_ORDER_BONUS_POINTS);
        m.lastActivity = m.clock;
      }
      m.orders.push(order);
      const result = await db.transaction((tx) =>
        creditOrderPoints(tx, {
          orderId: order.id, customerId: userId, restaurantName: "Model Kitchen", eligibleCents: c.cents,
          completedAt: now, availableAt: new Date(order.availableAt), timeZone: "UTC",
        }),
      );
      expect(result).toEqual({ points, bonus: order.bonus });
      return;
    }
    case "refund": {
      // Refunds happen only inside the window, on an order not yet fully refunded.
      const open = m.orders.filter((o) => o.availableAt > m.clock && o.refunded < o.totalCents);
      if (open.length === 0) return;
      const o = open[c.pick % open.length]!;
      m.settle();
      o.refunded = Math.min(o.totalCents, o.refunded + Math.max(1, Math.round(((o.totalCents - o.refunded) * c.percent) / 100)));
      const target = o.refunded >= o.totalCents ? o.earned : Math.min(o.earned, Math.ceil((o.earned * o.refunded) / o.totalCents));
      if (target > o.reversed) m.addPending(o.availableAt, -(target - o.reversed));
      o.reversed = target;
      if (o.refunded >= o.totalCents && o.bonus > 0) m.addPending(o.availableAt, -o.bonus);
      await db.transaction((tx) => reverseOrderPoints(tx, { orderId: o.id, customerId: userId, refundedTotalCents: o.refunded, totalCents: o.totalCents, now }));
      return;
    }
    case "redeem": {
      m.settle();
      const reward = LOYALTY_REWARDS.find((r) => r.id === c.rewardId)!;
      let expected = 201;
      if (!tierAllows(m.tier(), REWARD_MIN_TIER[c.rewardId])) expected = 403;
      else if (m.available < reward.points) expected = 409;
      else {
        m.available -= reward.points;
        m.lastActivity = m.clock;
        m.lastAny = m.clock;
      }
      expect(await statusOf(redeemReward(db, userId, c.rewardId, randomUUID(), now))).toBe(expected);
      return;
    }
    case "recovery": {
      m.settle();
      m.available += c.points;
      m.lastAny = m.clock;
      const granted = await db.transaction((tx) =>
        grantRecoveryCredit(tx, { customerId: userId, orderId: randomUUID(), points: c.points, restaurantName: "Model Kitchen", now }),
      );
      expect(granted).toEqual({ granted: true });
      return;
    }
  }
}

async function checkInvariants(userId: string, m: Model) {
  // The read-only peek (every page load's /api/auth/user) must agree with what settling then finds.
  const peeked = await getLoyaltyStanding(t.database.db, userId, new Date(m.clock));
  const account = await getLoyaltyAccount(t.database.db, userId, new Date(m.clock));
  expect(peeked).toEqual({ points: account.points, tier: account.tier });
  m.settle();
  const s = await ledgerState(t.database.db, userId);
  expect(s.balance + s.pending).toBe(s.ledgerSum);
  expect(s.balance).toBe(s.availableSum);
  expect(s.balance).toBeGreaterThanOrEqual(0);
  expect(s.pending).toBeGreaterThanOrEqual(0);
  expect({ points: account.points, pending: account.pendingPoints, earned: account.pointsEarnedInYear, tier: account.tier }).toEqual({
    points: m.available,
    pending: m.pending,
    earned: m.earnedInYear(),
    tier: m.tier(),
  });
  expect(account.points).toBe(s.balance);
}

describe("the loyalty ledger under any sequence of operations", () => {
  it("keeps balance + pending equal to the ledger's sum, never negative, and matches the model", async () => {
    // A clock of its own, well after the real time, starting on any day of the week.
    const start = Date.parse("2031-01-06T00:00:00Z");
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 14 * 24 * 60 }), fc.array(cmd, { minLength: 1, maxLength: 12 }), async (offsetMin, cmds) => {
        const userId = await newUser();
        const m = new Model(start + offsetMin * MIN);
        for (const c of cmds) {
          await step(userId, m, c);
          await checkInvariants(userId, m);
        }
      }),
      { numRuns: 20 },
    );
  }, 60_000);
});
