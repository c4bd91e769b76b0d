import { asc, eq } from "drizzle-orm";
import type { ClientQuote, ScheduledPayment } from "@tavola/contracts";
import { cateringDepositPayments } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";

export type DepositRow = typeof cateringDepositPayments.$inferSelect;

export const listDepositPayments = (db: Db, quoteId: string): Promise<DepositRow[]> =>
  db.select().from(cateringDepositPayments).where(eq(cateringDepositPayments.quoteId, quoteId)).orderBy(asc(cateringDepositPayments.scheduleIndex));

/** The first deposit of the schedule not paid yet (the balance is captured after delivery, not here). */
export function nextDepositOf(schedule: ScheduledPayment[], paid: DepositRow[]): ClientQuote["nextDeposit"] {
  const taken = new Set(paid.filter((p) => p.paymentId).map((p) => p.scheduleIndex));
  const i = schedule.findIndex((p, idx) => p.kind === "deposit" && !taken.has(idx));
  return i < 0 ? null : { scheduleIndex: i, amountCents: schedule[i]!.amountCents, dueAt: schedule[i]!.dueAt };
}

