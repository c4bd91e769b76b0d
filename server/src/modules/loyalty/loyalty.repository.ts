import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";

export type LedgerTotals = { balance: number; earnedInYear: number };

export async function getLedgerTotals(db: Db, userId: string): Promise<LedgerTotals> {
  const [row] = await queryRows<{ balance: number; earned: number }>(db, sql`
    select coalesce(sum(points), 0)::int as balance,
           coalesce(sum(points) filter (where kind = 'earn' and created_at > now() - interval '1 year'), 0)::int as earned
    from loyalty_ledger where user_id = ${userId}`);
  return { balance: Number(row?.balance ?? 0), earnedInYear: Number(row?.earned ?? 0) };
}

export async function listRecentEarnings(db: Db, userId: string, limit = 5) {
  const rows = await queryRows<{ description: string; points: number }>(db, sql`
    select description, points from loyalty_ledger
    where user_id = ${userId} and kind = 'earn'
    order by created_at desc limit ${limit}`);
  return rows.map((x) => ({ description: x.description, points: Number(x.points) }));
}
