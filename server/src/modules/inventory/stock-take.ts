import { sql, type SQL } from "drizzle-orm";
import { soldOutMessage } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { publish } from "../../platform/events.js";
import { setSoldOut } from "../restaurants/index.js";
import { insertMovements, type NewMovement } from "./inventory.repository.js";

/** One order line as the stock sees it: the dish, how many, and the options chosen (which may add ingredients). */
export type StockLine = {
  menuItemId: string;
  name: string;
  quantity: number;
  optionIds: readonly string[];
  /** A POS line whose course is held: its stock is reserved for that course until it is fired. */
  heldCourse?: number | null | undefined;
};

const idList = (ids: readonly string[]): SQL => sql.join(ids.map((id) => sql`${id}`), sql`, `);
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The live topics: the public menu's (86s and returns) and the inventory screen's (any stock change). */
export const menuTopic = (restaurantId: string) => `menu:${restaurantId}`;
export const inventoryTopic = (restaurantId: string) => `inventory:${restaurantId}`;

/**
 * Recomputes whether each dish touched by a stock change can still be made — its portions (when counted) at least
 * 1 and every ingredient of its recipe at least one portion's worth — and 86es or restores it on every channel at
 * once: `menu_items.sold_out` (read by /order, the table's menu and every checkout) and a `menu:<id>` event for open
 * menus, both on commit. Dishes are found by the ingredients and portions the change touched.
 */
export async function refreshSoldOut(
  tx: Db,
  restaurantId: string,
  touched: { ingredientIds: readonly string[]; menuItemIds: readonly string[] },
): Promise<Array<{ id: string; name: string; soldOut: boolean }>> {
  const { ingredientIds, menuItemIds } = touched;
  if (ingredientIds.length === 0 && menuItemIds.length === 0) return [];
  const byItem = menuItemIds.length ? sql`m.id in (${idList(menuItemIds)})` : sql`false`;
  const byIngredient = ingredientIds.length
    ? sql`exists (select 1 from recipe_lines r where r.menu_item_id = m.id and r.ingredient_id in (${idList(ingredientIds)}))`
    : sql`false`;
  const rows = await queryRows<{ id: string; name: string; available: boolean; sold_out: boolean }>(tx, sql`
    select m.id, m.name, m.available,
           coalesce((select p.portions_left < 1 from dish_portions p where p.menu_item_id = m.id), false)
           or exists (select 1 from recipe_lines r join ingredients i on i.id = r.ingredient_id
                      where r.menu_item_id = m.id and i.on_hand < r.quantity) as sold_out
    from menu_items m
    where m.restaurant_id = ${restaurantId} and (${byItem} or ${byIngredient})`);
  const changed = await setSoldOut(tx, restaurantId, rows.map((r) => ({ id: r.id, soldOut: r.sold_out })));
  if (changed.length === 0) return [];
  // As the public menu says it: `available` is the owner's switch and not 86'd.
  const ownerOn = new Map(rows.map((r) => [r.id, r.available]));
  const items = changed.map((c) => ({ id: c.id, soldOut: c.soldOut, available: ownerOn.get(c.id)! && !c.soldOut }));
  await publish(tx, { topics: [menuTopic(restaurantId)], type: "availability", data: { items } });
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return changed.map((c) => ({ id: c.id, name: names.get(c.id)!, soldOut: c.soldOut }));
}

type Needs = { portions: Map<string, number>; ingredients: Map<string, number>; dishOf: Map<string, string> };

/** What an order's lines take: portions of counted dishes, and each ingredient's total over recipes and options. */
async function needsOf(tx: Db, lines: readonly StockLine[]): Promise<Needs> {
  const itemIds = [...new Set(lines.map((l) => l.menuItemId))];
  const optionIds = [...new Set(lines.flatMap((l) => l.optionIds))];
  const [counted, recipes, optionRecipes] = await Promise.all([
    queryRows<{ menu_item_id: string }>(tx, sql`select menu_item_id from dish_portions where menu_item_id in (${idList(itemIds)})`),
    queryRows<{ menu_item_id: string; ingredient_id: string; quantity: number }>(
      tx,
      sql`select menu_item_id, ingredient_id, quantity from recipe_lines where menu_item_id in (${idList(itemIds)})`,
    ),
    optionIds.length
      ? queryRows<{ option_id: string; ingredient_id: string; quantity: number }>(
          tx,
          sql`select option_id, ingredient_id, quantity from option_recipe_lines where option_id in (${idList(optionIds)})`,
        )
      : Promise.resolve([]),
  ]);
  const isCounted = new Set(counted.map((c) => c.menu_item_id));
  const needs: Needs = { portions: new Map(), ingredients: new Map(), dishOf: new Map() };
  const add = (ingredientId: string, amount: number, dish: string) => {
    needs.ingredients.set(ingredientId, (needs.ingredients.get(ingredientId) ?? 0) + amount);
    if (!needs.dishOf.has(ingredientId)) needs.dishOf.set(ingredientId, dish);
  };
  for (const line of lines) {
    if (isCounted.has(line.menuItemId)) needs.portions.set(line.menuItemId, (needs.portions.get(line.menuItemId) ?? 0) + line.quantity);
    for (const r of recipes) if (r.menu_item_id === line.menuItemId) add(r.ingredient_id, r.quantity * line.quantity, line.name);
    for (const r of optionRecipes) if (line.optionIds.includes(r.option_id)) add(r.ingredient_id, r.quantity * line.quantity, line.name);
  }
  return needs;
}

const soldOut = (dish: string) => new AppError("conflict", soldOutMessage(dish), { items: [soldOutMessage(dish)] });

/** One kind of take within an order: a sale (or a scheduled order's hold), or a held POS course's reservation. */
type Bucket = { kind: "sale" | "reserve"; course: number | null; needs: Needs };

/**
 * Takes an order's stock in the order's own transaction: a sale now, or, for a scheduled order, a hold on its
 * portions until its time (Toast cannot reserve limited items for future orders; here the hold is the same take).
 * A POS line whose course is held is reserved (kind `reserve`, with its course) rather than sold: it is off the
 * shelf for everyone else, so the course can always be fired, and it becomes a sale when "Fire course N" is
 * pressed (`consumeHeldCourse`) or goes back with the ticket if it is cancelled first.
 * Rows are taken in one global order — every counted dish's portions by id, then every ingredient by id — with
 * guarded updates (`>= need`, the order's buckets together), so racing checkouts queue on the row locks, never
 * deadlock, and never oversell: the first that finds too little gets 409 "<dish> is sold out" and its whole order
 * rolls back.
 */
export async function takeStockForOrder(
  tx: Db,
  order: { restaurantId: string; orderId: string; scheduled: boolean; actorId: string | null },
  lines: readonly StockLine[],
): Promise<void> {
  if (lines.length === 0) return;
  const now = lines.filter((l) => !l.heldCourse);
  const heldCourses = [...new Set(lines.flatMap((l) => (l.heldCourse ? [l.heldCourse] : [])))].sort((a, b) => a - b);
  const buckets: Bucket[] = [];
  if (now.length) buckets.push({ kind: order.scheduled ? "reserve" : "sale", course: null, needs: await needsOf(tx, now) });
  for (const course of heldCourses) buckets.push({ kind: "reserve", course, needs: await needsOf(tx, lines.filter((l) => l.heldCourse === course)) });
  const total = (pick: (n: Needs) => Map<string, number>) => {
    const sum = new Map<string, number>();
    for (const b of buckets) for (const [id, q] of pick(b.needs)) sum.set(id, (sum.get(id) ?? 0) + q);
    return sum;
  };
  const portions = total((n) => n.portions);
  const ingredientNeeds = total((n) => n.ingredients);
  if (portions.size === 0 && ingredientNeeds.size === 0) return;
  const dishOf = new Map(buckets.flatMap((b) => [...b.needs.dishOf]));
  const movements: NewMovement[] = [];
  const names = new Map(lines.map((l) => [l.menuItemId, l.name]));
  // The balance after each bucket's movement, as if they were taken one after the other.
  const split = (after: number, need: number, pick: (n: Needs) => Map<string, number>, id: string, movement: (kind: Bucket["kind"], delta: number, balance: number) => NewMovement) => {
    let balance = after + need;
    for (const b of buckets) {
      const q = pick(b.needs).get(id) ?? 0;
      if (q === 0) continue;
      balance -= q;
      movements.push({ ...movement(b.kind, -q, balance), course: b.course });
    }
  };
  for (const [id, need] of [...portions].sort(([a], [b]) => byId(a, b))) {
    const [row] = await queryRows<{ portions_left: number }>(tx, sql`
      update dish_portions set portions_left = portions_left - ${need}
      where menu_item_id = ${id} and portions_left >= ${need} returning portions_left`);
    if (!row) throw soldOut(names.get(id)!);
    split(row.portions_left, need, (n) => n.portions, id, (kind, delta, balance) => ({ kind, menuItemId: id, subject: names.get(id)!, unit: "portions", delta, balance }));
  }
  const low: string[] = [];
  for (const [id, need] of [...ingredientNeeds].sort(([a], [b]) => byId(a, b))) {
    const [row] = await queryRows<{ on_hand: number; name: string; unit: string; low_threshold: number }>(tx, sql`
      update ingredients set on_hand = on_hand - ${need}
      where id = ${id} and on_hand >= ${need} returning on_hand, name, unit, low_threshold`);
    if (!row) throw soldOut(dishOf.get(id)!);
    if (row.on_hand <= row.low_threshold && row.on_hand + need > row.low_threshold) low.push(row.name);
    split(row.on_hand, need, (n) => n.ingredients, id, (kind, delta, balance) => ({ kind, ingredientId: id, subject: row.name, unit: row.unit, delta, balance }));
  }
  await insertMovements(tx, order.restaurantId, movements.map((m) => ({ ...m, orderId: order.orderId, actorId: order.actorId })));
  await refreshSoldOut(tx, order.restaurantId, { ingredientIds: [...ingredientNeeds.keys()], menuItemIds: [...portions.keys()] });
  await publish(tx, { topics: [inventoryTopic(order.restaurantId)], type: "stock", data: { lowStock: low } });
}

/**
 * "Fire course N": what the course's held lines reserved becomes a sale. The shelf does not move (the reservation
 * already took it off), so nothing can fail here; the ledger records the reservation given back and sold in one
 * go — a `release` and a `sale` of the same amount, both with the course — under the rows' locks in the sales'
 * order, so the balances read true. Firing twice finds nothing still reserved.
 */
export async function consumeHeldCourse(tx: Db, order: { id: string; restaurantId: string }, course: number, actorId: string | null): Promise<void> {
  const held = await queryRows<{ ingredient_id: string | null; menu_item_id: string | null; subject: string; unit: string; net: number }>(tx, sql`
    select ingredient_id, menu_item_id, min(subject) as subject, min(unit) as unit, sum(delta)::int as net
    from stock_movements where order_id = ${order.id} and course = ${course} and kind in ('reserve', 'release')
    group by ingredient_id, menu_item_id having sum(delta) < 0`);
  if (held.length === 0) return;
  const portions = held.filter((h) => h.menu_item_id).sort((a, b) => byId(a.menu_item_id!, b.menu_item_id!));
  const ingredientRows = held.filter((h) => h.ingredient_id).sort((a, b) => byId(a.ingredient_id!, b.ingredient_id!));
  const movements: NewMovement[] = [];
  const reason = `Course ${course} fired`;
  for (const h of portions) {
    const [row] = await queryRows<{ balance: number }>(tx, sql`select portions_left as balance from dish_portions where menu_item_id = ${h.menu_item_id} for update`);
    const balance = row?.balance ?? 0;
    const base = { menuItemId: h.menu_item_id!, subject: h.subject, unit: h.unit, reason, course };
    movements.push({ ...base, kind: "release", delta: -h.net, balance: balance - h.net }, { ...base, kind: "sale", delta: h.net, balance });
  }
  for (const h of ingredientRows) {
    const [row] = await queryRows<{ balance: number }>(tx, sql`select on_hand as balance from ingredients where id = ${h.ingredient_id} for update`);
    const balance = row?.balance ?? 0;
    const base = { ingredientId: h.ingredient_id!, subject: h.subject, unit: h.unit, reason, course };
    movements.push({ ...base, kind: "release", delta: -h.net, balance: balance - h.net }, { ...base, kind: "sale", delta: h.net, balance });
  }
  await insertMovements(tx, order.restaurantId, movements.map((m) => ({ ...m, orderId: order.id, actorId })));
  await publish(tx, { topics: [inventoryTopic(order.restaurantId)], type: "stock", data: { lowStock: [] } });
}

/**
 * Units of a held course's dishes refunded before the course is fired (the guest will not have them): what they
 * reserved goes back to the shelf now — a `release` with the course, as a cancelled ticket's reservation goes back —
 * so the dish can be sold again and firing the course later sells only what is still held. Never more than the
 * course still holds of each dish's portions or ingredient (a course already fired holds nothing: nothing moves).
 * Rows are locked in the sales' order (portions by id, then ingredients by id).
 */
export async function releaseHeldUnits(tx: Db, order: { id: string; restaurantId: string }, lines: readonly StockLine[], actorId: string | null): Promise<void> {
  const courses = [...new Set(lines.flatMap((l) => (l.heldCourse ? [l.heldCourse] : [])))];
  if (courses.length === 0) return;
  type Give = { course: number; subject: string; unit: string; amount: number };
  const portions = new Map<string, Give[]>();
  const ingredientGives = new Map<string, Give[]>();
  for (const course of courses) {
    const needs = await needsOf(tx, lines.filter((l) => l.heldCourse === course));
    const held = await queryRows<{ ingredient_id: string | null; menu_item_id: string | null; subject: string; unit: string; net: number }>(tx, sql`
      select ingredient_id, menu_item_id, min(subject) as subject, min(unit) as unit, sum(delta)::int as net
      from stock_movements where order_id = ${order.id} and course = ${course} and kind in ('reserve', 'release')
      group by ingredient_id, menu_item_id having sum(delta) < 0`);
    for (const h of held) {
      const [id, need, into] = h.menu_item_id ? [h.menu_item_id, needs.portions.get(h.menu_item_id), portions] : [h.ingredient_id!, needs.ingredients.get(h.ingredient_id!), ingredientGives];
      const amount = Math.min(need ?? 0, -h.net);
      if (amount > 0) into.set(id, [...(into.get(id) ?? []), { course, subject: h.subject, unit: h.unit, amount }]);
    }
  }
  const movements: NewMovement[] = [];
  for (const [id, gives] of [...portions].sort(([a], [b]) => byId(a, b))) {
    const total = gives.reduce((s, g) => s + g.amount, 0);
    const [row] = await queryRows<{ balance: number }>(tx, sql`
      update dish_portions set portions_left = portions_left + ${total} where menu_item_id = ${id} returning portions_left as balance`);
    let balance = (row?.balance ?? total) - total;
    // A dish no longer counted has nothing to give back to.
    if (row) for (const g of gives) movements.push({ kind: "release", menuItemId: id, subject: g.subject, unit: g.unit, delta: g.amount, balance: (balance += g.amount), course: g.course });
  }
  for (const [id, gives] of [...ingredientGives].sort(([a], [b]) => byId(a, b))) {
    const total = gives.reduce((s, g) => s + g.amount, 0);
    const [row] = await queryRows<{ balance: number }>(tx, sql`update ingredients set on_hand = on_hand + ${total} where id = ${id} returning on_hand as balance`);
    let balance = (row?.balance ?? total) - total;
    if (row) for (const g of gives) movements.push({ kind: "release", ingredientId: id, subject: g.subject, unit: g.unit, delta: g.amount, balance: (balance += g.amount), course: g.course });
  }
  if (movements.length === 0) return;
  await insertMovements(tx, order.restaurantId, movements.map((m) => ({ ...m, orderId: order.id, actorId, reason: "Refunded before its course was fired" })));
  await refreshSoldOut(tx, order.restaurantId, { ingredientIds: [...ingredientGives.keys()], menuItemIds: [...portions.keys()] });
  await publish(tx, { topics: [inventoryTopic(order.restaurantId)], type: "stock", data: { lowStock: [] } });
}

/**
 * Gives an order's stock back when it is rejected or cancelled: whatever its movements still hold (their sum), in
 * the same lock order as a sale. Running it twice gives nothing back the second time (the sum is then 0).
 */
export async function releaseStockForOrder(tx: Db, order: { id: string; restaurantId: string }, actorId: string | null): Promise<void> {
  const held = await queryRows<{ ingredient_id: string | null; menu_item_id: string | null; subject: string; unit: string; net: number }>(tx, sql`
    select ingredient_id, menu_item_id, min(subject) as subject, min(unit) as unit, sum(delta)::int as net
    from stock_movements where order_id = ${order.id}
    group by ingredient_id, menu_item_id having sum(delta) < 0`);
  if (held.length === 0) return;
  const portions = held.filter((h) => h.menu_item_id).sort((a, b) => byId(a.menu_item_id!, b.menu_item_id!));
  const ingredientRows = held.filter((h) => h.ingredient_id).sort((a, b) => byId(a.ingredient_id!, b.ingredient_id!));
  const movements: NewMovement[] = [];
  for (const h of portions) {
    const [row] = await queryRows<{ portions_left: number }>(tx, sql`
      update dish_portions set portions_left = portions_left + ${-h.net} where menu_item_id = ${h.menu_item_id} returning portions_left`);
    // A dish no longer counted has nothing to give back to.
    if (row) movements.push({ kind: "release", menuItemId: h.menu_item_id!, subject: h.subject, unit: h.unit, delta: -h.net, balance: row.portions_left });
  }
  for (const h of ingredientRows) {
    const [row] = await queryRows<{ on_hand: number }>(tx, sql`
      update ingredients set on_hand = on_hand + ${-h.net} where id = ${h.ingredient_id} returning on_hand`);
    if (row) movements.push({ kind: "release", ingredientId: h.ingredient_id!, subject: h.subject, unit: h.unit, delta: -h.net, balance: row.on_hand });
  }
  await insertMovements(tx, order.restaurantId, movements.map((m) => ({ ...m, orderId: order.id, actorId })));
  await refreshSoldOut(tx, order.restaurantId, {
    ingredientIds: ingredientRows.map((h) => h.ingredient_id!),
    menuItemIds: portions.map((h) => h.menu_item_id!),
  });
  await publish(tx, { topics: [inventoryTopic(order.restaurantId)], type: "stock", data: { lowStock: [] } });
}
