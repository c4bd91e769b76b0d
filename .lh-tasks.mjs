import { freePort, spawnOurServer, tempDir, waitHealthy } from "./bench/lib/harness.mjs";
const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
const port = await freePort(); const data = tempDir("lh-tasks-");
const server = spawnOurServer({ port, dataDir: data.dir });
await waitHealthy(server, port);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const page = process.argv[2] ?? "/tables";
await lighthouse(`http://127.0.0.1:${port}/`, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: ["performance"] });
for (let i = 0; i < Number(process.argv[3] ?? 2); i++) {
  const r = await lighthouse(`http://127.0.0.1:${port}${page}`, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: ["performance"] });
  const a = r.lhr.audits;
  console.log("score", r.lhr.categories.performance.score * 100, "TBT", a["total-blocking-time"].numericValue, "bench", r.lhr.environment.benchmarkIndex);
  for (const t of a["long-tasks"].details?.items ?? []) console.log("  long task", Math.round(t.startTime), Math.round(t.duration), t.url);
  const tm = a["metrics"].details?.items?.[0] ?? {}; console.log("  TTI", tm.interactive, "FCP", tm.firstContentfulPaint);
}
await chrome.kill(); await server.stop(); data.remove();
