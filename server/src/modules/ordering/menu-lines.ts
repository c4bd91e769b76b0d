import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { menuItemsByIds } from "../restaurants/index.js";

const unprocessable = (field: string, message: string) => new AppError("unprocessable", message, { [field]: [message] });

/**
 * An order's lines at the menu's prices, as checkout and table orders both take them: a dish must exist, be on
 * this restaurant's menu and be available; one line per dish, two lines of one dish adding up (and staying
 * within 1–99 together). Each line carries its menu category (a Free Appetizer voucher looks for a starter).
 */
export async function menuLines(db: Db, restaurant: { id: string; name: string }, items: ReadonlyArray<{ menuItemId: string; quantity: number }>) {
  const quantities = new Map<string, number>();
  for (const l of items) quantities.set(l.menuItemId, (quantities.get(l.menuItemId) ?? 0) + l.quantity);
  const menu = new Map((await menuItemsByIds(db, [...quantities.keys()])).map((m) => [m.id, m]));
  return [...quantities].map(([id, quantity]) => {
    const item = menu.get(id);
    if (!item) throw unprocessable("items", "Unknown menu item");
    if (item.restaurantId !== restaurant.id) throw unprocessable("items", `${item.name} is not on ${restaurant.name}'s menu`);
    if (!item.available) throw unprocessable("items", `${item.name} is unavailable right now`);
    if (quantity > 99) throw new AppError("invalid", "Quantity must be between 1 and 99", { items: ["Quantity must be between 1 and 99"] });
    return { menuItemId: item.id, name: item.name, unitPriceCents: item.priceCents, quantity, category: item.category };
  });
}
