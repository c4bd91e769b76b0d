import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { serverBuild } from "./test/server-build.js";

// The real process — the production build (test/server-build.ts) — start-up, the data-dir lock, graceful shutdown
// and durability across a restart.
let MAIN: string;
beforeAll(async () => {
  MAIN = (await serverBuild()).main;
}, 120_000);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

type Proc = { child: ChildProcess; output: () => string; exited: Promise<number | null> };
const running: Proc[] = [];

function start(env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, LOG_LEVEL: "warn", WEB_DIST: "/nonexistent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  const p = { child, output: () => out, exited };
  running.push(p);
  return p;
}

async function waitHealthy(port: number, proc: Proc) {
  // Generous: a parallel test run on a small machine can keep a start-up waiting.
  for (let i = 0; i < 1200; i++) {
    if (proc.child.exitCode !== null) throw new Error(`server exited: ${proc.output()}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return r.json();
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not healthy: ${proc.output()}`);
}

afterEach(() => {
  for (const p of running.splice(0)) if (p.child.exitCode === null) p.child.kill("SIGKILL");
});

describe("the server process", () => {
  it("refuses a second server on one data dir, shuts down cleanly and keeps writes across a restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tavola-proc-"));
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir };
    const first = start(env);
    expect(await waitHealthy(port, first)).toEqual({ status: "ok", database: "pglite", demoMode: true });

    const account = { email: "durable@example.com", password: "a long password", firstName: "D", lastName: "R" };
    const reg = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(account),
    });
    expect(reg.status).toBe(201);

    // The API's docs from the bundle: swagger-ui's page and assets (found in the installed package at run time)
    // and the YAML document (the yaml package loads on first use).
    for (const [url, type] of [
      ["/api/docs/", "text/html"],
      ["/api/docs/static/swagger-ui.css", "text/css"],
      ["/api/docs/yaml", "application/x-yaml"],
    ] as const) {
      const res = await fetch(`http://127.0.0.1:${port}${url}`);
      expect({ url, status: res.status, type: res.headers.get("content-type") }).toMatchObject({ url, status: 200, type: expect.stringContaining(type) });
      expect((await res.text()).length).toBeGreaterThan(500);
    }

    const second = start({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/Another Tavola server \(pid \d+\) is already using the data directory/);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const again = start(env);
    await waitHealthy(port, again);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  }, 180_000);

  it("stops start-up on bad configuration with a clear message", async () => {
    const bad = start({ PORT: "not-a-port" });
    expect(await bad.exited).toBe(78);
    expect(bad.output()).toMatch(/Invalid configuration:\n\s+PORT:/);
  }, 30_000);
});
