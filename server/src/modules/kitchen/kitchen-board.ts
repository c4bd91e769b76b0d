import {
  fireAtMs,
  modifierSummary,
  readyTargetMs,
  type KitchenItem,
  type KitchenTicket,
  type KitchenView,
  type KitchenChannel,
} from "@tavola/contracts";
import type { KitchenLineRow } from "./kitchen.repository.js";

const ms = (v: Date | string) => new Date(v).getTime();
const iso = (v: number) => new Date(v).toISOString();

/** A catering line: its event's delivery time is the ticket's ready target, and its headcount shows. */
type BoardRow = KitchenLineRow & { ready_at?: Date; headcount?: number | null };

function labelOf(r: BoardRow): string {
  if (r.channel === "catering") return "Catering";
  if (r.table_number !== null && (r.channel !== "online" || r.fulfillment === "dine_in")) return `Table ${r.table_number}`;
  if (r.channel === "pos") return "Takeaway";
  return r.fulfillment === "delivery" ? "Delivery" : "Pickup";
}

/**
 * Tickets from their lines (pure): the ready target comes from every dish of the order, so stations fire their dishes
 * to finish together; then each ticket keeps the dishes of this view (a station, or every station for the
 * expediter) and shows while one of them is still to bump.
 */
export function buildTickets(rows: readonly BoardRow[], view: KitchenView): KitchenTicket[] {
  const byOrder = new Map<string, BoardRow[]>();
  for (const r of rows) byOrder.set(r.order_id, [...(byOrder.get(r.order_id) ?? []), r]);
  const tickets: KitchenTicket[] = [];
  for (const lines of byOrder.values()) {
    const first = lines[0]!;
    // A course fired later is a new firing: its dishes are timed from when it was fired, finishing together among
    // themselves; the ticket's age and target are the latest firing's.
    const firedAt = (l: KitchenLineRow) => Math.max(ms(first.arrived_at), l.fired_at == null ? 0 : ms(l.fired_at));
    const targets = new Map<number, number>();
    for (const at of new Set(lines.map(firedAt))) {
      const batch = lines.filter((l) => firedAt(l) === at);
      // Catering is fired for its delivery time (every line ready when it leaves); an order, from when it arrived.
      targets.set(at, first.ready_at ? ms(first.ready_at) : readyTargetMs(at, first.slot_start === null ? null : ms(first.slot_start), batch.map((l) => Number(l.prep_minutes))));
    }
    const latest = Math.max(...targets.keys());
    const items: KitchenItem[] = lines
      .filter((l) => view === "all" || l.station === view)
      .map((l) => ({
        id: l.item_id,
        name: l.name,
        quantity: Number(l.quantity),
        options: modifierSummary(l.modifiers ?? []),
        note: l.note,
        seat: l.seat === null || l.seat === undefined ? null : Number(l.seat),
        course: l.course === null || l.course === undefined ? null : Number(l.course),
        station: l.station,
        prepMinutes: Number(l.prep_minutes),
        startAt: iso(fireAtMs(targets.get(firedAt(l))!, Number(l.prep_minutes))),
        bumpedAt: l.bumped_at === null ? null : new Date(l.bumped_at).toISOString(),
      }));
    if (!items.some((i) => i.bumpedAt === null)) continue;
    tickets.push({
      orderId: first.order_id,
      reference: first.reference,
      channel: first.channel as KitchenChannel,
      label: labelOf(first),
      customerName: first.customer_name ?? labelOf(first),
      arrivedAt: iso(latest),
      readyTarget: iso(targets.get(latest)!),
      items,
      ...(first.channel === "catering" ? { headcount: first.headcount ?? null } : {}),
    });
  }
  return tickets;
}

/** "All day": how many of each dish (with its options) the view still has to make, most first. */
export function allDayCounts(tickets: readonly KitchenTicket[]): Array<{ name: string; quantity: number }> {
  const counts = new Map<string, number>();
  for (const t of tickets) {
    for (const i of t.items) {
      if (i.bumpedAt !== null) continue;
      const name = i.options ? `${i.name} (${i.options})` : i.name;
      counts.set(name, (counts.get(name) ?? 0) + i.quantity);
    }
  }
  return [...counts].map(([name, quantity]) => ({ name, quantity })).sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}
