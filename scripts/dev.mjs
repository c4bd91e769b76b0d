// `npm run dev`: the API with tsx (restarts on change) on PORT (5000) and Vite's dev server with hot reload
// on 5173, which proxies /api to the API. Ctrl+C stops both.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/src/main.ts"], { stdio: "inherit", env: { ...process.env, WEB_DIST: "/nonexistent" } }),
  spawn("npx", ["vite", "--host", "127.0.0.1"], { stdio: "inherit", cwd: "web" }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => { stop(); process.exitCode = code ?? 0; });
