// Playwright's web server (playwright.config.ts): one built server per worker, started side by side — Playwright
// starts the entries of a webServer list one after another, and a fresh data directory's first start (initdb,
// migrations, seed) is most of the wait. Prints "e2e servers ready" once every one answers /api/health; ends
// them all when it is told to stop or when any of them exits.
//   E2E_SERVERS='[{"port":6173,"dataDir":"/tmp/…/worker-0"},…]' node e2e/servers.mjs
import { spawn } from "node:child_process";
import { connect } from "node:net";

const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]");
if (servers.length === 0) {
  console.error("e2e/servers.mjs: E2E_SERVERS lists no server");
  process.exit(2);
}

const portInUse = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
for (const { port } of servers) {
  if (await portInUse(port)) {
    console.error(`e2e/servers.mjs: port ${port} is already in use (a server from an earlier run?)`);
    process.exit(1);
  }
}

let stopping = false;
const children = servers.map(({ port, dataDir }) => {
  const child = spawn(process.execPath, ["server/dist/main.js"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`e2e/servers.mjs: the server on port ${port} exited (${signal ?? code})`);
    stop(1);
  });
  return child;
});

function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => stop(0));

async function healthy(port) {
  for (let delay = 50; !stopping; delay = Math.min(delay * 2, 500)) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, delay));
  }
}
await Promise.all(servers.map(({ port }) => healthy(port)));
if (!stopping) console.log("e2e servers ready");
