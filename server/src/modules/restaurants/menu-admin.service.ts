import type { z } from "zod";
import type { ManagedMenu, ManagedMenuItem, MenuCategory, menuCategoryInputSchema, menuItemInputSchema } from "@tavola/contracts";
import { isExecutive } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, forbidden, notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { findRestaurant, type MenuItemRow, type RestaurantRow } from "./catalog.repository.js";
import {
  countItemsIn,
  deleteCategory,
  findCategory,
  findItem,
  insertCategory,
  insertItem,
  listCategories,
  listItems,
  replaceModifierGroups,
  setCategoryPositions,
  updateCategory,
  updateItem,
} from "./menu-admin.repository.js";
import { modifierGroupsByItem } from "./modifiers.repository.js";
import { staffRoleAt } from "./restaurant-writes.js";

type CategoryInput = z.output<typeof menuCategoryInputSchema>;
type ItemInput = z.output<typeof menuItemInputSchema>;

const MENU_EDITORS = ["owner", "manager"];

/**
 * The restaurant whose menu a user edits: its owner or a manager on its team. Staff, other restaurants' teams and
 * everyone else get 403 — the same answer whether or not the restaurant exists, so ids cannot be probed.
 */
export async function resolveMenuEditor(db: Db, user: SessionUser, restaurantId: string): Promise<RestaurantRow> {
  const role = isExecutive(user.role) ? null : await staffRoleAt(db, user.userId, restaurantId);
  if (!role || !MENU_EDITORS.includes(role)) throw forbidden("Only the restaurant's owner or a manager can edit its menu");
  const restaurant = await findRestaurant(db, restaurantId);
  if (!restaurant) throw notFound("Restaurant not found");
  return restaurant;
}

export const toManagedItem = (m: MenuItemRow, groups: ManagedMenuItem["modifierGroups"]): ManagedMenuItem => ({
  id: m.id,
  categoryId: m.categoryId,
  name: m.name,
  description: m.description,
  priceCents: m.priceCents,
  dietaryTags: m.dietaryTags,
  prepMinutes: m.prepMinutes,
  station: m.station,
  available: m.available,
  servedFrom: m.servedFrom,
  servedUntil: m.servedUntil,
  imageUrl: m.imageUrl,
  modifierGroups: groups,
});

export async function getManagedMenu(db: Db, restaurant: RestaurantRow): Promise<ManagedMenu> {
  const [categories, items] = await Promise.all([listCategories(db, restaurant.id), listItems(db, restaurant.id)]);
  const groups = await modifierGroupsByItem(
    db,
    items.map((i) => i.id),
  );
  const view = items.map((i) => toManagedItem(i, groups.get(i.id) ?? []));
  return {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    categories: categories.map((c) => ({ id: c.id, name: c.name, course: c.course as MenuCategory, position: c.position, items: view.filter((i) => i.categoryId === c.id) })),
    uncategorized: view.filter((i) => i.categoryId === null),
  };
}

const duplicateName = (name: string) => new AppError("conflict", `There is already a category called ${name}`, { name: [`There is already a category called ${name}`] });

export async function addCategory(db: Db, restaurant: RestaurantRow, input: CategoryInput) {
  const row = await insertCategory(db, restaurant.id, input.name, input.course);
  if (!row) throw duplicateName(input.name);
  return getManagedMenu(db, restaurant);
}

export async function editCategory(db: Db, restaurant: RestaurantRow, categoryId: string, input: CategoryInput) {
  return db.transaction(async (tx) => {
    const clash = (await listCategories(tx, restaurant.id)).find((c) => c.id !== categoryId && c.name.toLowerCase() === input.name.toLowerCase());
    if (clash) throw duplicateName(input.name);
    if (!(await updateCategory(tx, restaurant.id, categoryId, input))) throw notFound("Category not found");
    return getManagedMenu(tx, restaurant);
  });
}

export async function removeCategory(db: Db, restaurant: RestaurantRow, categoryId: string) {
  return db.transaction(async (tx) => {
    if (!(await findCategory(tx, restaurant.id, categoryId))) throw notFound("Category not found");
    if ((await countItemsIn(tx, categoryId)) > 0) throw new AppError("conflict", "Move or remove this category's dishes first");
    await deleteCategory(tx, restaurant.id, categoryId);
    return getManagedMenu(tx, restaurant);
  });
}

/** The categories in the order given, which must name each of the restaurant's categories once. */
export async function reorderCategories(db: Db, restaurant: RestaurantRow, ids: readonly string[]) {
  return db.transaction(async (tx) => {
    const current = (await listCategories(tx, restaurant.id)).map((c) => c.id);
    if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id))) {
      throw new AppError("invalid", "List each of the menu's categories once", { categoryIds: ["List each of the menu's categories once"] });
    }
    await setCategoryPositions(tx, restaurant.id, ids);
    return getManagedMenu(tx, restaurant);
  });
}

/** Adds or replaces a dish with its modifier groups, in one transaction; its course follows its category. */
export async function saveItem(db: Db, restaurant: RestaurantRow, itemId: string | null, input: ItemInput) {
  return db.transaction(async (tx) => {
    const category = await findCategory(tx, restaurant.id, input.categoryId);
    if (!category) throw new AppError("unprocessable", "Choose one of this menu's categories", { categoryId: ["Choose one of this menu's categories"] });
    const values = {
      categoryId: category.id,
      category: category.course,
      name: input.name,
      description: input.description,
      priceCents: input.priceCents,
      dietaryTags: [...new Set(input.dietaryTags)],
      prepMinutes: input.prepMinutes,
      station: input.station,
      available: input.available,
      servedFrom: input.servedFrom,
      servedUntil: input.servedUntil,
    };
    const item = itemId ? await updateItem(tx, restaurant.id, itemId, values) : await insertItem(tx, restaurant.id, values);
    if (!item) throw notFound("Dish not found");
    if (!(await replaceModifierGroups(tx, item.id, input.modifierGroups))) {
      throw new AppError("unprocessable", "A modifier group or option is not this dish's", { modifierGroups: ["A modifier group or option is not this dish's"] });
    }
    const groups = await modifierGroupsByItem(tx, [item.id]);
    return toManagedItem(item, groups.get(item.id) ?? []);
  });
}

export async function setItemAvailability(db: Db, restaurant: RestaurantRow, itemId: string, available: boolean) {
  if (!(await findItem(db, restaurant.id, itemId))) throw notFound("Dish not found");
  const item = (await updateItem(db, restaurant.id, itemId, { available }))!;
  const groups = await modifierGroupsByItem(db, [item.id]);
  return toManagedItem(item, groups.get(item.id) ?? []);
}
