import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KitchenBoard, Menu } from "@tavola/contracts";
import { approvedRestaurant } from "../../test/onboarding-kit.js";
import { orderingKit } from "../../test/ordering-kit.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let staff: string;
let otherOwner: string;
let menu: Menu;
let leadId: string;
/** A dish of Bellini's cooked away from the main kitchen (the grill's pizza): the catering line of its name goes there. */
let dish: Menu["items"][number];

const rows = async <T>(query: string) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
/** Local "YYYY-MM-DD" and "HH:MM" in New York (Bellini's zone) of an instant. */
function newYork(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  staff = await signInAs(t.app, "restaurant_staff");
  menu = await k.menu("trattoria-bellini");
  dish = menu.items.find((i) => i.station !== "kitchen")!;
  const ceo = await signInAs(t.app, "ceo");
  ({ ownerCookie: otherOwner } = await approvedRestaurant(t.app, ceo, "Forno Cinque"));
  // The seeded confirmed event (deposit paid, quote accepted) moved to 40 minutes from now, with a dish of the menu
  // (a grill dish, by name) added to its food beside the buffet package; staffing and delivery lines stay off the pass.
  const [lead] = await rows<{ id: string; version_id: string }>(`
    select l.id, q.accepted_version_id as version_id from catering_leads l join catering_quotes q on q.lead_id = l.id
     where l.event_name like 'Blue Yonder Airlines%' and l.stage = 'deposit_paid'`);
  leadId = lead!.id;
  const at = newYork(new Date(Date.now() + 40 * 60_000));
  await t.database.db.execute(`update catering_leads set event_date = '${at.date}', event_time = '${at.time}' where id = '${leadId}'`);
  await t.database.db.execute(`update catering_quote_versions set lines = lines || '[{"kind":"menu_item","description":"${dish.name.replace(/'/g, "''")}","quantity":8,"unitPriceCents":1899,"dietaryNote":"2 without basil"}]'::jsonb where id = '${lead!.version_id}'`);
});
afterAll(async () => t?.close());

const board = async (view = "all", cookie = staff) => (await k.json<KitchenBoard>("GET", `/api/kitchen?view=${view}`, cookie)).body;
const catering = (b: KitchenBoard) => b.tickets.find((x) => x.orderId === leadId);

describe("kitchen display: confirmed catering", () => {
  it("reaches the display marked as catering with its headcount, each food line routed by its dish's station and fired for the delivery time", async () => {
    const all = await board();
    const ticket = catering(all)!;
    expect(ticket).toMatchObject({ channel: "catering", label: "Catering", customerName: "Blue Yonder Airlines · Buffet Setup", headcount: 30 });
    expect(ticket.items.map((i) => i.name).sort()).toEqual([dish.name, "Tuscan buffet package"].sort());
    const ready = new Date(ticket.readyTarget).getTime();
    expect(Math.abs(ready - (Date.now() + 40 * 60_000))).toBeLessThan(2 * 60_000);
    const pizza = ticket.items.find((i) => i.name === dish.name)!;
    expect(pizza).toMatchObject({ station: dish.station, quantity: 8, note: "2 without basil", prepMinutes: dish.prepMinutes });
    // Each line starts its prep time before the delivery, so all of it is ready together.
    for (const i of ticket.items) expect(new Date(i.startAt).getTime()).toBe(ready - i.prepMinutes * 60_000);
    expect(ticket.items.find((i) => i.name === "Tuscan buffet package")).toMatchObject({ station: "kitchen", prepMinutes: 60, quantity: 30 });
    expect(all.allDay).toEqual(expect.arrayContaining([{ name: "Tuscan buffet package", quantity: 30 }]));

    // The pizza's station sees only the pizza.
    const station = await board(dish.station);
    expect(catering(station)!.items.map((i) => i.name)).toEqual([dish.name]);
    // Another restaurant's team never sees it.
    expect(catering(await board("all", otherOwner))).toBeUndefined();
  });

  it("bumps a line, Recall brings it back; bumping the ticket takes it off; a second bump is 409; a stranger 404", async () => {
    const ticket = catering(await board())!;
    const pizza = ticket.items.find((i) => i.name === dish.name)!;
    expect((await k.json("POST", `/api/kitchen/items/${pizza.id}/bump`, staff, { view: "all" })).status).toBe(200);
    expect(catering(await board())!.items.find((i) => i.id === pizza.id)!.bumpedAt).not.toBeNull();
    expect((await k.json("POST", `/api/kitchen/items/${pizza.id}/bump`, staff, { view: "all" })).status).toBe(409);
    expect((await k.json("POST", `/api/kitchen/items/${pizza.id}/bump`, otherOwner, { view: "all" })).status).toBe(404);
    const recalled = await k.json<{ recalled: number; orderId: string }>("POST", "/api/kitchen/recall", staff, { view: "all" });
    expect([recalled.status, recalled.body.recalled, recalled.body.orderId]).toEqual([200, 1, leadId]);
    expect(catering(await board())!.items.every((i) => i.bumpedAt === null)).toBe(true);
    expect((await k.json("POST", `/api/kitchen/orders/${leadId}/bump`, staff, { view: "all" })).status).toBe(200);
    expect(catering(await board())).toBeUndefined();
    const b = await board();
    expect(b.lastBump?.label).toBe("The catering bump");
  });

  it("a lead that is not confirmed (moved back, cancelled) or an event far ahead is not on the pass", async () => {
    await t.database.db.execute(`delete from kitchen_catering_bumps where lead_id = '${leadId}'`);
    expect(catering(await board())).toBeDefined();
    await t.database.db.execute(`update catering_leads set stage = 'cancelled' where id = '${leadId}'`);
    expect(catering(await board())).toBeUndefined();
    const later = newYork(new Date(Date.now() + 5 * 3_600_000));
    await t.database.db.execute(`update catering_leads set stage = 'in_progress', event_date = '${later.date}', event_time = '${later.time}' where id = '${leadId}'`);
    expect(catering(await board())).toBeUndefined();
  });
});
