import { sql, type SQL } from "drizzle-orm";

/**
 * A range as absolute instants [start, end) and the restaurants it covers (null: all); `local` is the same range as
 * local days of a zone (what the rollups' day and quarter cells are planned from), when it was asked for as such.
 */
export type InsightWindow = { start: Date; end: Date; ids: string[] | null; local?: { from: string; to: string; tz: string } };

export const between = (column: SQL, w: InsightWindow) =>
  sql`${column} >= ${w.start.toISOString()}::timestamptz and ${column} < ${w.end.toISOString()}::timestamptz`;

/** `and <column> in (…)` for a scoped window; nothing for the whole platform; a scope of none matches nothing. */
export const inScope = (column: SQL, w: InsightWindow) =>
  w.ids === null ? sql`` : w.ids.length === 0 ? sql`and false` : sql`and ${column} in (${sql.join(w.ids.map((id) => sql`${id}::uuid`), sql`, `)})`;

/** Orders that count everywhere in analytics: neither rejected nor cancelled (`o` is the orders alias). */
export const COUNTED = sql`o.status not in ('rejected', 'cancelled')`;
export const n = (v: unknown) => Number(v ?? 0);
