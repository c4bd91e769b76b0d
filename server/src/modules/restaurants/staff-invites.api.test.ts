import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Inventory, RestaurantTeam, StaffInviteAccepted } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { orderingKit } from "../../test/ordering-kit.js";
import { createTestApp, freshClientAddress, sessionCookie, signInAs, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let owner: string;
let staff: string;
let belliniId: string;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  [owner, staff] = await Promise.all([signInAs(t.app, "restaurant_owner"), signInAs(t.app, "restaurant_staff")]);
  belliniId = (await k.restaurants()).find((r) => r.slug === "trattoria-bellini")!.id;
});
afterAll(async () => t?.close());

async function register(email: string) {
  const res = await t.app.inject({ method: "POST", url: "/api/auth/register", remoteAddress: freshClientAddress(), payload: { email, password: "correct horse battery", firstName: "Gia", lastName: "Rossi" } });
  return sessionCookie(res);
}
/** The token of the last invitation mailed to `email`, read from the outbox as the person would read the mail. */
async function mailedToken(email: string) {
  const [row] = await queryRows<{ text_body: string }>(t.database.db, sql`select text_body from mail_outbox where recipient = ${email} and kind = 'staff_invite' order by created_at desc limit 1`);
  return /token=([A-Za-z0-9_-]+)/.exec(row?.text_body ?? "")?.[1] ?? "";
}
const teamOf = (id: string) => `/api/restaurants/${id}/team`;

describe("the owner invites the team", () => {
  it("an invited manager joins through the mailed single-use link, and may then run the inventory", async () => {
    const email = `manager-${Date.now()}@example.com`;
    const invited = await k.json<RestaurantTeam>("POST", `${teamOf(belliniId)}/invites`, owner, { email: email.toUpperCase(), role: "manager" });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.invites.find((i) => i.email === email)).toMatchObject({ role: "manager" });
    const token = await mailedToken(email);
    expect(token.length).toBeGreaterThan(30);
    // Only the token's hash is kept.
    const [stored] = await queryRows<{ token_hash: string }>(t.database.db, sql`select token_hash from restaurant_staff_invites where email = ${email}`);
    expect(stored!.token_hash).not.toContain(token);

    const someoneElse = await register(`other-${Date.now()}@example.com`);
    const wrong = await k.json("POST", "/api/staff-invites/accept", someoneElse, { token });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe("This invitation is for another email address: sign in with the invited one");
    expect((await t.app.inject({ method: "POST", url: "/api/staff-invites/accept", payload: { token } })).statusCode).toBe(401);

    const manager = await register(email);
    const accepted = await k.json<StaffInviteAccepted>("POST", "/api/staff-invites/accept", manager, { token });
    expect(accepted.body).toEqual({ restaurantId: belliniId, restaurantName: "Trattoria Bellini", role: "manager" });
    // Once only.
    expect((await k.json("POST", "/api/staff-invites/accept", manager, { token })).status).toBe(404);
    // On the team, as a manager: the inventory is theirs to run, the team is not.
    const members = (await k.json<RestaurantTeam>("GET", teamOf(belliniId), owner)).body;
    expect(members.members.find((m) => m.email === email)).toMatchObject({ role: "manager", name: "Gia Rossi" });
    expect(members.invites.find((i) => i.email === email)).toBeUndefined();
    expect((await k.json<Inventory>("GET", `/api/restaurants/${belliniId}/inventory`, manager)).status).toBe(200);
    expect((await k.json("GET", teamOf(belliniId), manager)).status).toBe(403);
  });

  it("only the owner invites; bad input gets the field's message; someone on the team is not invited twice", async () => {
    const body = { email: "new-cook@example.com", role: "staff" };
    expect((await k.json("POST", `${teamOf(belliniId)}/invites`, staff, body)).status).toBe(403);
    expect((await k.json("GET", teamOf(belliniId), staff)).status).toBe(403);
    expect((await t.app.inject({ method: "POST", url: `${teamOf(belliniId)}/invites`, payload: body })).statusCode).toBe(401);
    const bad = await k.json("POST", `${teamOf(belliniId)}/invites`, owner, { email: "not-an-email", role: "owner" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ email: ["Enter a valid email address"], role: ["Choose Manager or Staff"] });
    const again = await k.json("POST", `${teamOf(belliniId)}/invites`, owner, { email: "restaurant-staff@demo.tavola.app", role: "staff" });
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors).toEqual({ email: ["restaurant-staff@demo.tavola.app is already on the team"] });
    expect((await k.json("POST", "/api/staff-invites/accept", owner, { token: "x".repeat(43) })).status).toBe(404);
  });
});
