import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type TestApp } from "../test/test-app.js";
import { orderingKit } from "../test/ordering-kit.js";
import { openSse } from "../test/sse-client.js";

// Item 15: a body trickling in must not hold its connection open. With REQUEST_TIMEOUT_SECONDS=2, a request
// whose body has not fully arrived after 2 s gets 408 and its socket is closed; a response may take as long as
// it likes (a Server-Sent Events stream after a fully-received GET).
const TIMEOUT_S = 2;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: String(TIMEOUT_S) });
  const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = Number(new URL(base).port);
});
afterAll(async () => t?.close());

/** Opens a raw connection and collects what the server sends until it closes the socket. */
function rawConnection() {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  const opened = Date.now();
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - opened)));
  return { socket, closed, received: () => received, connected: new Promise<void>((r) => socket.once("connect", () => r())) };
}

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

describe("slow requests (item 15)", () => {
  it("answers 408 and closes the socket when a body has not arrived in time", async () => {
    const c = rawConnection();
    await c.connected;
    c.socket.write(
      "POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    // Keep trickling, like a slowloris client: each byte must not extend the deadline.
    const trickle = setInterval(() => c.socket.writable && c.socket.write(" "), 500);
    try {
      const elapsed = await within(c.closed, (TIMEOUT_S + 4) * 1000);
      expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_S * 1000 - 100);
    } finally {
      clearInterval(trickle);
      c.socket.destroy();
    }
  });

  it("answers 408 when the headers themselves trickle in", async () => {
    const c = rawConnection();
    await c.connected;
    c.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const trickle = setInterval(() => c.socket.writable && c.socket.write("X-Slow: 1\r\n"), 500);
    try {
      await within(c.closed, (TIMEOUT_S + 4) * 1000);
      expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
      c.socket.destroy();
    }
  });

  it("still serves a body that arrives in time, on the same kind of connection", async () => {
    const c = rawConnection();
    await c.connected;
    const body = JSON.stringify({ email: "nobody@example.com", password: "wrong-password-123" });
    c.socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
    await new Promise((r) => setTimeout(r, 500));
    c.socket.write(body);
    await within(c.closed, 10_000);
    expect(c.received()).toMatch(/^HTTP\/1\.1 401 /);
  });

  it("does not cut a Server-Sent Events stream that outlives the timeout", async () => {
    const base = `http://127.0.0.1:${port}`;
    const owner = await signInAs(t.app, "restaurant_owner");
    const customer = await signInAs(t.app, "customer");
    const sse = await openSse(`${base}/api/restaurant/orders/events`, owner);
    expect(sse.status).toBe(200);
    await new Promise((r) => setTimeout(r, (TIMEOUT_S * 2 + 1) * 1000));
    const order = (await orderingKit(t.app).simpleOrder(customer)).body as { id: string };
    const placed = await sse.waitFor<{ order?: { id: string } }>((e) => e.data.order?.id === order.id);
    expect(placed.event).toBe("order");
    await sse.close();
  });
});
