import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./identity.js";

/** Owned by the catering module. Every request starts as pending. */
export const cateringRequests = pgTable(
  "catering_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    eventDate: timestamp("event_date", { withTimezone: true }).notNull(),
    guestCount: text("guest_count").notNull(),
    cuisinePreferences: text("cuisine_preferences").array().notNull().default(sql`'{}'::text[]`),
    message: text("message"),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catering_requests_user_created_idx").on(t.userId, t.createdAt)],
);

/** The anonymous premium form; stored as submitted, for the catering team to call back. */
export const premiumCateringRequests = pgTable("premium_catering_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  orderType: text("order_type").notNull(),
  companyName: text("company_name"),
  cvr: text("cvr"),
  contactPerson: text("contact_person").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  deliveryAddress: text("delivery_address").notNull(),
  eventDate: text("event_date").notNull(),
  eventTime: text("event_time").notNull(),
  headcount: integer("headcount").notNull(),
  serviceType: text("service_type").notNull(),
  budgetRange: text("budget_range").notNull(),
  dietaryNotes: text("dietary_notes"),
  preferredCuisine: text("preferred_cuisine"),
  message: text("message"),
  status: text("status").notNull().default("pending"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
