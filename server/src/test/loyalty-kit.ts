import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Voucher } from "@tavola/contracts";
import { queryRows, type Db } from "../platform/database.js";
import { creditAdjustment } from "../modules/loyalty/index.js";
export { registerCustomer } from "./test-app.js";

/** Gives a customer `points` spendable now: an available `adjust` row written through the loyalty module. */
export async function creditPoints(db: Db, userId: string, points: number, now = new Date()): Promise<void> {
  await db.transaction((tx) => creditAdjustment(tx, { userId, points, description: "Test credit", now }));
}

/** The signed-in user's id. */
export async function userIdOf(app: FastifyInstance, cookie: string): Promise<string> {
  return ((await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json() as { id: string }).id;
}

/** POST /api/loyalty/redemptions with an Idempotency-Key (a fresh one unless given). */
export async function redeem(app: FastifyInstance, cookie: string, rewardId: string, key: string | null = randomUUID()) {
  const res = await app.inject({
    method: "POST",
    url: "/api/loyalty/redemptions",
    headers: { cookie, ...(key === null ? {} : { "idempotency-key": key }) },
    payload: { rewardId },
  });
  return { status: res.statusCode, body: res.json() as Voucher & { message?: string; fieldErrors?: Record<string, string[]> } };
}

/** The account row next to the ledger's own sums, for invariant checks. */
export async function ledgerState(db: Db, userId: string) {
  const [row] = await queryRows<{ balance: number | null; pending: number | null; settled: number; total: number; rows: number; vouchers: number }>(
    db,
    sql`select a.balance, a.pending,
          (select coalesce(sum(points), 0)::int from loyalty_ledger l where l.user_id = ${userId} and l.available_at <= a.settled_through) as settled,
          (select coalesce(sum(points), 0)::int from loyalty_ledger l where l.user_id = ${userId}) as total,
          (select count(*)::int from loyalty_ledger l where l.user_id = ${userId}) as rows,
          (select count(*)::int from loyalty_vouchers v where v.user_id = ${userId}) as vouchers
        from (select ${userId}::uuid as user_id) u left join loyalty_accounts a on a.user_id = u.user_id`,
  );
  return {
    balance: Number(row?.balance ?? 0),
    pending: Number(row?.pending ?? 0),
    availableSum: Number(row?.settled ?? 0),
    ledgerSum: Number(row?.total ?? 0),
    rows: Number(row?.rows ?? 0),
    vouchers: Number(row?.vouchers ?? 0),
  };
}
