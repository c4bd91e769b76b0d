import { sql } from "drizzle-orm";
import {
  NO_SUPPLIER_GROUP,
  STOCK_MAX,
  countVariance,
  varianceValueCents,
  type StockCountResult,
  type StockCountSheet,
  type StockCountSubmit,
  type IngredientUnit,
} from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { publish } from "../../platform/events.js";
import type { SessionUser } from "../../platform/session.js";
import type { RestaurantRow } from "../restaurants/index.js";
import { insertMovements, type NewMovement } from "./inventory.repository.js";
import { inventoryTopic, refreshSoldOut } from "./stock-take.js";

const iso = (v: string | Date) => new Date(v).toISOString();

/** The last price paid per unit of each ingredient: its latest purchase order line that was sent (drafts are not prices). */
async function lastUnitCosts(db: Db, restaurantId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ ingredient_id: string; unit_cost_cents: number }>(db, sql`
    select distinct on (l.ingredient_id) l.ingredient_id, l.unit_cost_cents
    from purchase_order_lines l join purchase_orders po on po.id = l.purchase_order_id
    where po.restaurant_id = ${restaurantId} and po.status <> 'draft' and l.ingredient_id is not null
    order by l.ingredient_id, po.created_at desc, l.position`);
  return new Map(rows.map((r) => [r.ingredient_id, r.unit_cost_cents]));
}

/**
 * Opens a count sheet: one `stock_counts` row and, in the same statement, a line per ingredient holding its stock
 * at this moment (one snapshot, so every row's "expected" is of the same instant).
 */
export async function openStockCount(db: Db, restaurant: RestaurantRow, user: SessionUser): Promise<StockCountSheet> {
  return db.transaction(async (tx) => {
    const [count] = await queryRows<{ id: string; opened_at: string | Date }>(tx, sql`
      insert into stock_counts (restaurant_id, opened_by) values (${restaurant.id}, ${user.userId}) returning id, opened_at`);
    const lines = await queryRows<{ ingredient_id: string; name: string; unit: IngredientUnit; supplier: string; expected: number }>(tx, sql`
      with snap as (
        insert into stock_count_lines (count_id, ingredient_id, expected)
        select ${count!.id}, i.id, i.on_hand from ingredients i where i.restaurant_id = ${restaurant.id}
        returning ingredient_id, expected)
      select s.ingredient_id, i.name, i.unit, i.supplier, s.expected
      from snap s join ingredients i on i.id = s.ingredient_id`);
    const costs = await lastUnitCosts(tx, restaurant.id);
    const group = (supplier: string) => supplier.trim() || NO_SUPPLIER_GROUP;
    return {
      countId: count!.id,
      openedAt: iso(count!.opened_at),
      lines: lines
        .map((l) => ({ ingredientId: l.ingredient_id, name: l.name, unit: l.unit, group: group(l.supplier), expected: l.expected, unitCostCents: costs.get(l.ingredient_id) ?? null }))
        .sort((a, b) => (a.group === b.group ? a.name.localeCompare(b.name) : a.group === NO_SUPPLIER_GROUP ? 1 : b.group === NO_SUPPLIER_GROUP ? -1 : a.group.localeCompare(b.group))),
    };
  });
}

const byId = (a: { ingredientId: string }, b: { ingredientId: string }) => (a.ingredientId < b.ingredientId ? -1 : a.ingredientId > b.ingredientId ? 1 : 0);

/**
 * Submits a count, all rows or none, once. Why counted − expected-at-open and not "stock := counted": the sheet can
 * be out for an hour while the kitchen keeps selling, and each sale has already taken its ingredients off the
 * books. Setting the stock to what was counted would put those sales back on the shelf. The count says what the
 * shelf held against what the books said at open; that difference (waste, a miscount, a delivery not booked) is
 * applied to the stock as it is now, so the result is counted − (what sold since open). Stock never goes below 0
 * (sales since open that the count shows were never on the shelf leave 0) nor above STOCK_MAX.
 * Rows are locked in ingredient id order, the order sales take them in, so a count and a rush never deadlock;
 * the count's own row is locked first, so two submits of one sheet take turns and the second gets 409.
 */
export async function submitStockCount(db: Db, restaurant: RestaurantRow, user: SessionUser, countId: string, input: StockCountSubmit): Promise<StockCountResult> {
  return db.transaction(async (tx) => {
    const [count] = await queryRows<{ status: string }>(tx, sql`
      select status from stock_counts where id = ${countId} and restaurant_id = ${restaurant.id} for update`);
    if (!count) throw notFound("Count not found");
    if (count.status !== "open") throw new AppError("conflict", "This count was already submitted");
    const wanted = [...input.lines].sort(byId);
    if (new Set(wanted.map((l) => l.ingredientId)).size !== wanted.length) throw new AppError("invalid", "Count each ingredient once", { lines: ["Count each ingredient once"] });
    const sheet = new Map(
      (await queryRows<{ ingredient_id: string; expected: number }>(tx, sql`select ingredient_id, expected from stock_count_lines where count_id = ${countId}`)).map((r) => [
        r.ingredient_id,
        r.expected,
      ]),
    );
    if (wanted.some((l) => !sheet.has(l.ingredientId))) {
      throw new AppError("unprocessable", "Count only the ingredients on this sheet", { lines: ["Count only the ingredients on this sheet"] });
    }
    const costs = await lastUnitCosts(tx, restaurant.id);
    const movements: NewMovement[] = [];
    const out: StockCountResult["lines"] = [];
    for (const line of wanted) {
      const [row] = await queryRows<{ on_hand: number; name: string; unit: IngredientUnit }>(tx, sql`
        select on_hand, name, unit from ingredients where id = ${line.ingredientId} for update`);
      const expected = sheet.get(line.ingredientId)!;
      const variance = countVariance(line.counted, expected);
      const next = Math.min(STOCK_MAX, Math.max(0, row!.on_hand + variance));
      const applied = next - row!.on_hand;
      if (applied !== 0) {
        await tx.execute(sql`update ingredients set on_hand = ${next} where id = ${line.ingredientId}`);
        movements.push({
          kind: "count",
          ingredientId: line.ingredientId,
          subject: row!.name,
          unit: row!.unit,
          delta: applied,
          balance: next,
          reason: `Stock count: ${line.counted} counted, ${expected} expected at open`.slice(0, 200),
          actorId: user.userId,
        });
      }
      await tx.execute(sql`update stock_count_lines set counted = ${line.counted}, applied = ${applied} where count_id = ${countId} and ingredient_id = ${line.ingredientId}`);
      out.push({ ingredientId: line.ingredientId, name: row!.name, unit: row!.unit, expected, counted: line.counted, applied, onHand: next, valueCents: varianceValueCents(variance, costs.get(line.ingredientId) ?? null) });
    }
    await insertMovements(tx, restaurant.id, movements);
    const changed = await refreshSoldOut(tx, restaurant.id, { ingredientIds: movements.map((m) => m.ingredientId!), menuItemIds: [] });
    const [done] = await queryRows<{ submitted_at: string | Date }>(tx, sql`
      update stock_counts set status = 'submitted', submitted_by = ${user.userId}, submitted_at = now() where id = ${countId} returning submitted_at`);
    await publish(tx, { topics: [inventoryTopic(restaurant.id)], type: "stock", data: {} });
    out.sort((a, b) => a.name.localeCompare(b.name));
    return {
      countId,
      submittedAt: iso(done!.submitted_at),
      lines: out,
      totalValueCents: out.reduce((s, l) => s + (l.valueCents ?? 0), 0),
      soldOut: changed.filter((c) => c.soldOut).map((c) => c.name).sort(),
      restored: changed.filter((c) => !c.soldOut).map((c) => c.name).sort(),
    };
  });
}
