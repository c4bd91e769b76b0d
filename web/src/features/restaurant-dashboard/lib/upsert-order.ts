import type { Order } from "@tavola/contracts";
import { isTerminal } from "./order-sections";

export type OrderListScope = "active" | "today";

/**
 * A live update or a mutation's answer applied to a cached list. The same order can arrive twice (our
 * own transition's answer and then the stream's echo) or out of order, so an older copy never replaces
 * a newer one. The active list drops orders that reached a final state; today's list keeps everything.
 * Active is oldest first and today newest first, as the server sends them.
 */
export function upsertOrder(list: readonly Order[] | undefined, order: Order, scope: OrderListScope): Order[] {
  const current = list ?? [];
  const index = current.findIndex((o) => o.id === order.id);
  const existing = index === -1 ? undefined : current[index];
  if (existing && Date.parse(existing.updatedAt) > Date.parse(order.updatedAt)) return [...current];

  if (scope === "active" && isTerminal(order.status)) {
    return current.filter((o) => o.id !== order.id);
  }
  if (index !== -1) {
    const next = [...current];
    next[index] = order;
    return next;
  }
  return scope === "active" ? [...current, order] : [order, ...current];
}
