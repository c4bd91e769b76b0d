import { and, eq, isNull } from "drizzle-orm";
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS } from "@tavola/contracts";
import type { Db } from "../platform/database.js";
import { menuCategories, menuItems, modifierGroups, modifierOptions, restaurantApplications, restaurants, users } from "./schema/index.js";
import { seedOnce } from "./seed-marker.js";
import { DEMO_EMAIL_DOMAIN } from "./seed-data.js";

/**
 * Restaurant operations' demo (issue 19), under its own marker so data directories seeded before it get it too:
 * every restaurant's dishes filed in one category per course (the Menu tab's starting point); at Trattoria Bellini a
 * pizza with a Size group (choose 1) and Extras (up to 3), so /order opens the options dialog; and one restaurant
 * application waiting in the executives' queue (/admin/restaurants). Its owner has no password: nobody signs in as them.
 */
const KEY = "seed_restaurant_ops";
const VERSION = "1";
const HOUR = 3_600_000;

const PIZZA = {
  name: "Pizza Quattro Formaggi",
  description: "Mozzarella, gorgonzola, fontina, parmigiano; choose your size",
  priceCents: 1799,
  groups: [
    { name: "Size", minSelect: 1, maxSelect: 1, options: [["Small (10\")", -300], ["Medium (12\")", 0], ["Large (16\")", 400]] as const },
    { name: "Extras", minSelect: 0, maxSelect: 3, options: [["Prosciutto", 350], ["Mushrooms", 150], ["Chili oil", 75], ["Truffle honey", 250]] as const },
  ],
};

const HOURS = { open: "12:00", close: "23:00", closed: false };
const APPLICATION_DATA = {
  info: { restaurantName: "Casa Nopal", cuisine: "mexican", description: "Heirloom corn tortillas, pressed to order, and mezcal." },
  location: {
    address: "88 Havemeyer St, Brooklyn, NY 11211", city: "Brooklyn", country: "US", lat: 40.7143, lng: -73.9573, timeZone: "America/New_York",
    phone: "+1 718-555-0190", email: `casa-nopal@${DEMO_EMAIL_DOMAIN}`, capacity: 56,
  },
  hours: { operatingHours: { monday: { ...HOURS, closed: true }, tuesday: HOURS, wednesday: HOURS, thursday: HOURS, friday: HOURS, saturday: HOURS, sunday: HOURS } },
  services: { services: ["Dine-in", "Takeout", "Delivery", "Reservations", "Bar Service"], paymentMethods: ["Cash", "Credit Cards", "Apple Pay", "Google Pay"] },
  tables: {
    taxRatePpm: 88_750,
    tables: [
      { number: 1, capacity: 2, location: "Window" },
      { number: 2, capacity: 4, location: "Main Floor" },
      { number: 3, capacity: 4, location: "Main Floor" },
      { number: 4, capacity: 6, location: "Patio" },
    ],
  },
};

export async function seedRestaurantOps(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, KEY, VERSION, async (tx) => {
    for (const r of await tx.select({ id: restaurants.id, slug: restaurants.slug }).from(restaurants)) {
      for (const [position, course] of MENU_CATEGORIES.entries()) {
        const [category] = await tx.insert(menuCategories).values({ restaurantId: r.id, name: MENU_CATEGORY_LABELS[course], course, position }).onConflictDoNothing().returning();
        if (!category) continue;
        await tx.update(menuItems).set({ categoryId: category.id }).where(and(eq(menuItems.restaurantId, r.id), eq(menuItems.category, course), isNull(menuItems.categoryId)));
      }
      if (r.slug !== "trattoria-bellini") continue;
      const [mains] = await tx.select().from(menuCategories).where(and(eq(menuCategories.restaurantId, r.id), eq(menuCategories.course, "mains")));
      const [dish] = await tx
        .insert(menuItems)
        .values({ restaurantId: r.id, categoryId: mains?.id ?? null, category: "mains", name: PIZZA.name, description: PIZZA.description, priceCents: PIZZA.priceCents, rating: 4.7, dietaryTags: ["Vegetarian"], prepMinutes: 14, station: "grill" })
        .returning();
      for (const [position, g] of PIZZA.groups.entries()) {
        const [group] = await tx.insert(modifierGroups).values({ menuItemId: dish!.id, name: g.name, minSelect: g.minSelect, maxSelect: g.maxSelect, position }).returning();
        await tx.insert(modifierOptions).values(g.options.map(([name, priceDeltaCents], i) => ({ groupId: group!.id, name, priceDeltaCents, position: i })));
      }
    }
    const [owner] = await tx
      .insert(users)
      .values({ email: `applicant-lucia@${DEMO_EMAIL_DOMAIN}`, firstName: "Lucía", lastName: "Romero", role: "customer" })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (owner) {
      await tx.insert(restaurantApplications).values({
        ownerId: owner.id,
        status: "submitted",
        data: APPLICATION_DATA,
        submittedAt: new Date(now - 5 * HOUR),
        createdAt: new Date(now - 30 * HOUR),
        updatedAt: new Date(now - 5 * HOUR),
      });
    }
  });
}
