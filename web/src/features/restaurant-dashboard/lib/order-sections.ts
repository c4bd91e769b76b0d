import { TERMINAL_ORDER_STATUSES, type Order, type OrderStatus } from "@tavola/contracts";

export type QueueSectionId = "new" | "kitchen" | "ready" | "on_the_way";

export type QueueSection = {
  id: QueueSectionId;
  title: string;
  /** One line under the title: what the team does with these orders. */
  hint: string;
  statuses: readonly OrderStatus[];
};

/** The kitchen's columns, left to right in the order an order moves through them. */
export const QUEUE_SECTIONS: readonly QueueSection[] = [
  { id: "new", title: "New", hint: "Accept or reject", statuses: ["placed"] },
  { id: "kitchen", title: "In the kitchen", hint: "Accepted and preparing", statuses: ["accepted", "preparing"] },
  { id: "ready", title: "Ready", hint: "Waiting for pickup, a courier or serving", statuses: ["ready"] },
  { id: "on_the_way", title: "Out for delivery", hint: "With the courier", statuses: ["out_for_delivery"] },
];

export type GroupedQueue = Record<QueueSectionId, Order[]>;

export const isTerminal = (status: OrderStatus): boolean => TERMINAL_ORDER_STATUSES.includes(status);

/**
 * Orders by column. Within a column the most urgent comes first: the earliest kitchen slot, then the
 * oldest placement, so a scheduled order for tonight does not jump ahead of an ASAP one due now.
 * Terminal orders belong to no column (they live in "Completed today").
 */
export function groupOrdersIntoSections(orders: readonly Order[]): GroupedQueue {
  const grouped: GroupedQueue = { new: [], kitchen: [], ready: [], on_the_way: [] };
  for (const order of orders) {
    const section = QUEUE_SECTIONS.find((s) => s.statuses.includes(order.status));
    if (section) grouped[section.id].push(order);
  }
  for (const list of Object.values(grouped)) list.sort(byUrgency);
  return grouped;
}

function byUrgency(a: Order, b: Order): number {
  return Date.parse(a.slotStart) - Date.parse(b.slotStart) || Date.parse(a.placedAt) - Date.parse(b.placedAt);
}
