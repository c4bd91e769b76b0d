import { type LedgerEntry, LOYALTY_REWARDS, type LoyaltyAccount, type LoyaltyReward, type Voucher } from "@tavola/contracts";

/** Wire-shaped loyalty data for the screens' tests. */
export const entry = (over: Partial<LedgerEntry> & Pick<LedgerEntry, "id">): LedgerEntry => ({
  kind: "earn",
  points: 400,
  description: "Order from Trattoria Bellini",
  orderId: null,
  createdAt: "2030-01-10T12:00:00.000Z",
  availableAt: "2030-01-10T12:00:00.000Z",
  pending: false,
  ...over,
});

export const voucher = (over: Partial<Voucher> = {}): Voucher => ({
  id: "dddddddd-0000-4000-8000-000000000001",
  rewardId: "free-delivery",
  title: "Free Delivery",
  description: "Free delivery on your next order",
  pointsSpent: 500,
  state: "issued",
  appliesAtCheckout: true,
  issuedAt: "2030-01-11T12:00:00.000Z",
  expiresAt: "2999-04-11T12:00:00.000Z",
  usedAt: null,
  orderId: null,
  ...over,
});

/** The catalogue as the server reports it for a balance and tier (VIP Status only for Platinum). */
export const rewardsFor = (points: number, platinum = false): LoyaltyReward[] =>
  LOYALTY_REWARDS.map((r) => {
    const available = r.id === "vip-status" ? platinum : true;
    return { id: r.id, title: r.title, points: r.points, description: r.description, available, affordable: points >= r.points };
  });

export const account = (over: Partial<LoyaltyAccount> = {}): LoyaltyAccount => {
  const points = over.points ?? 650;
  return {
    tier: "silver",
    points,
    pendingPoints: 0,
    nextTierPoints: 1500,
    nextTier: "gold",
    progressPercent: (points / 1500) * 100,
    pointsEarnedInYear: 900,
    benefits: ["10 points per dollar on food", "Member rewards", "Early access to new restaurants"],
    weekendMultiplier: 1,
    history: [entry({ id: "e-1", points: 650, description: "Order from Trattoria Bellini" })],
    rewards: rewardsFor(points),
    vouchers: [],
    ...over,
  };
};
