import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurantBrowseSchema } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";

// Issue 16: /order without a chosen restaurant browses restaurant cards computed by the server.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const browse = async (query = "", cookie?: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/restaurants/browse${query}`, headers: cookie ? { cookie } : {} });
  return res;
};
const ok = async (query = "", cookie?: string) => {
  const res = await browse(query, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return restaurantBrowseSchema.parse(res.json());
};
const names = (b: { restaurants: Array<{ name: string }> }) => b.restaurants.map((r) => r.name);

describe("GET /api/restaurants/browse", () => {
  it("lists every seeded restaurant with the filters' options; without a location fees are 'from' the lowest band", async () => {
    const b = await ok();
    expect(b.restaurants).toHaveLength(8);
    expect(b.cuisines).toEqual(expect.arrayContaining(["Italian", "Japanese", "Mexican", "Nordic"]));
    expect(b.dietary).toEqual(expect.arrayContaining(["Vegan", "Halal", "Gluten-Free"]));
    const bellini = b.restaurants.find((r) => r.slug === "trattoria-bellini")!;
    expect(bellini).toMatchObject({ cuisine: "Italian", openNow: true, distanceKm: null, delivers: true, deliveryFeeCents: 199, deliveryFeeIsFrom: true, area: "112 Mulberry St, New York" });
    // 20 min preparation + 5 min handover; the late end assumes up to 5 km (15 min) and a 10-minute margin.
    expect(bellini.deliveryMinutes).toEqual({ min: 25, max: 50 });
  });

  it("searches name, cuisine and area, ignoring case and accents, every word having to match", async () => {
    expect(names(await ok("?q=JARDIN"))).toEqual(["El Jardín"]);
    expect(names(await ok("?q=japanese"))).toEqual(["Sakura House"]);
    expect(names(await ok("?q=brooklyn"))).toEqual(["El Jardín"]);
    expect(names(await ok("?q=mulberry%20italian"))).toEqual(["Trattoria Bellini"]);
    expect(names(await ok("?q=copenhagen%20italian"))).toEqual([]);
  });

  it("filters by cuisine and diet", async () => {
    expect(names(await ok("?cuisine=mexican"))).toEqual(["El Jardín"]);
    const vegan = await ok("?dietary=Vegan");
    expect(vegan.restaurants.length).toBeGreaterThan(0);
    for (const r of vegan.restaurants) expect(r.dietary).toContain("Vegan");
    expect(names(vegan)).not.toContain("Maison Lumière");
  });

  it("measures distance, fee band and time from a given location, nearest first", async () => {
    // Little Italy, a few blocks from Trattoria Bellini.
    const b = await ok("?lat=40.7190&lng=-73.9970");
    const first = b.restaurants[0]!;
    expect(first.name).toBe("Trattoria Bellini");
    expect(first.distanceKm).toBeLessThan(1);
    expect(first).toMatchObject({ deliveryFeeIsFrom: false, deliveryFeeCents: 199, delivers: true });
    const copenhagen = b.restaurants.find((r) => r.slug === "nordhavn-kitchen")!;
    expect(copenhagen.delivers).toBe(false);
    expect(copenhagen.deliveryFeeCents).toBe(599);
  });

  it("uses a signed-in guest's usual address when no location is given", async () => {
    const cookie = await signInAs(t.app, "customer");
    const b = await ok("", cookie);
    for (const r of b.restaurants) expect(r.distanceKm).not.toBeNull();
  });

  it("keeps only restaurants taking orders when openNow=true", async () => {
    const owner = await signInAs(t.app, "restaurant_owner");
    const close = await t.app.inject({ method: "PATCH", url: "/api/restaurant/settings", headers: { cookie: owner }, payload: { isOpen: false } });
    expect(close.statusCode, close.body).toBe(200);
    try {
      const all = await ok();
      const bellini = all.restaurants.find((r) => r.slug === "trattoria-bellini")!;
      expect(bellini.openNow).toBe(false);
      expect(all.restaurants.at(-1)!.slug).toBe("trattoria-bellini");
      expect(names(await ok("?openNow=true"))).not.toContain("Trattoria Bellini");
    } finally {
      await t.app.inject({ method: "PATCH", url: "/api/restaurant/settings", headers: { cookie: owner }, payload: { isOpen: true } });
    }
  });

  it("answers an empty list, not an error, when nothing matches", async () => {
    const b = await ok("?q=zzzz-no-such-place");
    expect(b.restaurants).toEqual([]);
    expect(b.cuisines.length).toBeGreaterThan(0);
  });

  it("refuses bad input with 400 and the field's message", async () => {
    const cases: Array<[string, string, string]> = [
      [`?q=${"x".repeat(81)}`, "q", "Search is at most 80 characters"],
      ["?dietary=Carnivore", "dietary", "Dietary must be one of"],
      ["?openNow=yes", "openNow", "openNow must be true or false"],
      ["?lat=91&lng=0", "lat", "lat must be between -90 and 90"],
      ["?lat=abc&lng=0", "lat", "lat must be a number"],
      ["?lat=40.7", "lat", "Give both lat and lng, or neither"],
    ];
    for (const [query, field, message] of cases) {
      const res = await browse(query);
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { fieldErrors?: Record<string, string[]> };
      expect(body.fieldErrors?.[field]?.join(" "), `${query}: ${res.body}`).toContain(message);
    }
  });
});
