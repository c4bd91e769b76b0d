import { checkModifierSelection, isServedAt, lineKey, servedLabel, soldOutMessage, type ChosenModifier, type ModifierGroup } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { restaurantTimeZone } from "../reservations/index.js";
import { menuItemsByIds, modifierGroupsByItem, type MenuItemRow } from "../restaurants/index.js";

const unprocessable = (field: string, message: string) => new AppError("unprocessable", message, { [field]: [message] });

export type MenuLine = {
  menuItemId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
  category: string;
  modifiers: ChosenModifier[];
  /** A note for the kitchen (POS lines); lines with different notes stay apart. */
  note?: string | null;
  /** The POS's seat and course; lines for different seats or courses stay apart too. */
  seat?: number | null;
  course?: number | null;
};

type LineInput = { menuItemId: string; quantity: number; modifierOptionIds?: readonly string[] | undefined; note?: string | undefined; seat?: number | undefined; course?: number | undefined };

/**
 * One line at the menu's price with its options: contracts' checkModifierSelection (the very check the options
 * dialog runs) decides whether the choice fits the dish's groups; the unit price is the dish's plus the options'
 * deltas, all from the database. An invalid choice is a 422 naming the group's rule.
 */
export function priceMenuLine(
  item: Pick<MenuItemRow, "id" | "name" | "priceCents" | "category">,
  groups: readonly ModifierGroup[],
  optionIds: readonly string[],
  quantity: number,
): MenuLine {
  const check = checkModifierSelection(item.priceCents, groups, optionIds);
  if (!check.ok) throw unprocessable("items", `${item.name}: ${check.message}`);
  return {
    menuItemId: item.id,
    name: item.name,
    unitPriceCents: item.priceCents + check.deltaCents,
    quantity,
    category: item.category,
    modifiers: check.chosen,
  };
}

/**
 * An order's lines at the menu's prices, as checkout and table orders both take them: a dish must exist, be on
 * this restaurant's menu and be available; one line per dish and choice of options, two lines of the same choice
 * adding up (and staying within 1–99 together). Each line carries its menu category (a Free Appetizer voucher
 * looks for a starter).
 */
export async function menuLines(
  db: Db,
  restaurant: { id: string; name: string },
  items: ReadonlyArray<LineInput>,
  now = new Date(),
): Promise<MenuLine[]> {
  const merged = new Map<string, { menuItemId: string; optionIds: readonly string[]; quantity: number; note: string | null; seat: number | null; course: number | null }>();
  for (const l of items) {
    const optionIds = l.modifierOptionIds ?? [];
    const note = l.note ? l.note : null;
    const seat = l.seat ?? null;
    const course = l.course ?? null;
    const key = `${lineKey(l.menuItemId, optionIds)}\n${note ?? ""}\n${seat ?? ""}\n${course ?? ""}`;
    const prior = merged.get(key);
    merged.set(key, { menuItemId: l.menuItemId, optionIds, quantity: (prior?.quantity ?? 0) + l.quantity, note, seat, course });
  }
  const ids = [...new Set(items.map((l) => l.menuItemId))];
  const [menu, groups] = await Promise.all([menuItemsByIds(db, ids).then((rows) => new Map(rows.map((m) => [m.id, m]))), modifierGroupsByItem(db, ids)]);
  // Dishes served in a window (breakfast until 11:00) are checked on the restaurant's clock; the zone is read once.
  const scheduled = [...menu.values()].some((m) => m.servedFrom || m.servedUntil);
  const zone = scheduled ? await restaurantTimeZone(db, restaurant.id) : null;
  return [...merged.values()].map(({ menuItemId, optionIds, quantity, note, seat, course }) => {
    const item = menu.get(menuItemId);
    if (!item) throw unprocessable("items", "Unknown menu item");
    if (item.restaurantId !== restaurant.id) throw unprocessable("items", `${item.name} is not on ${restaurant.name}'s menu`);
    if (!item.available) throw unprocessable("items", `${item.name} is unavailable right now`);
    if (zone && !isServedAt(item.servedFrom, item.servedUntil, now, zone)) {
      throw unprocessable("items", `${item.name} is not served now (${servedLabel(item.servedFrom, item.servedUntil)!.toLowerCase()})`);
    }
    // 86'd by inventory: a conflict with the kitchen's stock, not a bad request (the stock take decides races).
    if (item.soldOut) throw new AppError("conflict", soldOutMessage(item.name), { items: [soldOutMessage(item.name)] });
    if (quantity > 99) throw new AppError("invalid", "Quantity must be between 1 and 99", { items: ["Quantity must be between 1 and 99"] });
    const line = priceMenuLine(item, groups.get(item.id) ?? [], optionIds, quantity);
    return { ...line, ...(note ? { note } : {}), ...(seat !== null ? { seat } : {}), ...(course !== null ? { course } : {}) };
  });
}
