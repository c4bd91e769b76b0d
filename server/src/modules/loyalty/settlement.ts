import { POINTS_INACTIVITY_EXPIRY_DAYS } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import {
  appendLedgerEntry,
  findLastActivity,
  lockAccount,
  settleThrough,
  sumEarnedInYear,
  type AccountRow,
} from "./loyalty.repository.js";
import { standingFor, type Standing } from "./tier.js";

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
export const EXPIRY_DESCRIPTION = "Points expired after a year without activity";

/**
 * The start of every read and write for a customer: locks their account row (so concurrent redemptions queue
 * here), moves points whose refund window has ended into the spendable balance, and expires a balance that has
 * seen no earning or spending for POINTS_INACTIVITY_EXPIRY_DAYS. Rows written straight to the balance afterwards
 * take `available_at` = the returned settledThrough, so no row is ever counted twice.
 */
export async function settleAccount(tx: Db, userId: string, now: Date): Promise<AccountRow> {
  const account = await settleThrough(tx, await lockAccount(tx, userId, now), now);
  if (account.balance <= 0) return account;
  const last = await findLastActivity(tx, userId);
  if (!last || now.getTime() - last.getTime() <= POINTS_INACTIVITY_EXPIRY_DAYS * DAY_MS) return account;
  await appendLedgerEntry(tx, account.settledThrough, {
    userId,
    kind: "expire",
    points: -account.balance,
    description: EXPIRY_DESCRIPTION,
    availableAt: account.settledThrough,
    createdAt: now,
  });
  return { ...account, balance: 0 };
}

/** Tier, next tier and progress for a settled account (points earned in the 365 days before `now`). */
export async function standingOf(tx: Db, account: AccountRow, now: Date): Promise<Standing & { earnedInYear: number }> {
  const earnedInYear = await sumEarnedInYear(tx, account.userId, account.settledThrough, new Date(now.getTime() - YEAR_MS));
  return { ...standingFor(account.balance, earnedInYear), earnedInYear };
}
