import type { Order } from "@tavola/contracts";
import { type OrderListScope, upsertOrder } from "./upsert-order";

/**
 * Order copies received lately (stream events, mutation answers), with when they arrived. A list request
 * that was in flight when an event landed answers with the state from before it; replaying what arrived
 * since the request started keeps that answer from wiping out a brand-new order.
 */
export class RecentOrders {
  private entries: { order: Order; at: number }[] = [];

  constructor(private readonly keepMs = 2 * 60_000) {}

  record(order: Order, at = Date.now()): void {
    this.entries = this.entries.filter((e) => at - e.at <= this.keepMs);
    this.entries.push({ order, at });
  }

  since(time: number): Order[] {
    return this.entries.filter((e) => e.at >= time).map((e) => e.order);
  }
}

/** A fetched list with the copies received since its request started applied on top (newer wins). */
export function replayRecent(fetched: readonly Order[], recent: readonly Order[], scope: OrderListScope): Order[] {
  return recent.reduce<Order[]>((list, order) => upsertOrder(list, order, scope), [...fetched]);
}
