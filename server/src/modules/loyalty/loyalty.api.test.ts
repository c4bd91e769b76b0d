import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIER_THRESHOLDS, type LoyaltyAccount, type LoyaltyInfo, type Voucher } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { creditPoints, ledgerState, redeem, registerCustomer, userIdOf } from "../../test/loyalty-kit.js";
import { creditOrderPoints, findUsableVoucher, redeemReward } from "./index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const get = async <T>(url: string, cookie?: string) => {
  const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() as T & { message?: string; fieldErrors?: Record<string, string[]> } };
};

/** Makes a customer's year of earning `earnCents` of food: an order completed 200 days ago (before any redemption the tests date back), out of its window. */
async function earnLongAgo(userId: string, earnCents: number) {
  const completedAt = new Date(Date.now() - 200 * DAY);
  await t.database.db.transaction((tx) =>
    creditOrderPoints(tx, {
      orderId: randomUUID(), customerId: userId, restaurantName: "Trattoria Bellini", eligibleCents: earnCents,
      completedAt, availableAt: new Date(completedAt.getTime() + 3 * DAY), timeZone: "America/New_York",
    }),
  );
}

describe("loyalty endpoints need a session", () => {
  it.each([
    ["GET", "/api/loyalty/info"],
    ["GET", "/api/loyalty/account"],
    ["GET", "/api/loyalty/vouchers"],
    ["POST", "/api/loyalty/redemptions"],
  ] as const)("%s %s answers 401 signed out", async (method, url) => {
    const res = await t.app.inject({ method, url, headers: { "idempotency-key": randomUUID() }, ...(method === "POST" ? { payload: { rewardId: "free-delivery" } } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "unauthorized" });
  });
});

describe("GET /api/loyalty/info and /api/loyalty/account", () => {
  it("show the seeded customer's ledger: spendable balance, pending points, tier and the spec's numbers", async () => {
    const cookie = await signInAs(t.app, "customer");
    const userId = await userIdOf(t.app, cookie);
    const info = await get<LoyaltyInfo>("/api/loyalty/info", cookie);
    expect(info.status).toBe(200);
    const state = await ledgerState(t.database.db, userId);
    expect(info.body.points).toBe(state.balance);
    expect(info.body.points).toBeGreaterThanOrEqual(1500);
    expect(state.balance + state.pending).toBe(state.ledgerSum);
    expect(info.body.recentEarnings.length).toBeGreaterThan(0);
    expect(info.body.recentEarnings.length).toBeLessThanOrEqual(5);
    expect(info.body.recentEarnings.every((e) => e.points > 0)).toBe(true);

    const account = await get<LoyaltyAccount>("/api/loyalty/account", cookie);
    expect(account.status).toBe(200);
    const a = account.body;
    expect(a).toMatchObject({ tier: info.body.tier, points: info.body.points, nextTierPoints: info.body.nextTierPoints, pendingPoints: state.pending });
    // The spec: remaining = nextTierPoints − points is what is left to earn; progress = points / nextTierPoints.
    expect(a.nextTierPoints - a.points).toBe(a.nextTier ? TIER_THRESHOLDS[a.nextTier] - a.pointsEarnedInYear : 0);
    expect(a.progressPercent).toBeCloseTo((a.points / a.nextTierPoints) * 100, 6);
    // The seeded order delivered three days ago is still inside its refund window.
    expect(a.pendingPoints).toBeGreaterThan(0);
    expect(a.history.some((h) => h.pending && h.kind === "earn")).toBe(true);
    expect(a.history.map((h) => h.createdAt)).toEqual([...a.history.map((h) => h.createdAt)].sort().reverse());
    expect(a.rewards.map((r) => [r.id, r.points])).toEqual([["free-delivery", 500], ["twenty-off", 1000], ["free-appetizer", 750], ["vip-status", 5000]]);
    expect(a.rewards.find((r) => r.id === "vip-status")!.available).toBe(a.tier === "platinum");
    expect(a.vouchers.map((v) => [v.title, v.state])).toContainEqual(["Free Delivery", "issued"]);
  });

  it("starts a new customer at Bronze with nothing: 500 to earn for Silver, progress 0", async () => {
    const { cookie } = await registerCustomer(t.app);
    expect((await get<LoyaltyInfo>("/api/loyalty/info", cookie)).body).toEqual({ tier: "bronze", points: 0, nextTierPoints: 500, recentEarnings: [] });
    const a = (await get<LoyaltyAccount>("/api/loyalty/account", cookie)).body;
    expect(a).toMatchObject({ tier: "bronze", points: 0, pendingPoints: 0, nextTier: "silver", progressPercent: 0, weekendMultiplier: 1, history: [], vouchers: [] });
    expect(a.benefits).toContain("250 bonus points on your first order");
    expect(a.rewards.every((r) => !r.affordable)).toBe(true);
    expect(a.rewards.filter((r) => !r.available).map((r) => r.id)).toEqual(["vip-status"]);
  });

  it("gives Platinum its benefits, double weekends and a full ring", async () => {
    const { cookie, userId } = await registerCustomer(t.app);
    await earnLongAgo(userId, 40_000); // 4,000 points + 250 bonus, spendable since a week ago
    const a = (await get<LoyaltyAccount>("/api/loyalty/account", cookie)).body;
    expect(a).toMatchObject({ tier: "platinum", points: 4250, nextTier: null, nextTierPoints: 4250, progressPercent: 100, weekendMultiplier: 2 });
    expect(a.benefits).toEqual(["Priority delivery", "Exclusive access", "Double points on weekends", "Concierge"]);
    expect(a.rewards.every((r) => r.available)).toBe(true);
  });
});

describe("POST /api/loyalty/redemptions", () => {
  it("turns points into a voucher once per Idempotency-Key", async () => {
    const { cookie, userId } = await registerCustomer(t.app);
    await creditPoints(t.database.db, userId, 600);
    const key = randomUUID();
    const first = await redeem(t.app, cookie, "free-delivery", key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ rewardId: "free-delivery", title: "Free Delivery", pointsSpent: 500, state: "issued", appliesAtCheckout: true, orderId: null });
    expect(Date.parse(first.body.expiresAt) - Date.parse(first.body.issuedAt)).toBe(90 * DAY);
    const again = await redeem(t.app, cookie, "free-delivery", key);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const state = await ledgerState(t.database.db, userId);
    expect(state).toMatchObject({ balance: 100, vouchers: 1, rows: 2, ledgerSum: 100 });
    const a = (await get<LoyaltyAccount>("/api/loyalty/account", cookie)).body;
    expect(a.history[0]).toMatchObject({ kind: "redeem", points: -500, description: "Redeemed Free Delivery", pending: false });
    // The same key for another reward is a client mistake, not a second redemption.
    const other = await redeem(t.app, cookie, "free-appetizer", key);
    expect(other.status).toBe(422);
    expect((await ledgerState(t.database.db, userId)).vouchers).toBe(1);
  });

  it("needs an Idempotency-Key of 8 to 100 characters", async () => {
    const { cookie, userId } = await registerCustomer(t.app);
    await creditPoints(t.database.db, userId, 600);
    const missing = await redeem(t.app, cookie, "free-delivery", null);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Idempotency-Key header is required");
    for (const key of ["short", "x".repeat(101)]) {
      const bad = await redeem(t.app, cookie, "free-delivery", key);
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors).toEqual({ "idempotency-key": ["Idempotency-Key must be 8 to 100 characters"] });
    }
    expect(await ledgerState(t.database.db, userId)).toMatchObject({ balance: 600, rows: 1, vouchers: 0 });
  });

  it("refuses an unknown reward with the field's message", async () => {
    const cookie = await signInAs(t.app, "customer");
    const res = await redeem(t.app, cookie, "free-lunch");
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ rewardId: ["Choose a reward"] });
  });

  it("refuses what the balance cannot cover (409) and writes nothing", async () => {
    const { cookie, userId } = await registerCustomer(t.app);
    await creditPoints(t.database.db, userId, 700);
    const before = await ledgerState(t.database.db, userId);
    const res = await redeem(t.app, cookie, "free-appetizer");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Not enough points for Free Appetizer");
    expect(await ledgerState(t.database.db, userId)).toEqual(before);
  });

  it("locks VIP Status below Platinum (403) and issues it to Platinum members as a status, not a checkout voucher", async () => {
    const gold = await registerCustomer(t.app);
    await earnLongAgo(gold.userId, 15_000); // 1,500 + 250: Gold
    await creditPoints(t.database.db, gold.userId, 5000);
    expect((await get<LoyaltyInfo>("/api/loyalty/info", gold.cookie)).body.tier).toBe("gold");
    const locked = await redeem(t.app, gold.cookie, "vip-status");
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe("VIP Status is for Platinum members");
    expect((await ledgerState(t.database.db, gold.userId)).vouchers).toBe(0);

    const platinum = await registerCustomer(t.app);
    await earnLongAgo(platinum.userId, 50_000);
    const vip = await redeem(t.app, platinum.cookie, "vip-status");
    expect(vip.status).toBe(201);
    expect(vip.body).toMatchObject({ title: "VIP Status", appliesAtCheckout: false, pointsSpent: 5000 });
    await expect(
      t.database.db.transaction((tx) => findUsableVoucher(tx, { userId: platinum.userId, voucherId: vip.body.id, now: new Date() })),
    ).rejects.toMatchObject({ code: "unprocessable", fieldErrors: { voucherId: ["VIP Status is not a checkout voucher"] } });
  });
});

describe("GET /api/loyalty/vouchers", () => {
  it("lists the customer's vouchers newest first; ?usable=true keeps issued, unexpired checkout vouchers", async () => {
    const { cookie, userId } = await registerCustomer(t.app);
    await earnLongAgo(userId, 80_000); // Platinum, with 8,250 points for the three vouchers below
    const now = Date.now();
    // One bought 100 days ago: past its 90 days, it reads as expired.
    const old = await redeemReward(t.database.db, userId, "free-appetizer", "old-voucher-key", new Date(now - 100 * DAY));
    const vip = await redeem(t.app, cookie, "vip-status");
    const fresh = await redeem(t.app, cookie, "twenty-off");
    const all = await get<Voucher[]>("/api/loyalty/vouchers", cookie);
    expect(all.status).toBe(200);
    expect(all.body.map((v) => [v.id, v.state])).toEqual([
      [fresh.body.id, "issued"],
      [vip.body.id, "issued"],
      [old.voucher.id, "expired"],
    ]);
    const usable = await get<Voucher[]>("/api/loyalty/vouchers?usable=true", cookie);
    expect(usable.body.map((v) => v.id)).toEqual([fresh.body.id]);
    await expect(
      t.database.db.transaction((tx) => findUsableVoucher(tx, { userId, voucherId: old.voucher.id, now: new Date() })),
    ).rejects.toMatchObject({ fieldErrors: { voucherId: ["This voucher has expired"] } });
  });

  it("refuses a malformed filter", async () => {
    const cookie = await signInAs(t.app, "customer");
    const res = await get("/api/loyalty/vouchers?usable=maybe", cookie);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ usable: ["usable must be true or false"] });
  });
});

describe("a customer only ever sees their own loyalty", () => {
  it("keeps ledgers and vouchers apart, and another customer's voucher is 'Voucher not found' at checkout", async () => {
    const a = await registerCustomer(t.app);
    const b = await registerCustomer(t.app);
    await creditPoints(t.database.db, a.userId, 900);
    const voucher = await redeem(t.app, a.cookie, "free-delivery");
    expect(voucher.status).toBe(201);

    const bAccount = (await get<LoyaltyAccount>("/api/loyalty/account", b.cookie)).body;
    expect(bAccount).toMatchObject({ points: 0, history: [], vouchers: [] });
    expect((await get<Voucher[]>("/api/loyalty/vouchers", b.cookie)).body).toEqual([]);
    expect((await get<LoyaltyInfo>("/api/loyalty/info", b.cookie)).body.points).toBe(0);
    const aAccount = (await get<LoyaltyAccount>("/api/loyalty/account", a.cookie)).body;
    expect(aAccount.points).toBe(400);
    expect(aAccount.vouchers.map((v) => v.id)).toEqual([voucher.body.id]);

    await expect(
      t.database.db.transaction((tx) => findUsableVoucher(tx, { userId: b.userId, voucherId: voucher.body.id, now: new Date() })),
    ).rejects.toMatchObject({ code: "unprocessable", fieldErrors: { voucherId: ["Voucher not found"] } });
    // B cannot spend A's points either: B has none.
    expect((await redeem(t.app, b.cookie, "free-delivery")).status).toBe(409);
  });
});
