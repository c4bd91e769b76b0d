import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isServedAt, localMinutes, type ManagedMenu, type ManagedMenuItem, type Menu } from "@tavola/contracts";
import { orderingKit } from "../../test/ordering-kit.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let owner: string;
let customer: string;
let bellini: Menu;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  [owner, customer] = await Promise.all([signInAs(t.app, "restaurant_owner"), signInAs(t.app, "customer")]);
  bellini = await k.menu("trattoria-bellini");
  // Room in the kitchen for this file's orders.
  await t.database.db.execute(`update restaurants set slot_capacity = 200 where id = '${bellini.restaurant.id}'`);
});
afterAll(async () => t?.close());

const NY = "America/New_York"; // Bellini's booking policy's zone
const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

async function dishServed(from: string | null, until: string | null): Promise<ManagedMenuItem> {
  const base = `/api/restaurants/${bellini.restaurant.id}/menu-admin`;
  const menu = (await k.json<ManagedMenu>("GET", base, owner)).body;
  const mains = menu.categories.find((c) => c.course === "mains")!;
  const res = await k.json<ManagedMenuItem>("POST", `${base}/items`, owner, {
    categoryId: mains.id, name: `Frittata ${Math.random().toString(36).slice(2, 7)}`, priceCents: 1200, prepMinutes: 10, station: "kitchen", servedFrom: from, servedUntil: until,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const publicItem = async (id: string) => (await t.app.inject({ method: "GET", url: `/api/restaurants/${bellini.restaurant.id}/menu` })).json<Menu>().items.find((i) => i.id === id)!;
const order = async (menuItemId: string) =>
  k.place(customer, { restaurantId: bellini.restaurant.id, items: [{ menuItemId, quantity: 1 }], fulfilment: "pickup", paymentToken: await k.token(customer) });

describe("item schedules (breakfast until 11:00, on the restaurant's clock)", () => {
  it("outside its window a dish is shown with its hours, not orderable, and checkout refuses it", async () => {
    const now = localMinutes(new Date(), NY);
    const later = await dishServed(hhmm(now + 60), hhmm(now + 120));
    expect(later).toMatchObject({ servedFrom: hhmm(now + 60), servedUntil: hhmm(now + 120) });
    expect(await publicItem(later.id)).toMatchObject({ available: false, servedFrom: hhmm(now + 60), servedUntil: hhmm(now + 120) });
    const refused = await order(later.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`${later.name} is not served now (served ${hhmm(now + 60)}–${hhmm(now + 120)})`);
  });

  it("inside its window (only an end: from midnight) it is orderable", async () => {
    const now = localMinutes(new Date(), NY);
    // Until two hours from now, unless that passes midnight (then from an hour ago until midnight).
    const [from, until] = now + 120 < 1440 ? [null, hhmm(now + 120)] : [hhmm(now - 60), null];
    const open = await dishServed(from, until);
    expect(await publicItem(open.id)).toMatchObject({ available: true });
    expect((await order(open.id)).status).toBe(201);
  });

  it("refuses a malformed time or an empty window with the field's message", async () => {
    const base = `/api/restaurants/${bellini.restaurant.id}/menu-admin`;
    const mains = (await k.json<ManagedMenu>("GET", base, owner)).body.categories.find((c) => c.course === "mains")!;
    const body = { categoryId: mains.id, name: "Frittata", priceCents: 1200, prepMinutes: 10, station: "kitchen" };
    expect((await k.json("POST", `${base}/items`, owner, { ...body, servedUntil: "25:00" })).body.fieldErrors).toEqual({ servedUntil: ["Use a time like 07:00"] });
    expect((await k.json("POST", `${base}/items`, owner, { ...body, servedFrom: "09:00", servedUntil: "09:00" })).body.fieldErrors).toEqual({ servedUntil: ["Served from and until must differ"] });
  });

  it("the demo's breakfast dish follows Maison Lumière's clock", async () => {
    const maison = await k.menu("maison-lumiere");
    const croque = maison.items.find((i) => i.name === "Croque Madame")!;
    expect(croque).toMatchObject({ servedFrom: "07:00", servedUntil: "11:00" });
    const zone = ((await t.database.db.execute(`select timezone from reservation_policies where restaurant_id = '${maison.restaurant.id}'`)) as unknown as { rows: Array<{ timezone: string }> }).rows[0]?.timezone ?? NY;
    expect(croque.available).toBe(isServedAt("07:00", "11:00", new Date(), zone));
  });
});
