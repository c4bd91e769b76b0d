import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Role } from "@tavola/contracts";
import { openSse } from "../test/sse-client.js";
import type { SessionUser } from "./session.js";
import { createStreamRegistry, openEventStream, type StreamAccess, type StreamRegistry } from "./sse.js";

/**
 * The registry on a bare Fastify server (no database): the `x-session` header names the session, the
 * registry's `resolveSessions` answers from `live` (what the database would say now), and `?scope=` picks a
 * re-check that answers from `allowed` and counts its calls.
 */
const live = new Map<string, SessionUser>();
const allowed = new Map<string, boolean>();
const checks = new Map<string, number>();
let resolveCalls: string[][] = [];
let failResolve = false;
const errors: unknown[] = [];
let registry: StreamRegistry;
let app: FastifyInstance;
let base: string;

const user = (sessionId: string, userId = `u-${sessionId}`, role: Role = "customer"): SessionUser => ({ sessionId, userId, role });
const access = (scope: string): StreamAccess => ({
  scope,
  stillAllowed: async (session) => {
    const key = `${scope}/${session.userId}/${session.role}`;
    checks.set(key, (checks.get(key) ?? 0) + 1);
    return allowed.get(scope) ?? true;
  },
});
/** Sweeps every 50 ms, unless a test sweeps by hand (a long interval). */
const newRegistry = (sweepMs = 50) =>
  createStreamRegistry({
    sweepMs,
    resolveSessions: async (ids) => {
      resolveCalls.push(ids);
      if (failResolve) throw new Error("database down");
      return new Map(ids.flatMap((id) => (live.has(id) ? [[id, live.get(id)!] as const] : [])));
    },
    onError: (err) => errors.push(err),
  });

const open = async (sessionId: string, scope?: string) => {
  const s = await openSse(`${base}/stream${scope ? `?scope=${scope}` : ""}`, { "x-session": sessionId });
  await s.waitFor((e) => e.event === "hello");
  return s;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Polls until `cond` holds (a registry's state, a count), failing after `ms`. */
async function until(what: string, cond: () => boolean, ms = 2_000) {
  for (const deadline = Date.now() + ms; !cond(); await sleep(10)) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
  }
}

beforeAll(async () => {
  app = Fastify();
  app.decorateRequest("session", null);
  app.addHook("onRequest", async (request) => {
    const id = request.headers["x-session"];
    request.session = typeof id === "string" ? (live.get(id) ?? null) : null;
  });
  app.get("/stream", async (request, reply) => {
    const scope = (request.query as { scope?: string }).scope;
    openEventStream(request, reply, registry, scope ? access(scope) : undefined).send("hello", {});
  });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  registry.closeAll();
  await app.close();
});
beforeEach(() => {
  live.clear();
  allowed.clear();
  checks.clear();
  resolveCalls = [];
  failResolve = false;
  errors.length = 0;
});
afterEach(() => registry.closeAll());

describe("stream registry", () => {
  it("keeps at most 6 streams per session: a 7th closes that session's oldest, with an end event", async () => {
    registry = newRegistry(60_000);
    live.set("a", user("a"));
    live.set("b", user("b"));
    const mine = [];
    for (let i = 0; i < 6; i++) mine.push(await open("a"));
    const other = await open("b");
    expect(registry.size).toBe(7);

    const seventh = await open("a");
    await mine[0]!.waitForEnd(2_000);
    expect(mine[0]!.events.at(-1)).toEqual({ event: "end", data: { reason: "replaced" } });
    // The registry decides synchronously as a stream opens: 7 open means only the oldest made way.
    expect(registry.size).toBe(7);
    for (const s of [...mine.slice(1), other, seventh]) expect(s.isEnded()).toBe(false);
    // A stream the client closes leaves room: the next one replaces nobody.
    await mine[1]!.close();
    await until("the server sees the closed stream", () => registry.size === 6);
    const eighth = await open("a");
    expect(mine[2]!.isEnded()).toBe(false);
    expect(registry.size).toBe(7);
    await Promise.all([...mine, other, seventh, eighth].map((s) => s.close()));
  });

  it("closes the streams of a session that has ended, with one batched session read per sweep", async () => {
    registry = newRegistry(60_000);
    live.set("a", user("a"));
    live.set("b", user("b"));
    const a1 = await open("a");
    const a2 = await open("a", "x");
    const b = await open("b");
    live.delete("a");
    await registry.sweep();
    expect(resolveCalls).toEqual([["a", "b"]]);
    await a1.waitForEnd(2_000);
    await a2.waitForEnd(2_000);
    expect(a1.events.at(-1)).toEqual({ event: "end", data: { reason: "signed_out" } });
    expect(a2.events.at(-1)).toEqual({ event: "end", data: { reason: "signed_out" } });
    expect(b.isEnded()).toBe(false);
    expect(registry.size).toBe(1);
    await b.close();
  });

  it("ends a session's streams at once on endSession (what sign-out can call), leaving others open", async () => {
    registry = newRegistry(60_000);
    live.set("a", user("a"));
    live.set("b", user("b"));
    const a = await open("a");
    const b = await open("b");
    registry.endSession("a");
    await a.waitForEnd(2_000);
    expect(a.events.at(-1)).toEqual({ event: "end", data: { reason: "signed_out" } });
    expect(b.isEnded()).toBe(false);
    expect(resolveCalls).toEqual([]);
    await b.close();
  });

  it("re-checks access once per scope, user and role, and closes what is no longer allowed", async () => {
    registry = newRegistry(60_000);
    live.set("a", user("a", "u1"));
    live.set("a2", user("a2", "u1"));
    live.set("c", user("c", "u2"));
    const streams = [await open("a", "r1"), await open("a", "r1"), await open("a2", "r1"), await open("c", "r1"), await open("a", "r2")];
    const [a1, a2, a3, c, other] = streams as [typeof streams[number], typeof streams[number], typeof streams[number], typeof streams[number], typeof streams[number]];
    await registry.sweep();
    // u1's three streams on r1 (two sessions) share one check; u2 and scope r2 have their own.
    expect(Object.fromEntries(checks)).toEqual({ "r1/u1/customer": 1, "r1/u2/customer": 1, "r2/u1/customer": 1 });
    expect(streams.some((s) => s.isEnded())).toBe(false);

    // A role change is another check (the role is part of the key), answered afresh.
    live.set("c", user("c", "u2", "restaurant_staff"));
    allowed.set("r1", false);
    checks.clear();
    await registry.sweep();
    expect(Object.fromEntries(checks)).toEqual({ "r1/u1/customer": 1, "r1/u2/restaurant_staff": 1, "r2/u1/customer": 1 });
    for (const s of [a1, a2, a3, c]) {
      await s.waitForEnd(2_000);
      expect(s.events.at(-1)).toEqual({ event: "end", data: { reason: "forbidden" } });
    }
    expect(other.isEnded()).toBe(false);
    await other.close();
  });

  it("sweeps by itself every few ms while streams are open, and stops when none is", async () => {
    registry = newRegistry(50);
    live.set("a", user("a"));
    const s = await open("a");
    await until("three sweeps", () => resolveCalls.length >= 3);
    expect(resolveCalls.length).toBeGreaterThanOrEqual(3);
    live.delete("a");
    await s.waitForEnd(2_000);
    expect(s.events.at(-1)).toEqual({ event: "end", data: { reason: "signed_out" } });
    const calls = resolveCalls.length;
    // Six sweep intervals without a sweep: the timer stopped with the last stream.
    await sleep(300);
    expect(resolveCalls.length).toBe(calls);
    expect(registry.size).toBe(0);
  });

  it("keeps streams open when a sweep fails (the next one tries again)", async () => {
    registry = newRegistry(50);
    live.set("a", user("a"));
    failResolve = true;
    const s = await open("a");
    await until("two failed sweeps", () => errors.length >= 2);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(s.isEnded()).toBe(false);
    failResolve = false;
    live.delete("a");
    await s.waitForEnd(2_000);
  });

  it("ends every stream on closeAll without an end event (the clients reconnect elsewhere), and refuses new ones", async () => {
    registry = newRegistry(50);
    live.set("a", user("a"));
    const s = await open("a");
    registry.closeAll();
    await s.waitForEnd(2_000);
    expect(s.events.map((e) => e.event)).toEqual(["hello"]);
    const late = await openSse(`${base}/stream`, { "x-session": "a" });
    await late.waitForEnd(2_000);
    expect(registry.size).toBe(0);
  });
});
