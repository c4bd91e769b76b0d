// (d) What a first visit to the landing page really downloads: the entry, its preloads and the lazy chunks
// the landing route pulls in before it is interactive, measured in Chromium against the built server.
// Each JS file is gzipped with zlib (default level) from web/dist and summed.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort, ROOT, spawnOurServer, table, tempDir, waitHealthy } from "./lib/harness.mjs";

export const title = "Landing page visit: all JS fetched until the page settles (gzip), in Chromium";

export default async function run({ log }) {
  const dist = path.join(ROOT, "web/dist");
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path.join(dist, "index.html")) || !existsSync(chromium)) {
    log("web/dist or Chromium missing; skipping");
    return { skipped: "web/dist or chromium missing" };
  }
  const { chromium: pw } = await import("@playwright/test");
  const port = await freePort();
  const data = tempDir("bench-landing-");
  const server = spawnOurServer({ port, dataDir: data.dir });
  const browser = await pw.launch({
    executablePath: chromium,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    await waitHealthy(server, port);
    const page = await browser.newPage();
    const urls = new Set();
    page.on("request", (r) => {
      const u = new URL(r.url());
      if (r.resourceType() === "script" && u.pathname.endsWith(".js")) urls.add(u.pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Modern Hospitality Platform" }).waitFor();
    const files = [...urls].map((url) => {
      const raw = readFileSync(path.join(dist, url.slice(1)));
      return { url, gzipBytes: gzipSync(raw).length };
    });
    const total = files.reduce((s, f) => s + f.gzipBytes, 0);
    const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
    log(table([["file", "gzip"], ...files.map((f) => [f.url, kb(f.gzipBytes)]), ["total", kb(total)]]));
    log(`\nlanding visit JS: ${kb(total)} gzip across ${files.length} file(s) (entry + preloads + lazy chunks)`);
    return { files, totalGzipBytes: total, totalGzipKB: total / 1024 };
  } finally {
    await browser.close();
    server.child.kill("SIGTERM");
    await new Promise((r) => server.child.once("exit", r));
    data.remove();
  }
}
