import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveOrderEvent, Menu } from "@tavola/contracts";
import { openSse } from "../../test/sse-client.js";
import { serverBuild } from "../../test/server-build.js";

// Postgres only (vitest.config.ts includes *.pg.test.ts when TEST_DATABASE_URL is set): two real server
// processes (the production build, test/server-build.ts) on one database; a change made through one reaches an
// SSE subscriber of the other.
let MAIN: string;
beforeAll(async () => {
  MAIN = (await serverBuild()).main;
}, 120_000);
const children: ChildProcess[] = [];
let dropDb = async () => {};

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startServer(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, DEMO_MODE: "1", LOG_LEVEL: "warn", WEB_DIST: "/nonexistent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return base;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not healthy: ${out}`);
}

afterAll(async () => {
  for (const c of children) c.kill("SIGTERM");
  await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on("exit", r)))));
  await dropDb();
});

describe("live events across server processes (postgres)", () => {
  it("a state change through one server reaches a tracking stream served by another", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `tavola_live_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // The first migrates and seeds; the second starts on the ready database.
    const a = await startServer(url.toString());
    const b = await startServer(url.toString());

    const login = async (base: string, role: string) => {
      const res = await fetch(`${base}/api/test-login?role=${role}`);
      return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    };
    // Sessions live in the database: a cookie from A works on B.
    const customer = await login(a, "customer");
    const staff = await login(a, "restaurant_staff");
    const post = (base: string, p: string, cookie: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${p}`, { method: "POST", headers: { cookie, "content-type": "application/json", ...headers }, body: JSON.stringify(body) }).then(
        async (r) => ({ status: r.status, body: (await r.json()) as { id: string; token: string } }),
      );
    const restaurants = (await (await fetch(`${a}/api/restaurants`)).json()) as Array<{ id: string }>;
    const menu = (await (await fetch(`${a}/api/restaurants/${restaurants[0]!.id}/menu`)).json()) as Menu;
    const token = (await post(a, "/api/payments/sandbox/tokens", customer, { cardNumber: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" })).body.token;
    const placed = await post(
      a,
      "/api/orders",
      customer,
      { restaurantId: menu.restaurant.id, items: [{ menuItemId: menu.items[0]!.id, quantity: 1 }], fulfilment: "pickup", paymentToken: token },
      { "idempotency-key": randomBytes(8).toString("hex") },
    );
    expect(placed.status).toBe(201);

    const tracking = await openSse(`${b}/api/orders/${placed.body.id}/events`, customer);
    await tracking.waitFor<LiveOrderEvent>((e) => e.data.type === "snapshot");
    const queueOnB = await openSse(`${b}/api/restaurant/orders/events`, staff);

    const accepted = await post(a, `/api/restaurant/orders/${placed.body.id}/transition`, staff, { to: "accepted" });
    expect(accepted.status).toBe(200);
    const seen = await tracking.waitFor<LiveOrderEvent>((e) => e.data.order.status === "accepted");
    expect(seen.data.order.id).toBe(placed.body.id);
    await queueOnB.waitFor<LiveOrderEvent>((e) => e.data.order.status === "accepted");
    await tracking.close();
    await queueOnB.close();
  });
});
