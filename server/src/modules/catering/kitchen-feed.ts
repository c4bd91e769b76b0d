import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { cateringQuoteLineSchema } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { cateringLeads, cateringQuotes, cateringQuoteVersions } from "../../db/schema/index.js";
import { eventStartOf } from "./event-time.js";

/** What the kitchen cooks for a confirmed event: the accepted (else last sent) quote's food lines. */
export type CateringKitchenOrder = {
  leadId: string;
  eventName: string;
  headcount: number | null;
  /** The delivery time: the event's start in the restaurant's zone. */
  startsAt: Date;
  lines: Array<{ key: string; description: string; quantity: number; dietaryNote: string | null }>;
};

/** Quote lines the kitchen makes (staffing, equipment and delivery are not cooked). */
const COOKED = new Set(["menu_item", "package", "custom"]);
const DAY = 86_400_000;

/**
 * Confirmed catering (deposit paid, or in progress) of a restaurant whose event starts between `from` and `to`, for
 * the kitchen display. Read here, in the module that owns the tables; the kitchen only composes it.
 */
export async function confirmedCateringForKitchen(db: Db, restaurantId: string, from: Date, to: Date): Promise<CateringKitchenOrder[]> {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const rows = await db
    .select({
      leadId: cateringLeads.id,
      eventName: cateringLeads.eventName,
      headcount: cateringLeads.headcount,
      eventDate: cateringLeads.eventDate,
      eventTime: cateringLeads.eventTime,
      restaurantId: cateringLeads.restaurantId,
      versionId: cateringQuoteVersions.id,
      lines: cateringQuoteVersions.lines,
    })
    .from(cateringLeads)
    .innerJoin(cateringQuotes, eq(cateringQuotes.leadId, cateringLeads.id))
    .innerJoin(cateringQuoteVersions, eq(cateringQuoteVersions.id, sql`coalesce(${cateringQuotes.acceptedVersionId}, ${cateringQuotes.latestSentVersionId})`))
    .where(
      and(
        eq(cateringLeads.restaurantId, restaurantId),
        inArray(cateringLeads.stage, ["deposit_paid", "in_progress"]),
        isNull(cateringLeads.mergedIntoLeadId),
        // A day either side of the window in dates (the zone decides the instant below).
        sql`${cateringLeads.eventDate} between ${day(new Date(from.getTime() - DAY))} and ${day(new Date(to.getTime() + DAY))}`,
      ),
    );
  const out: CateringKitchenOrder[] = [];
  for (const r of rows) {
    const startsAt = await eventStartOf(db, r);
    if (startsAt < from || startsAt > to) continue;
    const lines = (r.lines ?? []).flatMap((raw, index) => {
      const parsed = cateringQuoteLineSchema.safeParse(raw);
      return parsed.success && COOKED.has(parsed.data.kind)
        ? [{ key: `${r.versionId}:${index}`, description: parsed.data.description, quantity: parsed.data.quantity, dietaryNote: parsed.data.dietaryNote }]
        : [];
    });
    if (lines.length) out.push({ leadId: r.leadId, eventName: r.eventName, headcount: r.headcount, startsAt, lines });
  }
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
