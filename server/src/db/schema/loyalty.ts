import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity.js";

/** Owned by the loyalty module: an append-only ledger; a customer's balance is the sum of their rows. */
export const loyaltyLedger = pgTable(
  "loyalty_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** earn | redeem | adjust | expire | reverse */
    kind: text("kind").notNull(),
    points: integer("points").notNull(),
    description: text("description").notNull(),
    orderId: uuid("order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("loyalty_ledger_user_created_idx").on(t.userId, t.createdAt)],
);
