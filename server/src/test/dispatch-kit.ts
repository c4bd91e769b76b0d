import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Order } from "@tavola/contracts";
import { queryRows } from "../platform/database.js";
import { orderingKit } from "./ordering-kit.js";
import { createTestApp, registerCustomer, signInAs, type TestApp } from "./test-app.js";

/** Near Trattoria Bellini (112 Mulberry St): inside the 6 km dispatch range. */
export const NEAR_BELLINI = { lat: 40.7205, lng: -73.996 };
/** Far out in Brooklyn: beyond the range. */
export const FAR_AWAY = { lat: 40.64, lng: -73.94 };

/** Shortcuts for dispatch tests: couriers on shift, an accepted delivery order and its job, a closed window. */
export function dispatchKit(t: TestApp) {
  const k = orderingKit(t.app);
  /** A new account made courier (as an approved application does) and put online at a position. */
  const courier = async (position: { lat: number; lng: number } | null = NEAR_BELLINI, firstName = "Ada") => {
    const { cookie, userId } = await registerCustomer(t.app);
    await t.database.db.execute(sql`update users set role = 'courier', first_name = ${firstName} where id = ${userId}`);
    if (position) {
      const res = await k.json("PUT", "/api/dispatch/presence", cookie, { online: true, ...position });
      if (res.status !== 200) throw new Error(`presence: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return { cookie, userId };
  };
  /** A customer's delivery order at Bellini, accepted by its owner: the job is published in that transaction. */
  const acceptedOrder = async (customer: string, owner: string, tipCents = 300, extra: Record<string, unknown> = {}) => {
    const m = await k.menu("trattoria-bellini");
    const item = m.items.find((i) => i.available)!;
    const placed = await k.place(customer, {
      restaurantId: m.restaurant.id, items: [{ menuItemId: item.id, quantity: 1 }], fulfilment: "delivery", address: k.nycAddress, tipCents, paymentToken: await k.token(customer), ...extra,
    });
    if (placed.status !== 201) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.body)}`);
    const accepted = await k.json<Order>("POST", `/api/restaurant/orders/${placed.body.id}/transition`, owner, { to: "accepted" });
    if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
    const [job] = await queryRows<{ id: string; fee_floor_cents: number; fee_cap_cents: number }>(
      t.database.db,
      sql`select id, fee_floor_cents, fee_cap_cents from delivery_jobs where order_id = ${placed.body.id}`,
    );
    return { order: accepted.body, job: job ?? null };
  };
  /** The bid window ends now (as if its 30 seconds had passed). */
  const endWindow = (jobId: string) => t.database.db.execute(sql`update delivery_jobs set bid_closes_at = now() - interval '1 second' where id = ${jobId}`);
  const jobRow = async (jobId: string) =>
    (await queryRows<{ status: string; courier_id: string | null; fee_cents: number | null; award_method: string | null }>(
      t.database.db,
      sql`select status, courier_id, fee_cents, award_method from delivery_jobs where id = ${jobId}`,
    ))[0]!;
  return { k, courier, acceptedOrder, endWindow, jobRow };
}

export type DispatchKit = ReturnType<typeof dispatchKit>;
export type DispatchTestContext = { t: TestApp; d: DispatchKit; customer: string; owner: string };

/**
 * The set-up every dispatch test file repeats: one app (PGlite, or Postgres with TEST_DATABASE_URL), the kit, the demo
 * customer and Bellini's owner signed in; before each test nobody is on shift and no job of an earlier test is left
 * `closing` (open, or also assigned): awards and automatic assignment see only the test's own couriers and jobs.
 * `onReady` hands the context to the file's variables.
 */
export function useDispatchApp(onReady: (c: DispatchTestContext) => void, closing: ReadonlyArray<"open" | "assigned"> = ["open"]) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    const [customer, owner] = await Promise.all([signInAs(t.app, "customer"), signInAs(t.app, "restaurant_owner")]);
    onReady({ t, d: dispatchKit(t), customer, owner });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t!.database.db.execute(sql`update courier_presence set online = false`);
    if (closing.length === 0) return;
    await t!.database.db.execute(
      sql`update delivery_jobs set status = 'cancelled', cancel_reason = 'Closed between tests' where status in (${sql.join(closing.map((s) => sql`${s}`), sql`, `)})`,
    );
  });
}
