import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/database.js";
import { kitchenCateringBumps } from "../../db/schema/index.js";
import { confirmedCateringForKitchen } from "../catering/index.js";
import { listMenu } from "../restaurants/index.js";
import type { KitchenLineRow } from "./kitchen.repository.js";

const HOUR = 3_600_000;
/** Catering shows from a day before its delivery until six hours after (a late event is still on the pass). */
const AHEAD_MS = 24 * HOUR;
const BEHIND_MS = 6 * HOUR;
/** A catering line that is not one of the menu's dishes: the kitchen's default station, and an hour to make. */
const CATERING_PREP_MINUTES = 60;

/** A catering line's id on the screen: a UUID made from its key, so the bump routes take it like a dish's. */
export const cateringItemId = (lineKey: string) => {
  const h = createHash("sha256").update(`catering-line:${lineKey}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

export type CateringLineRow = KitchenLineRow & { line_key: string; ready_at: Date; headcount: number | null };

/**
 * The restaurant's confirmed catering on the pass, as kitchen lines: each quote line is routed by the station of the
 * menu dish of that name (else the kitchen's), timed by its prep time against the event's delivery time, so every
 * line of an event is ready when it leaves. Bumped lines carry their live bump.
 */
export async function selectCateringLines(db: Db, restaurantId: string, now: Date, leadId?: string): Promise<CateringLineRow[]> {
  const events = (await confirmedCateringForKitchen(db, restaurantId, new Date(now.getTime() - BEHIND_MS), new Date(now.getTime() + AHEAD_MS))).filter(
    (e) => !leadId || e.leadId === leadId,
  );
  if (events.length === 0) return [];
  const dishes = new Map((await listMenu(db, restaurantId)).map((m) => [m.name.trim().toLowerCase(), m]));
  const keys = events.flatMap((e) => e.lines.map((l) => l.key));
  const bumps = await db
    .select({ lineKey: kitchenCateringBumps.lineKey, bumpedAt: kitchenCateringBumps.bumpedAt })
    .from(kitchenCateringBumps)
    .where(and(inArray(kitchenCateringBumps.lineKey, keys), isNull(kitchenCateringBumps.recalledAt)));
  const bumpedAt = new Map(bumps.map((b) => [b.lineKey, b.bumpedAt]));
  return events.flatMap((e) => {
    const routed = e.lines.map((l) => ({ l, dish: dishes.get(l.description.trim().toLowerCase()) }));
    // The ticket reaches the screen when its longest line has to start: delivery time − that line's prep.
    const fires = new Date(e.startsAt.getTime() - Math.max(...routed.map(({ dish }) => dish?.prepMinutes ?? CATERING_PREP_MINUTES)) * 60_000);
    return routed.map(({ l, dish }) => {
      return {
        order_id: e.leadId,
        reference: `Catering ${e.leadId.slice(0, 6).toUpperCase()}`,
        channel: "catering",
        table_number: null,
        fulfillment: "delivery",
        customer_name: e.eventName,
        slot_start: e.startsAt,
        // Confirmed days ahead: the ticket's age on the screen runs from when it fires, not from the deposit.
        arrived_at: fires,
        item_id: cateringItemId(l.key),
        name: l.description,
        quantity: l.quantity,
        modifiers: [],
        note: l.dietaryNote,
        // A catering event has no seats or held courses: every line is fired for the delivery time.
        seat: null,
        course: null,
        fired_at: null,
        station: dish?.station ?? "kitchen",
        prep_minutes: dish?.prepMinutes ?? CATERING_PREP_MINUTES,
        bumped_at: bumpedAt.get(l.key) ?? null,
        line_key: l.key,
        ready_at: e.startsAt,
        headcount: e.headcount,
      };
    });
  });
}

export async function insertCateringBumps(tx: Db, input: { restaurantId: string; leadId: string; lineKeys: readonly string[]; view: string; userId: string }): Promise<string[]> {
  if (input.lineKeys.length === 0) return [];
  const actionId = randomUUID();
  const rows = await tx
    .insert(kitchenCateringBumps)
    .values(input.lineKeys.map((lineKey) => ({ actionId, restaurantId: input.restaurantId, leadId: input.leadId, lineKey, view: input.view, bumpedBy: input.userId })))
    .onConflictDoNothing()
    .returning({ lineKey: kitchenCateringBumps.lineKey });
  return rows.map((r) => r.lineKey);
}

export async function findLastCateringBump(db: Db, restaurantId: string, view: string): Promise<{ actionId: string; leadId: string; bumpedAt: Date } | null> {
  const [row] = await db
    .select({ actionId: kitchenCateringBumps.actionId, leadId: kitchenCateringBumps.leadId, bumpedAt: kitchenCateringBumps.bumpedAt })
    .from(kitchenCateringBumps)
    .where(and(eq(kitchenCateringBumps.restaurantId, restaurantId), eq(kitchenCateringBumps.view, view), isNull(kitchenCateringBumps.recalledAt)))
    .orderBy(desc(kitchenCateringBumps.bumpedAt), desc(kitchenCateringBumps.id))
    .limit(1);
  return row ?? null;
}

export async function recallCateringAction(tx: Db, actionId: string): Promise<number> {
  const rows = await tx
    .update(kitchenCateringBumps)
    .set({ recalledAt: sql`now()` })
    .where(and(eq(kitchenCateringBumps.actionId, actionId), isNull(kitchenCateringBumps.recalledAt)))
    .returning({ id: kitchenCateringBumps.id });
  return rows.length;
}
