// Lighthouse 12 (mobile preset: Moto G Power viewport, simulated "slow 4G" and 4× CPU throttling) on six public
// pages of the built server (`node server/dist/main.js`, demo mode, a fresh PGlite data dir), in Debian's
// Chromium through chrome-launcher (--headless=new --no-sandbox). Each run is a first visit (Lighthouse clears
// the cache and storage before it). Prints performance, FCP, LCP, TBT, CLS and accessibility per page, and what
// holds the page back: the LCP phases, main-thread bootup per script, unused JavaScript, render-blocking
// requests, the bytes transferred and any failing accessibility audit.
//
//   BENCH_LH_RUNS   runs per page (default 3; the run with the median performance score is reported)
//   BENCH_LH_PAGES  comma-separated paths (default: the six below)
//   CHROME_PATH     the browser (default /usr/bin/chromium)
//   BENCH_LH_BASE_URL  measure a server that is already running (e.g. http://127.0.0.1:5000) instead of starting one
//
// Figures only: the targets (performance ≥ 95, accessibility 100, CLS < 0.05) are printed beside them, never
// asserted. Simulated throttling scales with the machine's benchmark index, so a loaded machine scores lower.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fmt, freePort, median, ROOT, spawnOurServer, table, tempDir, waitHealthy } from "./lib/harness.mjs";

export const title = "Lighthouse mobile (simulated throttling) on six public pages of the built server";

const PAGES = (process.env.BENCH_LH_PAGES ?? "/,/order,/pricing,/tables,/checkin,/loyalty").split(",").map((p) => p.trim()).filter(Boolean);
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const TARGET = { performance: 95, accessibility: 100, cls: 0.05 };

export default async function run({ log }) {
  const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path.join(ROOT, "web/dist/index.html")) || !existsSync(chromePath)) {
    log("web/dist or Chromium missing; skipping");
    return { skipped: "web/dist or chromium missing" };
  }
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");

  const external = process.env.BENCH_LH_BASE_URL?.replace(/\/$/, "");
  const port = external ? null : await freePort();
  const data = external ? null : tempDir("bench-lighthouse-");
  const server = external ? null : spawnOurServer({ port, dataDir: data.dir });
  const base = external ?? `http://127.0.0.1:${port}`;
  let chrome;
  try {
    if (server) await waitHealthy(server, port);
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    log(`Lighthouse ${lighthouseVersion()} · ${RUNS} run(s) per page (median performance score reported) · server ${base}`);
    // One throwaway run warms the server (first reads of each table) and the disk cache of the browser binary.
    await lighthouse(`${base}/`, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: ["performance"] });

    const pages = {};
    for (const pagePath of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${base}${pagePath}`, {
          port: chrome.port,
          logLevel: "error",
          output: "json",
          // best-practices only for its "errors-in-console" audit (a hydration error would show there).
          onlyCategories: ["performance", "accessibility", "best-practices"],
        });
        runs.push(summarise(result.lhr));
      }
      const scores = runs.map((r) => r.performance);
      // A run Lighthouse could not complete (runtimeError: it scores 0) says nothing about the page: it is shown,
      // and left out of the median unless no run completed.
      const completed = runs.filter((r) => !r.runtimeError);
      const counted = completed.length ? completed : runs;
      const med = median(counted.map((r) => r.performance));
      // The run whose score is the median (the lower middle one for an even count).
      const chosen = [...counted].sort((a, b) => a.performance - b.performance)[Math.floor((counted.length - 1) / 2)];
      pages[pagePath] = { ...chosen, performanceRuns: scores, performanceMedian: med, failedRuns: runs.length - completed.length };
      const failures = runs.filter((r) => r.runtimeError).map((r) => r.runtimeError);
      log(`${pagePath}: performance ${scores.join(", ")} · accessibility ${chosen.accessibility} · benchmark index ${runs.map((r) => Math.round(r.benchmarkIndex ?? 0)).join(", ")}${failures.length ? ` · not completed (left out): ${failures.join("; ")}` : ""}`);
    }

    log("");
    log(
      table([
        ["page", "perf", "FCP", "LCP", "TBT", "CLS", "SI", "a11y", "JS transferred", "total transferred"],
        ...PAGES.map((p) => {
          const r = pages[p];
          return [p, String(r.performance), fmt.ms(r.fcpMs), fmt.ms(r.lcpMs), fmt.ms(r.tbtMs), r.cls.toFixed(3), fmt.ms(r.siMs), String(r.accessibility), kb(r.bytes.script), kb(r.bytes.total)];
        }),
      ]),
    );
    log(`targets: performance ≥ ${TARGET.performance}, accessibility ${TARGET.accessibility}, CLS < ${TARGET.cls}`);

    for (const p of PAGES) {
      const r = pages[p];
      const missed = r.performance < TARGET.performance || r.accessibility < TARGET.accessibility || r.cls >= TARGET.cls;
      log("");
      log(`${p}${missed ? "  (misses a target)" : ""}`);
      if (r.lcpPhases) log(`  LCP ${fmt.ms(r.lcpMs)} = ${r.lcpPhases.map((x) => `${x.phase} ${fmt.ms(x.ms)}`).join(" + ")}${r.lcpElement ? ` · element: ${r.lcpElement}` : ""}`);
      if (r.bootup.length) log(`  bootup (4× CPU): ${r.bootup.map((x) => `${x.url} ${fmt.ms(x.totalMs)} (script ${fmt.ms(x.scriptingMs)})`).join(", ")}`);
      if (r.unusedJs.length) log(`  unused JS: ${r.unusedJs.map((x) => `${x.url} ${kb(x.wastedBytes)} of ${kb(x.totalBytes)}`).join(", ")}`);
      if (r.renderBlocking.length) log(`  render-blocking: ${r.renderBlocking.map((x) => `${x.url} ${kb(x.bytes)}`).join(", ")}`);
      if (r.layoutShifts.length) log(`  layout shifts: ${r.layoutShifts.map((x) => `${x.score.toFixed(3)} ${x.node}`).join(" | ")}`);
      if (r.failingA11y.length) log(`  accessibility failures: ${r.failingA11y.join(", ")}`);
      if (r.consoleErrors.length) log(`  console errors: ${r.consoleErrors.join(" | ")}`);
      log(`  main thread: ${Object.entries(r.mainThread).map(([k, v]) => `${k} ${fmt.ms(v)}`).join(", ")}`);
    }

    const targets = Object.fromEntries(
      PAGES.map((p) => [
        p,
        {
          performance: { target: TARGET.performance, actual: pages[p].performance, met: pages[p].performance >= TARGET.performance },
          accessibility: { target: TARGET.accessibility, actual: pages[p].accessibility, met: pages[p].accessibility >= TARGET.accessibility },
          cls: { target: TARGET.cls, actual: pages[p].cls, met: pages[p].cls < TARGET.cls },
        },
      ]),
    );
    return { lighthouse: lighthouseVersion(), runsPerPage: RUNS, pages, targets };
  } finally {
    await chrome?.kill();
    await server?.stop();
    data?.remove();
  }
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const oneLine = (text) => text.replace(/\s+/g, " ").trim();
const short = (url) => {
  try {
    const u = new URL(url);
    return u.pathname.length > 1 ? u.pathname.replace(/^\/assets\//, "") : u.pathname;
  } catch {
    return url;
  }
};

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8")).version;
  } catch {
    return "?";
  }
}

/** The figures of one Lighthouse result. */
function summarise(lhr) {
  const a = lhr.audits;
  const num = (id) => a[id]?.numericValue ?? NaN;
  const items = (id) => a[id]?.details?.items ?? [];

  // LCP element and phases (the second table of the audit's list).
  const lcpDetails = a["largest-contentful-paint-element"]?.details?.items ?? [];
  const lcpNode = lcpDetails[0]?.items?.[0]?.node;
  const phases = lcpDetails[1]?.items?.map((x) => ({ phase: x.phase, ms: x.timing }));

  const bytes = { script: 0, stylesheet: 0, document: 0, fetch: 0, total: 0 };
  for (const req of items("network-requests")) {
    const t = req.resourceType === "Script" ? "script" : req.resourceType === "Stylesheet" ? "stylesheet" : req.resourceType === "Document" ? "document" : req.resourceType === "Fetch" || req.resourceType === "XHR" ? "fetch" : null;
    if (t) bytes[t] += req.transferSize ?? 0;
    bytes.total += req.transferSize ?? 0;
  }
  const failingA11y = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => a[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "notApplicable" && audit.scoreDisplayMode !== "manual" && audit.scoreDisplayMode !== "informative")
    .map((audit) => audit.id);
  const mainThread = {};
  for (const x of items("mainthread-work-breakdown")) mainThread[x.group] = Math.round(x.duration);

  return {
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.code ?? null,
    consoleErrors: items("errors-in-console").map((x) => oneLine(String(x.description ?? "").slice(0, 120))),
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: num("first-contentful-paint"),
    lcpMs: num("largest-contentful-paint"),
    tbtMs: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    siMs: num("speed-index"),
    ttiMs: num("interactive"),
    lcpElement: lcpNode ? oneLine(`${(lcpNode.snippet ?? "").slice(0, 70)} "${(lcpNode.nodeLabel ?? "").slice(0, 50)}"`) : null,
    lcpPhases: phases ?? null,
    bootup: items("bootup-time")
      .filter((x) => x.total >= 50)
      .slice(0, 6)
      .map((x) => ({ url: short(x.url), totalMs: x.total, scriptingMs: x.scripting })),
    unusedJs: items("unused-javascript")
      .slice(0, 6)
      .map((x) => ({ url: short(x.url), wastedBytes: x.wastedBytes, totalBytes: x.totalBytes })),
    renderBlocking: items("render-blocking-resources").map((x) => ({ url: short(x.url), bytes: x.totalBytes, wastedMs: x.wastedMs })),
    layoutShifts: items("layout-shifts")
      .slice(0, 5)
      .map((x) => ({ score: x.score, node: oneLine((x.node?.snippet ?? x.node?.nodeLabel ?? "?").slice(0, 90)) })),
    failingA11y,
    mainThread,
    bytes,
  };
}
