import { z } from "zod";
import { DIETARY_OPTIONS } from "./constants.js";
import { MODIFIER_GROUPS_MAX, modifierGroupInputSchema, modifierGroupSchema } from "./menu-modifiers.js";
import { MENU_CATEGORIES } from "./ordering.js";
import { TIME_OF_DAY } from "./menu-schedule.js";

/**
 * The restaurant dashboard's Menu tab: the owner's (or a manager's) categories, in their order, and dishes with
 * dietary tags, prep time, station, availability and modifier groups. Every category belongs to one of the spec's
 * courses (Starters, Main Courses, Desserts), which are the /order page's tabs.
 */

/** Where a dish is prepared (the kitchen display, a later slice, routes tickets by it). */
export const KITCHEN_STATIONS = ["kitchen", "grill", "fryer", "cold", "pastry", "bar"] as const;
export type KitchenStation = (typeof KITCHEN_STATIONS)[number];
export const KITCHEN_STATION_LABELS: Record<KitchenStation, string> = {
  kitchen: "Kitchen",
  grill: "Grill",
  fryer: "Fryer",
  cold: "Cold station",
  pastry: "Pastry",
  bar: "Bar",
};
/** The restaurant team's roles; only owners and managers edit the menu. */
export const STAFF_ROLES = ["owner", "manager", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const MENU_PRICE_MAX_CENTS = 1000_00;
export const MENU_CATEGORIES_MAX = 30;

const nameField = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .max(max, { error: `${label} is at most ${max} characters`, abort: true })
    .trim()
    .min(1, { error: `${label} is required` });

export const menuCategoryInputSchema = z.object({
  name: nameField("Category name", 60),
  course: z.enum(MENU_CATEGORIES, { error: "Choose Starters, Main Courses or Desserts" }),
});
export type MenuCategoryInput = z.input<typeof menuCategoryInputSchema>;

export const menuCategoryOrderSchema = z.object({
  categoryIds: z.array(z.uuid({ error: "Unknown category" })).min(1).max(MENU_CATEGORIES_MAX),
});

const timeOfDay = z
  .string()
  .max(5, { error: "Use a time like 07:00", abort: true })
  .regex(TIME_OF_DAY, { error: "Use a time like 07:00" })
  .nullable()
  .default(null);

export const menuItemInputSchema = z.object({
  categoryId: z.uuid({ error: "Choose a category" }),
  name: nameField("Dish name", 80),
  description: z.string().max(500, { error: "Description is at most 500 characters" }).trim().default(""),
  priceCents: z
    .number({ error: "Price must be whole cents" })
    .int({ error: "Price must be whole cents" })
    .min(1, { error: "Price must be more than $0" })
    .max(MENU_PRICE_MAX_CENTS, { error: "Price is at most $1,000" }),
  dietaryTags: z.array(z.enum(DIETARY_OPTIONS, { error: "Choose dietary tags from the list" })).max(DIETARY_OPTIONS.length).default([]),
  prepMinutes: z
    .number({ error: "Prep time must be whole minutes" })
    .int({ error: "Prep time must be whole minutes" })
    .min(1, { error: "Prep time is 1 to 180 minutes" })
    .max(180, { error: "Prep time is 1 to 180 minutes" }),
  station: z.enum(KITCHEN_STATIONS, { error: "Choose a station" }),
  available: z.boolean().default(true),
  /** Served only from–until (local to the restaurant); breakfast is null–"11:00". */
  servedFrom: timeOfDay,
  servedUntil: timeOfDay,
  modifierGroups: z
    .array(modifierGroupInputSchema)
    .max(MODIFIER_GROUPS_MAX, { error: `At most ${MODIFIER_GROUPS_MAX} modifier groups per dish` })
    .default([]),
}).refine((d) => !d.servedFrom || d.servedFrom !== d.servedUntil, { error: "Served from and until must differ", path: ["servedUntil"] });
export type MenuItemInput = z.input<typeof menuItemInputSchema>;

export const menuAvailabilitySchema = z.object({ available: z.boolean({ error: "available must be true or false" }) });

export const managedMenuItemSchema = z.object({
  id: z.string(),
  categoryId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  dietaryTags: z.array(z.string()),
  prepMinutes: z.number().int(),
  station: z.string(),
  available: z.boolean(),
  servedFrom: z.string().nullable(),
  servedUntil: z.string().nullable(),
  /** The uploaded photo's 480 px JPEG (`/api/menu-photos/<hash>/480.jpg`), or null: the page draws the dish's kind. */
  imageUrl: z.string().nullable(),
  modifierGroups: z.array(modifierGroupSchema),
});
export type ManagedMenuItem = z.infer<typeof managedMenuItemSchema>;

export const managedCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  course: z.enum(MENU_CATEGORIES),
  position: z.number().int(),
  items: z.array(managedMenuItemSchema),
});
export type ManagedCategory = z.infer<typeof managedCategorySchema>;

export const managedMenuSchema = z.object({
  restaurantId: z.string(),
  restaurantName: z.string(),
  categories: z.array(managedCategorySchema),
  /** Dishes from before categories existed (seeded menus), shown under their course until filed. */
  uncategorized: z.array(managedMenuItemSchema),
});
export type ManagedMenu = z.infer<typeof managedMenuSchema>;

export const menuRestaurantParamsSchema = z.object({ restaurantId: z.uuid({ error: "Restaurant not found" }) });
export const menuCategoryParamsSchema = menuRestaurantParamsSchema.extend({ categoryId: z.uuid({ error: "Category not found" }) });
export const menuItemParamsSchema = menuRestaurantParamsSchema.extend({ itemId: z.uuid({ error: "Dish not found" }) });

// ---------- the team: the owner invites managers and staff (issue 19) ----------

export const STAFF_INVITE_VALID_DAYS = 7;
export const INVITABLE_ROLES = ["manager", "staff"] as const;
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: "Owner", manager: "Manager", staff: "Staff" };

export const staffInviteInputSchema = z.object({
  email: z
    .string({ error: "Enter an email address" })
    .max(254, { error: "Email is at most 254 characters", abort: true })
    .trim()
    .pipe(z.email({ error: "Enter a valid email address" })),
  role: z.enum(INVITABLE_ROLES, { error: "Choose Manager or Staff" }),
});
export type StaffInviteInput = z.input<typeof staffInviteInputSchema>;

export const staffInviteAcceptSchema = z.object({ token: z.string({ error: "The invitation link is incomplete" }).min(20).max(200) });

export const restaurantTeamSchema = z.object({
  restaurantId: z.string(),
  restaurantName: z.string(),
  members: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), role: z.enum(STAFF_ROLES) })),
  invites: z.array(z.object({ id: z.string(), email: z.string(), role: z.enum(INVITABLE_ROLES), expiresAt: z.string() })),
});
export type RestaurantTeam = z.infer<typeof restaurantTeamSchema>;

export const staffInviteAcceptedSchema = z.object({ restaurantId: z.string(), restaurantName: z.string(), role: z.enum(INVITABLE_ROLES) });
export type StaffInviteAccepted = z.infer<typeof staffInviteAcceptedSchema>;
