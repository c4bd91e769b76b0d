import { z } from "zod";
import { LOYALTY_REWARDS, LOYALTY_TIERS, PLATINUM_BENEFITS, type LoyaltyTier } from "./constants.js";

/**
 * Loyalty's contracts: the ledger, the account, the rewards catalogue (the spec's, in constants.ts) and the
 * vouchers redemptions buy. Points are whole numbers; the server computes every balance from the ledger.
 */

export const LEDGER_KINDS = ["earn", "redeem", "adjust", "expire", "reverse"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Points per whole dollar of an order's food subtotal after food discounts (never fees, tax or tips). */
export const POINTS_PER_DOLLAR = 10;
/** Credited with a customer's first completed order (once per customer). */
export const FIRST_ORDER_BONUS_POINTS = 250;
/** The spec's Platinum benefit: double points on weekends (Saturday and Sunday in the restaurant's time zone). */
export const PLATINUM_WEEKEND_MULTIPLIER = 2;
/** How long after delivery an order can still be refunded; its points stay pending until then. */
export const REFUND_WINDOW_HOURS = 72;
/** A voucher is valid this long after redemption. */
export const VOUCHER_VALID_DAYS = 90;
/** A balance with no earning or spending for this long expires (one `expire` row takes it to zero). */
export const POINTS_INACTIVITY_EXPIRY_DAYS = 365;
/** What a restaurant may grant once per order after negative feedback. */
export const RECOVERY_CREDIT_OPTIONS = [100, 250, 500] as const;

export type RewardId = (typeof LOYALTY_REWARDS)[number]["id"];
export const REWARD_IDS = LOYALTY_REWARDS.map((r) => r.id) as [RewardId, ...RewardId[]];

/** What each reward's voucher does at checkout; VIP Status is a status, not a checkout discount. */
export type RewardEffect =
  | { kind: "free_delivery" }
  | { kind: "percent_off"; percentOff: number; minSubtotalCents: number }
  | { kind: "free_item"; category: "starters" }
  | { kind: "status" };
export const REWARD_EFFECTS: Record<RewardId, RewardEffect> = {
  "free-delivery": { kind: "free_delivery" },
  "twenty-off": { kind: "percent_off", percentOff: 20, minSubtotalCents: 3000 },
  "free-appetizer": { kind: "free_item", category: "starters" },
  "vip-status": { kind: "status" },
};
/** Rewards only a tier can redeem (the spec's VIP Status shows Locked below Platinum). */
export const REWARD_MIN_TIER: Partial<Record<RewardId, LoyaltyTier>> = { "vip-status": "platinum" };

/** Each tier's benefits; Platinum's are the spec's list. */
export const TIER_BENEFITS: Record<LoyaltyTier, readonly string[]> = {
  bronze: [`${POINTS_PER_DOLLAR} points per dollar on food`, `${FIRST_ORDER_BONUS_POINTS} bonus points on your first order`, "Member rewards"],
  silver: [`${POINTS_PER_DOLLAR} points per dollar on food`, "Member rewards", "Early access to new restaurants"],
  gold: [`${POINTS_PER_DOLLAR} points per dollar on food`, "Member rewards", "Early access to new restaurants", "Priority support"],
  platinum: PLATINUM_BENEFITS,
};

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  points: z.number().int(),
  description: z.string(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  /** When the points are (or were) spendable. */
  availableAt: z.string(),
  /** True while the order's refund window is open: shown, not spendable. */
  pending: z.boolean(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const loyaltyRewardSchema = z.object({
  id: z.enum(REWARD_IDS),
  title: z.string(),
  points: z.number().int(),
  description: z.string(),
  /** False when the customer's tier cannot redeem it (the spec's Locked). */
  available: z.boolean(),
  /** The balance covers its cost. */
  affordable: z.boolean(),
});
export type LoyaltyReward = z.infer<typeof loyaltyRewardSchema>;

export const VOUCHER_STATES = ["issued", "used", "expired"] as const;
export const voucherSchema = z.object({
  id: z.string(),
  rewardId: z.enum(REWARD_IDS),
  title: z.string(),
  description: z.string(),
  pointsSpent: z.number().int(),
  state: z.enum(VOUCHER_STATES),
  /** Checkout can apply it (every reward but VIP Status). */
  appliesAtCheckout: z.boolean(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  orderId: z.string().nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** GET /api/loyalty/account: everything /loyalty and /loyalty-advanced draw. */
export const loyaltyAccountSchema = z.object({
  tier: z.enum(LOYALTY_TIERS),
  /** Spendable now. */
  points: z.number().int(),
  /** Earned on orders still inside their refund window. */
  pendingPoints: z.number().int(),
  /** The spec's nextTierPoints: nextTierPoints − points is what is left to earn for the next tier. */
  nextTierPoints: z.number().int(),
  nextTier: z.enum(LOYALTY_TIERS).nullable(),
  /** The spec's progress: points / nextTierPoints as a percentage (0 without data, at most 100). */
  progressPercent: z.number(),
  /** Points earned in the last 365 days: what sets the tier. */
  pointsEarnedInYear: z.number().int(),
  benefits: z.array(z.string()),
  /** 2 on weekends for Platinum, else 1. */
  weekendMultiplier: z.number().int(),
  history: z.array(ledgerEntrySchema),
  rewards: z.array(loyaltyRewardSchema),
  vouchers: z.array(voucherSchema),
});
export type LoyaltyAccount = z.infer<typeof loyaltyAccountSchema>;

export const redeemRewardSchema = z.object({
  rewardId: z.enum(REWARD_IDS, { error: "Choose a reward" }),
});
export type RedeemRewardInput = z.input<typeof redeemRewardSchema>;

export const recoveryCreditSchema = z.object({
  points: z
    .number({ error: "Choose 100, 250 or 500 points" })
    .int({ error: "Choose 100, 250 or 500 points" })
    .refine((p) => (RECOVERY_CREDIT_OPTIONS as readonly number[]).includes(p), { error: "Choose 100, 250 or 500 points" }),
});
export type RecoveryCreditInput = z.input<typeof recoveryCreditSchema>;
