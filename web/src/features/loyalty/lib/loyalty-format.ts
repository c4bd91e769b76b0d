import type { LedgerEntry, LedgerKind, LoyaltyAccount, LoyaltyReward, Voucher } from "@tavola/contracts";
import { getTierStyle } from "@/components/domain/tier-style";
import { formatInteger, lazy } from "@/lib/format";

export const formatPoints = (n: number) => formatInteger(n);

/** The spec's '+points' for credits; debits get a true minus sign. */
export const signedPoints = (n: number) => (n >= 0 ? `+${formatPoints(n)}` : `−${formatPoints(-n)}`);

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  earn: "Earned",
  redeem: "Redeemed",
  adjust: "Adjustment",
  expire: "Expired",
  reverse: "Refund reversal",
};

const dateTime = lazy(() => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }));
const dateOnly = lazy(() => new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }));
export const formatDateTime = (iso: string) => dateTime().format(new Date(iso));
export const formatDay = (iso: string) => dateOnly().format(new Date(iso));

/** Spec section 4: the text shows nextTierPoints minus points remaining; the top tier has nothing left to reach. */
export function pointsToNextTierText(account: Pick<LoyaltyAccount, "points" | "nextTierPoints" | "nextTier">): string {
  if (!account.nextTier) return "You've reached the top tier";
  const remaining = Math.max(0, account.nextTierPoints - account.points);
  return `${formatPoints(remaining)} points to ${getTierStyle(account.nextTier).label}`;
}

/** When every pending point will be spendable: the latest end of a refund window among the pending entries. */
export function pendingUntil(history: readonly LedgerEntry[]): string | null {
  let latest: string | null = null;
  for (const e of history) if (e.pending && (!latest || Date.parse(e.availableAt) > Date.parse(latest))) latest = e.availableAt;
  return latest;
}

/** Spec section 4: Redeem is disabled when the reward is unavailable or the points are below its cost. */
export function canRedeem(reward: Pick<LoyaltyReward, "available" | "points">, points: number): boolean {
  return reward.available && points >= reward.points;
}

export type VoucherStatus = { label: string; tone: "active" | "used" | "expired" };

/** Issued vouchers past their date count as expired even before the server's sweep marks them. */
export function voucherStatus(v: Pick<Voucher, "state" | "expiresAt">, now = Date.now()): VoucherStatus {
  if (v.state === "used") return { label: "Used", tone: "used" };
  if (v.state === "expired" || Date.parse(v.expiresAt) <= now) return { label: "Expired", tone: "expired" };
  return { label: "Ready to use", tone: "active" };
}

export type MonthPoints = { month: string; label: string; earned: number; spent: number; removed: number };

const monthLabel = lazy(() => new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric" }));

/**
 * Points per calendar month for the chart: earned (every credit), spent (redemptions) and removed (expiry and
 * refund reversals), oldest month first.
 */
export function pointsByMonth(history: readonly LedgerEntry[]): MonthPoints[] {
  const months = new Map<string, MonthPoints>();
  for (const e of history) {
    const d = new Date(e.createdAt);
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
    const m = months.get(key) ?? { month: key, label: monthLabel().format(d), earned: 0, spent: 0, removed: 0 };
    if (e.points > 0) m.earned += e.points;
    else if (e.kind === "redeem") m.spent += -e.points;
    else m.removed += -e.points;
    months.set(key, m);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}
